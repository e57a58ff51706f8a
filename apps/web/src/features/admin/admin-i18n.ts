/** The operators' view's texts, registered when its code loads. */
import i18n from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('fr', 'translation', fr, true, false);
