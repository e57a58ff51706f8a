/**
 * Internal links (issue 31) on the demo blog: a campaign's second post links to the first in a
 * sentence, the first lists the second under "More comparisons" once the job ran (written whole: a
 * retry never doubles it), a post taken down leaves the others' lines, and a post that does not open
 * is never linked.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, newRun, nextRun, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import { linkCampaignPosts, withMoreComparisons, withRelated } from './campaign-links.ts';
import { MORE_COMPARISONS_END, MORE_COMPARISONS_START, renderArticleHtml } from './content/render-article.ts';
import { runExecution } from './pipeline.ts';
import { findRelatedPosts, forgetSiteReads } from './related-posts.ts';
import { unpublishRun } from './run-post.ts';
import { livePost, readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });
/** The fake model's content in the real article HTML (the sentences and the line are the renderer's). */
const services = () => ({ ...fakeServices(), renderHtml: renderArticleHtml });

async function live(id: string) {
  const row = await executionRow(server, id);
  const checkpoint = readCheckpoint(row.checkpoint);
  const post = livePost(checkpoint);
  if (!post || !checkpoint.plan) throw new Error(`run ${id} has no live post`);
  return { ...post, title: checkpoint.plan.title, links: checkpoint.links, campaignId: row.campaignId };
}

async function content(userId: string, id: string) {
  const [post] = await postsOfRun(server, userId, id);
  if (!post) throw new Error(`no post of ${id}`);
  return post.content.raw;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const count = (text: string, part: string) => text.split(part).length - 1;

describe("a campaign's posts link to each other", () => {
  it('links the second post to the first in a sentence, and the first back to the second, once', async () => {
    const alice = await userWithEverything(server);
    const first = await newRun(server, alice.headers);
    expect(await runExecution(server.ctx, services(), first, log)).toBe('completed');
    const one = await live(first);
    // The first post had nothing to link to: no sentence, an empty line between its markers.
    expect(one.links).toEqual([]);
    const firstBefore = await content(alice.user.id, first);
    expect(firstBefore).not.toContain('aa-related');
    expect(firstBefore).toContain(`${MORE_COMPARISONS_START}${MORE_COMPARISONS_END}`);

    const second = await nextRun(server, alice.headers, alice.user.id, one.campaignId);
    expect(await runExecution(server.ctx, services(), second, log)).toBe('completed');
    const two = await live(second);
    expect(two.links).toEqual([{ url: one.link, title: one.title, kind: 'campaign' }]);
    const secondText = await content(alice.user.id, second);
    expect(secondText).toContain(
      `<p class="aa-related">For another angle on the same two, read <a href="${one.link}">${escaped(one.title)}</a>.</p>`,
    );
    // Its own line lists nothing more: the first post is linked in its text already.
    expect(secondText).toContain(`${MORE_COMPARISONS_START}${MORE_COMPARISONS_END}`);

    // The job the completed run queued: the first post lists the second.
    expect(await linkCampaignPosts(server.ctx, one.campaignId)).toEqual({ posts: 2, updated: 1 });
    const firstAfter = await content(alice.user.id, first);
    const line = `<p class="aa-more-comparisons"><strong>More comparisons:</strong> <a href="${two.link}">${escaped(two.title)}</a></p>`;
    expect(firstAfter).toContain(line);
    // Only the line changed.
    expect(firstAfter).toBe(
      firstBefore.replace(
        `${MORE_COMPARISONS_START}${MORE_COMPARISONS_END}`,
        `${MORE_COMPARISONS_START}\n${line}\n${MORE_COMPARISONS_END}`,
      ),
    );
    // Again (a retried job): nothing written, one line.
    expect(await linkCampaignPosts(server.ctx, one.campaignId)).toEqual({ posts: 2, updated: 0 });
    expect(count(await content(alice.user.id, first), 'aa-more-comparisons')).toBe(1);

    // The second post taken down: the first's line is emptied.
    await unpublishRun(server.ctx, alice.user.id, second);
    expect(await linkCampaignPosts(server.ctx, one.campaignId)).toEqual({ posts: 1, updated: 1 });
    const firstAtLast = await content(alice.user.id, first);
    expect(firstAtLast).not.toContain(two.link);
    expect(firstAtLast).toContain(`${MORE_COMPARISONS_START}${MORE_COMPARISONS_END}`);
  });

  it('takes a link to a post taken down out of the campaign’s other posts, sentence and line', async () => {
    const dave = await userWithEverything(server);
    const first = await newRun(server, dave.headers);
    expect(await runExecution(server.ctx, services(), first, log)).toBe('completed');
    const one = await live(first);
    const second = await nextRun(server, dave.headers, dave.user.id, one.campaignId);
    expect(await runExecution(server.ctx, services(), second, log)).toBe('completed');
    expect(await content(dave.user.id, second)).toContain(`<a href="${one.link}">`);
    await linkCampaignPosts(server.ctx, one.campaignId);

    await unpublishRun(server.ctx, dave.user.id, first);
    expect(await linkCampaignPosts(server.ctx, one.campaignId)).toEqual({ posts: 1, updated: 1 });
    const after = await content(dave.user.id, second);
    expect(after).not.toContain(one.link);
    expect(after).not.toContain('aa-related');
    expect(after).toContain(`${MORE_COMPARISONS_START}${MORE_COMPARISONS_END}`);
    expect(await linkCampaignPosts(server.ctx, one.campaignId)).toEqual({ posts: 1, updated: 0 });
  });

  it('never links a post that does not open, and links the blog’s posts about the products after the campaign’s', async () => {
    const bob = await userWithEverything(server);
    const first = await newRun(server, bob.headers);
    expect(await runExecution(server.ctx, services(), first, log)).toBe('completed');
    const one = await live(first);
    const site = await findWordPressSite(server.ctx, bob.user.id);
    if (!site) throw new Error('no blog');
    const row = await executionRow(server, first);
    const checkpoint = readCheckpoint(row.checkpoint);
    const input = {
      site,
      campaignId: one.campaignId,
      executionId: '00000000-0000-4000-8000-000000000000',
      products: checkpoint.products ?? [],
      plan: checkpoint.plan ?? {},
    };
    // Every post on the demo blog with the products' tags (alice's too: the same blog) is a candidate,
    // as the blog answers now (not as an earlier run's read a moment ago, kept for a minute).
    forgetSiteReads();
    const found = await findRelatedPosts(server.ctx, input);
    expect(found[0]).toEqual({ url: one.link, title: one.title, kind: 'campaign' });
    expect(found.length).toBeGreaterThan(1);
    expect(found.slice(1).every((post) => post.kind === 'site')).toBe(true);
    expect(new Set(found.map((post) => post.url)).size).toBe(found.length);

    // The campaign's post answers 404 now (deleted on the blog, say): it is not linked.
    const opened: string[] = [];
    const deadFirst: Pick<AppContext, 'db' | 'blogs' | 'publicWeb'> = {
      ...server.ctx,
      publicWeb: {
        ...server.ctx.publicWeb,
        file: async (url, bounds) => {
          opened.push(url);
          return url === one.link
            ? { answered: true, status: 404, contentType: 'text/html' }
            : server.ctx.publicWeb.file(url, bounds);
        },
      },
    };
    const withoutDead = await findRelatedPosts(deadFirst, input);
    expect(opened).toContain(one.link);
    expect(withoutDead.map((post) => post.url)).not.toContain(one.link);
    expect(withoutDead.length).toBeGreaterThan(0);

    // A blog answering its posts' links as scripts: none linked, none even opened.
    const hostile: Pick<AppContext, 'db' | 'blogs' | 'publicWeb'> = {
      ...deadFirst,
      blogs: {
        wordpress: {
          ...server.ctx.blogs.wordpress,
          listPosts: async (...args) =>
            (await server.ctx.blogs.wordpress.listPosts(...args)).map((post) => ({
              ...post,
              link: 'javascript:alert(document.cookie)',
            })),
        },
      },
    };
    forgetSiteReads();
    opened.length = 0;
    const fromHostile = await findRelatedPosts(hostile, input);
    expect(fromHostile.every((post) => post.kind === 'campaign')).toBe(true);
    expect(opened.some((url) => url.startsWith('javascript:'))).toBe(false);
    forgetSiteReads();
  });
});

describe("the blog's posts, tags and categories", () => {
  it('are read once a minute per site, while whether a post opens is asked every time', async () => {
    const carol = await userWithEverything(server);
    const first = await newRun(server, carol.headers);
    expect(await runExecution(server.ctx, services(), first, log)).toBe('completed');
    const site = await findWordPressSite(server.ctx, carol.user.id);
    if (!site) throw new Error('no blog');
    const checkpoint = readCheckpoint((await executionRow(server, first)).checkpoint);
    const reads: string[] = [];
    const opened: string[] = [];
    const wordpress = server.ctx.blogs.wordpress;
    const counting: Pick<AppContext, 'db' | 'blogs' | 'publicWeb'> = {
      ...server.ctx,
      blogs: {
        wordpress: {
          ...wordpress,
          listTags: (...args) => {
            reads.push('tags');
            return wordpress.listTags(...args);
          },
          listCategories: (...args) => {
            reads.push('categories');
            return wordpress.listCategories(...args);
          },
          listPosts: (...args) => {
            reads.push('posts');
            return wordpress.listPosts(...args);
          },
        },
      },
      publicWeb: {
        ...server.ctx.publicWeb,
        file: (url, bounds) => {
          opened.push(url);
          return server.ctx.publicWeb.file(url, bounds);
        },
      },
    };
    const input = {
      site,
      campaignId: '00000000-0000-4000-8000-000000000001',
      executionId: '00000000-0000-4000-8000-000000000002',
      products: checkpoint.products ?? [],
      plan: checkpoint.plan ?? {},
    };
    forgetSiteReads();
    const once = await findRelatedPosts(counting, input);
    const readOnce = reads.length;
    expect(readOnce).toBeGreaterThanOrEqual(2);
    expect(once.length).toBeGreaterThan(0);
    const openedOnce = opened.length;
    expect(await findRelatedPosts(counting, input)).toEqual(once);
    expect(reads).toHaveLength(readOnce);
    expect(opened).toHaveLength(openedOnce * 2);
    forgetSiteReads();
    await findRelatedPosts(counting, input);
    expect(reads).toHaveLength(readOnce * 2);
  });
});

describe('the related-posts paragraph in a post', () => {
  it('is replaced in place, taken out when nothing is left, and a post without one is left alone', () => {
    const post = '<p>a</p>\n<p class="aa-related">Old <a href="x">X</a>.</p>\n<h2>FAQ</h2>';
    expect(withRelated(post, '<p class="aa-related">New.</p>')).toBe(
      '<p>a</p>\n<p class="aa-related">New.</p>\n<h2>FAQ</h2>',
    );
    expect(withRelated(post, undefined)).toBe('<p>a</p>\n<h2>FAQ</h2>');
    expect(withRelated('<p>a</p>', '<p class="aa-related">New.</p>')).toBe('<p>a</p>');
  });
});

describe('the "More comparisons" line in a post', () => {
  const block = `${MORE_COMPARISONS_START}\n<p>new</p>\n${MORE_COMPARISONS_END}`;
  it('replaces the line between its markers, and adds it at the end of a post that has none', () => {
    expect(
      withMoreComparisons(
        `<p>a</p>\n${MORE_COMPARISONS_START}<p>old</p>${MORE_COMPARISONS_END}\n<p>b</p>`,
        block,
      ),
    ).toBe(`<p>a</p>\n${block}\n<p>b</p>`);
    expect(withMoreComparisons('<p>a</p>\n', block)).toBe(`<p>a</p>\n${block}`);
    const once = withMoreComparisons('<p>a</p>', block);
    expect(withMoreComparisons(once, block)).toBe(once);
  });
});
