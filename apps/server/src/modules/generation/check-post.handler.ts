/** The `check-post` job: a run's live post checked again (post-check/check-run-post.ts). */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { checkRunPost } from './post-check/check-run-post.ts';

const handler: JobHandler<JobPayload<'check-post'>, AppContext> = async ({ executionId, round }, { ctx }) => {
  await checkRunPost(ctx, executionId, round);
};

export default handler;
