/**
 * The Amazon stores an affiliate can earn in (the Associates programmes), and the languages an article
 * can be written in. A tracking ID belongs to one store: a campaign's links go to its products' store
 * with the user's tag for that store. Each store has its language (the campaign's default article
 * language), its Pinterest trends region when Pinterest publishes one for it, and Amazon's own
 * disclosure wording per language.
 */
import { z } from 'zod';

export const ARTICLE_LANGUAGES = [
  'en',
  'fr',
  'de',
  'it',
  'es',
  'nl',
  'sv',
  'pl',
  'pt',
  'tr',
  'ar',
  'ja',
] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
export const articleLanguageSchema = z.enum(ARTICLE_LANGUAGES);

/** A campaign's stored language as the writers take it: English for anything unknown. */
export const storedArticleLanguage = (stored: string): ArticleLanguage =>
  articleLanguageSchema.catch('en').parse(stored);

/** Each language by its own name, as a picker shows it. */
export const LANGUAGE_NAMES: Record<ArticleLanguage, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
  sv: 'Svenska',
  pl: 'Polski',
  pt: 'Português',
  tr: 'Türkçe',
  ar: 'العربية',
  ja: '日本語',
};

/** The languages the offline writer (no AI provider configured) writes; a real model writes them all. */
export const OFFLINE_LANGUAGES: readonly ArticleLanguage[] = ['en', 'fr'];

/**
 * Amazon's Associates disclosure in each language, the wording its operating agreements give
 * (amazon.fr's "En tant que Partenaire Amazon…", amazon.de's "Als Amazon-Partner…").
 */
export const AMAZON_DISCLOSURES: Record<ArticleLanguage, string> = {
  en: 'As an Amazon Associate I earn from qualifying purchases.',
  fr: 'En tant que Partenaire Amazon, je réalise un bénéfice sur les achats remplissant les conditions requises.',
  de: 'Als Amazon-Partner verdiene ich an qualifizierten Verkäufen.',
  it: 'In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.',
  es: 'En calidad de Afiliado de Amazon, obtengo ingresos por las compras adscritas que cumplen los requisitos aplicables.',
  nl: 'Als Amazon Associate verdien ik aan in aanmerking komende aankopen.',
  sv: 'Som Amazon-partner tjänar jag på kvalificerade köp.',
  pl: 'Jako partner Amazon zarabiam na kwalifikujących się zakupach.',
  pt: 'Como Associado da Amazon, eu ganho com compras qualificadas.',
  tr: 'Bir Amazon Ortağı olarak, uygun alışverişlerden kazanç elde ediyorum.',
  ar: 'بصفتي شريكًا في برنامج أمازون، أربح من عمليات الشراء المؤهلة.',
  ja: 'Amazonのアソシエイトとして、当サイトは適格販売により収入を得ています。',
};

/** A Pinterest trends region (`/trends/keywords/{region}/top/{trend_type}`). */
export type TrendsRegion =
  | 'US'
  | 'CA'
  | 'DE'
  | 'FR'
  | 'ES'
  | 'IT'
  | 'GB+IE'
  | 'PL+RO+HU+SK+CZ'
  | 'SE+DK+FI+NO'
  | 'NL+BE+LU'
  | 'BR'
  | 'MX'
  | 'AU+NZ';

export interface AmazonStore {
  /** The store's domain without www: the id we store ("amazon.fr"). */
  id: string;
  /** Where its product pages live ("www.amazon.fr"). */
  host: string;
  /** The country, in English, as the pickers show it. */
  country: string;
  language: ArticleLanguage;
  /** Pinterest's trends region for the store's shoppers; null where Pinterest publishes none. */
  trendsRegion: TrendsRegion | null;
  /** A tracking ID as that store's Associates Central shows one. */
  tagExample: string;
  /** The ending that store's Associates Central gives its tracking IDs ("-20" for amazon.com). */
  tagSuffix: `-${'20' | '21' | '22'}`;
}

const store = (
  id: string,
  country: string,
  language: ArticleLanguage,
  trendsRegion: TrendsRegion | null,
  suffix: '20' | '21' | '22',
): AmazonStore => ({
  id,
  host: `www.${id}`,
  country,
  language,
  trendsRegion,
  tagExample: `yourname-${suffix}`,
  tagSuffix: `-${suffix}`,
});

/**
 * The ending a tag should have in `store` when it ends otherwise ("-21" given for amazon.com, whose
 * tags end in "-20"): a tag of another store earns nothing there. Undefined when it fits, or when the
 * tag has no such ending to compare (issue 33: a warning, never a refusal).
 */
export function tagSuffixMismatch(storeId: string, tag: string): string | undefined {
  const suffix = /-\d{2}$/.exec(tag.trim())?.[0];
  const expected = BY_ID.get(storeId)?.tagSuffix;
  return suffix && expected && suffix !== expected ? expected : undefined;
}

/** The Associates programmes' stores, amazon.com first. */
export const AMAZON_STORES: readonly AmazonStore[] = [
  store('amazon.com', 'United States', 'en', 'US', '20'),
  store('amazon.ca', 'Canada', 'en', 'CA', '20'),
  store('amazon.com.mx', 'Mexico', 'es', 'MX', '20'),
  store('amazon.com.br', 'Brazil', 'pt', 'BR', '20'),
  store('amazon.co.uk', 'United Kingdom', 'en', 'GB+IE', '21'),
  store('amazon.de', 'Germany', 'de', 'DE', '21'),
  store('amazon.fr', 'France', 'fr', 'FR', '21'),
  store('amazon.it', 'Italy', 'it', 'IT', '21'),
  store('amazon.es', 'Spain', 'es', 'ES', '21'),
  store('amazon.nl', 'Netherlands', 'nl', 'NL+BE+LU', '21'),
  store('amazon.se', 'Sweden', 'sv', 'SE+DK+FI+NO', '21'),
  store('amazon.pl', 'Poland', 'pl', 'PL+RO+HU+SK+CZ', '21'),
  store('amazon.com.be', 'Belgium', 'fr', 'NL+BE+LU', '21'),
  store('amazon.com.tr', 'Türkiye', 'tr', null, '21'),
  store('amazon.ae', 'United Arab Emirates', 'en', null, '21'),
  store('amazon.sa', 'Saudi Arabia', 'ar', null, '21'),
  store('amazon.eg', 'Egypt', 'ar', null, '21'),
  store('amazon.in', 'India', 'en', null, '21'),
  store('amazon.co.jp', 'Japan', 'ja', null, '22'),
  store('amazon.sg', 'Singapore', 'en', null, '22'),
  store('amazon.com.au', 'Australia', 'en', 'AU+NZ', '22'),
];

export const DEFAULT_STORE_ID = 'amazon.com';
export const AMAZON_STORE_IDS = AMAZON_STORES.map((s) => s.id) as [string, ...string[]];
export const amazonStoreIdSchema = z.enum(AMAZON_STORE_IDS);

const BY_ID = new Map(AMAZON_STORES.map((s) => [s.id, s]));

/** The store of an id ("amazon.fr"); undefined for anything else. */
export function storeById(id: string): AmazonStore | undefined {
  return BY_ID.get(id);
}

/** The store of a product page's host (www., m., smile. or bare); undefined when not an Associates store. */
export function storeOfHost(hostname: string): AmazonStore | undefined {
  return BY_ID.get(hostname.toLowerCase().replace(/^(?:www|m|smile)\./, ''));
}

/** Amazon's link shorteners: a short link tells its store only once followed (amzn.eu serves several). */
export const AMAZON_SHORT_LINK_HOSTS: readonly string[] = ['amzn.to', 'amzn.eu', 'a.co', 'amzn.asia'];

/** An ASIN: B0 and eight letters or digits, or a book's ISBN-10. */
const ASIN = /^(?:B0[A-Z0-9]{8}|\d{9}[\dX])$/;
/** Where product pages keep the ASIN in their path, in every form users paste. */
const ASIN_PATH =
  /\/(?:dp|gp\/product|gp\/aw\/d|o|product|exec\/obidos\/ASIN|exec\/obidos\/tg\/detail\/-)\/([A-Z0-9]{10})(?=[/?#]|$)/i;

/**
 * The ASIN of a store's product page link (/dp/ASIN, /gp/product/ASIN, slugged /Title/dp/ASIN/ref=…,
 * ?asin=…), upper case; null for anything else, a short link included (its product is known once it
 * is followed). The form and the server read links the same way.
 */
export function asinOfProductUrl(value: string): string | null {
  if (!URL.canParse(value.trim())) return null;
  const url = new URL(value.trim());
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !storeOfHost(url.hostname)) return null;
  const fromPath = ASIN_PATH.exec(url.pathname)?.[1]?.toUpperCase();
  if (fromPath && ASIN.test(fromPath)) return fromPath;
  const fromQuery = url.searchParams.get('asin')?.toUpperCase();
  return fromQuery && ASIN.test(fromQuery) ? fromQuery : null;
}

/** The disclosure an article in `language` carries. */
export function disclosureFor(language: ArticleLanguage): string {
  return AMAZON_DISCLOSURES[language];
}
