/**
 * The scheduler (PRODUCT.md §11): due campaigns are claimed once however many schedulers tick at once,
 * runs keep to their slot grid, a downtime costs one catch-up run (not a burst), the last run
 * completes the campaign, and a campaign its owner cannot pay for, or has no blog or tag for, is
 * paused without a charge.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, creditTransactions, executions } from '../../db/schema/index.ts';
import { type EmailTemplate, renderEmail } from '../../integrations/mail/render-email.ts';
import { buildUser, reloadUser } from '../../test/factories.ts';
import { queuedMails } from '../../test/mails.ts';
import { givePublishingSetup } from '../../test/platforms.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { nextSlotAfter } from '../campaigns/campaign-schedule.service.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { runDueCampaigns } from './scheduler.ts';

const server = setupTestServer({}, { workers: false });
const HOUR = 3_600_000;

/** An account with this balance, a blog and an affiliate tag. */
async function userWithCredits(credits: number) {
  const { user } = await buildUser(server.ctx);
  await givePublishingSetup(server.ctx, user.id);
  if (credits !== 10)
    await server.ctx.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: user.id,
        delta: credits - 10,
        reason: 'adjustment',
        reference: `test:${user.id}`,
      }),
    );
  return user;
}

async function campaignDue(
  userId: string,
  nextRun: Date,
  overrides: Partial<typeof campaigns.$inferInsert> = {},
) {
  const [row] = await server.ctx.db
    .insert(campaigns)
    .values({
      userId,
      name: 'Due',
      product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
      product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
      frequency: 6,
      totalRuns: 10,
      remainingRuns: 10,
      nextRun,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

async function reload(id: string) {
  const [row] = await server.ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new Error('gone');
  return row;
}

describe('the scheduler tick', () => {
  // Tests share the database: each looks at its own campaigns, and later tests use later clocks.
  it('starts each due campaign once, however many schedulers tick together', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const user = await userWithCredits(1000);
    const due = await Promise.all(
      Array.from({ length: 12 }, (_, n) => campaignDue(user.id, new Date(now.getTime() - n * 60_000))),
    );
    const later = await campaignDue(user.id, new Date(now.getTime() + 60_000));
    const ticks = await Promise.all([1, 2, 3].map(() => runDueCampaigns(server.ctx, { now, batchSize: 5 })));
    expect(ticks.reduce((sum, tick) => sum + tick.started, 0)).toBe(12);
    const runs = await server.ctx.db
      .select()
      .from(executions)
      .where(
        inArray(
          executions.campaignId,
          due.map((c) => c.id),
        ),
      );
    expect(runs).toHaveLength(12);
    expect(new Set(runs.map((run) => run.campaignId)).size).toBe(12);
    expect(runs.every((run) => run.trigger === 'schedule' && run.runNumber === 1)).toBe(true);
    expect((await reload(later.id)).completedRuns).toBe(0);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(1000 - 120);
    // A tick with nothing due changes nothing.
    expect(await runDueCampaigns(server.ctx, { now })).toEqual({ started: 0, paused: 0 });
  });

  it('keeps runs on the slot grid, without drift', async () => {
    const user = await userWithCredits(100);
    const slot = new Date('2030-02-01T09:00:00Z');
    const campaign = await campaignDue(user.id, slot);
    // The tick runs 40 s late: the next run is still 6 h after the slot, not after the tick.
    await runDueCampaigns(server.ctx, { now: new Date(slot.getTime() + 40_000) });
    const after = await reload(campaign.id);
    expect(after.nextRun?.toISOString()).toBe('2030-02-01T15:00:00.000Z');
    expect(after).toMatchObject({ completedRuns: 1, remainingRuns: 9 });
    const [run] = await server.ctx.db.select().from(executions).where(eq(executions.campaignId, campaign.id));
    expect(run?.scheduledFor.toISOString()).toBe(slot.toISOString());
  });

  it('makes one catch-up run after a downtime, then returns to the grid', async () => {
    const user = await userWithCredits(100);
    const slot = new Date('2030-03-01T00:00:00Z');
    const campaign = await campaignDue(user.id, slot);
    // Three days down: twelve slots missed.
    const now = new Date(slot.getTime() + 72 * HOUR + 5 * 60_000);
    await runDueCampaigns(server.ctx, { now });
    const after = await reload(campaign.id);
    expect(after.nextRun?.toISOString()).toBe('2030-03-04T06:00:00.000Z');
    expect(after).toMatchObject({ completedRuns: 1, remainingRuns: 9 });
    await runDueCampaigns(server.ctx, { now });
    expect((await reload(campaign.id)).completedRuns).toBe(1);
    expect(nextSlotAfter(slot, 6, new Date(slot.getTime() + 6 * HOUR))).toEqual(
      new Date(slot.getTime() + 12 * HOUR),
    );
  });

  it('completes a campaign with its last run', async () => {
    const user = await userWithCredits(100);
    const now = new Date('2030-04-01T00:00:00Z');
    const campaign = await campaignDue(user.id, now, { totalRuns: 1, remainingRuns: 1 });
    await runDueCampaigns(server.ctx, { now });
    expect(await reload(campaign.id)).toMatchObject({ status: 'completed', remainingRuns: 0, nextRun: null });
  });

  it('pauses a campaign its owner cannot pay for, and leaves the others running', async () => {
    const poor = await userWithCredits(5);
    const rich = await userWithCredits(50);
    const now = new Date('2030-05-01T00:00:00Z');
    const unpaid = await campaignDue(poor.id, now);
    const paid = await campaignDue(rich.id, now);
    await runDueCampaigns(server.ctx, { now });
    expect(await reload(unpaid.id)).toMatchObject({ status: 'paused', completedRuns: 0, remainingRuns: 10 });
    expect((await reload(paid.id)).completedRuns).toBe(1);
    const debits = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, poor.id));
    expect(debits.map((row) => row.reason)).toEqual(['signup_grant', 'adjustment']);
    // Issue 33: its owner is told once what is missing and where to buy it; the paid one gets nothing.
    const mails = await queuedMails(server, (await reloadUser(server.ctx, poor.id)).email);
    expect(mails.map((mail) => [mail.template, mail.props])).toMatchObject([
      [
        'campaign-paused-credits',
        {
          campaignName: unpaid.name,
          needed: 5,
          balance: 5,
          buyUrl: expect.stringMatching(/\/dashboard\/buy-credits\?needed=5$/),
        },
      ],
    ]);
    const rendered = await renderEmail(mails[0] as EmailTemplate);
    expect(rendered.text).toContain('Add at least 5 credits, then resume the campaign on its page');
    // Paused, it is not due again: a later tick mails nothing more.
    await runDueCampaigns(server.ctx, { now: new Date(now.getTime() + 48 * HOUR) });
    expect(await queuedMails(server, (await reloadUser(server.ctx, poor.id)).email)).toHaveLength(1);
    expect(await queuedMails(server, (await reloadUser(server.ctx, rich.id)).email)).toEqual([]);
  });

  it('pauses, without a charge, a campaign whose owner has no blog or no affiliate tag', async () => {
    const now = new Date('2030-05-15T00:00:00Z');
    const blogless = (await buildUser(server.ctx)).user;
    const tagless = (await buildUser(server.ctx)).user;
    await givePublishingSetup(server.ctx, tagless.id, { amazonTag: false });
    const ready = await userWithCredits(10);
    const nowhere = await campaignDue(blogless.id, now);
    const untagged = await campaignDue(tagless.id, now);
    const runs = await campaignDue(ready.id, now);
    await runDueCampaigns(server.ctx, { now });
    for (const campaign of [nowhere, untagged])
      expect(await reload(campaign.id)).toMatchObject({
        status: 'paused',
        completedRuns: 0,
        remainingRuns: 10,
      });
    expect((await reload(runs.id)).completedRuns).toBe(1);
    const ledger = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(inArray(creditTransactions.userId, [blogless.id, tagless.id]));
    expect(ledger.map((row) => row.reason)).toEqual(['signup_grant', 'signup_grant']);
    expect((await reloadUser(server.ctx, blogless.id)).credits).toBe(10);
    const started = await server.ctx.db
      .select()
      .from(executions)
      .where(inArray(executions.campaignId, [nowhere.id, untagged.id]));
    expect(started).toEqual([]);
  });

  it('leaves paused campaigns alone', async () => {
    const user = await userWithCredits(100);
    const now = new Date('2030-06-01T00:00:00Z');
    const paused = await campaignDue(user.id, now, { status: 'paused' });
    await runDueCampaigns(server.ctx, { now });
    expect((await reload(paused.id)).completedRuns).toBe(0);
  });
});

describe('the scheduler loop of the worker role', () => {
  const worker = setupTestServer({ SCHEDULER_INTERVAL_SECONDS: 1 }, { workers: true });
  it('ticks by itself and starts a due campaign', async () => {
    const { user } = await buildUser(worker.ctx);
    await givePublishingSetup(worker.ctx, user.id);
    const [campaign] = await worker.ctx.db
      .insert(campaigns)
      .values({
        userId: user.id,
        name: 'Due now',
        product1Url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
        product2Url: 'https://www.amazon.com/dp/B0C33XXS56',
        frequency: 6,
        totalRuns: 2,
        remainingRuns: 2,
        nextRun: new Date(Date.now() - 1000),
      })
      .returning();
    if (!campaign) throw new Error('insert failed');
    const deadline = Date.now() + 10_000;
    let runs: (typeof executions.$inferSelect)[] = [];
    while (Date.now() < deadline && runs.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      runs = await worker.ctx.db.select().from(executions).where(eq(executions.campaignId, campaign.id));
    }
    expect(runs).toHaveLength(1);
    expect(runs[0]?.trigger).toBe('schedule');
  });
});
