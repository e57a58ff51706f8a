import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({}).default({});

/** Daily: forgets expired sessions, used or expired tokens, old cooldown and rate-limit counters. */
export const purgeExpiredAuthJob: JobDefinition<'purge-expired-auth', typeof payload> = defineJob({
  name: 'purge-expired-auth',
  payload,
  options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 30 },
  cron: '17 3 * * *',
});
