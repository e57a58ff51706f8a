/**
 * No run is left stranded (issue 30). A run in progress that nobody works on — its lease lapsed (the
 * worker died: `kill -9`, a crash, a lost machine) or never taken, and no job of it waiting — is
 * queued again, so the next worker resumes it from its checkpoints; one that has had its
 * RUN_ATTEMPTS already (it keeps killing its worker, or its job ran out of retries) is failed with its
 * reason, its delivery taken back and its credits refunded by the pipeline's own rules (`failRun`).
 *
 * Every worker sweeps every RUN_SWEEP_INTERVAL_SECONDS, and once at start. Sweepers may race: queueing a run
 * twice is harmless (one copy takes the lease, the other ends `busy`), and failing takes the lease
 * first, so one sweeper fails a run.
 */
import { randomUUID } from 'node:crypto';
import { Messages } from '@aa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { runsSwept } from '../../lib/metrics.ts';
import { repeatEvery } from '../../lib/repeat.ts';
import { runStore, runsNobodyWorksOn } from '../runs/runs.service.ts';
import { failRun } from './pipeline.ts';
import { LeaseLostError, RUN_ATTEMPTS } from './pipeline-errors.ts';

/** A lapsed lease is given this long before it counts: the holder's renewal may be on its way. */
const LAPSED_FOR_MS = 5_000;
/** A run without a lease (queued, or between attempts) and without a waiting job for this long. */
const UNCLAIMED_FOR_MS = 30_000;
/** Runs looked at per sweep (the oldest first); the next sweep takes the rest. */
const BATCH = 100;

export interface SweepResult {
  /** Runs queued again for the next worker. */
  resumed: number;
  /** Runs out of attempts, failed (and refunded by the rules of the money table). */
  failed: number;
}

export async function sweepStrandedRuns(
  ctx: AppContext,
  log: FastifyBaseLogger,
  { now = new Date() }: { now?: Date } = {},
): Promise<SweepResult> {
  const stranded = await runsNobodyWorksOn(ctx.db, {
    leaseLapsedBefore: new Date(now.getTime() - LAPSED_FOR_MS),
    unclaimedBefore: new Date(now.getTime() - UNCLAIMED_FOR_MS),
    limit: BATCH,
  });
  const result: SweepResult = { resumed: 0, failed: 0 };
  for (const run of stranded) {
    // A copy waits (queued, or due for a retry): it takes the run over itself. Otherwise the dead
    // worker's job, which pg-boss still counts as active and which holds one of its account's two
    // run slots (groupConcurrency) until pg-boss's heartbeat check, is released now, so the copy
    // below (and the account's other runs) start at once; its retry later finds the run taken or done.
    const jobs = await ctx.jobs.releaseUnlessWaiting(
      'run-execution',
      { executionId: run.id },
      'its worker is gone: the run lease lapsed',
    );
    if (jobs === 'waiting') continue;
    if (run.attempts < RUN_ATTEMPTS) {
      await ctx.jobs.enqueue('run-execution', { executionId: run.id }, { group: run.userId });
      result.resumed += 1;
    } else if (await failStranded(ctx, run.id)) {
      result.failed += 1;
    }
  }
  runsSwept.inc({ action: 'resumed' }, result.resumed);
  runsSwept.inc({ action: 'failed' }, result.failed);
  if (result.resumed || result.failed) log.warn({ ...result }, 'stranded runs swept');
  return result;
}

/** Fails a run out of attempts as its last attempt would have; false when another took it meanwhile. */
async function failStranded(ctx: AppContext, executionId: string): Promise<boolean> {
  const runs = runStore(ctx.db);
  const owner = `sweeper:${randomUUID()}`;
  if (!(await runs.acquireLease(executionId, owner, ctx.config.runLeaseMs))) return false;
  try {
    const run = await runs.load(executionId);
    if (!run) return false;
    await failRun(ctx, executionId, owner, run, Messages.runInterrupted, { blogUnreachable: false });
    return true;
  } catch (error) {
    if (error instanceof LeaseLostError) return false;
    throw error;
  } finally {
    await runs.releaseLease(executionId, owner);
  }
}

/** Sweeps at once and then every `intervalMs` until stopped (the worker role); a failed sweep is logged. */
export function startRunSweeper(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number) {
  return repeatEvery(async () => {
    await sweepStrandedRuns(ctx, log).catch((error: unknown) =>
      log.error({ err: error }, 'stranded-run sweep failed'),
    );
  }, intervalMs);
}
