/**
 * Product facts for the article (PRODUCT.md §11): the product page's public metadata, else the link's slug
 * and ASIN. Never a price. Every fetch goes through safe-fetch; short links are followed hop by hop and
 * only to Amazon hosts. PRODUCT.md's first source, the Amazon Creators API when keys are set, is not built:
 * it needs 10 qualified sales in 30 days, so most new users would not have it anyway.
 */
import type { AmazonStore } from '@aa/contracts';
import { runIsolated } from '../../lib/isolated.ts';
import type { SafeFetch } from '../../lib/safe-fetch.ts';
import {
  type AmazonLink,
  canonicalProductUrl,
  isMarketplaceHost,
  isShortLink,
  parseAmazonUrl,
} from './asin.ts';
import type { ProductPageFacts } from './product-page.ts';

export interface ProductInfo {
  asin: string;
  title: string;
  brand?: string;
  features: string[];
  /** The product's page in its store: https://www.amazon.fr/dp/ASIN. */
  url: string;
  /** Where its facts were read: the Creators API (issue 29), its page, or only its link's slug. */
  source: 'api' | 'page' | 'slug';
}

/**
 * `missing`: the store answers "page not found" (404, 410) for the product's page: there is no such
 * product, or no longer. Anything else that keeps a page from being read (a robot check, a timeout)
 * is not an error: the slug and the ASIN stand in.
 */
export type AmazonProductErrorKind = 'invalid-url' | 'not-amazon' | 'unreachable' | 'missing';

export class AmazonProductError extends Error {
  override name = 'AmazonProductError';
  readonly kind: AmazonProductErrorKind;

  constructor(kind: AmazonProductErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface AmazonProductsOptions {
  fetch: SafeFetch;
  /** Where a product's page is read (the sandbox's catalogue offline); default its page in its store. */
  pageUrl?: (asin: string, store: AmazonStore) => string;
  /** Where a short link is asked (the sandbox's stand-in for amzn.to offline); default the link itself. */
  shortLinkUrl?: (url: URL) => string;
  /** How long following a short link may take, all hops together (a campaign waits for it). */
  timeoutMs?: number;
}

const MAX_HOPS = 5;
const SHORT_LINK_TIMEOUT_MS = 8_000;

/** A product page is read in a worker (product-page.task.ts) stopped after this: a page is never worth more. */
const PAGE_READ_MS = 5_000;
const PAGE_TASK = new URL('./product-page.task.ts', import.meta.url);

/** The page's facts, read off the main thread; null when the reading overran or failed (the slug stands in). */
async function readPage(html: string): Promise<ProductPageFacts | null> {
  const read = await runIsolated<string, ProductPageFacts | null>(PAGE_TASK, html, {
    deadlineMs: PAGE_READ_MS,
  });
  return read.ok ? read.value : null;
}

/** The page's language, as a shopper of that store reads it (amazon.fr in French). */
const acceptLanguage = (store: AmazonStore) =>
  store.language === 'en' ? 'en-US,en;q=0.8' : `${store.language},en;q=0.5`;

export function createAmazonProducts(options: AmazonProductsOptions) {
  const pageUrl = options.pageUrl ?? canonicalProductUrl;

  /**
   * Follows a short link's redirects to the product page it stands for. Each hop is judged as the
   * outside world's address, offline too: a redirect is resolved against the link it answered for
   * (https://amzn.to/…), never against the stand-in's own address, so a relative or protocol-relative
   * Location cannot lead offline where it could not lead online (issue 26).
   */
  async function expand(link: string): Promise<string> {
    let current = new URL(link);
    const signal = AbortSignal.timeout(options.timeoutMs ?? SHORT_LINK_TIMEOUT_MS);
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      // Offline, a short link is asked of its stand-in; the address judged stays the world's.
      const asked =
        options.shortLinkUrl && isShortLink(current.toString())
          ? options.shortLinkUrl(current)
          : current.toString();
      let response: Response;
      try {
        response = await options.fetch(asked, { method: 'GET', redirect: 'manual', signal });
      } catch {
        throw new AmazonProductError('unreachable', 'The short link could not be followed.');
      }
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        throw new AmazonProductError('invalid-url', 'The short link does not lead to an Amazon product.');
      const next = new URL(location, current);
      if (parseAmazonUrl(next.toString())) return next.toString();
      if (!isMarketplaceHost(next.hostname) && !isShortLink(next.toString()))
        throw new AmazonProductError('not-amazon', 'The short link leads outside Amazon.');
      current = next;
    }
    throw new AmazonProductError('invalid-url', 'The short link redirects too many times.');
  }

  /** The product and store of a link; a short link is followed to the product page it stands for. */
  async function link(value: string): Promise<AmazonLink> {
    const parsed = parseAmazonUrl(isShortLink(value) ? await expand(value) : value);
    if (!parsed)
      throw new AmazonProductError(
        'not-amazon',
        'Product links must be Amazon product pages (amazon.com/dp/…)',
      );
    return parsed;
  }

  async function fromPage(asin: string, store: AmazonStore) {
    let response: Response;
    try {
      response = await options.fetch(pageUrl(asin, store), {
        headers: { accept: 'text/html', 'accept-language': acceptLanguage(store) },
      });
    } catch {
      // A timeout, a size cap, a refused connection: the slug and the ASIN still name the product.
      return null;
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new AmazonProductError('missing', `The store has no page for ${asin}.`);
    }
    if (!response.ok) {
      // A robot check (503), a server error: nothing is known either way.
      await response.body?.cancel();
      return null;
    }
    try {
      return await readPage(await response.text());
    } catch {
      return null;
    }
  }

  return {
    link,
    /** The product's facts; AmazonProductError `missing` when its store has no page for it. */
    async resolve(value: string): Promise<ProductInfo> {
      const parsed = await link(value);
      const url = canonicalProductUrl(parsed.asin, parsed.store);
      const page = await fromPage(parsed.asin, parsed.store);
      if (page?.title) return { asin: parsed.asin, ...page, url, source: 'page' };
      return {
        asin: parsed.asin,
        title: parsed.slugTitle ?? `Amazon product ${parsed.asin}`,
        features: [],
        url,
        source: 'slug',
      };
    },
  };
}
