import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({}).default({});

/**
 * Every minute: the pin queue's due pins (issue 32), claimed a batch at a time (rows another worker
 * holds are skipped) and posted once each. The queue is a table: it survives restarts, and a claim a
 * crashed worker left is taken again after ten minutes.
 */
export const postDuePinsJob: JobDefinition<'post-due-pins', typeof payload> = defineJob({
  name: 'post-due-pins',
  payload,
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
  worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 30 },
  cron: '* * * * *',
});
