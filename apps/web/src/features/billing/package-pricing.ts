/**
 * What a package card shows (PRODUCT.md §2 "Buy credits page", §9): monthly shows the full price; annual
 * shows price / 12 rounded per month, the yearly total, and the rounded saving against
 * `originalPrice`. Articles are floor(credits / 10); feature texts carry that count.
 */

import type { CreditPackage } from '@aa/contracts/billing';
import { articlesForCredits } from '@aa/contracts/constants';

export interface PackagePrice {
  /** The big number: the monthly price, or the annual price / 12 rounded. */
  perMonth: number;
  /** Annual only: what is billed once a year. */
  billedAnnually?: number;
  /** Annual only, when `originalPrice` is known: the rounded saving. */
  savings?: number;
  articles: number;
}

export function packagePrice(
  pkg: Pick<CreditPackage, 'price' | 'originalPrice' | 'credits' | 'billingCycle'>,
) {
  const articles = articlesForCredits(pkg.credits);
  if (pkg.billingCycle === 'monthly') return { perMonth: pkg.price, articles } satisfies PackagePrice;
  return {
    perMonth: Math.round(pkg.price / 12),
    billedAnnually: pkg.price,
    savings: pkg.originalPrice === undefined ? undefined : Math.round(pkg.originalPrice - pkg.price),
    articles,
  } satisfies PackagePrice;
}

/**
 * The number of articles a feature line promises, rewritten to the package's own count: the number
 * right before "articles" (with up to two words between, as in "30 AI articles"). Other numbers in
 * the text ("3 images") are left alone.
 */
const ARTICLE_COUNT = /\d[\d\s.,\u00a0\u202f]*?(?=\s+(?:[\p{L}-]+\s+){0,2}articles?\b)/giu;

export function rewriteArticleCount(text: string, articles: string): string {
  return text.replace(ARTICLE_COUNT, articles);
}

export const MAX_FEATURES = 3;

/**
 * Up to three feature lines: the translated copy of a known plan, else the API's text, else the
 * defaults; each with its article number rewritten.
 */
export function packageFeatures(
  apiFeatures: readonly string[],
  translated: readonly string[] | undefined,
  defaults: readonly string[],
  articles: string,
): string[] {
  const source = apiFeatures.length === 0 ? defaults : translated?.length ? translated : apiFeatures;
  return source.slice(0, MAX_FEATURES).map((text) => rewriteArticleCount(text, articles));
}

/** PRODUCT.md §8: a package load failure that means the session is gone (else it is a loading error). */
const SESSION_WORDS = /401|authentication|token|session expired|Authentication failed/i;

export function isSessionExpiredError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = 'status' in error ? (error as { status: unknown }).status : undefined;
  const message = error instanceof Error ? error.message : '';
  return status === 401 || SESSION_WORDS.test(message);
}
