import { POST_CHECK_ROUNDS } from '@aa/contracts';
import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ executionId: z.uuid(), round: z.enum(POST_CHECK_ROUNDS) });

/**
 * A check of a run's live post (issue 20): the first, queued by the run once its post is live, and
 * the rechecks a day and a week later (`startAfter`). Its own queue, not the run's job (issue 26): a
 * slow blog's check holds no run worker. One job per run and round (its id is derived from them);
 * safe to run twice: a second check stores a second result and mails nothing the first did not. A
 * page too complex to read is a result (too_complex), not a failure to retry.
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
  // A check may take a minute on a slow blog (CHECK_TIME_MS): one per round trip so none waits for
  // another's, and one account's checks one at a time (they are enqueued in its group).
  worker: { batchSize: 1, concurrency: 4, pollingIntervalSeconds: 30, groupConcurrency: 1 },
});
