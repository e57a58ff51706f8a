/**
 * A campaign's schedule as its runs start and end (PRODUCT.md §11), for the runs module: which
 * campaigns are due, the row locks a start takes, the counters and next slot a started run moves, the
 * slot a refunded run gives back. The runs themselves (executions, their debits and jobs) are the runs
 * module's; this file writes only the campaigns table.
 *
 * Locks: accounts first, then campaigns, everywhere; every function that locks or writes a campaign
 * row expects its caller to hold the owner's account lock (`lockAccount`, `lockFreeAccounts`).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import type { CampaignRow } from './campaign.presenter.ts';

export type RunTrigger = 'schedule' | 'manual' | 'create';

const HOUR_MS = 3_600_000;

const isDue = (now: Date) => and(eq(campaigns.status, 'active'), lte(campaigns.nextRun, now));

/**
 * The first slot after `now` on the campaign's grid (`slot + k × frequency`, k ≥ 1): runs keep their
 * time of day instead of drifting by the scheduler's delay, and slots missed while no scheduler ran
 * are skipped, not run in a burst (the missed-run policy: one catch-up run, then the grid).
 */
export function nextSlotAfter(slot: Date, frequencyHours: number, now: Date): Date {
  const step = frequencyHours * HOUR_MS;
  const missed = Math.max(1, Math.floor((now.getTime() - slot.getTime()) / step) + 1);
  return new Date(slot.getTime() + missed * step);
}

function nextRunAfter(
  campaign: CampaignRow,
  trigger: RunTrigger,
  now: Date,
  remainingRuns: number,
): Date | null {
  if (remainingRuns === 0) return null;
  if (trigger === 'schedule' && campaign.nextRun)
    return nextSlotAfter(campaign.nextRun, campaign.frequency, now);
  if (trigger === 'create' || !campaign.nextRun)
    return new Date(now.getTime() + campaign.frequency * HOUR_MS);
  // A manual run keeps the schedule: the next scheduled run stays where it was.
  return campaign.nextRun;
}

/** Locks a campaign row of this user (not deleted) for the rest of `tx`. */
export async function lockCampaign(tx: Tx, campaignId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(
      sql`${campaigns.id} = ${campaignId} AND ${campaigns.userId} = ${userId} AND ${campaigns.deletedAt} IS NULL`,
    )
    .for('update');
  return row;
}

/** Locks a campaign row, deleted or not, for the rest of `tx`. */
export async function lockCampaignRow(tx: Tx, campaignId: string): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  return row;
}

/** Whether any campaign is due: the cheap index-only probe a scheduler tick with nothing to do costs. */
export async function anyCampaignDue(db: Database, now: Date): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(campaigns).where(isDue(now)).limit(1);
  return row !== undefined;
}

/** The owners of the next `limit` due campaigns, read without locks (to lock their accounts first). */
export async function ownersOfDueCampaigns(tx: Tx, now: Date, limit: number): Promise<string[]> {
  const dueFirst = tx
    .select({ userId: campaigns.userId })
    .from(campaigns)
    .where(isDue(now))
    .orderBy(asc(campaigns.nextRun))
    .limit(limit)
    .as('due_first');
  const owners = await tx.selectDistinct({ userId: dueFirst.userId }).from(dueFirst);
  return owners.map((owner) => owner.userId);
}

/**
 * Claims the due campaigns of `accounts` (locked by the caller), oldest slot first, with FOR UPDATE
 * SKIP LOCKED: any number of schedulers can claim at once without taking the same campaign. Those with
 * no runs left are completed here and not returned.
 */
export async function claimDueCampaigns(
  tx: Tx,
  accounts: readonly string[],
  now: Date,
  limit: number,
): Promise<{ claimed: number; runnable: CampaignRow[] }> {
  if (accounts.length === 0) return { claimed: 0, runnable: [] };
  const due = await tx
    .select()
    .from(campaigns)
    .where(and(isDue(now), inArray(campaigns.userId, [...accounts])))
    .orderBy(asc(campaigns.nextRun))
    .limit(limit)
    .for('update', { skipLocked: true });
  const finished = due.filter((campaign) => campaign.remainingRuns <= 0).map((campaign) => campaign.id);
  if (finished.length > 0)
    await tx
      .update(campaigns)
      .set({ status: 'completed', nextRun: null })
      .where(inArray(campaigns.id, finished));
  return { claimed: due.length, runnable: due.filter((campaign) => campaign.remainingRuns > 0) };
}

/** Pauses campaigns (locked by the caller) the system could not run: they keep their next slot. */
export async function pauseCampaigns(tx: Tx, campaignIds: readonly string[], now: Date): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx
    .update(campaigns)
    .set({ status: 'paused', updatedAt: now })
    .where(inArray(campaigns.id, [...campaignIds]));
}

/**
 * Moves the schedules of campaigns (locked by the caller) that each just started a run: one more run
 * started and counted, one fewer left, the next slot (none after the last run, which completes the
 * campaign). One statement for the batch; the rows as they now are, in order.
 */
export async function advanceSchedules(
  tx: Tx,
  started: readonly CampaignRow[],
  trigger: RunTrigger,
  now: Date,
): Promise<CampaignRow[]> {
  const updates = started.map((campaign) => {
    const remainingRuns = campaign.remainingRuns - 1;
    return {
      ...campaign,
      completedRuns: campaign.completedRuns + 1,
      startedRuns: campaign.startedRuns + 1,
      remainingRuns,
      lastRun: now,
      nextRun: nextRunAfter(campaign, trigger, now, remainingRuns),
      status: remainingRuns === 0 ? ('completed' as const) : campaign.status,
      updatedAt: now,
    };
  });
  if (updates.length === 0) return updates;
  const values = sql.join(
    updates.map(
      (c) =>
        sql`(${c.id}::uuid, ${c.completedRuns}::int, ${c.startedRuns}::int, ${c.remainingRuns}::int, ${c.nextRun?.toISOString() ?? null}::timestamptz, ${c.status}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE campaigns SET completed_runs = v.completed_runs, started_runs = v.started_runs,
      remaining_runs = v.remaining_runs, next_run = v.next_run, status = v.status,
      last_run = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    FROM (VALUES ${values}) AS v(id, completed_runs, started_runs, remaining_runs, next_run, status)
    WHERE campaigns.id = v.id`);
  return updates;
}

/**
 * Gives a refunded run's slot back to its campaign: the run no longer counts against total_runs (its
 * run_number stays taken), and a campaign that run completed is active again, due at its next slot
 * after the run's own. A deleted campaign gets the count back but never runs again.
 */
export async function giveSlotBack(
  tx: Tx,
  run: { campaignId: string; scheduledFor: Date },
  now: Date,
): Promise<void> {
  const campaign = await lockCampaignRow(tx, run.campaignId);
  if (!campaign) return;
  const reopened = campaign.status === 'completed' && campaign.deletedAt === null;
  await tx
    .update(campaigns)
    .set({
      completedRuns: Math.max(0, campaign.completedRuns - 1),
      remainingRuns: Math.min(campaign.totalRuns, campaign.remainingRuns + 1),
      ...(reopened
        ? { status: 'active' as const, nextRun: nextSlotAfter(run.scheduledFor, campaign.frequency, now) }
        : {}),
      updatedAt: now,
    })
    .where(eq(campaigns.id, campaign.id));
}
