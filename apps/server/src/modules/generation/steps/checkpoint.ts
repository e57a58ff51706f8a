/**
 * A run's checkpoint (executions.checkpoint): what each finished step left, by the step's key, and
 * the schema each is checked against when it is written and when a retry reads it back. The content
 * schemas are the models' own (content/schemas.ts); older checkpoints may lack fields added since, so
 * the plan is read with storedPlanSchema (slug hint, image prompts and scenes optional).
 */
import { pinterestPostSchema } from '@aa/contracts';
import { z } from 'zod';
import {
  articleSchema,
  pinCopySchema,
  storedPlanSchema,
  storedSubjectSchema,
  storedTrendResearchSchema,
} from '../content/schemas.ts';

export const productSchema = z.object({
  asin: z.string(),
  title: z.string(),
  brand: z.string().optional(),
  features: z.array(z.string()),
  url: z.string(),
  source: z.enum(['page', 'slug']),
});

/**
 * The post's public address, as WordPress answered it (and its images' addresses): a web address
 * only, of a length browsers and servers take. It becomes a link in the Content Library, on the
 * campaign page and in the post-check mail, and the check fetches it; a plugin filtering the post's
 * link into `javascript:…`, or into megabytes (issue 26), must not get it there.
 */
export const postLinkSchema = z.url({ protocol: /^https?$/ }).max(2048);

export const checkpointSchemas = {
  products: z.tuple([productSchema, productSchema]),
  trends: storedTrendResearchSchema,
  subject: storedSubjectSchema,
  pins: pinCopySchema.shape.pins,
  plan: storedPlanSchema,
  article: articleSchema,
  uniqueness: z.object({
    /** The closest earlier post's share of this article's word 5-grams (0 when there was none). */
    overlap: z.number().min(0).max(1),
    /** The run that wrote it (null when there was none). */
    closestRun: z.string().nullable(),
    /** Earlier posts compared. */
    compared: z.number().int().min(0),
  }),
  images: z.array(
    z.object({ id: z.string(), number: z.number().int(), width: z.number().int(), height: z.number().int() }),
  ),
  /**
   * The post on the blog: a draft (`draft: true`; its link WordPress's preview address) until the run
   * makes it live; a checkpoint from before drafts waited holds the live post (no `draft`).
   */
  post: z.object({ postId: z.number().int(), link: postLinkSchema, draft: z.boolean().optional() }),
  /** Who let the draft go live (issue 27): the run itself (publish at once), or the user's review. */
  approval: z.object({ by: z.enum(['auto', 'user']), at: z.string() }),
  /** The live post, its public address. */
  live: z.object({ postId: z.number().int(), link: postLinkSchema }),
  pinning: z.object({
    posts: z.array(pinterestPostSchema),
    /** Pins over the account's daily allowance, left to the scheduled-pin job. */
    scheduled: z.array(z.object({ image_number: z.number().int(), scheduled_for: z.string() })).default([]),
    error: z.string().nullable(),
  }),
  /** The live post's first check (its result is stored with the run); `deferred` when left to the check-post job. */
  check: z.object({ deferred: z.boolean() }),
  /** Not a step's: drafts the uniqueness check turned down, so their angles are not taken again. */
  rejected: z.array(z.object({ subject: z.string(), angle: z.string(), overlap: z.number() })),
};

export type Checkpoint = { [K in keyof typeof checkpointSchemas]?: z.infer<(typeof checkpointSchemas)[K]> };

/** The run's live post: `live`, or a `post` from before drafts waited; undefined while there is none. */
export function livePost(checkpoint: Checkpoint): { postId: number; link: string } | undefined {
  if (checkpoint.live) return checkpoint.live;
  return checkpoint.post && checkpoint.post.draft === undefined ? checkpoint.post : undefined;
}

/**
 * The stored checkpoint, each part kept only if it still parses: a part written by older code, or
 * damaged, is made again by its step instead of being trusted.
 */
export function readCheckpoint(stored: Record<string, unknown>): Checkpoint {
  const checkpoint: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(checkpointSchemas)) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) checkpoint[key] = parsed.data;
  }
  return checkpoint as Checkpoint;
}
