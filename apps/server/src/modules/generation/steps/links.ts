/**
 * Before the draft: the posts it links to (related-posts.ts), the campaign's earlier posts first, each
 * checked alive. Kept in the checkpoint, so the post keeps them whenever it is rendered again.
 */
import { z } from 'zod';
import { findRelatedPosts, MAX_RELATED, relatedPostSchema } from '../related-posts.ts';
import { defineStep } from './step.ts';

const output = z.array(relatedPostSchema).max(MAX_RELATED);

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    links: z.infer<typeof output>;
  }
}

export const linksStep = defineStep({
  key: 'links',
  // After the uniqueness check (an article about to be rewritten needs no links yet) and the images
  // (the run's status says "images" while they are drawn, not while the blog is read).
  needs: ['products', 'plan', 'uniqueness', 'images'],
  uses: ['db', 'blogs', 'publicWeb'],
  output,
  shows: 'publishing',
  run: ({ products, plan }, { ctx, executionId, run, site, log }) =>
    findRelatedPosts(ctx, { site, campaignId: run.campaign.id, executionId, products, plan }, log),
});
