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
import type { Tx } from '../../db/client.ts';
import { executions } from '../../db/schema/runs.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { firstPackageBonusPercent } from '../billing/billing.service.ts';
import type { CampaignRow } from '../campaigns/campaign.presenter.ts';
import { advanceSchedules, type RunTrigger } from '../campaigns/campaign-schedule.service.ts';
import { demoTagElsewhere, storeNeedsTag } from '../campaigns/campaigns.service.ts';
import { debitRuns, insufficientCredits } from '../credits/credits.service.ts';
import { type PublishingGap, publishingGaps } from '../platforms/platforms.service.ts';
import type { ExecutionRow } from './run.presenter.ts';

export function notRunnable(): AppError {
  return new AppError(ErrorCode.CAMPAIGN_NOT_RUNNABLE, Messages.campaignNotRunnable, 409);
}

/** The refusal a run gets when its owner lacks what publishing needs. */
export function cannotPublish(gap: PublishingGap, store: string): AppError {
  if (gap === 'amazonTag') return storeNeedsTag(store);
  if (gap === 'demoTag') return demoTagElsewhere(store);
  return new AppError(ErrorCode.PLATFORM_NOT_CONNECTED, Messages.runNeedsWordPress, 409);
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

  const updates = await advanceSchedules(
    tx,
    paid.map(({ campaign }) => campaign),
    trigger,
    now,
  );

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
