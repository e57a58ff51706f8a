/**
 * The one way a run starts, whether the scheduler, "Run now" or a new campaign asks (DESIGN §5): in
 * the caller's transaction, with the campaign row locked, it creates the execution, debits its 10
 * credits (keyed by the execution), advances the schedule and enqueues the pipeline job. Either all of
 * it happens or none of it.
 */

import { randomUUID } from 'node:crypto';
import { ErrorCode, Messages } from '@aa/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns, executions } from '../../db/schema/campaigns.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { debitRun } from '../credits/credits.service.ts';
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

/** Locks a campaign row for the rest of `tx`. */
export async function lockCampaign(tx: Tx, campaignId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(sql`${campaigns.id} = ${campaignId} AND ${campaigns.userId} = ${userId}`)
    .for('update');
  return row;
}

/**
 * Starts one run of `campaign` (locked by the caller). Refused with CAMPAIGN_NOT_RUNNABLE unless the
 * campaign is active with runs left, and with INSUFFICIENT_CREDITS (before anything is written) when
 * the balance is below the price of a run.
 */
export async function startRun(
  tx: Tx,
  jobs: JobQueue,
  campaign: CampaignRow,
  { trigger, now }: { trigger: RunTrigger; now: Date },
): Promise<{ execution: ExecutionRow; campaign: CampaignRow }> {
  if (campaign.status !== 'active' || campaign.remainingRuns <= 0) throw notRunnable();
  const executionId = randomUUID();
  await debitRun(tx, campaign.userId, executionId);

  const slot = trigger === 'schedule' && campaign.nextRun ? campaign.nextRun : now;
  const [execution] = await tx
    .insert(executions)
    .values({
      id: executionId,
      campaignId: campaign.id,
      userId: campaign.userId,
      runNumber: campaign.completedRuns + 1,
      scheduledFor: slot,
      trigger,
      status: 'queued',
      autoPostPinterest: campaign.autoPostPinterest,
    })
    .returning();
  if (!execution) throw new Error('execution insert returned nothing');

  const remainingRuns = campaign.remainingRuns - 1;
  const nextRun =
    remainingRuns === 0
      ? null
      : trigger === 'schedule' && campaign.nextRun
        ? nextSlotAfter(campaign.nextRun, campaign.frequency, now)
        : trigger === 'create' || !campaign.nextRun
          ? new Date(now.getTime() + campaign.frequency * HOUR_MS)
          : // A manual run keeps the schedule: the next scheduled run stays where it was.
            campaign.nextRun;
  const [updated] = await tx
    .update(campaigns)
    .set({
      completedRuns: campaign.completedRuns + 1,
      remainingRuns,
      lastRun: now,
      nextRun,
      status: remainingRuns === 0 ? 'completed' : campaign.status,
      updatedAt: now,
    })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  if (!updated) throw new Error('campaign update returned nothing');

  await jobs.enqueue('run-execution', { executionId }, { tx });
  return { execution, campaign: updated };
}
