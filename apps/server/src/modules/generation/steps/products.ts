/**
 * Step 1: both products' facts from their Amazon pages (looked up at once), and their tagged links.
 * The listing titles read become the names the campaign shows (issue 21).
 */
import { saveListingTitles } from '../../campaigns/product-titles.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const productsStep = defineStep({
  key: 'products',
  needs: [],
  output: checkpointSchemas.products,
  shows: 'productInfo',
  run: async (_input, { ctx, services, run }) => {
    const products = await Promise.all([
      services.product(run.campaign.product1Url),
      services.product(run.campaign.product2Url),
    ]);
    await saveListingTitles(ctx.db, run.campaign.id, products);
    return products;
  },
  report: ([first, second], { services, tag, store }) => ({
    product_links: {
      product1: services.affiliateUrl(first.asin, tag, store.host),
      product2: services.affiliateUrl(second.asin, tag, store.host),
    },
  }),
});
