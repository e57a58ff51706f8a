/**
 * The post goes live once approved (approval.ts): its draft published, its public address kept, the
 * campaign's article counted (before the checkpoint: a retry finds the post published and does not
 * count it again).
 */

import { z } from 'zod';
import { countPublishedRun } from '../../runs/runs.service.ts';
import { postLinkSchema } from '../post-link.ts';
import { publishDraft } from '../publish-article.ts';
import { defineStep } from './step.ts';

/** The live post, its public address. */
const output = z.object({ postId: z.number().int(), link: postLinkSchema });

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    live: z.infer<typeof output>;
  }
}

export const liveStep = defineStep({
  key: 'live',
  needs: ['post', 'approval'],
  uses: ['db', 'blogs', 'storage'],
  output,
  shows: 'publishing',
  run: async ({ post }, { ctx, executionId, site, run }) => {
    const { link, newlyPublished } = await publishDraft(ctx, { executionId, site, postId: post.postId });
    if (newlyPublished) await countPublishedRun(ctx.db, run);
    return { postId: post.postId, link };
  },
  report: (live) => ({ blog_url: live.link }),
});
