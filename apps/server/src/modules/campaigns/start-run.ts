/**
 * The one way runs start, whether the scheduler, "Run now" or a new campaign asks (PRODUCT.md §11): in the
 * caller's transaction, with the owners' accounts and then the campaign rows locked, it creates the
 * executions, debits CREDITS_PER_ARTICLE for each (keyed by execution), advances the schedules and
 * enqueues the pipeline jobs. Either all of it happens or none of it. A run whose article could go
 * nowhere (no WordPress site, no affiliate tag) is not started, so never paid for. A batch costs a
 * handful of statements, not a handful per campaign.
 */

import { randomUUID } from 'node:crypto';
import { CREDITS_PER_ARTICLE, ErrorCode, Messages } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns, executions } from '../../db/schema/campaigns.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { firstPackageBonusPercent } from '../billing/billing.service.ts';
import { debitRuns, insufficientCredits } from '../credits/credits.service.ts';
import { type PublishingGap, publishingGaps } from '../platforms/platforms.service.ts';
import type { CampaignRow, ExecutionRow } from './campaign.presenter.ts';

export type RunTrigger = 'schedule' | 'manual' | 'create';

const HOUR_MS = 3_600_000;

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

export function notRunnable(): AppError {
  return new AppError(ErrorCode.CAMPAIGN_NOT_RUNNABLE, Messages.campaignNotRunnable, 409);
}

/** A campaign in a store its owner has no tag for: it says which store, and the web links to where to add it. */
export function storeNeedsTag(store: string): AppError {
  return new AppError(
    ErrorCode.AMAZON_TAG_MISSING,
    Messages.campaignStoreNeedsTag.replaceAll('{{store}}', store),
    409,
    { store },
  );
}

/** The refusal a run gets when its owner lacks what publishing needs. */
export function cannotPublish(gap: PublishingGap, store: string): AppError {
  if (gap === 'amazonTag') return storeNeedsTag(store);
  return new AppError(ErrorCode.PLATFORM_NOT_CONNECTED, Messages.runNeedsWordPress, 409);
}

/**
 * Locks a campaign row of this user (not deleted) for the rest of `tx`. A caller that locks the
 * account too locks it first (`lockAccount`): accounts before campaigns, everywhere.
 */
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

/** Locks a campaign row, deleted or not, for the rest of `tx` (its account locked first). */
export async function lockCampaignRow(tx: Tx, campaignId: string): Promise<CampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  return row;
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

export interface StartedRun {
  execution: ExecutionRow;
  campaign: CampaignRow;
}

export interface StartRunsResult {
  started: StartedRun[];
  /** Owners who cannot pay for a run, with the balance they had. */
  unpaid: { campaign: CampaignRow; balance: number }[];
  /** Owners without a WordPress site or an affiliate tag for the campaign's store: not charged. */
  unpublishable: { campaign: CampaignRow; gap: PublishingGap }[];
}

/**
 * Starts one run of each campaign (active, with runs left, its owner's account and then the row
 * locked by the caller). Campaigns whose owner cannot pay, or has nowhere to publish, come back
 * untouched in `unpaid` and `unpublishable`.
 */
export async function startRuns(
  tx: Tx,
  jobs: JobQueue,
  rows: CampaignRow[],
  { trigger, now }: { trigger: RunTrigger; now: Date },
): Promise<StartRunsResult> {
  const gapOf = await publishingGaps(tx, rows);
  const unpublishable = rows.flatMap((campaign) => {
    const gap = gapOf(campaign);
    return gap ? [{ campaign, gap }] : [];
  });
  const planned = rows
    .filter((campaign) => !gapOf(campaign))
    .map((campaign) => ({ campaign, executionId: randomUUID() }));
  const { charged, balances } = await debitRuns(
    tx,
    planned.map(({ campaign, executionId }) => ({ userId: campaign.userId, executionId })),
  );
  const paid = planned.filter(({ executionId }) => charged.has(executionId));
  const unpaid = planned
    .filter(({ executionId }) => !charged.has(executionId))
    .map(({ campaign }) => ({ campaign, balance: balances.get(campaign.userId) ?? 0 }));
  if (paid.length === 0) return { started: [], unpaid, unpublishable };

  const inserted = await tx
    .insert(executions)
    .values(
      paid.map(({ campaign, executionId }) => ({
        id: executionId,
        campaignId: campaign.id,
        userId: campaign.userId,
        // Refunded runs give their slot back (completed_runs) but keep their number.
        runNumber: campaign.startedRuns + 1,
        scheduledFor: trigger === 'schedule' && campaign.nextRun ? campaign.nextRun : now,
        trigger,
        status: 'queued' as const,
        autoPostPinterest: campaign.autoPostPinterest,
        // The mode the run keeps, whatever the campaign is switched to meanwhile.
        publishing: campaign.publishing,
      })),
    )
    .returning();
  const byId = new Map(inserted.map((execution) => [execution.id, execution]));

  const updates = paid.map(({ campaign }) => {
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

  // Each run in its account's group: the run queue works at most two of one account's runs at once.
  const accountOf = new Map<string, string>(
    paid.map(({ campaign, executionId }) => [executionId, campaign.userId]),
  );
  await jobs.enqueueMany(
    'run-execution',
    paid.map(({ executionId }) => ({ executionId })),
    { tx, groupOf: ({ executionId }) => accountOf.get(executionId) },
  );
  return {
    started: paid.map(({ executionId }, index) => {
      const execution = byId.get(executionId);
      const campaign = updates[index];
      if (!execution || !campaign) throw new Error('a started run went missing');
      return { execution, campaign };
    }),
    unpaid,
    unpublishable,
  };
}

/**
 * Starts one run of `campaign` (its account and row locked by the caller): refused with
 * CAMPAIGN_NOT_RUNNABLE unless it is active with runs left, with PLATFORM_NOT_CONNECTED when the
 * owner has no blog, with AMAZON_TAG_MISSING when they have no tag for the campaign's store, and with
 * INSUFFICIENT_CREDITS when the balance is below the price of a run; a refused run writes nothing.
 */
export async function startRun(
  tx: Tx,
  jobs: JobQueue,
  campaign: CampaignRow,
  options: { trigger: RunTrigger; now: Date },
): Promise<StartedRun> {
  if (campaign.status !== 'active' || campaign.remainingRuns <= 0) throw notRunnable();
  const { started, unpaid, unpublishable } = await startRuns(tx, jobs, [campaign], options);
  const [run] = started;
  if (run) return run;
  const [lacking] = unpublishable;
  if (lacking) throw cannotPublish(lacking.gap, campaign.store);
  throw insufficientCredits(unpaid[0]?.balance ?? 0, CREDITS_PER_ARTICLE, {
    firstPackageBonusPercent: await firstPackageBonusPercent(tx, campaign.userId),
  });
}
