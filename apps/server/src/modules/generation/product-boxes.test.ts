/**
 * Product boxes (issue 29), on the demo blog with the real pipeline: with the user's Creators API
 * access (the sandbox's stand-in), each product's box shows Amazon's image hotlinked from Amazon's
 * address (never uploaded to the media library) and its price with the time read, the post check
 * passes, and a refresh is queued before Amazon's 24 hours are up; the refresh job writes a new time,
 * or takes the price out when Amazon gives none. Without access: the title and the button only.
 */
import { PRICE_MAX_AGE_HOURS } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { executions } from '../../db/schema/index.ts';
import { newRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { findWordPressSite } from '../platforms/wordpress-connection.ts';
import checkPostHandler from './check-post.handler.ts';
import { generationServices } from './generation-services.ts';
import { runExecution } from './pipeline.ts';
import { REFRESH_AFTER_MS } from './price-refresh-schedule.ts';
import { refreshRunPrices } from './refresh-prices.ts';
import { RunStillWorking } from './run-post.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type Headers = Record<string, string>;

const connectCreatorsApi = async (headers: Headers) => {
  const res = await server.app.inject({
    method: 'PUT',
    url: '/api/platforms/amazon/creators',
    headers,
    payload: {
      region: 'na',
      credentialId: 'sandbox-creators',
      credentialSecret: 'sandbox-secret',
      version: '3.1',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The run's post as the demo blog keeps it (its raw content), with its media library's addresses. */
async function postOf(userId: string, executionId: string) {
  const site = await findWordPressSite(server.ctx, userId);
  if (!site) throw new Error('no blog');
  const headers = {
    authorization: `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64')}`,
  };
  const get = async <T>(route: string) =>
    (await (await fetch(`${site.apiRoot}${route}`, { headers })).json()) as T;
  const posts = await get<{ slug: string; content: { raw: string } }[]>(
    'wp/v2/posts?per_page=100&context=edit',
  );
  const post = posts.find((candidate) => candidate.content.raw.includes(`-${executionId.slice(0, 8)}-`));
  if (!post) throw new Error(`no post of ${executionId}`);
  const media = await get<{ source_url: string }[]>('wp/v2/media?per_page=100');
  return { html: post.content.raw, media: media.map((item) => item.source_url) };
}

const boxes = (html: string) => html.match(/<div class="aa-product-box"[\s\S]*?<\/div>/g) ?? [];
const readAtOf = (html: string) => [...html.matchAll(/data-read-at="([^"]+)"/g)].map((match) => match[1]);

async function refreshJobs(executionId: string) {
  const { rows } = (await server.ctx.db.execute(
    sql`select start_after from pgboss.job where name = 'refresh-prices' and data->>'executionId' = ${executionId}`,
  )) as unknown as { rows: { start_after: string }[] };
  return rows.map((row) => new Date(row.start_after).getTime());
}

describe('product boxes', () => {
  it('show Amazon’s image hotlinked and its price with the time read, checked, and refreshed before 24 hours', async () => {
    const alice = await userWithEverything(server);
    await connectCreatorsApi(alice.headers);
    const id = await newRun(server, alice.headers, false);
    expect(await runExecution(server.ctx, generationServices(server.ctx), id, log)).toBe('completed');

    const { html, media } = await postOf(alice.user.id, id);
    const [first, second] = boxes(html);
    expect(boxes(html)).toHaveLength(2);
    // Hotlinked from the API's image address (the sandbox's Amazon stand-in), not the media library.
    expect(first).toMatch(/<img src="[^"]+\/creators\/images\/B0D1XD1ZV3\.svg"/);
    expect(second).toMatch(/<img src="[^"]+\/creators\/images\/B0C33XXS56\.svg"/);
    expect(media.some((url) => url.includes('/creators/images/'))).toBe(false);
    expect(first).toMatch(/\$\d+\.99 \(as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M UTC\)/);
    expect(first).toContain('Check price on Amazon</a>');
    expect(html).toContain('The price and availability shown on Amazon at the time of purchase apply.');
    const [row] = await server.ctx.db.select().from(executions).where(eq(executions.id, id));
    const checkpoint = readCheckpoint(row?.checkpoint ?? {});
    const readAt = checkpoint.products?.[0].price?.readAt;
    expect(readAtOf(html)).toContain(readAt);

    // The post check reads the box's price as Amazon's, with its time: it passes.
    await checkPostHandler({ executionId: id, round: 'publish' }, { ctx: server.ctx, log });
    const run = await server.app.inject({ url: `/api/campaigns/executions/${id}`, headers: alice.headers });
    expect(run.json().data.execution.post_check).toMatchObject({ passed: 8, total: 8 });

    // One refresh queued, hours before Amazon's limit.
    const [due] = await refreshJobs(id);
    expect(due).toBe(Date.parse(readAt ?? '') + REFRESH_AFTER_MS);
    expect(REFRESH_AFTER_MS).toBeLessThan(PRICE_MAX_AGE_HOURS * 3_600_000);

    // While its pipeline holds the run, the refresh waits (the job is retried), the post untouched.
    await server.ctx.db
      .update(executions)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(executions.id, id));
    await expect(refreshRunPrices(server.ctx, id)).rejects.toBeInstanceOf(RunStillWorking);
    expect(readAtOf((await postOf(alice.user.id, id)).html)).toContain(readAt);
    await server.ctx.db.update(executions).set({ leaseUntil: null }).where(eq(executions.id, id));

    // The refresh reads the prices again: a new time on the post, and the next refresh queued.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await refreshRunPrices(server.ctx, id);
    const refreshed = await postOf(alice.user.id, id);
    const times = readAtOf(refreshed.html);
    expect(times).toHaveLength(2);
    expect(times.every((time) => (time ?? '') > (readAt ?? ''))).toBe(true);
    expect(await refreshJobs(id)).toHaveLength(2);

    // Without the credentials Amazon gives no price: the post shows none (and Amazon's sentence goes).
    const removed = await server.app.inject({
      method: 'DELETE',
      url: '/api/platforms/amazon/creators/na',
      headers: alice.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await refreshRunPrices(server.ctx, id);
    const priceless = await postOf(alice.user.id, id);
    expect(boxes(priceless.html)).toHaveLength(2);
    expect(priceless.html).not.toContain('aa-price');
    expect(priceless.html).not.toMatch(/\$\d+\.99/);
    expect(await refreshJobs(id)).toHaveLength(2);
  });

  it('without Creators API access show the title and the button only, and queue no refresh', async () => {
    const bob = await userWithEverything(server);
    const id = await newRun(server, bob.headers, false);
    expect(await runExecution(server.ctx, generationServices(server.ctx), id, log)).toBe('completed');
    const { html } = await postOf(bob.user.id, id);
    const found = boxes(html);
    expect(found).toHaveLength(2);
    for (const box of found) {
      expect(box).not.toContain('<img');
      expect(box).not.toContain('aa-price');
      expect(box).toContain('Check price on Amazon</a>');
    }
    expect(html).not.toContain('aa-price-note');
    expect(await refreshJobs(id)).toEqual([]);
  });
});
