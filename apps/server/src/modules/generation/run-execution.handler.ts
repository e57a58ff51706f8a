/** The `run-execution` job: one campaign run through the pipeline, with the process's services. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { generationServices } from './generation-services.ts';
import { runExecution } from './pipeline.ts';

const handler: JobHandler<JobPayload<'run-execution'>, AppContext> = async (
  { executionId },
  { ctx, log },
) => {
  await runExecution(ctx, generationServices(ctx), executionId, log);
};

export default handler;
