/**
 * A campaign's product links must be Amazon product pages (PRODUCT.md §2: "direct store product pages")
 * or short links to one, so the pipeline can read the ASIN and tag the link. Both products are in one
 * store (a tag earns only in its own store): the campaign's store, read from the links, a short link
 * followed to its product page to learn it. They are two products, and both exist: their pages are
 * read before the campaign is made (issue 27).
 */
import { type AmazonStore, ErrorCode, Messages } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { AmazonProductError, type ProductInfo } from '../../integrations/amazon/amazon-products.ts';
import {
  type AmazonLink,
  isAmazonProductUrl,
  isShortLink,
  parseAmazonUrl,
} from '../../integrations/amazon/asin.ts';
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

/** The product and store of one link; a short link is followed (through safe-fetch) to its product page. */
async function linkOf(amazon: AppContext['amazon'], url: string, field: ProductField): Promise<AmazonLink> {
  const parsed = parseAmazonUrl(url);
  if (parsed) return parsed;
  if (!isShortLink(url)) throw fieldError(ErrorCode.PRODUCT_URL_INVALID, field, Messages.productNotAmazon);
  try {
    return await amazon.link(url);
  } catch {
    throw fieldError(ErrorCode.PRODUCT_URL_INVALID, field, Messages.shortLinkUnresolved);
  }
}

/**
 * The campaign's two products, each link's ASIN and the store both are in; refused on product2Url when
 * both links are one product under two URL forms (issue 27: "QuietComfort Ultra or QuietComfort
 * Ultra" was published), or when they are in two stores ("amazon.fr and amazon.com here").
 */
export async function campaignProducts(
  amazon: AppContext['amazon'],
  product1Url: string,
  product2Url: string,
): Promise<{ store: AmazonStore; asins: [string, string] }> {
  const [first, second] = await Promise.all([
    linkOf(amazon, product1Url, 'product1Url'),
    linkOf(amazon, product2Url, 'product2Url'),
  ]);
  if (first.asin === second.asin)
    throw fieldError(
      ErrorCode.VALIDATION_ERROR,
      'product2Url',
      Messages.sameProductTwice.replace('{{asin}}', first.asin),
    );
  if (first.store.id !== second.store.id)
    throw fieldError(
      ErrorCode.VALIDATION_ERROR,
      'product2Url',
      Messages.productsInDifferentStores
        .replace('{{first}}', first.store.id)
        .replace('{{second}}', second.store.id),
    );
  return { store: first.store, asins: [first.asin, second.asin] };
}

/** How long reading both product pages may hold a campaign's creation; past it, what was not read is not known. */
const PAGES_READ_MS = 10_000;

/**
 * Both products' pages read before a campaign is made (issue 27): a page the store answers "page not
 * found" for is refused on its field, since there is no product to write about. A page that could not
 * be read (a robot check, a timeout) is no reason to refuse: its runs decide, with what they can read.
 * The listing titles read are the names the campaign shows at once; null where none was read.
 */
export async function readProductPages(
  amazon: AppContext['amazon'],
  urls: readonly [string, string],
): Promise<[ProductInfo | null, ProductInfo | null]> {
  const fields: ProductField[] = ['product1Url', 'product2Url'];
  const read = (url: string, index: number) =>
    Promise.race([
      amazon.resolve(url).catch((error: unknown) => {
        if (error instanceof AmazonProductError && error.kind === 'missing')
          throw fieldError(
            ErrorCode.VALIDATION_ERROR,
            fields[index] ?? 'product1Url',
            Messages.productPageMissing,
          );
        return null;
      }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGES_READ_MS).unref()),
    ]);
  const [first, second] = await Promise.allSettled(urls.map(read));
  // Both answered: a refusal of the first field first, as the form shows them.
  for (const settled of [first, second]) if (settled?.status === 'rejected') throw settled.reason;
  return [
    first?.status === 'fulfilled' ? first.value : null,
    second?.status === 'fulfilled' ? second.value : null,
  ];
}
