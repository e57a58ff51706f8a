/** The `unpublish-run` job: a deleted campaign's run taken down (run-post.ts). */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { takeDownRun } from './run-post.ts';

const handler: JobHandler<JobPayload<'unpublish-run'>, AppContext> = async ({ executionId }, { ctx }) => {
  await takeDownRun(ctx, executionId);
};

export default handler;
