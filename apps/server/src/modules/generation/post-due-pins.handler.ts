/** The `post-due-pins` job: every due pin of the queue, a batch at a time, each posted once. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { claimDuePins } from '../runs/scheduled-pins.service.ts';
import { generationServices } from './generation-services.ts';
import { type PinOutcome, postClaimedPin } from './pin-queue.ts';

const BATCH = 20;

/** Posts what is due at `now`; how each claimed pin ended. */
export async function postDuePins(
  ctx: AppContext,
  now = new Date(),
  log?: { error(details: object, message: string): void },
): Promise<PinOutcome['outcome'][]> {
  const outcomes: PinOutcome['outcome'][] = [];
  const services = generationServices(ctx);
  for (;;) {
    const claimed = await claimDuePins(ctx.db, now, BATCH);
    for (const pin of claimed) {
      // One pin's crash (the database, a bug) leaves its claim to be taken again; the others go on.
      const outcome = await postClaimedPin(ctx, services, pin, { now }).catch((error: unknown) => {
        log?.error({ err: error, pinId: pin.id }, 'a due pin could not be posted');
        return undefined;
      });
      if (outcome) outcomes.push(outcome.outcome);
    }
    if (claimed.length < BATCH) return outcomes;
  }
}

const handler: JobHandler<JobPayload<'post-due-pins'>, AppContext> = async (_payload, { ctx, log }) => {
  await postDuePins(ctx, new Date(), log);
};

export default handler;
