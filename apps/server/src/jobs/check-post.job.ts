import { POST_CHECK_ROUNDS } from '@aa/contracts';
import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid(), round: z.enum(POST_CHECK_ROUNDS) });

/**
 * A check of a run's live post (issue 20): the rechecks a day and a week after publishing
 * (`startAfter`), and the first check when the run could not make it itself. One job per run and
 * round (its id is derived from them); safe to run twice: a second check stores a second result and
 * mails nothing the first did not.
 */
export const checkPostJob: JobDefinition<'check-post', typeof payload> = defineJob({
  name: 'check-post',
  payload,
  options: {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 5, concurrency: 2, pollingIntervalSeconds: 30 },
  handler: () => import('../modules/generation/check-post.handler.ts'),
});
