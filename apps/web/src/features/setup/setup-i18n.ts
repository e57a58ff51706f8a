/**
 * The setup feature's texts (wizard, Platform Configuration, onboarding tour), registered when the
 * feature's code loads: they travel with its lazy chunks, not with the landing page's JavaScript.
 */
import i18n from '../../lib/i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

i18n.addResourceBundle('en', 'translation', en, true, false);
i18n.addResourceBundle('fr', 'translation', fr, true, false);
