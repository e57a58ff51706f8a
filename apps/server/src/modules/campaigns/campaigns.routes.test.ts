import { ErrorCode, Messages, parseCreditError } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { billingCustomers, campaigns, creditTransactions, executions } from '../../db/schema/index.ts';
import { buildSignedInUser, campaignPayload, reloadUser } from '../../test/factories.ts';
import { givePublishingSetup } from '../../test/platforms.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { everyMonth, recordPayment } from '../billing/grants.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { deleteAmazonTag, saveAmazonTag } from '../platforms/amazon-tag.ts';
import { countPublishedArticle } from './campaigns.service.ts';

// No workers: the runs these tests start stay queued (a run that failed for want of a blog would be
// refunded meanwhile, and the balance the tests count would move).
const server = setupTestServer({}, { workers: false });

const payload = campaignPayload;

type Headers = Record<string, string>;

/** A signed-in user with a blog and an affiliate tag: what a run needs to start. */
async function publisher() {
  const user = await buildSignedInUser(server.ctx);
  await givePublishingSetup(server.ctx, user.user.id);
  return user;
}

async function create(headers: Headers, body: Record<string, unknown> = payload) {
  return server.app.inject({ method: 'POST', url: '/api/campaigns', headers, payload: body });
}

async function grant(userId: string, credits: number) {
  await server.ctx.db.transaction((tx) =>
    applyCreditChange(tx, {
      userId,
      delta: credits,
      reason: 'adjustment',
      reference: `test-grant:${userId}:${credits}`,
    }),
  );
}

const scheduledAt = new Map<string, string>();

/** A campaign that will not run at once (a start date ahead): no credits spent. */
async function scheduled(headers: Headers, overrides: Record<string, unknown> = {}) {
  const startAt = new Date(Date.now() + 3_600_000).toISOString();
  const res = await create(headers, { ...payload, startAt, ...overrides });
  expect(res.statusCode).toBe(201);
  const campaign = res.json().data.campaign as { id: string; next_run: string };
  expect(campaign.next_run).toBe(startAt);
  scheduledAt.set(campaign.id, startAt);
  return campaign;
}

describe('POST /api/campaigns', () => {
  it('creates the campaign with PRODUCT.md wire names, starts its first run at once and charges 10 credits', async () => {
    const alice = await publisher();
    const res = await create(alice.headers);
    expect(res.statusCode).toBe(201);
    const { campaign, execution } = res.json().data;
    expect(campaign).toMatchObject({
      name: 'Earbuds showdown',
      status: 'active',
      product1_url: payload.product1Url,
      frequency: 6,
      total_runs: 10,
      completed_runs: 1,
      remaining_runs: 9,
      auto_post_pinterest: false,
      selected_pinterest_board_id: null,
      description_pinterest: null,
    });
    // The next run is one frequency after this one.
    expect(Date.parse(campaign.next_run) - Date.parse(campaign.last_run)).toBe(6 * 3_600_000);
    expect(execution).toMatchObject({
      campaign_id: campaign.id,
      status: 'queued',
      run_number: 1,
      current_step: 1,
    });
    expect(execution.result_data).toMatchObject({
      step1_completed: false,
      step2_completed: false,
      pinterest_posts: [],
    });
    const ledger = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `execution:${execution.id}`));
    expect(ledger).toMatchObject([{ delta: -10, reason: 'generation', balanceAfter: 0 }]);
  });

  it('answers PRODUCT.md §5 messages per field and creates nothing', async () => {
    const alice = await publisher();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', Messages.nameRequired],
      [{ product1Url: '' }, 'product1Url', Messages.product1Required],
      [{ product2Url: 'nope' }, 'product2Url', Messages.product2Invalid],
      [{ frequency: 0 }, 'frequency', Messages.frequencyRange],
      [{ frequency: 169 }, 'frequency', Messages.frequencyRange],
      [{ totalRuns: 1001 }, 'totalRuns', Messages.totalRunsRange],
      [
        { descriptionPinterest: 'x'.repeat(501), autoPostPinterest: true },
        'descriptionPinterest',
        Messages.descriptionTooLong,
      ],
      [{ startAt: '2020-01-01T00:00:00Z' }, 'startAt', Messages.startDateInPast],
      [{ product1Url: 'https://example.com/product/1' }, 'product1Url', Messages.productNotAmazon],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(alice.headers, { ...payload, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toContain(message);
    }
    const rows = await server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, alice.user.id));
    expect(rows).toEqual([]);
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(10);
  });

  it('clears the board and description when auto-post is off', async () => {
    const alice = await publisher();
    const campaign = await scheduled(alice.headers, {
      selectedPinterestBoardId: 'b1',
      selectedPinterestBoardName: 'Tech',
      descriptionPinterest: 'Great gear',
    });
    expect(campaign).toMatchObject({ selected_pinterest_board_id: null, description_pinterest: null });
  });

  it('refuses a run the balance cannot pay with INSUFFICIENT_CREDITS that PRODUCT.md §8 parses, and keeps no campaign', async () => {
    const alice = await publisher();
    expect((await create(alice.headers)).statusCode).toBe(201);
    const res = await create(alice.headers, { ...payload, name: 'Second' });
    expect(res.statusCode).toBe(402);
    const body = res.json();
    expect(body).toMatchObject({
      code: ErrorCode.INSUFFICIENT_CREDITS,
      currentCredits: 0,
      requiredCredits: 10,
      // Nothing bought yet: the first package still carries its bonus (the modal says so).
      firstPackageBonusPercent: 20,
    });
    expect(parseCreditError(body.message)).toEqual({ requiredCredits: 10, currentCredits: 0 });
    const rows = await server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, alice.user.id));
    expect(rows.map((row) => row.name)).toEqual(['Earbuds showdown']);
  });

  it('promises the first-package bonus only to an account that has bought nothing yet', async () => {
    const alice = await publisher();
    expect((await create(alice.headers)).statusCode).toBe(201);
    await server.ctx.db
      .insert(billingCustomers)
      .values({ userId: alice.user.id, stripeCustomerId: `cus_${alice.user.id}` });
    await recordPayment(
      server.ctx.db,
      {
        id: `pi_${alice.user.id}`,
        userId: alice.user.id,
        kind: 'top_up',
        subscriptionId: null,
        paymentIntentId: `pi_${alice.user.id}`,
        planId: 'starter',
        amount: 985,
        currency: 'eur',
      },
      everyMonth(100, 1),
      new Date(),
      { firstPackage: true },
    );
    // 100 bought, 20 bonus: spent down to 0 again.
    await server.ctx.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: alice.user.id,
        delta: -120,
        reason: 'generation',
        reference: `t:${alice.user.id}`,
      }),
    );
    const res = await create(alice.headers, { ...payload, name: 'Second' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).not.toHaveProperty('firstPackageBonusPercent');
  });
});

describe('campaign changes', () => {
  it('pauses, resumes ("resumed"), edits the frequency and deletes', async () => {
    const alice = await publisher();
    const { id } = await scheduled(alice.headers);
    const patch = (body: object) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${id}`,
        headers: alice.headers,
        payload: body,
      });
    const paused = await patch({ status: 'paused' });
    expect(paused.json()).toMatchObject({
      message: Messages.campaignPaused,
      data: { campaign: { status: 'paused' } },
    });
    const resumed = await patch({ status: 'active' });
    expect(resumed.json()).toMatchObject({
      message: Messages.campaignResumed,
      data: { campaign: { status: 'active' } },
    });
    const edited = (await patch({ frequency: 24 })).json().data.campaign;
    expect(edited.frequency).toBe(24);
    // Not run yet: the chosen start stays the first run.
    expect(edited.next_run).toBe(scheduledAt.get(id));
    expect((await patch({ frequency: 0 })).statusCode).toBe(400);
    expect((await patch({ status: 'completed' })).statusCode).toBe(400);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${id}`,
      headers: alice.headers,
    });
    expect(deleted.json()).toMatchObject({ success: true, message: Messages.campaignDeleted });
    const list = await server.app.inject({ url: '/api/campaigns', headers: alice.headers });
    expect(list.json().data).toEqual({
      campaigns: [],
      stats: { totalCampaigns: 0, activeCampaigns: 0, completedCampaigns: 0, articlesGenerated: 0 },
    });
  });

  it('locks a completed campaign and runs only an active one with runs left', async () => {
    const alice = await publisher();
    const res = await create(alice.headers, { ...payload, totalRuns: 1 });
    const { campaign } = res.json().data;
    expect(campaign).toMatchObject({ status: 'completed', remaining_runs: 0, next_run: null });
    const patch = await server.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaign.id}`,
      headers: alice.headers,
      payload: { status: 'paused' },
    });
    expect(patch.json()).toMatchObject({ code: ErrorCode.CAMPAIGN_COMPLETED });
    const run = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/execute`,
      headers: alice.headers,
    });
    expect(run.statusCode).toBe(409);
    expect(run.json()).toMatchObject({ code: ErrorCode.CAMPAIGN_NOT_RUNNABLE });

    const other = await scheduled(alice.headers);
    await server.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${other.id}`,
      headers: alice.headers,
      payload: { status: 'paused' },
    });
    const pausedRun = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${other.id}/execute`,
      headers: alice.headers,
    });
    expect(pausedRun.json()).toMatchObject({ code: ErrorCode.CAMPAIGN_NOT_RUNNABLE });
  });

  it('edits the name, runs, language, publishing mode and notes after creation, and extends a finished one (issue 33)', async () => {
    const alice = await publisher();
    await grant(alice.user.id, 100);
    const made = (await create(alice.headers, { ...payload, totalRuns: 2 })).json().data.campaign;
    const patch = (body: object, headers = alice.headers) =>
      server.app.inject({ method: 'PATCH', url: `/api/campaigns/${made.id}`, headers, payload: body });

    const edited = await patch({
      name: '  Earbuds for flights ',
      language: 'fr',
      publishing: 'review',
      product1Notes: 'I wore them on a 10-hour flight.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: Messages.campaignUpdated,
      data: {
        campaign: {
          name: 'Earbuds for flights',
          language: 'fr',
          publishing: 'review',
          product1_notes: 'I wore them on a 10-hour flight.',
          total_runs: 2,
          remaining_runs: 1,
        },
      },
    });
    // A language the writer does not write is refused on its field, as at creation.
    const german = await patch({ language: 'de' });
    expect(german.statusCode).toBe(400);
    expect(Object.keys(german.json().errors)).toEqual(['language']);

    // Its second run: finished. Fewer runs than started is refused with the count.
    const second = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${made.id}/execute`,
      headers: alice.headers,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.campaign).toMatchObject({ status: 'completed', remaining_runs: 0 });
    const below = await patch({ totalRuns: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors.totalRuns).toEqual([
      'This campaign already started 2 runs: it needs at least that many.',
    ]);

    // Extended by three: active again, three runs left, a next run, nothing charged until it runs.
    const before = (await reloadUser(server.ctx, alice.user.id)).credits;
    const extended = (await patch({ totalRuns: 5 })).json().data.campaign;
    expect(extended).toMatchObject({ status: 'active', total_runs: 5, remaining_runs: 3 });
    expect(extended.next_run).not.toBeNull();
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(before);

    // Another user's campaign is not found, and nothing is changed.
    const bob = await publisher();
    expect((await patch({ name: 'Mine now' }, bob.headers)).statusCode).toBe(404);
    expect((await patch({})).statusCode).toBe(400);
  });

  it('"Run now" answers PRODUCT.md §7 fields and goes through the same ledger', async () => {
    const alice = await publisher();
    const { id } = await scheduled(alice.headers);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/execute`,
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: Messages.campaignStarted,
      campaignId: id,
      status: 'queued',
      estimatedTime: expect.stringContaining('minutes'),
    });
    expect((await reloadUser(server.ctx, alice.user.id)).credits).toBe(0);
    const again = await server.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/execute`,
      headers: alice.headers,
    });
    expect(again.statusCode).toBe(402);
  });
});

describe('a run with nowhere to publish', () => {
  it('is refused before it is paid for, on creation and on "Run now": no tag for its store, no blog', async () => {
    const bob = await buildSignedInUser(server.ctx);
    const execute = (id: string) =>
      server.app.inject({ method: 'POST', url: `/api/campaigns/${id}/execute`, headers: bob.headers });
    const refused = (message: string) => ({
      success: false,
      code: ErrorCode.PLATFORM_NOT_CONNECTED,
      message,
    });
    const noTag = {
      success: false,
      code: ErrorCode.AMAZON_TAG_MISSING,
      message: Messages.campaignStoreNeedsTag.replaceAll('{{store}}', 'amazon.com'),
      store: 'amazon.com',
    };
    // Without a tag for the products' store, no campaign: not one that runs now, nor one that runs later.
    const untagged = await create(bob.headers);
    expect(untagged.statusCode).toBe(409);
    expect(untagged.json()).toMatchObject(noTag);
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await create(bob.headers, { ...payload, startAt })).json()).toMatchObject(noTag);

    await givePublishingSetup(server.ctx, bob.user.id, { wordpress: false });
    const created = await create(bob.headers);
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject(refused(Messages.runNeedsWordPress));
    // A campaign that starts later runs nothing now: the scheduler checks again at its slot.
    const later = await scheduled(bob.headers);
    const run = await execute(later.id);
    expect(run.statusCode).toBe(409);
    expect(run.json()).toMatchObject(refused(Messages.runNeedsWordPress));

    // A blog, and the store's tag removed since: refused again, naming the store.
    await givePublishingSetup(server.ctx, bob.user.id, { amazonTag: false });
    await deleteAmazonTag(server.ctx.db, bob.user.id);
    expect((await create(bob.headers)).json()).toMatchObject(noTag);
    const tagless = await execute(later.id);
    expect(tagless.statusCode).toBe(409);
    expect(tagless.json()).toMatchObject(noTag);

    const rows = await server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, bob.user.id));
    expect(rows.map((row) => row.id)).toEqual([later.id]);
    expect(rows[0]).toMatchObject({ completedRuns: 0, remainingRuns: 10 });
    expect(await server.ctx.db.select().from(executions).where(eq(executions.userId, bob.user.id))).toEqual(
      [],
    );
    const ledger = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, bob.user.id));
    expect(ledger.map((row) => row.reason)).toEqual(['signup_grant']);
    expect((await reloadUser(server.ctx, bob.user.id)).credits).toBe(10);
  });
});

describe('a deleted campaign', () => {
  it('leaves the list and its routes but keeps its runs in the Content Library and its articles counted', async () => {
    const alice = await publisher();
    const mallory = await publisher();
    const { campaign, execution } = (await create(alice.headers)).json().data;
    // Its run published its article, as the pipeline counts it.
    await countPublishedArticle(server.ctx.db, campaign.id);
    const remove = () =>
      server.app.inject({ method: 'DELETE', url: `/api/campaigns/${campaign.id}`, headers: alice.headers });
    expect((await remove()).json()).toMatchObject({ success: true, message: Messages.campaignDeleted });

    const list = await server.app.inject({ url: '/api/campaigns', headers: alice.headers });
    expect(list.json().data).toEqual({
      campaigns: [],
      stats: { totalCampaigns: 0, activeCampaigns: 0, completedCampaigns: 0, articlesGenerated: 1 },
    });
    const gone: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'PATCH', url: `/api/campaigns/${campaign.id}`, payload: { status: 'active' } },
      { method: 'PATCH', url: `/api/campaigns/${campaign.id}`, payload: { frequency: 2 } },
      { method: 'POST', url: `/api/campaigns/${campaign.id}/execute` },
      { method: 'DELETE', url: `/api/campaigns/${campaign.id}` },
      { method: 'GET', url: `/api/campaigns/${campaign.id}/executions` },
      { method: 'GET', url: `/api/campaigns/${campaign.id}/status` },
    ];
    for (const attempt of gone) {
      const answer = await server.app.inject({ ...attempt, headers: alice.headers });
      expect(answer.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }

    const library = await server.app.inject({ url: '/api/campaigns/executions', headers: alice.headers });
    expect(library.json().data.executions).toMatchObject([
      { id: execution.id, campaign_id: campaign.id, campaign: { name: campaign.name, deleted: true } },
    ]);
    const one = await server.app.inject({
      url: `/api/campaigns/executions/${execution.id}`,
      headers: alice.headers,
    });
    expect(one.json().data.execution.campaign).toEqual({ name: campaign.name, deleted: true });
    // What was paid for stays in the ledger, with its reference.
    const ledger = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `execution:${execution.id}`));
    expect(ledger).toHaveLength(1);
    // It never runs again.
    const [row] = await server.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'paused', nextRun: null, deletedAt: expect.any(Date) });

    for (const url of [`/api/campaigns/executions/${execution.id}`, `/api/campaigns/${campaign.id}`]) {
      const method = url.includes('executions') ? 'GET' : 'DELETE';
      expect((await server.app.inject({ method, url, headers: mallory.headers })).statusCode).toBe(404);
    }
    const theirs = await server.app.inject({ url: '/api/campaigns/executions', headers: mallory.headers });
    expect(theirs.json().data.executions).toEqual([]);
  });
});

describe('credits under concurrency', () => {
  it('50 runs at once on a balance of 100 start exactly 10; the ledger sums to the balance', async () => {
    const alice = await publisher();
    await grant(alice.user.id, 90);
    const { id } = await scheduled(alice.headers, { totalRuns: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.app.inject({ method: 'POST', url: `/api/campaigns/${id}/execute`, headers: alice.headers }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 402)).toHaveLength(40);
    const runs = await server.ctx.db.select().from(executions).where(eq(executions.campaignId, id));
    expect(runs).toHaveLength(10);
    expect(new Set(runs.map((run) => run.runNumber)).size).toBe(10);
    const [sum] = await server.ctx.db
      .select({ total: sql<number>`sum(${creditTransactions.delta})::int` })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, alice.user.id));
    const balance = (await reloadUser(server.ctx, alice.user.id)).credits;
    expect(sum?.total).toBe(balance);
    const [campaign] = await server.ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(campaign).toMatchObject({ completedRuns: 10, remainingRuns: 990 });
  });
});

// PGlite serves one connection at a time, so only PostgreSQL can show a lock-order deadlock.
describe.skipIf(inject('testDatabase').kind !== 'postgres')('locks on PostgreSQL', () => {
  it('five creations at once for one account answer 201 or 402, never a deadlock, three rounds running', async () => {
    const alice = await publisher();
    for (const round of [1, 2, 3]) {
      // 10 credits on the first round (the signup grant), then 20 more: room for some runs, not all.
      if (round > 1) await grant(alice.user.id, 10 * round);
      const balance = (await reloadUser(server.ctx, alice.user.id)).credits;
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          create(alice.headers, { ...payload, name: `Race ${round}.${n}` }),
        ),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(
        codes.filter((code) => code !== 201 && code !== 402),
        answers.map((a) => a.body).join('\n'),
      ).toEqual([]);
      expect(codes.filter((code) => code === 201)).toHaveLength(Math.min(5, balance / 10));
    }
    const rows = await server.ctx.db.select().from(campaigns).where(eq(campaigns.userId, alice.user.id));
    expect(rows).toHaveLength(1 + 2 + 3);
  });
});

describe("another user's campaigns and runs", () => {
  it('answer 404 on every route, and change nothing', async () => {
    const alice = await publisher();
    const mallory = await publisher();
    const res = await create(alice.headers);
    const { campaign, execution } = res.json().data;
    const attempts: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'; url: string; payload?: object }[] =
      [
        { method: 'GET', url: `/api/campaigns/${campaign.id}` },
        { method: 'PATCH', url: `/api/campaigns/${campaign.id}`, payload: { status: 'paused' } },
        { method: 'PATCH', url: `/api/campaigns/${campaign.id}`, payload: { frequency: 1 } },
        { method: 'PATCH', url: `/api/campaigns/${campaign.id}`, payload: { product1Notes: 'Mine now' } },
        { method: 'DELETE', url: `/api/campaigns/${campaign.id}` },
        { method: 'POST', url: `/api/campaigns/${campaign.id}/execute` },
        { method: 'GET', url: `/api/campaigns/${campaign.id}/executions` },
        { method: 'GET', url: `/api/campaigns/${campaign.id}/status` },
        { method: 'GET', url: `/api/campaigns/executions/${execution.id}` },
        { method: 'GET', url: `/api/campaigns/executions/${execution.id}/events` },
        {
          method: 'PUT',
          url: `/api/campaigns/executions/${execution.id}/pinterest`,
          payload: { autoPost: true },
        },
        {
          method: 'POST',
          url: `/api/campaigns/executions/${execution.id}/pinterest/post-image`,
          payload: { imageNumber: 1 },
        },
      ];
    for (const attempt of attempts) {
      const answer = await server.app.inject({ ...attempt, headers: mallory.headers });
      expect(answer.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const list = await server.app.inject({ url: '/api/campaigns', headers: mallory.headers });
    expect(list.json().data.campaigns).toEqual([]);
    const runs = await server.app.inject({ url: '/api/campaigns/executions', headers: mallory.headers });
    expect(runs.json().data.executions).toEqual([]);
    const [row] = await server.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'active', frequency: 6, product1Notes: null });
    expect((await reloadUser(server.ctx, mallory.user.id)).credits).toBe(10);
  });

  it('are refused without a session', async () => {
    for (const url of [
      '/api/campaigns',
      '/api/campaigns/executions',
      '/api/product-templates',
      '/api/credits/stats',
    ])
      expect((await server.app.inject({ url })).statusCode, url).toBe(401);
  });
});

describe('templates and credits', () => {
  it('lists product templates with PRODUCT.md wire names, and one by id', async () => {
    const alice = await publisher();
    const res = await server.app.inject({ url: '/api/product-templates', headers: alice.headers });
    const { templates } = res.json();
    expect(templates.length).toBeGreaterThanOrEqual(10);
    expect(new Set(templates.map((t: { category: string }) => t.category)).size).toBeGreaterThanOrEqual(8);
    expect(templates[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      category: expect.any(String),
      product_1_url: expect.stringMatching(/^https:\/\/www\.amazon\.com\/.+\/dp\/[A-Z0-9]{10}$/),
      product_2_url: expect.stringMatching(/^https:\/\/www\.amazon\.com\/.+\/dp\/[A-Z0-9]{10}$/),
      // Issue 29: the makers' pages the form fills in with the template.
      product_1_manufacturer_url: expect.stringMatching(/^https:\/\//),
      product_2_manufacturer_url: expect.stringMatching(/^https:\/\//),
    });
    const one = await server.app.inject({
      url: `/api/product-templates/${templates[0].id}`,
      headers: alice.headers,
    });
    expect(one.json()).toEqual({ success: true, template: templates[0] });
    expect(
      (await server.app.inject({ url: '/api/product-templates/nope', headers: alice.headers })).statusCode,
    ).toBe(404);
  });

  it('checks credits and sums the ledger', async () => {
    const alice = await publisher();
    const check = await server.app.inject({
      url: '/api/credits/check?requiredCredits=30',
      headers: alice.headers,
    });
    expect(check.json().data).toEqual({
      hasEnoughCredits: false,
      currentCredits: 10,
      requiredCredits: 30,
      shortfall: 20,
    });
    const byDefault = await server.app.inject({ url: '/api/credits/check', headers: alice.headers });
    expect(byDefault.json().data).toMatchObject({ hasEnoughCredits: true, requiredCredits: 10 });
    await create(alice.headers);
    const stats = await server.app.inject({ url: '/api/credits/stats', headers: alice.headers });
    expect(stats.json().data).toMatchObject({ currentBalance: 0, totalEarned: 10, totalSpent: 10 });
  });
});

describe('rate limits', () => {
  const limited = setupTestServer({ RATE_LIMIT_CAMPAIGN_WRITES_PER_MINUTE: 2 }, { workers: false });
  it("answers PRODUCT.md's 429 message once an IP has made too many campaign changes", async () => {
    const alice = await buildSignedInUser(limited.ctx);
    await saveAmazonTag(limited.ctx.db, alice.user.id, 'alice-20');
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: alice.headers,
        payload: { ...payload, startAt },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, message: Messages.tooManyRequests });
  });
});

describe('a product’s own sources (issue 29)', () => {
  it('are taken at creation, shown, and changed one field at a time; blank is none', async () => {
    const alice = await publisher();
    const res = await create(alice.headers, {
      ...payload,
      product1Notes: '  I have used it daily since spring.  ',
      product2ManufacturerUrl: 'https://electronics.sony.com/audio/p/wf1000xm5-b',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { campaign } = res.json().data;
    expect(campaign).toMatchObject({
      product1_notes: 'I have used it daily since spring.',
      product2_notes: null,
      product1_manufacturer_url: null,
      product2_manufacturer_url: 'https://electronics.sony.com/audio/p/wf1000xm5-b',
    });
    const patch = (body: object) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${campaign.id}`,
        headers: alice.headers,
        payload: body,
      });
    const changed = await patch({ product2Notes: 'Tight fit for small ears', product1Notes: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    const shown = await server.app.inject({ url: `/api/campaigns/${campaign.id}`, headers: alice.headers });
    expect(shown.json().data.campaign).toMatchObject({
      product1_notes: null,
      product2_notes: 'Tight fit for small ears',
      product2_manufacturer_url: 'https://electronics.sony.com/audio/p/wf1000xm5-b',
      frequency: 6,
    });
  });

  it('refuse notes past their limit and a page that is no web address, with the field’s message', async () => {
    const alice = await publisher();
    for (const [field, value, message] of [
      ['product1Notes', 'x'.repeat(2001), Messages.productNotesTooLong],
      ['product2ManufacturerUrl', 'javascript:alert(1)', Messages.manufacturerUrlInvalid],
    ] as const) {
      const res = await create(alice.headers, { ...payload, [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const { campaign } = (await create(alice.headers)).json().data;
    const res = await server.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaign.id}`,
      headers: alice.headers,
      payload: { product1ManufacturerUrl: 'not a page' },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await server.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.product1ManufacturerUrl).toBeNull();
  });
});
