/** The `post-due-pins` job: every due pin of the queue, a batch at a time, each posted once. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { postDuePins } from './due-pins.ts';
import { generationServices } from './generation-services.ts';

const handler: JobHandler<JobPayload<'post-due-pins'>, AppContext> = async (_payload, { ctx, log }) => {
  await postDuePins(ctx, generationServices(ctx), new Date(), log);
};

export default handler;
