/**
 * Internal links (issue 31): the posts a new post links to, up to three, read when the run drafts its
 * post and kept in its checkpoint (`links`), so every later rendering of the post (a price refresh,
 * the user's edit) keeps them. The campaign's own earlier posts come first (the same pair from
 * another angle), then the site's published posts about one of the products (their name's tag, as
 * choose-tags.ts makes it) or filed under the post's category. Each is checked alive as a reader
 * would open it; a dead one is never linked. The links are a bonus: the blog failing to answer
 * leaves the post with those found so far, never fails the run.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { BlogError, blogFor } from '../../integrations/blog/blog-publisher.ts';
import { createRequestBudget } from '../../integrations/web/public-web.ts';
import type { PublishingSite } from '../platforms/wordpress-connection.ts';
import { type CampaignPost, livePostsOfCampaign } from '../runs/runs.service.ts';
import { chooseCategories } from './choose-category.ts';
import { tagKey } from './choose-tags.ts';
import { shortName } from './content/product-names.ts';
import { postLinkSchema } from './post-link.ts';

/** At most this many links in a post's text. */
export const MAX_RELATED = 3;
/** At most this many addresses opened to find them (each a HEAD, a GET when HEAD is refused). */
const MAX_CHECKS = 8;

export const relatedPostSchema = z.object({
  /** A web address only: a hostile blog's `javascript:` link never becomes one of ours. */
  url: postLinkSchema,
  title: z.string().min(1).max(200),
  /** `campaign`: another run of the same campaign; `site`: another post of the blog. */
  kind: z.enum(['campaign', 'site']),
});
export type RelatedPost = z.infer<typeof relatedPostSchema>;

/**
 * What the blog answers about its posts, tags and categories is kept this long per site (and key):
 * runs falling due together on one site read it once. A failed read is not kept. Whether a post opens
 * is always asked anew.
 */
export const SITE_READ_TTL_MS = 60_000;
const SITE_READS_MAX = 500;
const siteReads = new Map<string, { at: number; value: Promise<unknown> }>();

function remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const kept = siteReads.get(key);
  if (kept && now - kept.at < SITE_READ_TTL_MS) return kept.value as Promise<T>;
  const value = read();
  siteReads.delete(key);
  siteReads.set(key, { at: now, value });
  value.catch(() => siteReads.delete(key));
  // The oldest first out (a Map keeps insertion order).
  for (const old of siteReads.keys()) {
    if (siteReads.size <= SITE_READS_MAX) break;
    siteReads.delete(old);
  }
  return value;
}

/** Forgets every site's reads (tests). */
export function forgetSiteReads() {
  siteReads.clear();
}

/** One address as compared: without its fragment and trailing slash. */
export const sameAddress = (url: string) => url.replace(/#.*$/, '').replace(/\/+$/, '');

export async function findRelatedPosts(
  ctx: Pick<AppContext, 'db' | 'blogs' | 'publicWeb'>,
  input: {
    site: PublishingSite;
    campaignId: string;
    executionId: string;
    products: readonly { title: string; brand?: string }[];
    plan: { categories?: string[]; tags?: string[] };
  },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RelatedPost[]> {
  const chosen: RelatedPost[] = [];
  const seen = new Set<string>();
  const budget = createRequestBudget(MAX_CHECKS * 2);
  let checks = 0;
  const consider = async (candidate: { link: string; title: string }, kind: RelatedPost['kind']) => {
    const key = sameAddress(candidate.link);
    const title = candidate.title.trim();
    if (chosen.length >= MAX_RELATED || checks >= MAX_CHECKS || !title || seen.has(key)) return;
    if (!relatedPostSchema.shape.url.safeParse(candidate.link).success) return;
    seen.add(key);
    checks += 1;
    const answer = await ctx.publicWeb.file(candidate.link, { budget });
    if (answer.answered && answer.status >= 200 && answer.status <= 299)
      chosen.push({ url: candidate.link, title: title.slice(0, 200), kind });
  };
  const campaignPosts: CampaignPost[] = await livePostsOfCampaign(ctx.db, input.campaignId, {
    except: input.executionId,
    siteId: input.site.id,
  });
  for (const post of campaignPosts) await consider(post, 'campaign');
  if (chosen.length >= MAX_RELATED) return chosen;

  const blog = blogFor(ctx.blogs, input.site);
  const { site } = input;
  const at = `${site.engine} ${site.apiRoot ?? site.siteUrl}`;
  const posts = (filter: { tags?: number[]; categories?: number[] }) =>
    remembered(`${at} posts ${JSON.stringify(filter)}`, () =>
      blog.listPosts(site, { ...filter, perPage: 10 }),
    );
  try {
    const names = new Set(input.products.map((product) => tagKey(shortName(product))));
    const productTags = (await remembered(`${at} tags`, () => blog.listTags(site)))
      .filter((tag) => tag.count > 0 && names.has(tagKey(tag.name)))
      .map((tag) => tag.id);
    if (productTags.length > 0)
      for (const post of await posts({ tags: productTags })) await consider(post, 'site');
    if (chosen.length >= MAX_RELATED) return chosen;
    const categories = await remembered(`${at} categories`, () => blog.listCategories(site));
    const { fitting } = chooseCategories(categories, {
      planCategories: input.plan.categories ?? [],
      tags: input.plan.tags ?? [],
      productTitles: input.products.map((product) => product.title),
    });
    if (fitting.length > 0)
      for (const post of await posts({ categories: fitting.map((category) => category.id) }))
        await consider(post, 'site');
  } catch (error) {
    if (!(error instanceof BlogError)) throw error;
    log?.warn({ err: error }, "the blog's related posts could not be read: the post links to those found");
  }
  return chosen;
}
