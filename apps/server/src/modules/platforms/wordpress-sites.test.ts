/**
 * Several WordPress sites per account (issue 31), over HTTP against two blogs: the server's demo blog
 * and a second sandboxed WordPress on a port of its own (a kitchen blog, reached through safe-fetch
 * like any site). The plan's number of sites, the default site, renaming, checking, removing and
 * reconnecting; another user's site refused wherever a site id is taken; a campaign on each site,
 * whose runs publish there and whose posts link to each other on their own site only.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ErrorCode, Messages } from '@aa/contracts';
import { wordpressSandbox } from '@aa/sandbox/wordpress/wordpress-sandbox';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/billing.ts';
import { wordpressConnections } from '../../db/schema/platforms.ts';
import { buildSignedInUser, campaignPayload, reloadUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, grantCredits, nextRun, postsOfRun, userWithEverything } from '../../test/runs.ts';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server.ts';
import { USERS } from '../../test/wordpress-targets.ts';
import { linkCampaignPosts } from '../generation/campaign-links.ts';
import { MORE_COMPARISONS_START, renderArticleHtml } from '../generation/content/render-article.ts';
import { runExecution } from '../generation/pipeline.ts';
import { livePost, readCheckpoint } from '../generation/steps/checkpoint.ts';

type Headers = Record<string, string>;

const log = pino({ level: 'silent' });
const services = () => ({ ...fakeServices(), renderHtml: renderArticleHtml });

/** A sandboxed WordPress at http://127.0.0.1:<port>/blog, its Author's credentials, and its end. */
async function startBlog() {
  const app: FastifyInstance = Fastify();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/blog`;
  await app.close();
  // The address is known only once listening: a second instance on the same port serves it.
  const blog = Fastify();
  await blog.register(wordpressSandbox, { prefix: '/blog', publicUrl: url, users: Object.values(USERS) });
  await blog.listen({ port: Number(new URL(url).port), host: '127.0.0.1' });
  return {
    url,
    body: { username: USERS.author.username, apiKey: USERS.author.applicationPassword, websiteUrl: url },
    close: () => blog.close(),
  };
}

let server: TestServer;
let kitchen: Awaited<ReturnType<typeof startBlog>>;
let garden: Awaited<ReturnType<typeof startBlog>>;

beforeAll(async () => {
  [kitchen, garden] = await Promise.all([startBlog(), startBlog()]);
  server = await startTestServer(
    { SAFE_FETCH_ALLOW: `${new URL(kitchen.url).origin}/,${new URL(garden.url).origin}/` },
    { listen: true, workers: false },
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await Promise.all([kitchen?.close(), garden?.close()]);
}, 60_000);

async function sites(headers: Headers) {
  const res = await server.app.inject({ url: '/api/platforms/wordpress/sites', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    sites: {
      id: string;
      url: string;
      name: string;
      isDefault: boolean;
      demo: boolean;
      status: string;
      error: string | null;
    }[];
    limit: number;
    used: number;
  };
}

const connect = (headers: Headers, body: Record<string, string>) =>
  sendJson(server, 'POST', '/api/platforms/wordpress', body, { headers });

async function subscribe(userId: string, planId: string) {
  const now = new Date();
  await server.ctx.db.insert(subscriptions).values({
    id: `sub_${randomUUID()}`,
    userId,
    planId,
    billingCycle: 'monthly',
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
  });
}

describe('several WordPress sites', () => {
  it("adds sites up to the plan's number (the demo blog aside), the first the default", async () => {
    const alice = await buildSignedInUser(server.ctx);
    expect(await sites(alice.headers)).toEqual({ sites: [], limit: 1, used: 0 });
    const demo = await server.app.inject({
      method: 'POST',
      url: '/api/demo/connect-wordpress',
      headers: alice.headers,
    });
    expect(demo.statusCode, demo.body).toBe(200);
    const added = await connect(alice.headers, kitchen.body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: Messages.wordpressConnected,
      data: { websiteUrl: kitchen.url },
    });

    const two = await sites(alice.headers);
    expect(two.limit).toBe(1);
    expect(two.used).toBe(1);
    expect(two.sites.map((site) => [site.name, site.demo, site.isDefault, site.status])).toEqual([
      ['Demo blog', true, true, 'connected'],
      [kitchen.url.replace('http://', ''), false, false, 'connected'],
    ]);
    const kitchenSite = two.sites[1];
    expect(kitchenSite?.name).toBe(kitchen.url.replace('http://', ''));
    expect(JSON.stringify(two)).not.toContain(USERS.author.applicationPassword);
    // PRODUCT.md's single-site status answers for the default site.
    const status = await server.app.inject({ url: '/api/platforms/status', headers: alice.headers });
    expect(status.json().status.wordpress.websiteUrl).toBe(server.ctx.sandboxes.wordpress?.publicUrl);

    // One site beyond the plan is refused with the plan's words; the same site again is not a new one.
    const third = await connect(alice.headers, garden.body);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      code: ErrorCode.WORDPRESS_SITE_LIMIT,
      message: Messages.wordpressSiteLimitOne,
    });
    const again = await connect(alice.headers, { ...kitchen.body, name: 'Kitchen picks' });
    expect(again.statusCode, again.body).toBe(200);
    const renamed = await sites(alice.headers);
    expect(renamed.sites.map((site) => [site.id, site.name])).toEqual([
      [two.sites[0]?.id, two.sites[0]?.name],
      [kitchenSite?.id, 'Kitchen picks'],
    ]);

    // Growth Accelerator connects three.
    await subscribe(alice.user.id, 'growth');
    const grown = await connect(alice.headers, garden.body);
    expect(grown.statusCode, grown.body).toBe(200);
    expect(await sites(alice.headers)).toMatchObject({ limit: 3, used: 2 });
  });

  it('renames, makes the default, checks and removes a site; connecting it again brings it back', async () => {
    const bob = await buildSignedInUser(server.ctx);
    await subscribe(bob.user.id, 'growth');
    expect((await connect(bob.headers, kitchen.body)).statusCode).toBe(200);
    expect((await connect(bob.headers, garden.body)).statusCode).toBe(200);
    const [first, second] = (await sites(bob.headers)).sites;
    if (!first || !second) throw new Error('two sites expected');
    expect([first.url, first.isDefault, second.url, second.isDefault]).toEqual([
      kitchen.url,
      true,
      garden.url,
      false,
    ]);

    const patch = (id: string, body: Record<string, unknown>) =>
      sendJson(server, 'PATCH', `/api/platforms/wordpress/sites/${id}`, body, { headers: bob.headers });
    const named = await patch(second.id, { name: '  Garden tools ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.sites[1]).toMatchObject({
      id: second.id,
      name: 'Garden tools',
      isDefault: false,
    });
    expect((await patch(second.id, {})).statusCode).toBe(400);
    const made = await patch(second.id, { isDefault: true });
    expect(
      made.json().data.sites.map((site: { id: string; isDefault: boolean }) => [site.id, site.isDefault]),
    ).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const status = await server.app.inject({ url: '/api/platforms/status', headers: bob.headers });
    expect(status.json().status.wordpress.websiteUrl).toBe(garden.url);

    const check = (id: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/platforms/wordpress/sites/${id}/check`,
        headers: bob.headers,
      });
    const checked = await check(first.id);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().message).toBe(Messages.wordpressSiteChecked);
    // A site whose password was revoked: the check says so, and the list shows it failing.
    await server.ctx.db
      .update(wordpressConnections)
      .set({
        sealedApplicationPassword: server.ctx.secrets.seal('wrong pass word', `wordpress:${bob.user.id}`),
      })
      .where(eq(wordpressConnections.id, first.id));
    const refused = await check(first.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.WORDPRESS_AUTH_FAILED,
      message: Messages.wordpressAuthFailed,
    });
    const failing = (await sites(bob.headers)).sites.find((site) => site.id === first.id);
    expect(failing).toMatchObject({ status: 'failing', error: Messages.wordpressAuthFailed });
    // Connecting it again with the right password clears it, under the same id.
    expect((await connect(bob.headers, kitchen.body)).statusCode).toBe(200);
    expect((await sites(bob.headers)).sites.find((site) => site.id === first.id)).toMatchObject({
      status: 'connected',
      error: null,
    });

    // Removing the default: the other becomes it; the removed site keeps no password.
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/platforms/wordpress/sites/${second.id}`,
      headers: bob.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: Messages.wordpressSiteRemoved, data: { used: 1 } });
    expect(removed.json().data.sites).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);
    const [row] = await server.ctx.db
      .select()
      .from(wordpressConnections)
      .where(eq(wordpressConnections.id, second.id));
    expect(row).toMatchObject({ sealedApplicationPassword: null, isDefault: false });
    expect(row?.removedAt).toBeInstanceOf(Date);
    const back = await connect(bob.headers, garden.body);
    expect(back.statusCode, back.body).toBe(200);
    expect((await sites(bob.headers)).sites.map((site) => [site.id, site.name, site.isDefault])).toEqual([
      [first.id, kitchen.url.replace('http://', ''), true],
      [second.id, 'Garden tools', false],
    ]);

    // PRODUCT.md's DELETE /platforms/wordpress removes the default one.
    const disconnected = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/wordpress',
      headers: bob.headers,
    });
    expect(disconnected.statusCode).toBe(200);
    expect((await sites(bob.headers)).sites).toEqual([
      expect.objectContaining({ id: second.id, isDefault: true }),
    ]);
  });

  it("refuses another user's site wherever a site id is taken", async () => {
    const carol = await buildSignedInUser(server.ctx);
    expect((await connect(carol.headers, kitchen.body)).statusCode).toBe(200);
    const [site] = (await sites(carol.headers)).sites;
    if (!site) throw new Error('no site');
    const dave = await userWithEverything(server);
    expect((await sites(dave.headers)).sites.map((own) => own.id)).not.toContain(site.id);

    const refused = [
      await sendJson(
        server,
        'PATCH',
        `/api/platforms/wordpress/sites/${site.id}`,
        { name: 'Mine' },
        { headers: dave.headers },
      ),
      await sendJson(
        server,
        'PATCH',
        `/api/platforms/wordpress/sites/${site.id}`,
        { isDefault: true },
        { headers: dave.headers },
      ),
      await server.app.inject({
        method: 'POST',
        url: `/api/platforms/wordpress/sites/${site.id}/check`,
        headers: dave.headers,
      }),
      await server.app.inject({
        method: 'DELETE',
        url: `/api/platforms/wordpress/sites/${site.id}`,
        headers: dave.headers,
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(Messages.wordpressSiteNotFound);
    }
    const campaign = await sendJson(
      server,
      'POST',
      '/api/campaigns',
      { ...campaignBody('Not mine'), wordpressSiteId: site.id },
      { headers: dave.headers },
    );
    expect(campaign.statusCode).toBe(400);
    expect(campaign.json().errors).toEqual({ wordpressSiteId: [Messages.wordpressSiteNotFound] });
    const malformed = await sendJson(
      server,
      'POST',
      '/api/campaigns',
      { ...campaignBody('Not an id'), wordpressSiteId: 'not-an-id' },
      { headers: dave.headers },
    );
    expect(malformed.statusCode).toBe(400);
    // Carol's site is as she left it.
    expect((await sites(carol.headers)).sites).toEqual([
      expect.objectContaining({ id: site.id, name: site.name }),
    ]);
    const unauthenticated = await server.app.inject({ url: '/api/platforms/wordpress/sites' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

const campaignBody = (name: string) => ({ ...campaignPayload, name });

async function createCampaign(headers: Headers, body: Record<string, unknown>) {
  const res = await sendJson(server, 'POST', '/api/campaigns', body, { headers });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as {
    campaign: { id: string; wordpress_site_id: string | null };
    execution: { id: string };
  };
  return { campaignId: data.campaign.id, siteId: data.campaign.wordpress_site_id, first: data.execution.id };
}

async function livePostOf(id: string) {
  const row = await executionRow(server, id);
  const checkpoint = readCheckpoint(row.checkpoint);
  const post = livePost(checkpoint);
  if (!post) throw new Error(`run ${id} has no live post`);
  return { ...post, siteId: row.wordpressSiteId, links: checkpoint.links ?? [] };
}

describe('a campaign on each site', () => {
  it("publishes each campaign's runs to its site, and links its posts to each other there only", async () => {
    const erin = await userWithEverything(server);
    await grantCredits(server, erin.user.id, 100);
    expect((await connect(erin.headers, kitchen.body)).statusCode).toBe(200);
    const [demoSite, kitchenSite] = (await sites(erin.headers)).sites;
    if (!demoSite || !kitchenSite) throw new Error('two sites expected');

    const onDemo = await createCampaign(erin.headers, campaignBody('Demo earbuds'));
    // Issue 33: the tour's demo tag publishes to the demo blog only; on her own site it would earn
    // for someone else. Refused before anything is paid, saying to add her own tag.
    const balance = (await reloadUser(server.ctx, erin.user.id)).credits;
    const refused = await sendJson(
      server,
      'POST',
      '/api/campaigns',
      { ...campaignBody('Kitchen earbuds'), wordpressSiteId: kitchenSite.id },
      { headers: erin.headers },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.AMAZON_TAG_MISSING,
      message: Messages.demoTagElsewhere.replaceAll('{{store}}', 'amazon.com'),
      store: 'amazon.com',
    });
    expect((await reloadUser(server.ctx, erin.user.id)).credits).toBe(balance);
    const ownTag = await sendJson(
      server,
      'POST',
      '/api/platforms/amazon',
      { affiliateTag: 'erinpicks-20' },
      { headers: erin.headers },
    );
    expect(ownTag.statusCode, ownTag.body).toBe(200);
    const onKitchen = await createCampaign(erin.headers, {
      ...campaignBody('Kitchen earbuds'),
      wordpressSiteId: kitchenSite.id,
    });
    expect([onDemo.siteId, onKitchen.siteId]).toEqual([null, kitchenSite.id]);
    for (const id of [onDemo.first, onKitchen.first])
      expect(await runExecution(server.ctx, services(), id, log)).toBe('completed');
    const demoPost = await livePostOf(onDemo.first);
    const kitchenPost = await livePostOf(onKitchen.first);
    expect(demoPost.siteId).toBe(demoSite.id);
    expect(kitchenPost.siteId).toBe(kitchenSite.id);
    expect(demoPost.link.startsWith(`${demoSite.url}/`)).toBe(true);
    expect(kitchenPost.link.startsWith(`${kitchen.url}/`)).toBe(true);
    expect(await postsOfRun(server, erin.user.id, onKitchen.first)).toHaveLength(1);

    // The kitchen campaign's second run links to its first, and the first links back, once.
    const second = await nextRun(server, erin.headers, erin.user.id, onKitchen.campaignId);
    expect(await runExecution(server.ctx, services(), second, log)).toBe('completed');
    const secondPost = await livePostOf(second);
    expect(secondPost.link.startsWith(`${kitchen.url}/`)).toBe(true);
    expect(secondPost.links.map((link) => link.url)).toEqual([kitchenPost.link]);
    for (let pass = 0; pass < 2; pass += 1) await linkCampaignPosts(server.ctx, onKitchen.campaignId);
    const [firstOnKitchen] = await postsOfRun(server, erin.user.id, onKitchen.first);
    const text = firstOnKitchen?.content.raw ?? '';
    expect(text.slice(text.indexOf(MORE_COMPARISONS_START)).split(`href="${secondPost.link}"`)).toHaveLength(
      2,
    );

    // The kitchen site removed: the campaign's next run publishes to the default site, where none of
    // its posts is, so it links to none of the kitchen blog's.
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/platforms/wordpress/sites/${kitchenSite.id}`,
      headers: erin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const third = await nextRun(server, erin.headers, erin.user.id, onKitchen.campaignId);
    expect(await runExecution(server.ctx, services(), third, log)).toBe('completed');
    const thirdPost = await livePostOf(third);
    expect(thirdPost.siteId).toBe(demoSite.id);
    expect(thirdPost.links.filter((link) => link.kind === 'campaign')).toEqual([]);
    // The earlier runs still name the kitchen site their posts are on.
    const [kept] = await server.ctx.db
      .select({ id: wordpressConnections.id })
      .from(wordpressConnections)
      .where(
        and(
          eq(wordpressConnections.id, kitchenPost.siteId ?? ''),
          eq(wordpressConnections.userId, erin.user.id),
        ),
      );
    expect(kept?.id).toBe(kitchenSite.id);
  });
});
