/**
 * Step 7's pins (issue 32): each image's pin is queued at the time the Pinterest account's pacing
 * gives it (pin-queue.ts), when the run still says to post to Pinterest (the user may have turned it
 * off meanwhile). A pin due at once (a run's first, with the window open and the day's allowance not
 * used up) is posted here; the others wait for the `post-due-pins` job. Pinterest refusing a pin does
 * not fail the run (the article is live; the run shows the pin failed, "Post now" tries again);
 * Pinterest busy or down moves it a little later. A crash retries the step, which finds the run's
 * pins queued and the posted ones made.
 */
import { Messages, pinterestPostSchema } from '@aa/contracts';
import { z } from 'zod';
import { firstFetchDelayMs } from '../../runs/fetch-pin-results.ts';
import { loadRun } from '../../runs/runs.service.ts';
import { claimPin } from '../../runs/scheduled-pins.service.ts';
import { postClaimedPin, queueRunPins } from '../pin-queue.ts';
import { defineStep } from './step.ts';

/** The pins posted here, and why a pin failed if one did (the queue holds the others). */
const output = z.object({
  posts: z.array(pinterestPostSchema),
  error: z.string().nullable(),
});

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    pinning: z.infer<typeof output>;
  }
}

export const pinningStep = defineStep({
  key: 'pinning',
  needs: ['live', 'images', 'pins'],
  uses: ['db', 'secrets', 'pinterest', 'config', 'jobs', 'storage', 'mail'],
  output,
  shows: 'publishing',
  run: async ({ live, images, pins }, { ctx, services, executionId, pinterest: opened }) => {
    const posts: z.infer<typeof output>['posts'] = [];
    let error: string | null = null;
    const fresh = await loadRun(ctx.db, executionId);
    if (!fresh?.execution.autoPostPinterest) return { posts, error };
    // The connection (account, default board, token) is the run's one read, shared with the trends.
    const pinterest = await opened();
    if (!pinterest) return { posts, error: Messages.pinterestNotConnected };
    const imageNumbers = images.filter((image) => pins[image.number - 1]).map((image) => image.number);
    const now = new Date();
    const { selectedBoardId, selectedBoardName, pacing } = pinterest.account;
    const queued = await queueRunPins(ctx, fresh, imageNumbers, {
      now,
      pacing,
      defaultBoard: selectedBoardId ? { id: selectedBoardId, name: selectedBoardName } : undefined,
    });
    for (const row of queued) {
      if (row.status !== 'scheduled' || row.dueAt.getTime() > now.getTime()) continue;
      const claimed = await claimPin(ctx.db, row.id);
      if (!claimed) continue;
      const posted = await postClaimedPin(
        ctx,
        services,
        claimed,
        { run: fresh, link: live.link, copy: pins[row.imageNumber - 1] },
        { now, pinterest },
      );
      if (posted.post) posts.push(posted.post);
      if (posted.error) error = posted.error;
    }
    // Their first results, soon (every account's pins are measured again daily): the user's pins
    // of the last 90 days, so the campaign's earlier runs are up to date for its next subject too.
    // Runs pinned within the same ten minutes share one round.
    if (posts.length > 0)
      await ctx.jobs.enqueue(
        'fetch-pin-results',
        { userId: fresh.execution.userId },
        {
          startAfter: new Date(Date.now() + firstFetchDelayMs(ctx.config)),
          singletonKey: `pin-results:${fresh.execution.userId}`,
          singletonSeconds: 600,
        },
      );
    return { posts, error };
  },
});
