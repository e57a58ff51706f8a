import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({}).default({});

/**
 * Daily: deletes the stored images of runs whose post is gone (taken down, or the run failed or was
 * discarded) for longer than RUN_IMAGE_RETENTION_DAYS (generation/purge-run-images.ts).
 */
export const purgeRunImagesJob: JobDefinition<'purge-run-images', typeof payload> = defineJob({
  name: 'purge-run-images',
  payload,
  options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
  worker: { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 30 },
  cron: '47 3 * * *',
});
