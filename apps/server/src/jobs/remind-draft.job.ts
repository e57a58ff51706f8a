import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid() });

/**
 * A week after a review run's draft began waiting (issue 27): if it still waits, its user is mailed
 * about it once more (the mail is keyed by the run: a retried job sends nothing twice).
 */
export const remindDraftJob: JobDefinition<'remind-draft', typeof payload> = defineJob({
  name: 'remind-draft',
  payload,
  options: {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 5, concurrency: 1, pollingIntervalSeconds: 60 },
});
