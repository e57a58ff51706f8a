import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({}).default({});

/**
 * Hourly (issue 33): the weekly summary goes to each account that switched it on, on Monday at 08:00
 * in the account's time zone (UTC when it has none), once per account and week (keyed by both).
 */
export const sendWeeklySummariesJob: JobDefinition<'send-weekly-summaries', typeof payload> = defineJob({
  name: 'send-weekly-summaries',
  payload,
  options: { retryLimit: 3, retryDelay: 120, expireInSeconds: 900, deleteAfterSeconds: 86_400 },
  worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 60 },
  cron: '3 * * * *',
});
