/**
 * Amazon product links in every form users paste: /dp/ASIN, /gp/product/ASIN, /gp/aw/d/ASIN,
 * /exec/obidos/ASIN/ASIN, /o/ASIN, /product/ASIN, slugged /Title/dp/ASIN/ref=…, ?asin=, on the host of
 * any Associates store (AMAZON_STORES; www., smile., m. or bare), and short links (amzn.to, amzn.eu,
 * a.co, amzn.asia), which only tell their store once followed. A link keeps its store: a tag earns
 * only there.
 */
import { AMAZON_SHORT_LINK_HOSTS, type AmazonStore, asinOfProductUrl, storeOfHost } from '@aa/contracts';
import { plainText } from '../../lib/plain-text.ts';

export interface AmazonLink {
  asin: string;
  /** The store the link is in (its product page is on `store.host`). */
  store: AmazonStore;
  /** The readable title in the link's slug, when it has one. */
  slugTitle: string | null;
}

function parse(value: string): URL | null {
  if (!URL.canParse(value.trim())) return null;
  const url = new URL(value.trim());
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

export function isShortLink(value: string): boolean {
  const url = parse(value);
  return url !== null && AMAZON_SHORT_LINK_HOSTS.includes(url.hostname) && url.pathname.length > 1;
}

/** A product page's host in an Associates store (www.amazon.fr, m.amazon.de, amazon.com). */
export function isMarketplaceHost(hostname: string): boolean {
  return storeOfHost(hostname) !== undefined;
}

/**
 * The slug before /dp/ as a title: "Apple-AirPods-Pro-2nd-Generation" → "Apple AirPods Pro 2nd
 * Generation". Anyone can write a slug (`/%3Ch1%3EHACKED/dp/…` is a working link): it is read as text.
 */
export function slugTitle(pathname: string): string | null {
  const match = /^\/([^/]+)\/(?:dp|gp\/product)\//i.exec(pathname);
  const slug = match?.[1];
  if (!slug || /^(?:dp|gp|exec|o|product)$/i.test(slug)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const title = plainText(decoded.replace(/[-_+]+/g, ' '), { maxLength: 200 });
  return title.length >= 3 ? title : null;
}

/** The product of a marketplace link, or null (a short link must be expanded first). */
export function parseAmazonUrl(value: string): AmazonLink | null {
  const url = parse(value);
  const store = url && storeOfHost(url.hostname);
  const asin = asinOfProductUrl(value);
  if (!url || !store || !asin) return null;
  return { asin, store, slugTitle: slugTitle(url.pathname) };
}

/** What a campaign accepts as a product link: a marketplace product page or a short link. */
export function isAmazonProductUrl(value: string): boolean {
  return parseAmazonUrl(value) !== null || isShortLink(value);
}

/** The product's page in its store: https://www.amazon.fr/dp/ASIN. */
export function canonicalProductUrl(asin: string, store: AmazonStore): string {
  return `https://${store.host}/dp/${asin}`;
}
