/** Step 1: both products' facts from their Amazon pages (looked up at once), and their tagged links. */
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const productsStep = defineStep({
  key: 'products',
  needs: [],
  output: checkpointSchemas.products,
  shows: 'productInfo',
  run: async (_input, { services, run }) =>
    Promise.all([services.product(run.campaign.product1Url), services.product(run.campaign.product2Url)]),
  report: ([first, second], { services, tag, store }) => ({
    product_links: {
      product1: services.affiliateUrl(first.asin, tag, store.host),
      product2: services.affiliateUrl(second.asin, tag, store.host),
    },
  }),
});
