import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid() });

/**
 * A deleted campaign's run taken down, when the user chose to unpublish its posts too (issue 27): its
 * live post to the blog's trash and its pins deleted, or its waiting draft discarded. Safe to run
 * twice: what is already down is left as it is.
 */
export const unpublishRunJob: JobDefinition<'unpublish-run', typeof payload> = defineJob({
  name: 'unpublish-run',
  payload,
  options: {
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 1, concurrency: 2, pollingIntervalSeconds: 10, groupConcurrency: 1 },
});
