/**
 * Step 7's article: the images into the blog's media library and the post as a draft under the run's
 * slug (publish-article.ts: each made once, however often the step is retried). It goes live in the
 * `live` step, at once or once the user approved it (approval.ts, issue 27). A post showing prices
 * from Amazon's API has their refresh scheduled (refresh-prices.ts).
 */

import { z } from 'zod';
import { postLinkSchema } from '../post-link.ts';
import { schedulePriceRefresh } from '../price-refresh-schedule.ts';
import { draftArticle } from '../publish-article.ts';
import { defineStep } from './step.ts';

/**
 * The post on the blog: a draft (`draft: true`; its link the blog's preview address) until the run
 * makes it live; a checkpoint from before drafts waited holds the live post (no `draft`).
 */
const output = z.object({ postId: z.number().int(), link: postLinkSchema, draft: z.boolean().optional() });

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    post: z.infer<typeof output>;
  }
}

export const publishStep = defineStep({
  key: 'post',
  needs: ['products', 'subject', 'plan', 'article', 'uniqueness', 'images', 'pins', 'links'],
  uses: ['db', 'blogs', 'jobs', 'storage'],
  output,
  shows: 'publishing',
  run: async ({ products, subject, plan, article, images, pins, links }, context) => {
    const { ctx, services, executionId, userId, site, tag, store, drawn, language } = context;
    const post = await draftArticle(ctx, services, {
      executionId,
      site,
      tag,
      store,
      products,
      subject,
      plan,
      article,
      images,
      pins,
      related: links,
      campaignId: context.run.campaign.id,
      pngs: drawn,
      language,
    });
    // Its product boxes' prices are read again before Amazon's 24 hours are up (refresh-prices.ts).
    await schedulePriceRefresh(ctx, { executionId, userId }, products);
    // Found already published (a retry after the publish call): there is no draft to wait on.
    return { postId: post.postId, link: post.link, draft: !post.published };
  },
});
