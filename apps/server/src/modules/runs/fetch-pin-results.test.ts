/**
 * The `fetch-pin-results` job (issue 20, 3) against Pinterest's simulator of a listening test server:
 * a user's pins of the last 90 days measured and upserted into pin_results, a pin deleted on Pinterest
 * skipped, a refused token ending the round, and the daily schedule queuing one round per account;
 * the demo's shortcut that ages the simulator's pins exists only while Pinterest is the simulator.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { executions, pinResults } from '../../db/schema/index.ts';
import { SocialApiError } from '../../integrations/social/social-publisher.ts';
import { buildSignedInUser, campaignPayload } from '../../test/factories.ts';
import { advancePinterestClock } from '../../test/pinterest-clock.ts';
import { connectPinterest } from '../../test/platforms.ts';
import { solidPng } from '../../test/png.ts';
import { userWithEverything } from '../../test/runs.ts';
import { setupTestServer, startTestServer } from '../../test/test-server.ts';
import { createCampaign } from '../campaigns/campaigns.service.ts';
import { pinterestAccessToken } from '../pinterest/pinterest-connection.ts';
import fetchHandler from './fetch-pin-results.handler.ts';
import { fetchPinResults } from './fetch-pin-results.ts';
import { campaignRuns, runCampaignNow } from './runs.service.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const DAY_MS = 86_400_000;

/** A run of alice's whose result lists pins made on her board (posted `daysAgo` days ago). */
async function runWithPins(
  user: { user: { id: string }; board: { id: string } },
  pins: { title: string; daysAgo?: number }[],
) {
  const { campaign } = await createCampaign(
    server.ctx,
    user.user.id,
    {
      ...campaignPayload,
      startAt: new Date(Date.now() + DAY_MS).toISOString(),
    },
    { runs: campaignRuns(server.ctx) },
  );
  const { execution } = await runCampaignNow(server.ctx, user.user.id, campaign.id);
  const token = await pinterestAccessToken(server.ctx, user.user.id);
  const posts = [];
  for (const [index, pin] of pins.entries()) {
    const made = await server.ctx.pinterest.createPin(token, {
      boardId: user.board.id,
      title: pin.title,
      description: 'The side-by-side table and our verdict are in the article.',
      link: 'https://blog.example.com/post',
      media: {
        imageBase64: solidPng(10, 15, [index * 60, 90, 140]).toString('base64'),
        contentType: 'image/png',
      },
    });
    posts.push({
      image_number: index + 1,
      pin_id: made.id,
      pin_url: `https://www.pinterest.com/pin/${made.id}/`,
      board_id: user.board.id,
      board_name: 'Board',
      posted_at: new Date(Date.now() - (pin.daysAgo ?? 0) * DAY_MS).toISOString(),
    });
  }
  await server.ctx.db
    .update(executions)
    .set({ resultData: { pinterest_posts: posts }, startedAt: new Date(Date.now() - 100 * DAY_MS) })
    .where(eq(executions.id, execution.id));
  return { executionId: execution.id, campaignId: campaign.id, pinIds: posts.map((post) => post.pin_id) };
}

const resultsOf = (executionId: string) =>
  server.ctx.db.select().from(pinResults).where(eq(pinResults.executionId, executionId));

describe('fetching pin results', () => {
  it("upserts each young pin's lifetime figures, skipping a pin deleted on Pinterest", async () => {
    const alice = await userWithEverything(server);
    // The run started long ago (pins can be posted later from the library): only the pins' own ages count.
    const run = await runWithPins(alice, [
      { title: 'Buy It Once: Ninja or Cosori' },
      { title: 'Worth the Upgrade? Ninja vs Cosori' },
      { title: 'The Long-Term Pick' },
      { title: 'Posted long ago', daysAgo: 120 },
    ]);
    await pinterestAccessToken(server.ctx, alice.user.id).then((token) =>
      server.ctx.pinterest.deletePin(token, run.pinIds[2] ?? ''),
    );
    await advancePinterestClock(server, DAY_MS / 1000);

    expect(await fetchPinResults(server.ctx, alice.user.id)).toEqual({
      pins: 3,
      saved: 2,
      skipped: 1,
      stopped: false,
    });
    const first = await resultsOf(run.executionId);
    expect(first.map((row) => row.imageNumber).sort()).toEqual([1, 2]);
    for (const row of first) {
      expect(row).toMatchObject({ campaignId: run.campaignId, userId: alice.user.id });
      expect(row.impressions).toBeGreaterThan(50);
      expect(row.outboundClicks).toBeGreaterThan(0);
      expect(row.outboundClicks).toBeLessThan(row.impressions);
    }

    // A day later: the same rows, grown.
    await advancePinterestClock(server, DAY_MS / 1000);
    await fetchPinResults(server.ctx, alice.user.id);
    const second = await resultsOf(run.executionId);
    expect(second).toHaveLength(2);
    for (const row of second) {
      const before = first.find((earlier) => earlier.pinId === row.pinId);
      expect(row.impressions).toBeGreaterThan(before?.impressions ?? Number.POSITIVE_INFINITY);
      expect(row.fetchedAt.getTime()).toBeGreaterThanOrEqual(before?.fetchedAt.getTime() ?? 0);
    }
  });

  it('ends the round when Pinterest refuses the token, and measures nothing without Pinterest', async () => {
    const alice = await userWithEverything(server);
    await runWithPins(alice, [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }]);
    let calls = 0;
    const refusing = {
      ...server.ctx,
      pinterest: {
        ...server.ctx.pinterest,
        getPinAnalytics: async () => {
          calls += 1;
          throw new SocialApiError(401, 'Authentication failed.');
        },
      },
    } as AppContext;
    const outcome = await fetchPinResults(refusing, alice.user.id);
    expect(outcome).toMatchObject({ pins: 3, saved: 0, stopped: true });
    expect(calls).toBeLessThanOrEqual(2);

    const bob = await buildSignedInUser(server.ctx);
    expect(await fetchPinResults(server.ctx, bob.user.id)).toEqual({
      pins: 0,
      saved: 0,
      skipped: 0,
      stopped: false,
    });
  });

  it("lets a demo age the simulator's pins and fetch their results at once (signed in only)", async () => {
    const alice = await userWithEverything(server);
    const run = await runWithPins(alice, [{ title: 'Worth the Upgrade?' }]);
    const post = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/dev/pinterest/results',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ days: 1 }),
      });
    expect((await post({})).statusCode).toBe(401);
    const res = await post(alice.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ pins: 1, saved: 1, skipped: 0 });
    const [row] = await resultsOf(run.executionId);
    expect(row?.impressions).toBeGreaterThan(50);
  });

  it("ages only the signed-in user's own pins: a user of the same simulated account stays connected, his pins unaged (issue 26 #8)", async () => {
    // Both accept the authorize page's default username: one simulated account for two users.
    const alice = await userWithEverything(server);
    const run = await runWithPins(alice, [{ title: 'Worth the Upgrade?' }]);
    const bob = await buildSignedInUser(server.ctx);
    await connectPinterest(server, bob.headers);
    const bobsToken = await pinterestAccessToken(server.ctx, bob.user.id);
    const [bobsBoard] = await server.ctx.pinterest.listAllBoards(bobsToken);
    const pin = await server.ctx.pinterest.createPin(bobsToken, {
      boardId: bobsBoard?.id ?? '',
      title: 'Buy It Once',
      description: 'Our verdict is in the article.',
      link: 'https://blog.example.com/post',
      media: { imageBase64: solidPng(10, 15, [40, 90, 140]).toString('base64'), contentType: 'image/png' },
    });

    // 90 days of Alice's pins: past the tokens' lifetimes (30 and 60 days), had a clock moved.
    for (let month = 0; month < 3; month++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/dev/pinterest/results',
        headers: { ...alice.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ days: 30 }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [row] = await resultsOf(run.executionId);
    expect(row?.impressions).toBeGreaterThan(1_000);
    const boards = (headers: Record<string, string>) =>
      server.app.inject({ url: '/api/pinterest/boards', headers });
    for (const headers of [alice.headers, bob.headers]) {
      const answer = await boards(headers);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const today = new Date().toISOString().slice(0, 10);
    const figures = await server.ctx.pinterest.getPinAnalytics(bobsToken, pin.id, {
      startDate: today,
      endDate: today,
      metricTypes: ['IMPRESSION'],
    });
    expect(figures.all?.lifetime_metrics?.IMPRESSION).toBe(0);
  });

  it('has no demo shortcut when Pinterest is the real one (its credentials configured): 404', async () => {
    const real = await startTestServer(
      { PINTEREST_CLIENT_ID: 'id', PINTEREST_CLIENT_SECRET: 'secret' },
      { workers: false },
    );
    try {
      expect(real.ctx.sandboxes.pinterest).toBeUndefined();
      const alice = await buildSignedInUser(real.ctx);
      const res = await real.app.inject({
        method: 'POST',
        url: '/api/dev/pinterest/results',
        headers: { ...alice.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ days: 1 }),
      });
      expect(res.statusCode, res.body).toBe(404);
    } finally {
      await real.close();
    }
  });

  it('queues one round per Pinterest account from the daily schedule', async () => {
    const alice = await userWithEverything(server);
    const loner = await buildSignedInUser(server.ctx);
    const queued: { userId?: string }[] = [];
    const ctx = {
      ...server.ctx,
      jobs: {
        ...server.ctx.jobs,
        enqueueMany: async (_name: string, payloads: { userId?: string }[]) => {
          queued.push(...payloads);
        },
      },
    } as AppContext;
    await fetchHandler({}, { ctx, log: pino({ level: 'silent' }) });
    expect(queued).toContainEqual({ userId: alice.user.id });
    expect(queued).not.toContainEqual({ userId: loner.user.id });
  });
});
