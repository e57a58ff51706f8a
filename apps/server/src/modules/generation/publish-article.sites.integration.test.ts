/**
 * Two sites on one account (issue 31), on each engine: the server's demo blog and a second site (the
 * demo blog on a port of its own, and a real WordPress when WORDPRESS_TEST_SITE names one). A campaign
 * on each site publishes there; the second site's campaign's second post links to its first in a
 * sentence, and the first links back in its "More comparisons" line, once however often the line is
 * written; no post links across sites.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPayload } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { setAmazonTag } from '../../test/platforms.ts';
import { executionRow, grantCredits, nextRun, userWithEverything } from '../../test/runs.ts';
import { sendJson, startTestServer, type TestServer } from '../../test/test-server.ts';
import { type Target, targets } from '../../test/wordpress-targets.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import { linkCampaignPosts } from './campaign-links.ts';
import { MORE_COMPARISONS_START, renderArticleHtml } from './content/render-article.ts';
import { runExecution } from './pipeline.ts';
import { livePost, readCheckpoint } from './steps/checkpoint.ts';

const log = pino({ level: 'silent' });
const services = () => ({ ...fakeServices(), renderHtml: renderArticleHtml });

const campaign = (name: string, wordpressSiteId?: string) => ({
  ...campaignPayload,
  name,
  ...(wordpressSiteId ? { wordpressSiteId } : {}),
});

for (const { name, make } of targets) {
  describe.skipIf(!make)(`two sites: the demo blog and ${name}`, () => {
    let target: Target;
    let url = '';
    let author = { username: '', applicationPassword: '' };
    let server: TestServer;
    beforeAll(async () => {
      target = (make as () => Target)();
      const setup = await target.setup();
      url = setup.url;
      author = setup.users.author ?? author;
      server = await startTestServer(
        { SAFE_FETCH_ALLOW: `${new URL(url).origin}/` },
        { listen: true, workers: false },
      );
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await target?.teardown();
    }, 60_000);

    async function live(id: string) {
      const row = await executionRow(server, id);
      const post = livePost(readCheckpoint(row.checkpoint));
      if (!post) throw new Error(`run ${id} has no live post`);
      return { ...post, siteId: row.wordpressSiteId, links: readCheckpoint(row.checkpoint).links ?? [] };
    }

    it("publishes each campaign on its own site and links a campaign's posts both ways there, once", async () => {
      const user = await userWithEverything(server);
      await grantCredits(server, user.user.id, 100);
      const connected = await sendJson(
        server,
        'POST',
        '/api/platforms/wordpress',
        {
          username: author.username,
          apiKey: author.applicationPassword,
          websiteUrl: url,
          name: 'Second site',
        },
        { headers: user.headers },
      );
      expect(connected.statusCode, connected.body).toBe(200);
      // Her own tag: the tour's demo tag publishes to the demo blog only (issue 33).
      await setAmazonTag(server, user.headers, 'marieduel-20');
      const listed = await server.app.inject({
        url: '/api/platforms/wordpress/sites',
        headers: user.headers,
      });
      const sites = listed.json().data.sites as { id: string; name: string; isDefault: boolean }[];
      const second = sites.find((site) => site.name === 'Second site');
      if (!second) throw new Error('the second site is not listed');

      const create = async (body: Record<string, unknown>) => {
        const res = await sendJson(server, 'POST', '/api/campaigns', body, { headers: user.headers });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data as { campaign: { id: string }; execution: { id: string } };
      };
      const onDemo = await create(campaign('On the demo blog'));
      const onSecond = await create(campaign('On the second site', second.id));
      for (const run of [onDemo.execution.id, onSecond.execution.id])
        expect(await runExecution(server.ctx, services(), run, log)).toBe('completed');
      const demoPost = await live(onDemo.execution.id);
      const first = await live(onSecond.execution.id);
      expect(demoPost.link.startsWith(server.ctx.sandboxes.wordpress?.publicUrl ?? '-')).toBe(true);
      expect(first.link.startsWith(url)).toBe(true);
      expect(first.siteId).toBe(second.id);

      const next = await nextRun(server, user.headers, user.user.id, onSecond.campaign.id);
      expect(await runExecution(server.ctx, services(), next, log)).toBe('completed');
      const secondPost = await live(next);
      expect(secondPost.link.startsWith(url)).toBe(true);
      // Linked in a sentence to the first post of its campaign, on its site; never to the demo blog's.
      expect(secondPost.links.map((link) => link.url)).toContain(first.link);
      expect(secondPost.links.map((link) => link.url)).not.toContain(demoPost.link);

      const site = await findWordPressSite(server.ctx, user.user.id, second.id);
      if (!site) throw new Error('no site');
      const raw = async (postId: number) =>
        ((await server.ctx.blogs.wordpress.getPost(site, postId)).content as { raw: string }).raw;
      expect(await raw(secondPost.postId)).toContain(`href="${first.link}"`);
      // The first post's line names the second, once, however often it is written (a retried job).
      for (let pass = 0; pass < 2; pass += 1) await linkCampaignPosts(server.ctx, onSecond.campaign.id);
      const text = await raw(first.postId);
      expect(
        text.slice(text.indexOf(MORE_COMPARISONS_START)).split(`href="${secondPost.link}"`),
      ).toHaveLength(2);
      expect(text).not.toContain(demoPost.link);
    }, 120_000);
  });
}
