/**
 * Step 1: both products' facts from their Amazon pages (looked up at once), and their tagged links.
 * The listing titles read become the names the campaign shows (issue 21). Nothing is written about a
 * product that is gone or about which too little is known (issue 27): a page the store answers "page
 * not found" for, or fewer than RUN_FACTS_MIN facts about a product, stops the run here, before any
 * writing, refunded, saying why.
 */
import { Messages, RUN_FACTS_MIN } from '@aa/contracts';
import { z } from 'zod';
import { AmazonProductError, type ProductInfo } from '../../../integrations/amazon/amazon-products.ts';
import { saveRunListingTitles } from '../../runs/runs.service.ts';
import { PermanentRunError } from '../pipeline-errors.ts';
import { defineStep } from './step.ts';

/** What a product is known by: a line of its listing's features, or its brand. */
const productSchema = z.object({
  asin: z.string(),
  title: z.string(),
  brand: z.string().optional(),
  features: z.array(z.string()),
  url: z.string(),
  source: z.enum(['page', 'slug']),
});

/** The two products as their listings (or links) read. */
const output = z.tuple([productSchema, productSchema]);

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    products: z.infer<typeof output>;
  }
}

export const factsKnown = (product: Pick<ProductInfo, 'features' | 'brand'>): number =>
  product.features.length + (product.brand ? 1 : 0);

export const productsStep = defineStep({
  key: 'products',
  needs: [],
  uses: ['db'],
  output,
  shows: 'productInfo',
  run: async (_input, { ctx, services, run }) => {
    const { campaign } = run;
    const read = (url: string, name: string | null) =>
      services.product(url).catch((error: unknown) => {
        if (error instanceof AmazonProductError && error.kind === 'missing')
          throw new PermanentRunError(Messages.runProductGone.replace('{{product}}', name ?? url));
        throw error;
      });
    const [first, second] = await Promise.all([
      read(campaign.product1Url, campaign.product1Title),
      read(campaign.product2Url, campaign.product2Title),
    ]);
    await saveRunListingTitles(ctx.db, run, [first, second]);
    for (const product of [first, second])
      if (factsKnown(product) < RUN_FACTS_MIN)
        throw new PermanentRunError(
          Messages.runFactsTooThin
            .replace('{{count}}', String(factsKnown(product)))
            .replace('{{product}}', product.title)
            .replace('{{needed}}', String(RUN_FACTS_MIN)),
        );
    return [first, second] as const;
  },
  report: ([first, second], { services, tag, store }) => ({
    product_links: {
      product1: services.affiliateUrl(first.asin, tag, store.host),
      product2: services.affiliateUrl(second.asin, tag, store.host),
    },
  }),
});
