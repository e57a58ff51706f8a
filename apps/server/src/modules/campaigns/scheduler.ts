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
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { lockFreeAccounts } from '../credits/credits.service.ts';
import { startRuns } from './start-run.ts';

export interface TickResult {
  started: number;
  paused: number;
}

/** One tick: claims and starts due campaigns in batches until none is due. */
export async function runDueCampaigns(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  { now = new Date(), batchSize = 250 }: { now?: Date; batchSize?: number } = {},
): Promise<TickResult> {
  const total: TickResult = { started: 0, paused: 0 };
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const isDue = and(eq(campaigns.status, 'active'), lte(campaigns.nextRun, now));
      // The owners of the next due campaigns (read without locks), then their accounts, then the
      // campaigns: accounts before campaigns, as everywhere.
      const dueFirst = tx
        .select({ userId: campaigns.userId })
        .from(campaigns)
        .where(isDue)
        .orderBy(asc(campaigns.nextRun))
        .limit(batchSize)
        .as('due_first');
      const owners = await tx.selectDistinct({ userId: dueFirst.userId }).from(dueFirst);
      const accounts = await lockFreeAccounts(
        tx,
        owners.map((owner) => owner.userId),
      );
      const due =
        accounts.length === 0
          ? []
          : await tx
              .select()
              .from(campaigns)
              .where(and(isDue, inArray(campaigns.userId, accounts)))
              .orderBy(asc(campaigns.nextRun))
              .limit(batchSize)
              .for('update', { skipLocked: true });
      // The campaigns of owners another transaction held stay due for the next tick.
      const result: TickResult & { claimed: number } = { started: 0, paused: 0, claimed: due.length };
      const finished = due.filter((campaign) => campaign.remainingRuns <= 0);
      if (finished.length > 0)
        await tx
          .update(campaigns)
          .set({ status: 'completed', nextRun: null })
          .where(
            inArray(
              campaigns.id,
              finished.map((campaign) => campaign.id),
            ),
          );
      const { started, unpaid, unpublishable } = await startRuns(
        tx,
        ctx.jobs,
        due.filter((campaign) => campaign.remainingRuns > 0),
        { trigger: 'schedule', now },
      );
      const paused = [...unpaid, ...unpublishable].map(({ campaign }) => campaign.id);
      if (paused.length > 0)
        await tx
          .update(campaigns)
          .set({ status: 'paused', updatedAt: now })
          .where(inArray(campaigns.id, paused));
      result.started = started.length;
      result.paused = paused.length;
      return result;
    });
    total.started += batch.started;
    total.paused += batch.paused;
    if (batch.claimed < batchSize) return total;
  }
}

/** Whether any campaign is due: the cheap index-only probe a tick with nothing to do costs. */
export async function anyDue(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<boolean> {
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'active'), lte(campaigns.nextRun, now)))
    .limit(1);
  return row !== undefined;
}

/** Ticks every `intervalMs` until stopped (the worker role); a failed tick is logged and retried. */
export function startScheduler(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  log: FastifyBaseLogger,
  intervalMs = 30_000,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      if (await anyDue(ctx)) {
        const result = await runDueCampaigns(ctx);
        if (result.started || result.paused) log.info(result, 'scheduler tick');
      }
    } catch (error) {
      log.error({ err: error }, 'scheduler tick failed');
    }
  };
  const loop = () => {
    if (stopped) return;
    running = tick().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(loop, intervalMs);
    });
  };
  timer = setTimeout(loop, 1000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
