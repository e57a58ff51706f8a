/**
 * Between the draft and the live post (issue 27): a run of a campaign that publishes at once goes on;
 * a review run stops here, its draft waiting on the blog (status `review`), until the user approves it
 * (the run is queued again and resumes here) or discards it (the run is never taken up again). The run's own
 * mode counts, the one its campaign had when it started.
 */

import { z } from 'zod';
import { AwaitingReview } from '../pipeline-errors.ts';
import { defineStep } from './step.ts';

/** Who let the draft go live (issue 27): the run itself (publish at once), or the user's review. */
const output = z.object({ by: z.enum(['auto', 'user']), at: z.string() });

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    approval: z.infer<typeof output>;
  }
}

export const approvalStep = defineStep({
  key: 'approval',
  needs: ['post'],
  uses: [],
  output,
  shows: 'publishing',
  run: async ({ post }, { run }) => {
    // A post found already published was approved before (or published at once).
    if (run.execution.publishing === 'publish' || post.draft !== true)
      return { by: 'auto' as const, at: new Date().toISOString() };
    // The run was loaded once its attempt held the lease: an approval is in it (a discarded draft's
    // run never gets the lease again).
    if (run.execution.reviewState === 'approved')
      return { by: 'user' as const, at: (run.execution.reviewedAt ?? new Date()).toISOString() };
    throw new AwaitingReview();
  },
});
