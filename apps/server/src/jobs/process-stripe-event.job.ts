import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ eventId: z.string().min(1) });

/**
 * One Stripe webhook event, stored by the webhook route and worked here (the route answers 200 at
 * once). Delivered at least once and retried with backoff: every effect is keyed by what was paid
 * for, so working an event twice changes nothing.
 */
export const processStripeEventJob: JobDefinition<'process-stripe-event', typeof payload> = defineJob({
  name: 'process-stripe-event',
  payload,
  options: {
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 5, concurrency: 2, pollingIntervalSeconds: 2 },
});
