/**
 * A campaign's product links must be Amazon product pages (PRODUCT.md §2: "direct store product pages")
 * or short links to one, so the pipeline can read the ASIN and tag the link. Both products are in one
 * store (a tag earns only in its own store): the campaign's store, read from the links, a short link
 * followed to its product page to learn it.
 */
import { type AmazonStore, ErrorCode, Messages } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { isAmazonProductUrl, isShortLink, parseAmazonUrl } from '../../integrations/amazon/asin.ts';
import { AppError } from '../../lib/errors.ts';

type ProductField = 'product1Url' | 'product2Url';

const fieldError = (code: ErrorCode, field: ProductField, message: string) =>
  new AppError(code, message, 400, { errors: { [field]: [message] } });

/** The URL as stored (trimmed, https), or a PRODUCT_URL_INVALID on that field. */
export function checkProductUrl(value: string, field: ProductField): string {
  const trimmed = value.trim();
  if (!isAmazonProductUrl(trimmed))
    throw fieldError(ErrorCode.PRODUCT_URL_INVALID, field, Messages.productNotAmazon);
  const url = new URL(trimmed);
  url.protocol = 'https:';
  return url.toString();
}

/** The store of one product link; a short link is followed (through safe-fetch) to its product page. */
async function storeOf(amazon: AppContext['amazon'], url: string, field: ProductField): Promise<AmazonStore> {
  const parsed = parseAmazonUrl(url);
  if (parsed) return parsed.store;
  if (!isShortLink(url)) throw fieldError(ErrorCode.PRODUCT_URL_INVALID, field, Messages.productNotAmazon);
  try {
    return (await amazon.link(url)).store;
  } catch {
    throw fieldError(ErrorCode.PRODUCT_URL_INVALID, field, Messages.shortLinkUnresolved);
  }
}

/**
 * The store both product links are in, or a VALIDATION_ERROR on product2Url naming the two stores
 * ("amazon.fr and amazon.com here").
 */
export async function campaignStore(
  amazon: AppContext['amazon'],
  product1Url: string,
  product2Url: string,
): Promise<AmazonStore> {
  const [first, second] = await Promise.all([
    storeOf(amazon, product1Url, 'product1Url'),
    storeOf(amazon, product2Url, 'product2Url'),
  ]);
  if (first.id !== second.id)
    throw fieldError(
      ErrorCode.VALIDATION_ERROR,
      'product2Url',
      Messages.productsInDifferentStores.replace('{{first}}', first.id).replace('{{second}}', second.id),
    );
  return first;
}
