import { z } from 'zod';
import { RUN_ATTEMPTS } from '../modules/generation/pipeline-errors.ts';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid() });

/**
 * Job copies that find the run's lease held end in a retry without using an attempt: after a worker
 * dies, its lease lives on up to 3 minutes while the next copies come 20, 40, 80 s… apart. These
 * retries are room for them, so the last attempt always runs and a run ends failed and refunded
 * rather than stuck in processing.
 */
const RETRIES_WHILE_BUSY = 4;

/**
 * One campaign run through the generation pipeline. Delivered at least once: a retry (or a second
 * copy after expiry while the first still runs) resumes from the execution's checkpoints, and the
 * execution's lease lets one attempt work at a time. After the last of RUN_ATTEMPTS the handler
 * marks the run failed and refunds it; pg-boss retries it once per attempt, and a few times more for
 * copies that found the run busy.
 */
export const runExecutionJob: JobDefinition<'run-execution', typeof payload> = defineJob({
  name: 'run-execution',
  payload,
  options: {
    retryLimit: RUN_ATTEMPTS - 1 + RETRIES_WHILE_BUSY,
    retryDelay: 20,
    retryBackoff: true,
    expireInSeconds: 1800,
    heartbeatSeconds: 30,
    deleteAfterSeconds: 7 * 86_400,
  },
  // One run per round trip, four at once: a batch waits for its slowest run before fetching more, so
  // a run on a slow blog would hold the others of its batch back. An account runs at most two at a
  // time (its runs are enqueued in its group), so two runs on one slow blog leave two loops free.
  worker: { batchSize: 1, concurrency: 4, pollingIntervalSeconds: 2, groupConcurrency: 2 },
});
