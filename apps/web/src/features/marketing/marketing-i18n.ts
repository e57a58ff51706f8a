/**
 * The public pages' texts, registered synchronously when the marketing code loads (with its lazy
 * chunks, before the first render), so prerendered HTML and the hydrated page say the same.
 */
import i18n from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('fr', 'translation', fr, true, false);
