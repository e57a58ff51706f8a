/**
 * After publishing (issue 20): the live post read as a reader and a search engine read it, at once
 * and again a day and a week later. Each check is a job of its own queue (check-post), not part of
 * the run (issue 26): reading someone's blog can take a minute when it is slow, and a run's worker is
 * not held for it. The result is stored with the run when the job has run (the Content Library and
 * the campaign page show it); `deferred` says the check was left to that job.
 */

import { z } from 'zod';
import { scheduleChecks } from '../post-check/schedule-checks.ts';
import { defineStep } from './step.ts';

/** The live post's first check (its result is stored with the run); `deferred` when left to the check-post job. */
const output = z.object({ deferred: z.boolean() });

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    check: z.infer<typeof output>;
  }
}

export const postCheckStep = defineStep({
  key: 'check',
  needs: ['live'],
  uses: ['jobs'],
  output,
  shows: 'publishing',
  run: async (_input, { ctx, executionId, userId }) => {
    await scheduleChecks(ctx, { executionId, userId });
    return { deferred: true };
  },
});
