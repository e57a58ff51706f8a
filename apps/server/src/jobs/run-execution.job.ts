import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid() });

/**
 * One campaign run through the generation pipeline. Delivered at least once: a retry (or a second
 * copy after expiry while the first still runs) resumes from the execution's checkpoints, and the
 * execution's lease lets one attempt work at a time. After the last attempt the handler marks the
 * run failed and refunds it, so pg-boss's own retries are only a safety net.
 */
export const runExecutionJob: JobDefinition<'run-execution', typeof payload> = defineJob({
  name: 'run-execution',
  payload,
  options: {
    retryLimit: 6,
    retryDelay: 20,
    retryBackoff: true,
    expireInSeconds: 1800,
    heartbeatSeconds: 30,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 4, concurrency: 2, pollingIntervalSeconds: 2 },
  handler: () => import('../modules/generation/run-execution.handler.ts'),
});
