/**
 * Publishing an article on the demo blog (filed under categories like a real blog's), as an Author
 * and as an Administrator: the category a person would choose, one created only by a user who may and
 * only when none fits, the user's roles read from what connecting stored (no users/me per run, counted
 * on the wire), asked once for an older connection; and the post's slug, cut on a whole word.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Messages } from '@aa/contracts';
import { DEMO_BLOG_CATEGORIES, wordpressSandbox } from '@aa/sandbox/wordpress/wordpress-sandbox';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { publications } from '../../db/schema/generation.ts';
import { wordpressConnections } from '../../db/schema/platforms.ts';
import { createWordPressClient } from '../../integrations/wordpress/wordpress-client.ts';
import { buildUser, campaignPayload } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { givePublishingSetup } from '../../test/platforms.ts';
import { solidPng } from '../../test/png.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { USERS } from '../../test/wordpress-targets.ts';
import { writeArticle } from '../../test/written-article.ts';
import { createCampaign } from '../campaigns/campaigns.service.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { connectWordPress, findWordPressSite } from '../platforms/wordpress-connection.ts';
import { campaignRuns, runCampaignNow } from '../runs/runs.service.ts';
import { affiliateUrl, renderArticleHtml } from './content/render-article.ts';
import { saveImage } from './images.ts';
import { PermanentRunError } from './pipeline-errors.ts';
import { findPublication } from './publications.ts';
import type { ArticleToPublish } from './publish-article.ts';
import { mediaSlug, postSlug, publishArticle, SLUG_TITLE_MAX, slugWords } from './publish-article.ts';

const server = setupTestServer({}, { workers: false });
/** The fake model's content, the real article HTML (so structured data is there to keep or strip). */
const services = { ...fakeServices(), renderHtml: renderArticleHtml, affiliateUrl };

let blog: FastifyInstance;
let blogUrl = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  blogUrl = `http://127.0.0.1:${port}/blog`;
  blog = Fastify();
  await blog.register(wordpressSandbox, {
    prefix: '/blog',
    publicUrl: blogUrl,
    users: Object.values(USERS),
    categories: DEMO_BLOG_CATEGORIES,
  });
  await blog.listen({ port, host: '127.0.0.1' });
});
afterAll(() => blog.close());

/** A WordPress client that writes down every request it makes: method and REST route. */
function countingWordPress() {
  const requests: string[] = [];
  const wordpress = createWordPressClient({
    async fetch(input, init) {
      const url = new URL(String(input));
      const route = url.pathname.replace(/^\/blog\/wp-json/, '').replace(/\/\d+$/, '/{id}');
      requests.push(`${init?.method ?? 'GET'} ${route}`);
      return globalThis.fetch(input, init);
    },
  });
  const ctx: AppContext = { ...server.ctx, blogs: { wordpress } };
  return { requests, ctx };
}

type Who = keyof typeof USERS;

/** A user connected to the demo blog as `who` through the product's path, and a run of theirs. */
async function connectedRun(who: Who, ctx: AppContext) {
  const { user } = await buildUser(server.ctx);
  await givePublishingSetup(server.ctx, user.id, { wordpress: false });
  await connectWordPress(ctx, user.id, {
    siteUrl: blogUrl,
    username: USERS[who].username,
    applicationPassword: USERS[who].applicationPassword,
  });
  return { userId: user.id, executionId: await newRun(user.id) };
}

async function newRun(userId: string) {
  // Each run is paid for: a new account's credits pay for one.
  await server.ctx.db.transaction((tx) =>
    applyCreditChange(tx, { userId, delta: 10, reason: 'adjustment', reference: `test:${randomUUID()}` }),
  );
  const { campaign } = await createCampaign(
    server.ctx,
    userId,
    {
      ...campaignPayload,
      startAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    { runs: campaignRuns(server.ctx) },
  );
  const { execution } = await runCampaignNow(server.ctx, userId, campaign.id);
  return execution.id;
}

const EARBUDS = {
  products: [
    { title: 'Apple AirPods Pro 2 Wireless Earbuds', asin: 'B0D1XD1ZV3' },
    { title: 'Sony WF-1000XM5 Noise Canceling Earbuds', asin: 'B0C33XXS56' },
  ],
  categories: ['Headphones'],
  tags: ['wireless earbuds', 'noise cancelling', 'airpods pro'],
};
const MOWERS = {
  products: [
    { title: 'Greenworks 40V Cordless Lawn Mower', asin: 'B0000MOWR1' },
    { title: 'EGO Power+ LM2102SP Self-Propelled Mower', asin: 'B0000MOWR2' },
  ],
  categories: ['Lawn Care'],
  tags: ['lawn mower', 'cordless mower', 'yard work'],
};

/** What publishArticle is given for a run about these products (its 3 images stored). */
async function article(
  executionId: string,
  site: ArticleToPublish['site'],
  topic: typeof EARBUDS,
  title = `${topic.products[0]?.title} vs ${topic.products[1]?.title}`,
): Promise<ArticleToPublish> {
  const products = topic.products.map((product) => ({
    ...product,
    features: ['Light'],
    url: `https://www.amazon.com/dp/${product.asin}`,
    source: 'page' as const,
  })) as ArticleToPublish['products'];
  const written = await writeArticle(services, products);
  const { subject, article: text } = written;
  const plan = { ...written.plan, title, categories: topic.categories, tags: topic.tags };
  const images = [];
  for (const number of [1, 2, 3]) {
    images.push(
      await saveImage(server.ctx, executionId, number, {
        png: solidPng(20, 30),
        width: 1000,
        height: 1500,
      }),
    );
  }
  const pins = [1, 2, 3].map((n) => ({
    title: `Pin ${n}`,
    description: `Pin ${n} #affiliate`,
    altText: `Pin ${n}`,
  }));
  return {
    executionId,
    site,
    tag: 'mytag-20',
    products,
    subject,
    plan: plan as ArticleToPublish['plan'],
    article: text as ArticleToPublish['article'],
    images,
    pins,
  };
}

async function categoriesOf(ctx: AppContext, site: ArticleToPublish['site'], postId: number) {
  const post = await ctx.blogs.wordpress.getPost(site, postId);
  const all = await ctx.blogs.wordpress.listCategories(site);
  return (post.categories as number[]).map((id) => all.find((term) => term.id === id)?.name);
}

async function siteOf(userId: string) {
  const site = await findWordPressSite(server.ctx, userId);
  if (!site) throw new Error('not connected');
  return site;
}

describe('filing the post on the demo blog', () => {
  it("files an Author's post under the blog's best category, asking WordPress nothing about the user", async () => {
    const { ctx, requests } = countingWordPress();
    const { userId, executionId } = await connectedRun('author', ctx);
    const site = await siteOf(userId);
    expect(site.roles).toEqual(['author']);
    requests.length = 0;

    const post = await publishArticle(ctx, services, await article(executionId, site, EARBUDS));
    // Every request of the run: the 3 uploads, the categories and the blog's tags in one request each,
    // the 2 products' tags, the draft and its publication. No users/me: the roles came with the connection.
    expect(requests).toEqual([
      'POST /wp/v2/media',
      'POST /wp/v2/media',
      'POST /wp/v2/media',
      'GET /wp/v2/categories',
      'GET /wp/v2/tags',
      'POST /wp/v2/tags',
      'POST /wp/v2/tags',
      'POST /wp/v2/posts',
      'POST /wp/v2/posts/{id}',
    ]);
    expect(await categoriesOf(ctx, site, post.postId)).toEqual(['Tech & Audio']);

    // Published once: publishing again asks WordPress nothing at all.
    requests.length = 0;
    expect(await publishArticle(ctx, services, await article(executionId, site, EARBUDS))).toEqual({
      ...post,
      newlyPublished: false,
    });
    expect(requests).toEqual([]);
  });

  it("tags like an editor: the products' names, then the blog's tags that fit; never a tag only this post would carry", async () => {
    const { ctx, requests } = countingWordPress();
    const { userId, executionId } = await connectedRun('author', ctx);
    const site = await siteOf(userId);
    const tagNames = async (postId: number) => {
      const tags = await ctx.blogs.wordpress.listTags(site);
      const ids = (await ctx.blogs.wordpress.getPost(site, postId)).tags as number[];
      return ids.map((id) => tags.find((tag) => tag.id === id)?.name);
    };
    // The plan suggests 'wireless earbuds', 'noise cancelling' and 'airpods pro', which the blog lacks.
    const first = await publishArticle(ctx, services, await article(executionId, site, EARBUDS));
    expect(await tagNames(first.postId)).toEqual(['Apple AirPods Pro 2', 'Sony WF-1000XM5']);

    // The blog's editor has since made a tag the listings' words fit, and one the plan suggests.
    const made = await ctx.blogs.wordpress.createPost(site, {
      title: 'An older post',
      content: '<p>Earlier</p>',
      status: 'publish',
      tags: [
        await ctx.blogs.wordpress.findOrCreateTag(site, 'Earbuds'),
        await ctx.blogs.wordpress.findOrCreateTag(site, 'Noise Cancelling'),
        await ctx.blogs.wordpress.findOrCreateTag(site, 'Air Fryers'),
      ],
    });
    expect(made.status).toBe('publish');
    requests.length = 0;
    const next = await newRun(userId);
    const second = await publishArticle(
      ctx,
      services,
      await article(next, site, EARBUDS, 'Earbuds compared again'),
    );
    // One look at the blog's tags, nothing made: the products' tags exist now.
    expect(requests.filter((request) => request.includes('/tags'))).toEqual(['GET /wp/v2/tags']);
    expect(await tagNames(second.postId)).toEqual([
      'Apple AirPods Pro 2',
      'Sony WF-1000XM5',
      'Noise Cancelling',
      'Earbuds',
    ]);
  });

  it("leaves an Author's post where nothing fits to WordPress's default, without trying to create a category", async () => {
    const { ctx, requests } = countingWordPress();
    const { userId, executionId } = await connectedRun('author', ctx);
    const site = await siteOf(userId);
    const post = await publishArticle(ctx, services, await article(executionId, site, MOWERS));
    expect(requests).not.toContain('POST /wp/v2/categories');
    expect(await categoriesOf(ctx, site, post.postId)).toEqual(['Uncategorized']);
  });

  it("creates the plan's category for an Administrator when nothing fits, and uses the best one when something does", async () => {
    const { ctx, requests } = countingWordPress();
    const { userId, executionId } = await connectedRun('admin', ctx);
    const site = await siteOf(userId);
    expect(site.roles).toEqual(['administrator']);
    const mowers = await publishArticle(ctx, services, await article(executionId, site, MOWERS));
    expect(requests.filter((request) => request === 'POST /wp/v2/categories')).toHaveLength(1);
    expect(await categoriesOf(ctx, site, mowers.postId)).toEqual(['Lawn Care']);
    // Structured data kept for a user who may post scripts.
    const content = (await ctx.blogs.wordpress.getPost(site, mowers.postId)).content as { raw: string };
    expect(content.raw).toContain('<script type="application/ld+json">');

    requests.length = 0;
    const earbuds = await publishArticle(ctx, services, await article(await newRun(userId), site, EARBUDS));
    expect(requests).not.toContain('POST /wp/v2/categories');
    expect(await categoriesOf(ctx, site, earbuds.postId)).toEqual(['Tech & Audio']);
  });

  it('asks WordPress for the roles once for a connection made before they were stored, and keeps them', async () => {
    const { ctx, requests } = countingWordPress();
    const { userId, executionId } = await connectedRun('admin', ctx);
    await server.ctx.db
      .update(wordpressConnections)
      .set({ wordpressRoles: null })
      .where(eq(wordpressConnections.userId, userId));
    const older = await siteOf(userId);
    expect(older.roles).toBeUndefined();
    requests.length = 0;
    await publishArticle(ctx, services, await article(executionId, older, EARBUDS));
    expect(requests.filter((request) => request === 'GET /wp/v2/users/me')).toHaveLength(1);
    const kept = await siteOf(userId);
    expect(kept.roles).toEqual(['administrator']);

    requests.length = 0;
    await publishArticle(ctx, services, await article(await newRun(userId), kept, EARBUDS, 'Second look'));
    expect(requests).not.toContain('GET /wp/v2/users/me');
  });

  it('publishes without structured data when stored roles are out of date, and asks again next time', async () => {
    const { ctx, requests } = countingWordPress();
    const { userId, executionId } = await connectedRun('author', ctx);
    // Roles stored when the user was an Administrator; WordPress now treats them as an Author.
    await server.ctx.db
      .update(wordpressConnections)
      .set({ wordpressRoles: ['administrator'] })
      .where(eq(wordpressConnections.userId, userId));
    const site = await siteOf(userId);
    // A topic no category of the blog fits, and a category name no other test creates.
    const topic = {
      products: [
        { title: 'Sun Joe SPX3000 Pressure Washer', asin: 'B0000WASH1' },
        { title: 'Ryobi RY142022VNM Pressure Washer', asin: 'B0000WASH2' },
      ],
      categories: ['Pressure Washers'],
      tags: ['pressure washer', 'driveway', 'deck'],
    };
    const post = await publishArticle(ctx, services, await article(executionId, site, topic));
    const content = ((await ctx.blogs.wordpress.getPost(site, post.postId)).content as { raw: string }).raw;
    expect(content).not.toContain('ld+json');
    expect(content).not.toContain('"@context"');
    // WordPress refused the category (403 rest_cannot_create): the post goes out without it.
    expect(requests).toContain('POST /wp/v2/categories');
    expect(await categoriesOf(ctx, site, post.postId)).toEqual(['Uncategorized']);
    expect((await siteOf(userId)).roles).toBeUndefined();
  });
});

describe("the post's address", () => {
  it('fails the run at once when WordPress answers a post link that is no web address, before recording it published', async () => {
    const { ctx } = countingWordPress();
    const { userId, executionId } = await connectedRun('author', ctx);
    const site = await siteOf(userId);
    // A plugin filtering post_link: the post is published, its link is a script.
    const hostile = {
      ...ctx,
      blogs: {
        wordpress: {
          ...ctx.blogs.wordpress,
          updatePost: async (...args: Parameters<AppContext['blogs']['wordpress']['updatePost']>) => ({
            ...(await ctx.blogs.wordpress.updatePost(...args)),
            link: 'javascript:alert(document.cookie)',
          }),
        },
      },
    };
    const publishing = publishArticle(hostile, services, await article(executionId, site, EARBUDS));
    await expect(publishing).rejects.toThrow(PermanentRunError);
    await expect(publishing).rejects.toThrow(Messages.generationFailed);
    // Not recorded as published: failing the run takes the post back from the blog and refunds.
    const post = await findPublication(server.ctx.db, executionId, 'post');
    expect(post?.details).toEqual({ published: false });
    expect(post?.remoteUrl).not.toContain('javascript:');
  });
});

describe('one title twice on a blog', () => {
  it('publishes the second post as "…-2", and a retry after a crash adopts its own draft, not the first post', async () => {
    const { ctx } = countingWordPress();
    const wordpress = ctx.blogs.wordpress;
    const { userId, executionId } = await connectedRun('author', ctx);
    const site = await siteOf(userId);
    const title = 'Earbuds for night shifts';
    const first = await publishArticle(ctx, services, await article(executionId, site, EARBUDS, title));
    expect((await wordpress.getPost(site, first.postId)).slug).toBe('earbuds-for-night-shifts');

    // The next run with the same title: its draft is made, then the process dies before recording it.
    const next = await newRun(userId);
    const input = await article(next, site, EARBUDS, title);
    const dying = {
      ...ctx,
      blogs: {
        wordpress: {
          ...wordpress,
          createPost: async (...args: Parameters<typeof wordpress.createPost>) => {
            await wordpress.createPost(...args);
            throw new Error('killed after the draft was made');
          },
        },
      },
    };
    await expect(publishArticle(dying, services, input)).rejects.toThrow('killed after the draft was made');
    const [drafted] = (await wordpress.findPostsBySlug(site, 'earbuds-for-night-shifts')).filter(
      (post) => post.status === 'draft',
    );
    expect(drafted).toBeDefined();

    const retried = await publishArticle(ctx, services, input);
    expect(retried.postId).toBe(drafted?.id);
    expect((await wordpress.getPost(site, retried.postId)).slug).toBe('earbuds-for-night-shifts-2');
    // Each run one post: the first untouched, no third.
    expect(
      (await wordpress.findPostsBySlug(site, 'earbuds-for-night-shifts')).map((post) => post.id),
    ).toEqual([first.postId]);
    expect(await wordpress.findPostsBySlug(site, 'earbuds-for-night-shifts-2')).toHaveLength(1);
    expect((await wordpress.getPost(site, first.postId)).status).toBe('publish');
  });

  it('adopts a draft an attempt made under the slug posts had before (the title and the run mark)', async () => {
    const { ctx } = countingWordPress();
    const { userId, executionId } = await connectedRun('author', ctx);
    const site = await siteOf(userId);
    const input = await article(executionId, site, EARBUDS, 'Earbuds before the upgrade');
    const legacy = await ctx.blogs.wordpress.createPost(site, {
      title: input.plan.title,
      content: '<p>Made by the previous version</p>',
      status: 'draft',
      slug: `earbuds-before-the-upgrade-${executionId.slice(0, 8)}`,
    });
    // The crash left the post's row pending.
    await server.ctx.db.insert(publications).values({ executionId, key: 'post' });
    expect((await publishArticle(ctx, services, input)).postId).toBe(legacy.id);
  });
});

describe('the post slug', () => {
  const run = '735d9a9f-0000-4000-8000-000000000000';

  it('is the title’s words only, cut at the last whole word within 60 characters', () => {
    const title = 'Apple AirPods Pro 2 vs Sony WF-1000XM5: Noise Cancelling Side by Side Tested';
    expect(postSlug(title)).toBe('apple-airpods-pro-2-vs-sony-wf-1000xm5-noise-cancelling-side');
    expect(postSlug('Side by side, compared for everyday commuting and long flights abroad')).toBe(
      'side-by-side-compared-for-everyday-commuting-and-long',
    );
  });

  it('keeps a short title whole, cuts a first word longer than the limit, and names an empty one', () => {
    expect(postSlug('Kindle vs Kobo')).toBe('kindle-vs-kobo');
    expect(postSlug('Crème brûlée torches')).toBe('creme-brulee-torches');
    expect(postSlug('x'.repeat(70))).toBe('x'.repeat(60));
    expect(postSlug('!!!')).toBe('comparison');
  });

  it('gives each media item the run’s mark, which a retry adopts it by', () => {
    expect(mediaSlug('Kindle vs Kobo', run, 2)).toBe('kindle-vs-kobo-735d9a9f-2');
  });

  it('always ends on a whole word of the title, the longest that fits, with no mark (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 16 }), (words) => {
        const title = words.join(' ');
        const base = postSlug(title);
        const full = slugWords(title);
        expect(base).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(base.length).toBeLessThanOrEqual(SLUG_TITLE_MAX);
        expect(full.startsWith(base)).toBe(true);
        const wholeWord = base.length === full.length || full[base.length] === '-';
        // Only a first word longer than the limit is cut inside itself.
        if (!wholeWord) expect(full.indexOf('-')).not.toBeLessThan(SLUG_TITLE_MAX);
        // No longer whole-word prefix fits.
        const next = full.indexOf('-', base.length + 1);
        const longer = next === -1 ? full : full.slice(0, next);
        if (wholeWord && longer !== base) expect(longer.length).toBeGreaterThan(SLUG_TITLE_MAX);
      }),
    );
  });
});
