/**
 * Between the draft and the live post (issue 27): a run of a campaign that publishes at once goes on;
 * a review run stops here, its draft waiting on the blog (status `review`), until the user approves it
 * (the run is queued again and resumes here) or discards it (nothing more is done). The run's own
 * mode counts, the one its campaign had when it started.
 */
import { loadRun } from '../../campaigns/executions.service.ts';
import { AwaitingReview, RunDiscarded } from '../pipeline-errors.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const approvalStep = defineStep({
  key: 'approval',
  needs: ['post'],
  output: checkpointSchemas.approval,
  shows: 'publishing',
  run: async ({ post }, { ctx, executionId, run }) => {
    // A post found already published was approved before (or published at once).
    if (run.execution.publishing === 'publish' || post.draft !== true)
      return { by: 'auto' as const, at: new Date().toISOString() };
    const fresh = (await loadRun(ctx.db, executionId))?.execution;
    if (fresh?.reviewState === 'approved')
      return { by: 'user' as const, at: (fresh.reviewedAt ?? new Date()).toISOString() };
    if (fresh?.reviewState === 'discarded') throw new RunDiscarded();
    throw new AwaitingReview();
  },
});
