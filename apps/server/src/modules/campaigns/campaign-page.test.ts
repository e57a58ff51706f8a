/**
 * What a campaign's page reads (issue 21): the campaign itself, its runs with the credits each cost
 * (net of a refund), and the credit history saying which run or payment each entry belongs to; all of
 * it the owner's only (another user gets 404, or sees nothing of it).
 */
import type { CreditTransaction, Execution } from '@aa/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { newRun, nextRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { runExecution } from '../generation/pipeline.ts';
import { refundFailedRun } from '../runs/runs.service.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type Headers = Record<string, string>;

const get = (url: string, headers: Headers) => server.app.inject({ url, headers });

async function history(headers: Headers): Promise<CreditTransaction[]> {
  const res = await get('/api/credits/transactions?pageSize=50', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.transactions;
}

/** Alice's campaign with a completed first run and a refunded second one, and a top-up she paid. */
async function aliceWithRuns() {
  const alice = await userWithEverything(server);
  const first = await newRun(server, alice.headers);
  expect(await runExecution(server.ctx, fakeServices(), first, log)).toBe('completed');
  const runs = (await get('/api/campaigns/executions', alice.headers)).json().data.executions as Execution[];
  const campaignId = runs[0]?.campaign_id ?? '';
  const second = await nextRun(server, alice.headers, alice.user.id, campaignId);
  await server.ctx.db.transaction((tx) =>
    refundFailedRun(tx, { executionId: second, userId: alice.user.id }),
  );
  await server.ctx.db.insert(payments).values({
    id: `pi_test_${first.slice(0, 8)}`,
    userId: alice.user.id,
    kind: 'top_up',
    planId: 'growth',
    amount: 1900,
    currency: 'eur',
  });
  await server.ctx.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId: alice.user.id,
      delta: 300,
      reason: 'purchase',
      reference: `grant:pi_test_${first.slice(0, 8)}:0`,
    }),
  );
  return { alice, campaignId, first, second };
}

describe("a campaign's page", () => {
  it('reads the campaign, and its runs with the credits each cost: a refunded run spent 0', async () => {
    const { alice, campaignId, first, second } = await aliceWithRuns();
    const campaign = await get(`/api/campaigns/${campaignId}`, alice.headers);
    expect(campaign.statusCode, campaign.body).toBe(200);
    expect(campaign.json().data.campaign).toMatchObject({
      id: campaignId,
      name: 'Earbuds',
      store: 'amazon.com',
    });

    const res = await get(`/api/campaigns/${campaignId}/executions`, alice.headers);
    const runs = res.json().data.executions as Execution[];
    expect(runs.map((run) => [run.id, run.run_number, run.credits_spent])).toEqual([
      [second, 2, 0],
      [first, 1, 10],
    ]);
    const one = await get(`/api/campaigns/executions/${first}`, alice.headers);
    expect(one.json().data.execution.credits_spent).toBe(10);
  });

  it('says which run or payment each credit history entry belongs to', async () => {
    const { alice, campaignId } = await aliceWithRuns();
    const entries = await history(alice.headers);
    const shown = entries.map((entry) => [entry.reason, entry.delta, entry.run, entry.payment]);
    const run = (number: number) => ({
      campaign_id: campaignId,
      campaign_name: 'Earbuds',
      campaign_deleted: false,
      run_number: number,
    });
    expect(shown).toEqual(
      expect.arrayContaining([
        ['generation', -10, run(1), null],
        ['generation', -10, run(2), null],
        ['refund', 10, run(2), null],
        ['purchase', 300, null, { plan_id: 'growth', kind: 'top_up' }],
        ['signup_grant', 10, null, null],
      ]),
    );

    // A deleted campaign's runs still name it, marked deleted.
    await server.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${campaignId}`,
      headers: alice.headers,
    });
    const after = await history(alice.headers);
    expect(after.filter((entry) => entry.run).every((entry) => entry.run?.campaign_deleted)).toBe(true);
  });

  it("is another user's 404, and nothing of its runs or history reaches them", async () => {
    const { alice, campaignId, first } = await aliceWithRuns();
    const bob = await buildSignedInUser(server.ctx);
    expect((await get(`/api/campaigns/${campaignId}`, bob.headers)).statusCode).toBe(404);
    expect((await get(`/api/campaigns/${campaignId}/executions`, bob.headers)).statusCode).toBe(404);
    expect((await get(`/api/campaigns/executions/${first}`, bob.headers)).statusCode).toBe(404);
    expect((await get('/api/campaigns/executions', bob.headers)).json().data.executions).toEqual([]);

    // An entry of Bob's whose reference names Alice's run (none is made so; the join must not follow it).
    await server.ctx.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: bob.user.id,
        delta: 0,
        reason: 'adjustment',
        reference: `refund:${first}`,
      }),
    );
    const bobs = await history(bob.headers);
    expect(bobs.map((entry) => [entry.reason, entry.run, entry.payment])).toEqual([
      ['adjustment', null, null],
      ['signup_grant', null, null],
    ]);
    // …nor does it change what Alice's run cost.
    const aliceRun = await get(`/api/campaigns/executions/${first}`, alice.headers);
    expect(aliceRun.json().data.execution.credits_spent).toBe(10);
  });

  it('is 404 for a campaign that does not exist or was deleted', async () => {
    const alice = await buildSignedInUser(server.ctx);
    expect((await get('/api/campaigns/6f1c2a4e-0d7b-4c1e-9a55-3b2f0c9d8e71', alice.headers)).statusCode).toBe(
      404,
    );
  });
});

describe("a campaign's runs, a page at a time", () => {
  it('answers the runs numbered below `beforeRun`, newest first, and only the user’s', async () => {
    const alice = await userWithEverything(server);
    await newRun(server, alice.headers);
    const [run] = (await get('/api/campaigns/executions', alice.headers)).json().data
      .executions as Execution[];
    const campaignId = run?.campaign_id ?? '';
    await nextRun(server, alice.headers, alice.user.id, campaignId);
    await nextRun(server, alice.headers, alice.user.id, campaignId);
    const page = (query: string, headers = alice.headers) =>
      get(`/api/campaigns/${campaignId}/executions?${query}`, headers);
    const numbers = async (query: string) =>
      ((await page(query)).json().data.executions as Execution[]).map((one) => one.run_number);
    expect(await numbers('limit=2')).toEqual([3, 2]);
    expect(await numbers('limit=2&beforeRun=2')).toEqual([1]);
    expect(await numbers('limit=50&beforeRun=1')).toEqual([]);
    expect((await page('beforeRun=0')).statusCode).toBe(400);
    const bob = await buildSignedInUser(server.ctx);
    expect((await page('limit=2&beforeRun=3', bob.headers)).statusCode).toBe(404);
  });

  it('refuses a `beforeRun` beyond what a run number can be with 400, not 500 (issue 26 #5)', async () => {
    const alice = await userWithEverything(server);
    await newRun(server, alice.headers);
    const [run] = (await get('/api/campaigns/executions', alice.headers)).json().data
      .executions as Execution[];
    const campaignId = run?.campaign_id ?? '';
    // 2^31 − 1 is the largest run number PostgreSQL's integer column holds; one more overflowed it.
    const last = await get(`/api/campaigns/${campaignId}/executions?beforeRun=2147483647`, alice.headers);
    expect(last.statusCode, last.body).toBe(200);
    for (const beforeRun of ['2147483648', String(Number.MAX_SAFE_INTEGER)]) {
      for (const url of [`/api/campaigns/${campaignId}/executions`, '/api/campaigns/executions']) {
        const res = await get(`${url}?beforeRun=${beforeRun}`, alice.headers);
        expect(res.statusCode, `${url} ${beforeRun}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
      }
    }
  });
});
