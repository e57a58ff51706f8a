/**
 * The public site's URLs: which pages are prerendered at build time and how a language shows in a
 * URL. English pages live at their paths ('/pricing'); French ones under '/fr' ('/fr/pricing'), and
 * the whole app under '/fr' runs in French (the router's basename). Free of React and i18next: the
 * build's prerender script and the server's tests read it too.
 */
import {
  basenameOf,
  FRENCH_PREFIX,
  hasFrenchPrefix,
  paths,
  stripLanguagePrefix,
  withoutTrailingSlash,
} from '@aa/contracts/routes';

export { basenameOf, FRENCH_PREFIX, stripLanguagePrefix };

/** The product's name, in every title. */
export const PRODUCT_NAME = 'Affiliate Autopilot';

export const SITE_LANGUAGES = ['en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Where the visitor's explicit choice of language is kept (localStorage). */
export const LANG_STORAGE_KEY = 'lang';

/** The language without a prefix in its URLs (also hreflang x-default). */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en';

/** Pages rendered to HTML at build time, in every language. */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.services,
  paths.pricing,
  paths.privacy,
  paths.terms,
  paths.cookies,
  paths.contact,
] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return (PRERENDERED_PATHS as readonly string[]).includes(path);
}

/**
 * The language a URL fixes: French under '/fr', English on an unprefixed prerendered page (its HTML
 * is English). Other pages (sign-in, dashboard) follow the visitor's choice: undefined.
 */
export function languageOfPath(pathname: string): SiteLanguage | undefined {
  if (hasFrenchPrefix(pathname)) return 'fr';
  return isPrerenderedPath(withoutTrailingSlash(pathname)) ? DEFAULT_SITE_LANGUAGE : undefined;
}

/** The URL of an app path in a language: ('/pricing', 'fr') → '/fr/pricing', ('/', 'fr') → '/fr'. */
export function localizedPath(path: string, language: SiteLanguage): string {
  if (language === DEFAULT_SITE_LANGUAGE) return path;
  return path === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${path}`;
}
