import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ campaignId: z.uuid() });

/**
 * Right after a campaign whose first run is later was created: both products' pages are read through
 * the Amazon adapter the pipeline uses, and their listing titles become the names the campaign shows
 * (a run's products step does the same for a campaign that runs at once). Safe to run twice: it
 * writes the same titles again.
 */
export const lookUpProductsJob: JobDefinition<'look-up-products', typeof payload> = defineJob({
  name: 'look-up-products',
  payload,
  options: {
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 120,
    deleteAfterSeconds: 86_400,
  },
  worker: { batchSize: 5, concurrency: 2, pollingIntervalSeconds: 30 },
});
