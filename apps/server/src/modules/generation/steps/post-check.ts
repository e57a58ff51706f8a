/**
 * After publishing (issue 20): the live post read as a reader and a search engine read it, the result
 * stored with the run (the Content Library shows it), and rechecks scheduled a day and a week later.
 * The post is live and paid for, so nothing here fails the run: a check that could not be made (a bug,
 * a database hiccup) is left to the check-post job, which the queue retries.
 */
import { checkRunPost, scheduleCheck, scheduleRechecks } from '../post-check/check-run-post.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const postCheckStep = defineStep({
  key: 'check',
  needs: ['post'],
  output: checkpointSchemas.check,
  shows: 'publishing',
  run: async (_input, { ctx, executionId, log }) => {
    await scheduleRechecks(ctx, executionId);
    try {
      await checkRunPost(ctx, executionId, 'publish');
      return { deferred: false };
    } catch (error) {
      log.warn({ err: error, executionId }, 'post check failed; left to the check-post job');
      await scheduleCheck(ctx, executionId, 'publish');
      return { deferred: true };
    }
  },
});
