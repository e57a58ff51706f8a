import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({}).default({});

/** Daily: forgets support senders' IP addresses after 30 days and their messages after 2 years. */
export const purgeSupportMessagesJob: JobDefinition<'purge-support-messages', typeof payload> = defineJob({
  name: 'purge-support-messages',
  payload,
  options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 30 },
  cron: '29 3 * * *',
});
