/**
 * Amazon product links in every form users paste: /dp/ASIN, /gp/product/ASIN, /gp/aw/d/ASIN,
 * /exec/obidos/ASIN/ASIN, /o/ASIN, /product/ASIN, slugged /Title/dp/ASIN/ref=…, ?asin=, on any
 * marketplace host (www., smile., m.; .com, .co.uk, .de, .co.jp …), and short links (amzn.to, a.co).
 */
import { plainText } from '../../lib/plain-text.ts';

const MARKETPLACE =
  /^(?:(?:www|smile|m)\.)?amazon\.(?:com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.tr|com\.be|ie|ae|sa|eg|in|co\.jp|sg|com\.au)$/i;
const SHORT = /^(?:amzn\.to|a\.co|amzn\.eu|amzn\.asia)$/i;
const ASIN = /^(?:B0[A-Z0-9]{8}|\d{9}[\dX])$/;
const PATHS = [
  /\/(?:dp|gp\/product|gp\/aw\/d|o|product|exec\/obidos\/ASIN|exec\/obidos\/tg\/detail\/-)\/([A-Z0-9]{10})(?=[/?#]|$)/i,
];

export interface AmazonLink {
  asin: string;
  /** The marketplace host, normalised to www. */
  host: string;
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
  return url !== null && SHORT.test(url.hostname) && url.pathname.length > 1;
}

export function isMarketplaceHost(hostname: string): boolean {
  return MARKETPLACE.test(hostname);
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
  if (!url || !MARKETPLACE.test(url.hostname)) return null;
  const host = url.hostname
    .toLowerCase()
    .replace(/^(?:smile|m)\./, 'www.')
    .replace(/^amazon\./, 'www.amazon.');
  for (const pattern of PATHS) {
    const asin = pattern.exec(url.pathname)?.[1]?.toUpperCase();
    if (asin && ASIN.test(asin)) return { asin, host, slugTitle: slugTitle(url.pathname) };
  }
  const query = url.searchParams.get('asin')?.toUpperCase();
  if (query && ASIN.test(query)) return { asin: query, host, slugTitle: null };
  return null;
}

/** What a campaign accepts as a product link: a marketplace product page or a short link. */
export function isAmazonProductUrl(value: string): boolean {
  return parseAmazonUrl(value) !== null || isShortLink(value);
}

export function canonicalProductUrl(asin: string, host = 'www.amazon.com'): string {
  return `https://${host}/dp/${asin}`;
}
