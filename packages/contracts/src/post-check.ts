/**
 * The check of a run's live post (issue 20): what a reader and a search engine find on its public
 * page, as eight items with stable keys. The server stores each item's key, whether it passed and, for
 * a failure, a problem code with its parameters; the words are post-check-copy.ts's, in English and
 * French, for the Content Library and for the mail that tells the user, each in the user's language.
 */
import { z } from 'zod';

export const POST_CHECK_KEYS = [
  'status',
  'disclosure',
  'links',
  'images',
  'price',
  'meta',
  'featured',
  'products',
] as const;
export type PostCheckKey = (typeof POST_CHECK_KEYS)[number];

/** After publishing, then a day and a week later: plugins and themes change what a post shows. */
export const POST_CHECK_ROUNDS = ['publish', 'day', 'week'] as const;
export type PostCheckRound = (typeof POST_CHECK_ROUNDS)[number];

export const POST_CHECK_PROBLEMS = [
  /** status: no answer at all (timeout, refused, DNS). */
  'unreachable',
  /** status: an answer other than 200 (`found`: the status). */
  'http_status',
  /** status: a 200 that does not show this run's title (`expected`): an old cached page. */
  'stale',
  /**
   * status: a page whose reading took longer than POST_CHECK_READ_SECONDS (markup built to be slow
   * to read, or enormous): the reading is stopped, and the check is not retried.
   */
  'too_complex',
  /** Any item but status, when the page did not answer or could not be read: nothing to check. */
  'not_checked',
  'disclosure_missing',
  'disclosure_after_link',
  'no_links',
  'rel_missing',
  'wrong_store',
  'tag_missing',
  'wrong_tag',
  'image_broken',
  'image_alt_missing',
  'price_shown',
  /**
   * price: a product box's price (Amazon's API's, with the time read) older than PRICE_MAX_AGE_HOURS
   * (`found`: the box's price line, `expected`: the hours).
   */
  'price_stale',
  'title_missing',
  'description_missing',
  'featured_missing',
  'featured_broken',
  /** products: the title or the text names a product by a placeholder (`found`: "Amazon product B0…"). */
  'placeholder_name',
] as const;
export type PostCheckProblem = (typeof POST_CHECK_PROBLEMS)[number];

/**
 * How long a price from Amazon's API may be shown (Amazon's rule): the product refreshes a post's
 * box prices before then (refresh-prices), or takes them out.
 */
export const PRICE_MAX_AGE_HOURS = 24;

/** How long reading a page may take before the check stops it and says so (too_complex). */
export const POST_CHECK_READ_SECONDS = 5;

/**
 * The most a parameter holds: a link or an image address a page names, a title. They come from
 * someone's page and are stored with each check, shown and mailed; a longer one is cut and ends with
 * POST_CHECK_CUT_MARK (boundedParam).
 */
export const POST_CHECK_PARAM_MAX = 500;
export const POST_CHECK_CUT_MARK = '…';

/** `text` as a check stores it: at most POST_CHECK_PARAM_MAX characters, a cut one ending with the mark. */
export function boundedParam(text: string): string {
  if (text.length <= POST_CHECK_PARAM_MAX) return text;
  const end = POST_CHECK_PARAM_MAX - POST_CHECK_CUT_MARK.length;
  // Never half a surrogate pair.
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(end - 1)) ? end - 1 : end;
  return `${text.slice(0, cut)}${POST_CHECK_CUT_MARK}`;
}

const paramSchema = z.string().max(POST_CHECK_PARAM_MAX);

export const postCheckItemSchema = z.object({
  key: z.enum(POST_CHECK_KEYS),
  ok: z.boolean(),
  /** For a failure: what is wrong (POST_CHECK_COPY words it, with how to fix it). */
  problem: z.enum(POST_CHECK_PROBLEMS).optional(),
  /** What the problem is about: the offending link or image, what the page has and what it should have. */
  params: z
    .object({ url: paramSchema.optional(), found: paramSchema.optional(), expected: paramSchema.optional() })
    .optional(),
});
export type PostCheckItem = z.infer<typeof postCheckItemSchema>;
export type PostCheckParams = NonNullable<PostCheckItem['params']>;

/** The latest check of a run's post (null before its first one, and for runs without a post). */
export const postCheckSchema = z.object({
  passed: z.number().int().min(0),
  total: z.number().int().min(0),
  round: z.enum(POST_CHECK_ROUNDS),
  checked_at: z.string(),
  items: z.array(postCheckItemSchema),
});
export type PostCheck = z.infer<typeof postCheckSchema>;
