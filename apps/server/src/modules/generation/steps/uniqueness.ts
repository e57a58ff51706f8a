/**
 * Before publishing: the article against the campaign's earlier posts and the user's other posts
 * about the same products (content/similarity.ts: the share of its word 5-grams the closest one
 * repeats). Too close: the subject, plan and article are made again on another angle (the turned-down
 * angle joins the ones to avoid), twice at most; still too close, the run fails (and is refunded).
 */
import { Messages } from '@aa/contracts';
import { z } from 'zod';
import { articlesAboutProducts } from '../../runs/runs.service.ts';
import { articleSchema } from '../content/schemas.ts';
import { articleText, overlap, shingles } from '../content/similarity.ts';
import { PermanentRunError } from '../pipeline-errors.ts';
import { defineStep, RedoSteps } from './step.ts';

/** Rewrites on another angle before the run gives up. */
export const MAX_REWRITES = 2;

/** How close the article came to the user's earlier posts. */
const output = z.object({
  /** The closest earlier post's share of this article's word 5-grams (0 when there was none). */
  overlap: z.number().min(0).max(1),
  /** The run that wrote it (null when there was none). */
  closestRun: z.string().nullable(),
  /** Earlier posts compared. */
  compared: z.number().int().min(0),
});

/** Not an output: the drafts this step turned down, so their angles are not taken again. */
const rejected = z.array(
  z.object({
    subject: z.string(),
    angle: z.string(),
    searchPhrase: z.string().optional(),
    overlap: z.number(),
  }),
);

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    uniqueness: z.infer<typeof output>;
    rejected: z.infer<typeof rejected>;
  }
}

export const uniquenessStep = defineStep({
  key: 'uniqueness',
  needs: ['products', 'subject', 'article'],
  uses: ['db', 'config'],
  output,
  notes: { rejected },
  shows: 'blogWriting',
  run: async ({ products, subject, article, rejected = [] }, { ctx, executionId, userId, run }) => {
    const earlier = await articlesAboutProducts(ctx.db, {
      userId,
      campaignId: run.campaign.id,
      asins: [products[0].asin, products[1].asin],
      exceptExecutionId: executionId,
    });
    const mine = shingles(articleText(article));
    let closest = { overlap: 0, closestRun: null as string | null };
    for (const other of earlier) {
      const parsed = articleSchema.partial().safeParse(other.article);
      if (!parsed.success) continue;
      const value = overlap(mine, shingles(articleText(parsed.data)));
      if (value > closest.overlap) closest = { overlap: value, closestRun: other.executionId };
    }
    const found = { ...closest, compared: earlier.length };
    if (found.overlap <= ctx.config.content.maxOverlap) return found;
    if (rejected.length < MAX_REWRITES)
      throw new RedoSteps(['subject'], {
        rejected: [
          ...rejected,
          {
            subject: subject.subject,
            angle: subject.angle,
            ...(subject.searchPhrase ? { searchPhrase: subject.searchPhrase } : {}),
            overlap: found.overlap,
          },
        ],
      });
    throw new PermanentRunError(
      Messages.runTooSimilar.replace('{{percent}}', String(Math.round(found.overlap * 100))),
    );
  },
});
