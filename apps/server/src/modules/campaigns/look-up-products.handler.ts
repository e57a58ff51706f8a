/**
 * The `look-up-products` job: reads a new campaign's two product pages (through the Amazon adapter,
 * as a run's products step does) and keeps their listing titles as the names the campaign shows. A
 * deleted campaign is left alone; a link that cannot be followed keeps the name it has, and its first
 * run tries again.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import type { ProductInfo } from '../../integrations/amazon/amazon-products.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { saveListingTitles } from './product-titles.ts';

const NOT_READ: Pick<ProductInfo, 'title' | 'source'> = { title: '', source: 'slug' };

const lookUp: JobHandler<JobPayload<'look-up-products'>, AppContext> = async (
  { campaignId },
  { ctx, log },
) => {
  const [campaign] = await ctx.db
    .select({
      product1Url: campaigns.product1Url,
      product2Url: campaigns.product2Url,
      deletedAt: campaigns.deletedAt,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  if (!campaign || campaign.deletedAt) return;
  const read = (url: string) => ctx.amazon.resolve(url).catch(() => NOT_READ);
  const products = await Promise.all([read(campaign.product1Url), read(campaign.product2Url)]);
  await saveListingTitles(ctx.db, campaignId, products);
  log.info({ campaignId, sources: products.map((product) => product.source) }, 'campaign products looked up');
};

export default lookUp;
