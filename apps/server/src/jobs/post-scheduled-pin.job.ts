import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid(), imageNumber: z.number().int().min(1).max(3) });

/**
 * A run's pin that waited for the Pinterest account's daily allowance, posted when its slot comes
 * (`startAfter`); if the window is still full then, it waits again. Safe to run twice: a pin already
 * made is found by its publication.
 */
export const postScheduledPinJob: JobDefinition<'post-scheduled-pin', typeof payload> = defineJob({
  name: 'post-scheduled-pin',
  payload,
  options: {
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 5, concurrency: 1, pollingIntervalSeconds: 30 },
});
