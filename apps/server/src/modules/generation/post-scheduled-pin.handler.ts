/**
 * The `post-scheduled-pin` job: a pin that waited for the account's daily allowance. Posted now if
 * the window has room (and it is still wanted: the run published, not refunded, still posting to
 * Pinterest, the pin not made meanwhile from the library); else it waits for the next free slot.
 */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { AppError } from '../../lib/errors.ts';
import { isRunRefunded } from '../credits/credits.service.ts';
import { appendPinterestPost, loadRun, setScheduledPin } from '../runs/runs.service.ts';
import { generationServices } from './generation-services.ts';
import { pinQuota } from './pin-quota.ts';
import { findPublication } from './publications.ts';
import { postRunPin } from './run-pin.ts';
import { livePost, readCheckpoint } from './steps/checkpoint.ts';

export async function postScheduledPin(
  ctx: AppContext,
  { executionId, imageNumber }: JobPayload<'post-scheduled-pin'>,
  now = new Date(),
): Promise<'posted' | 'waiting' | 'dropped'> {
  const run = await loadRun(ctx.db, executionId);
  const drop = async () => {
    await setScheduledPin(ctx.db, executionId, imageNumber, null);
    return 'dropped' as const;
  };
  if (!run) return 'dropped';
  const { execution, campaign } = run;
  const checkpoint = readCheckpoint(execution.checkpoint);
  const live = livePost(checkpoint);
  const copy = checkpoint.pins?.[imageNumber - 1];
  const published = await findPublication(ctx.db, executionId, `pin:${imageNumber}`);
  if (
    !live ||
    execution.unpublishedAt ||
    !copy ||
    !execution.autoPostPinterest ||
    published?.status === 'done' ||
    published?.status === 'deleted' ||
    (await isRunRefunded(ctx.db, executionId))
  )
    return drop();
  const quota = await pinQuota(ctx, execution.userId, now);
  if (quota.left === 0) {
    const next = quota.slot(0);
    await setScheduledPin(ctx.db, executionId, imageNumber, next.toISOString());
    await ctx.jobs.enqueue('post-scheduled-pin', { executionId, imageNumber }, { startAfter: next });
    return 'waiting';
  }
  try {
    const post = await postRunPin(ctx, generationServices(ctx), {
      userId: execution.userId,
      executionId,
      campaign,
      link: live.link,
      imageNumber,
      copy,
    });
    await appendPinterestPost(ctx.db, executionId, post);
  } catch (error) {
    // Pinterest refused it (disconnected, no board, a rule): the user can post it from the library.
    if (error instanceof AppError) return drop();
    throw error;
  }
  await setScheduledPin(ctx.db, executionId, imageNumber, null);
  return 'posted';
}

const handler: JobHandler<JobPayload<'post-scheduled-pin'>, AppContext> = async (payload, { ctx }) => {
  await postScheduledPin(ctx, payload);
};

export default handler;
