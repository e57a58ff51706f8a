/**
 * When a run's live post is checked (issue 20): at once, then a day and a week later, each round a
 * `check-post` job of its own (check-run-post.ts works it). Apart from the check itself so that the
 * run's post-check step schedules them without loading what a check reads.
 */
import type { PostCheckRound } from '@aa/contracts';
import type { AppContext } from '../../../context.ts';
import { jobIdFor } from '../../../jobs/job-id.ts';

const DAY_MS = 86_400_000;

/** When a published post is checked again: plugins and themes change what a post shows. */
const RECHECKS: readonly { round: Exclude<PostCheckRound, 'publish'>; afterMs: number }[] = [
  { round: 'day', afterMs: DAY_MS },
  { round: 'week', afterMs: 7 * DAY_MS },
];

/** The job of a run's round: the same id every time, so scheduling it twice makes one job. */
export function checkJobId(executionId: string, round: PostCheckRound): string {
  return jobIdFor(`check-post:${executionId}:${round}`);
}

/**
 * Schedules the run's check of `round`, at once or at `startAfter`, in its account's group: the
 * check queue works one of an account's checks at a time.
 */
export async function scheduleCheck(
  ctx: Pick<AppContext, 'jobs'>,
  { executionId, userId }: { executionId: string; userId: string },
  round: PostCheckRound,
  startAfter?: Date,
): Promise<void> {
  await ctx.jobs.enqueue(
    'check-post',
    { executionId, round },
    { id: checkJobId(executionId, round), group: userId, ...(startAfter ? { startAfter } : {}) },
  );
}

/** The checks of a post published at `publishedAt`: at once, then a day and a week later. */
export async function scheduleChecks(
  ctx: Pick<AppContext, 'jobs'>,
  run: { executionId: string; userId: string },
  publishedAt = new Date(),
): Promise<void> {
  await scheduleCheck(ctx, run, 'publish');
  for (const { round, afterMs } of RECHECKS)
    await scheduleCheck(ctx, run, round, new Date(publishedAt.getTime() + afterMs));
}
