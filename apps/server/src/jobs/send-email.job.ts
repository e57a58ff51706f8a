import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

/** `sealed` is the template and its props, sealed with the app key: links carry live tokens. */
const payload = z.object({ to: z.string(), sealed: z.string() });

/** Renders and sends one mail. */
export const sendEmailJob: JobDefinition<'send-email', typeof payload> = defineJob({
  name: 'send-email',
  payload,
  options: {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    deleteAfterSeconds: 3600,
  },
  // Rendering is CPU, sending is I/O: a few batches at once keep a burst of sign-ups to seconds.
  worker: { batchSize: 10, concurrency: 4, pollingIntervalSeconds: 2 },
});
