import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid() });

/**
 * A run's product box prices read again from Amazon's Creators API before Amazon's 24 hours are up
 * (issue 29), and its post updated: a new price with its time, or none when Amazon gave none. One
 * job per price read (its id comes from the run and the time read), so a retried job refreshes once;
 * each refresh schedules the next while the post shows a price.
 */
export const refreshPricesJob: JobDefinition<'refresh-prices', typeof payload> = defineJob({
  name: 'refresh-prices',
  payload,
  options: {
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 1, concurrency: 2, pollingIntervalSeconds: 60, groupConcurrency: 1 },
});
