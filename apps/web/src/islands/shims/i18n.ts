/**
 * `lib/i18n.ts` in the islands' build. A public page's URL fixes its language, so choosing the other
 * one is loading its twin page; and a server message is shown in the
 * page's language when it is one of PRODUCT.md's (translate-message.ts).
 */
import {
  LANG_STORAGE_KEY,
  languageOfPath,
  localizedPath,
  SITE_LANGUAGES,
  type SiteLanguage,
  stripLanguagePrefix,
} from '../../lib/public-site.ts';
import { islandLanguage } from '../texts.ts';

export const SUPPORTED_LANGUAGES = SITE_LANGUAGES;

export function changeLanguage(language: SiteLanguage): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice then lasts for this page only.
  }
  const { pathname, search, hash } = window.location;
  if ((languageOfPath(pathname) ?? islandLanguage()) === language) return;
  window.location.assign(`${localizedPath(stripLanguagePrefix(pathname), language)}${search}${hash}`);
}

// Only the support form (loaded on demand) translates server messages: kept out of this module.
export { translateMessage } from './translate-message.ts';
