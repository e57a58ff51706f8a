/**
 * A campaign's product links must be Amazon product pages (SPEC §2: "direct store product pages"),
 * so the pipeline can read the ASIN and tag the link; short links (amzn.to) are expanded later.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { AppError } from '../../lib/errors.ts';

const AMAZON_HOST =
  /^(?:(?:www|smile|m)\.)?amazon\.(?:com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.tr|com\.be|ie|ae|sa|eg|in|co\.jp|sg|com\.au)$/i;
const SHORT_HOST = /^(?:amzn\.to|a\.co|amzn\.eu|amzn\.asia)$/i;

export function isAmazonProductUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (SHORT_HOST.test(url.hostname)) return url.pathname.length > 1;
  return (
    AMAZON_HOST.test(url.hostname) &&
    /\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/ASIN|o|product)\/[A-Z0-9]{10}(?:[/?]|$)/i.test(
      url.pathname + '/',
    )
  );
}

/** The URL as stored (trimmed, https), or a VALIDATION_ERROR on that field. */
export function checkProductUrl(value: string, field: 'product1Url' | 'product2Url'): string {
  const trimmed = value.trim();
  if (!isAmazonProductUrl(trimmed))
    throw new AppError(ErrorCode.PRODUCT_URL_INVALID, Messages.productNotAmazon, 400, {
      errors: { [field]: [Messages.productNotAmazon] },
    });
  const url = new URL(trimmed);
  url.protocol = 'https:';
  return url.toString();
}
