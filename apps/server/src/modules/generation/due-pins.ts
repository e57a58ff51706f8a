/**
 * A queued pin posted outside its run's pipeline (issue 32): by the `post-due-pins` job when it falls
 * due, or by the user's "Post now". Its run, live link and copy are read from the run's checkpoint.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { loadRun } from '../runs/runs.service.ts';
import { claimDuePins, claimPin, type ScheduledPinRow, settlePin } from '../runs/scheduled-pins.service.ts';
import { type PinOutcome, pinNotFound, postClaimedPin } from './pin-queue.ts';
import type { GenerationServices } from './services.ts';
import { livePost, readCheckpoint } from './steps/checkpoint.ts';

type Context = Parameters<typeof postClaimedPin>[0];
type Services = Pick<GenerationServices, 'pinDescription'>;

/** Posts a claimed pin from what its run recorded; a run gone meanwhile cancels it. */
export async function postQueuedPin(
  ctx: Context,
  services: Services,
  pin: ScheduledPinRow,
  options: { now?: Date; byUser?: boolean } = {},
): Promise<PinOutcome> {
  const run = await loadRun(ctx.db, pin.executionId);
  if (!run) {
    await settlePin(ctx.db, pin.id, { status: 'cancelled' });
    return { outcome: 'cancelled' };
  }
  const checkpoint = readCheckpoint(run.execution.checkpoint);
  return postClaimedPin(
    ctx,
    services,
    pin,
    { run, link: livePost(checkpoint)?.link, copy: checkpoint.pins?.[pin.imageNumber - 1] },
    options,
  );
}

const BATCH = 20;

/** Posts what is due at `now`, a batch at a time; how each claimed pin ended. */
export async function postDuePins(
  ctx: AppContext,
  services: Services,
  now = new Date(),
  log?: { error(details: object, message: string): void },
): Promise<PinOutcome['outcome'][]> {
  const outcomes: PinOutcome['outcome'][] = [];
  for (;;) {
    const claimed = await claimDuePins(ctx.db, now, BATCH);
    for (const pin of claimed) {
      // One pin's crash (the database, a bug) leaves its claim to be taken again; the others go on.
      const outcome = await postQueuedPin(ctx, services, pin, { now }).catch((error: unknown) => {
        log?.error({ err: error, pinId: pin.id }, 'a due pin could not be posted');
        return undefined;
      });
      if (outcome) outcomes.push(outcome.outcome);
    }
    if (claimed.length < BATCH) return outcomes;
  }
}

/** "Post now": the waiting (or failed) pin is posted at once, whatever the pacing; a refusal is shown. */
export async function postPinNow(
  ctx: Context,
  services: Services,
  userId: string,
  executionId: string,
  pinId: string,
): Promise<void> {
  const claimed = await claimPin(ctx.db, pinId, { userId, executionId });
  if (!claimed) throw pinNotFound();
  const { outcome } = await postQueuedPin(ctx, services, claimed, { byUser: true });
  if (outcome === 'cancelled')
    throw new AppError(ErrorCode.RUN_STATE_CONFLICT, Messages.runNotLiveForPins, 409);
}
