/**
 * The products' names a campaign shows instead of their ASINs (issue 21). At creation, the best known
 * without a fetch: a template product's name, else the link's slug; then the listing's title, once
 * the catalogue was read (a run's products step, or the look-up-products job for a campaign whose
 * first run is later).
 */
import { PRODUCT_TEMPLATES, templateProductNames } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import type { ProductInfo } from '../../integrations/amazon/amazon-products.ts';
import { parseAmazonUrl } from '../../integrations/amazon/asin.ts';

/** Every template product's name by its ASIN. */
const TEMPLATE_NAMES = new Map(
  PRODUCT_TEMPLATES.flatMap((template) => {
    const [first, second] = templateProductNames(template);
    return [
      [template.product1.asin, first],
      [template.product2.asin, second],
    ] as const;
  }),
);

/** A product link's name before its page is read; null for a short link (its product is not known yet). */
export function initialProductTitle(url: string): string | null {
  const link = parseAmazonUrl(url);
  if (!link) return null;
  return TEMPLATE_NAMES.get(link.asin) ?? link.slugTitle;
}

/**
 * Keeps the listing titles the catalogue (its page, or the Creators API) gave the campaign's products,
 * in one UPDATE. A product known only by its link's slug keeps the name it has.
 */
export async function saveListingTitles(
  db: Database,
  campaignId: string,
  products: readonly [Pick<ProductInfo, 'title' | 'source'>, Pick<ProductInfo, 'title' | 'source'>],
): Promise<void> {
  const [first, second] = products.map((product) => (product.source === 'slug' ? null : product.title));
  if (!first && !second) return;
  await db
    .update(campaigns)
    .set({ ...(first ? { product1Title: first } : {}), ...(second ? { product2Title: second } : {}) })
    .where(eq(campaigns.id, campaignId));
}
