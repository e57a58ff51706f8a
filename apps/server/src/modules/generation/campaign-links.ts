/**
 * A campaign's posts link to each other (issue 31). A new post links to the campaign's earlier ones in
 * its text (related-posts.ts); every live post of the campaign ends with a "More comparisons" line
 * listing the campaign's other live posts its text does not link to already, between markers
 * (render-article.ts). When a run goes live or is taken down, `linkCampaignPosts` writes each line
 * again, whole, from the database: a retry writes the same line, never a second one. A post's text
 * also loses its sentence's link to a campaign post taken down since (its related paragraph is written
 * again without it, or taken out). Only these change: whatever else the user edited on the blog stays.
 */
import { storedArticleLanguage } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { blogFor } from '../../integrations/blog/blog-publisher.ts';
import { jobIdFor } from '../../jobs/job-id.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import { campaignSiteIds, loadCampaign, loadRun } from '../runs/runs.service.ts';
import {
  MORE_COMPARISONS_END,
  MORE_COMPARISONS_START,
  moreComparisonsBlock,
  relatedParagraph,
} from './content/render-article.ts';
import { campaignLinksOf, campaignPosts } from './publish-article.ts';
import { livePost, readCheckpoint } from './steps/checkpoint.ts';

/** The newest live posts whose lines are written again (an older post keeps the line it has). */
const POSTS_RELINKED = 10;

/**
 * Queues the campaign's lines written again; `reason` names what changed (a run live, a run down), so
 * the same change queues one job however often it is retried.
 */
export async function relinkCampaign(ctx: Pick<AppContext, 'jobs'>, campaignId: string, reason: string) {
  await ctx.jobs.enqueue(
    'link-campaign-posts',
    { campaignId },
    { id: jobIdFor(`link-campaign-posts:${reason}`), group: campaignId },
  );
}

/** The related-posts paragraph a post's text carries (render-article.ts), with the line break after it. */
const RELATED_PARAGRAPH = /<p class="aa-related">[\s\S]*?<\/p>\n?/;

/**
 * `content` with its related-posts paragraph replaced by `paragraph`, or taken out when there is none
 * left; a post without one (the user took it out, or it had nothing to link to) is left as it is.
 */
export function withRelated(content: string, paragraph: string | undefined): string {
  if (!RELATED_PARAGRAPH.test(content)) return content;
  return content.replace(RELATED_PARAGRAPH, paragraph ? `${paragraph}\n` : '');
}

/** `content` with its "More comparisons" line replaced by `block` (added at the end when it has none). */
export function withMoreComparisons(content: string, block: string): string {
  const start = content.indexOf(MORE_COMPARISONS_START);
  const end = start === -1 ? -1 : content.indexOf(MORE_COMPARISONS_END, start);
  if (start === -1 || end === -1) return `${content.trimEnd()}\n${block}`;
  return `${content.slice(0, start)}${block}${content.slice(end + MORE_COMPARISONS_END.length)}`;
}

export async function linkCampaignPosts(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'blogs'>,
  campaignId: string,
): Promise<{ posts: number; updated: number }> {
  const campaign = await loadCampaign(ctx.db, campaignId);
  if (!campaign) return { posts: 0, updated: 0 };
  const language = storedArticleLanguage(campaign.language);
  // Each site's posts link among themselves: one read of the campaign's live posts per site its runs
  // went to (one, unless the campaign's site changed), every post's links worked out from it.
  const sites = await campaignSiteIds(ctx.db, campaignId);
  let relinked = 0;
  let updated = 0;
  for (const siteId of sites) {
    const site = await findWordPressSite(ctx, campaign.userId, siteId);
    if (!site) continue;
    const blog = blogFor(ctx.blogs, site);
    const livePosts = await campaignPosts(ctx.db, campaignId, siteId);
    const posts = livePosts.slice(0, POSTS_RELINKED);
    relinked += posts.length;
    for (const post of posts) {
      const run = await loadRun(ctx.db, post.executionId);
      if (!run) continue;
      const checkpoint = readCheckpoint(run.execution.checkpoint);
      const live = livePost(checkpoint);
      if (!live) continue;
      // Its text's links without the campaign's posts taken down since, and its line.
      const { related, moreComparisons } = campaignLinksOf(livePosts, post.executionId, checkpoint.links);
      const block = moreComparisonsBlock(moreComparisons, language);
      const current = await blog.getPost(site, live.postId);
      const raw = (current.content as { raw?: unknown } | undefined)?.raw;
      // Taken down or moved to a draft on the blog meanwhile: left as the user left it.
      if (current.status !== 'publish' || typeof raw !== 'string') continue;
      const next = withRelated(withMoreComparisons(raw, block), relatedParagraph(related, language));
      if (next === raw) continue;
      await blog.updatePost(site, live.postId, { content: next });
      updated += 1;
    }
  }
  return { posts: relinked, updated };
}
