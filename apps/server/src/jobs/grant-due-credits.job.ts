import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({}).default({});

/** Every minute: the plans' monthly credits that came due (a yearly plan's months 2 to 12). */
export const grantDueCreditsJob: JobDefinition<'grant-due-credits', typeof payload> = defineJob({
  name: 'grant-due-credits',
  payload,
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 30 },
  cron: '* * * * *',
});
