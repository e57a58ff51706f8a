import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

/** Without a user (the daily schedule): one job per Pinterest account is queued. */
const payload = z.object({ userId: z.uuid().optional() }).default({});

/**
 * Daily, and once soon after a run's pins are posted: each account's pins of the last 90 days are
 * measured on Pinterest (impressions, saves, outbound and pin clicks) and kept in pin_results, which
 * steer its campaigns' next subjects. One account's pins one or two at a time (Pinterest's analytics
 * rate limit is per account); a deleted pin is skipped. Safe to run twice: results are upserted.
 */
export const fetchPinResultsJob: JobDefinition<'fetch-pin-results', typeof payload> = defineJob({
  name: 'fetch-pin-results',
  payload,
  options: {
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    expireInSeconds: 1800,
    deleteAfterSeconds: 86_400,
  },
  worker: { batchSize: 2, concurrency: 1, pollingIntervalSeconds: 60 },
  cron: '23 5 * * *',
});
