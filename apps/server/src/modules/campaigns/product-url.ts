/**
 * A campaign's product links must be Amazon product pages (PRODUCT.md §2: "direct store product pages"),
 * so the pipeline can read the ASIN and tag the link; short links (amzn.to) are expanded later.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { isAmazonProductUrl } from '../../integrations/amazon/asin.ts';
import { AppError } from '../../lib/errors.ts';

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
