/**
 * The scheduler tick (PRODUCT.md §11): claims due active campaigns with FOR UPDATE SKIP LOCKED, so any
 * number of schedulers can tick at once without taking the same campaign, and starts one run of
 * each through `startRun` in the claiming transaction.
 *
 * Missed runs: a campaign whose slot passed while no scheduler ran (the server was down) gets one
 * catch-up run at the next tick, then its next slot on its grid after now: a week offline never
 * bursts into a week of articles (see `nextSlotAfter`).
 *
 * A campaign whose owner cannot pay for a run, or has no blog or affiliate tag to publish it with, is
 * paused (never charged), not skipped silently forever: it shows as Paused, and resuming it after
 * buying credits or connecting the blog continues the schedule.
 *
 * Locks: accounts first, then campaigns, as everywhere (a refund locks the account, then gives its
 * campaign the slot back). A tick takes both with SKIP LOCKED, so it never waits on a lock: a campaign
 * whose owner is busy (a refund, "Run now", a grant) is simply taken by the next tick.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import {
  anyCampaignDue,
  claimDueCampaigns,
  ownersOfDueCampaigns,
  pauseCampaigns,
} from '../campaigns/campaign-schedule.service.ts';
import { lockFreeAccounts } from '../credits/credits.service.ts';
import { mailCampaignsPausedForCredits } from './campaign-mails.ts';
import { startRuns } from './start-run.ts';

export interface TickResult {
  started: number;
  paused: number;
}

/** One tick: claims and starts due campaigns in batches until none is due. */
export async function runDueCampaigns(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'mail' | 'config'>,
  { now = new Date(), batchSize = 250 }: { now?: Date; batchSize?: number } = {},
): Promise<TickResult> {
  const total: TickResult = { started: 0, paused: 0 };
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      // The owners of the next due campaigns (read without locks), then their accounts, then the
      // campaigns: accounts before campaigns, as everywhere. The campaigns of owners another
      // transaction held stay due for the next tick.
      const accounts = await lockFreeAccounts(tx, await ownersOfDueCampaigns(tx, now, batchSize));
      const { claimed, runnable } = await claimDueCampaigns(tx, accounts, now, batchSize);
      const { started, unpaid, unpublishable } = await startRuns(tx, ctx.jobs, runnable, {
        trigger: 'schedule',
        now,
      });
      const paused = [...unpaid, ...unpublishable].map(({ campaign }) => campaign.id);
      await pauseCampaigns(tx, paused, now);
      // Issue 33: paused for want of credits, the owner is told what is missing (with the pause).
      await mailCampaignsPausedForCredits(ctx, tx, unpaid, now);
      return { started: started.length, paused: paused.length, claimed };
    });
    total.started += batch.started;
    total.paused += batch.paused;
    if (batch.claimed < batchSize) return total;
  }
}

/** Ticks every `intervalMs` until stopped (the worker role); a failed tick is logged and retried. */
export function startScheduler(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'mail' | 'config'>,
  log: FastifyBaseLogger,
  intervalMs = 30_000,
): { stop(): Promise<void> } {
  const tick = async () => {
    try {
      if (await anyCampaignDue(ctx.db, new Date())) {
        const result = await runDueCampaigns(ctx);
        if (result.started || result.paused) log.info(result, 'scheduler tick');
      }
    } catch (error) {
      log.error({ err: error }, 'scheduler tick failed');
    }
  };
  return repeatEvery(tick, intervalMs, { firstAfterMs: 1000 });
}
