import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({}).default({});

/**
 * Daily: refreshes Pinterest access tokens that expire within a week. Pinterest's refresh tokens
 * last 60 days and are renewed by refreshing, so an account that publishes rarely stays connected.
 */
export const refreshPinterestTokensJob: JobDefinition<'refresh-pinterest-tokens', typeof payload> = defineJob(
  {
    name: 'refresh-pinterest-tokens',
    payload,
    options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 900, deleteAfterSeconds: 86_400 },
    worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 60 },
    cron: '41 4 * * *',
  },
);
