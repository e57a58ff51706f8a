/**
 * Step 7's pins: each image pinned once to the campaign's board, linking to the post, when the run
 * still says to post to Pinterest (the user may have turned it off meanwhile), within the Pinterest
 * account's daily allowance (pin-quota.ts): a pin over it waits, shown as scheduled, for the
 * scheduled-pin job. Pinterest refusing a pin does not fail the run (the article is live; the user
 * can post it again from the library); anything else (a crash, the network) retries the step, which
 * finds the pins already made.
 */
import { ErrorCode, type ExecutionResult, pinterestPostSchema } from '@aa/contracts';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import { notConnected, type OpenPinterest } from '../../pinterest/pinterest-connection.ts';
import { firstFetchDelayMs } from '../../runs/fetch-pin-results.ts';
import { loadRun } from '../../runs/runs.service.ts';
import { pinQuota } from '../pin-quota.ts';
import { postRunPin } from '../run-pin.ts';
import { defineStep } from './step.ts';

/** The pins posted, those left to the scheduled-pin job, and why pinning stopped if it did. */
const output = z.object({
  posts: z.array(pinterestPostSchema),
  /** Pins over the account's daily allowance, left to the scheduled-pin job. */
  scheduled: z.array(z.object({ image_number: z.number().int(), scheduled_for: z.string() })).default([]),
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
  uses: ['db', 'secrets', 'pinterest', 'config', 'jobs', 'storage'],
  output,
  shows: 'publishing',
  run: async ({ live, images, pins }, { ctx, services, executionId, userId, run, pinterest: opened }) => {
    const posts: ExecutionResult['pinterest_posts'] = [];
    const scheduled: { image_number: number; scheduled_for: string }[] = [];
    let error: string | null = null;
    const fresh = await loadRun(ctx.db, executionId);
    if (!fresh?.execution.autoPostPinterest) return { posts, scheduled, error };
    const quota = await pinQuota(ctx, userId);
    // The connection (account, default board, token) is the run's one read, shared with the trends.
    let pinterest: OpenPinterest | undefined;
    for (const image of images) {
      const copy = pins[image.number - 1];
      if (!copy) continue;
      if (posts.length >= quota.left) {
        scheduled.push({
          image_number: image.number,
          scheduled_for: quota.slot(scheduled.length).toISOString(),
        });
        continue;
      }
      try {
        pinterest ??= await opened();
        if (!pinterest) throw notConnected();
        posts.push(
          await postRunPin(
            ctx,
            services,
            {
              userId,
              executionId,
              campaign: run.campaign,
              link: live.link,
              imageNumber: image.number,
              copy,
            },
            pinterest,
          ),
        );
      } catch (failure) {
        if (!(failure instanceof AppError)) throw failure;
        error = failure.message;
        // Not connected, or no board: no other pin can go either.
        if (
          failure.code === ErrorCode.PINTEREST_NOT_CONNECTED ||
          failure.code === ErrorCode.NO_BOARD_SELECTED
        )
          break;
      }
    }
    // Their first results, soon (every account's pins are measured again daily): the user's pins
    // of the last 90 days, so the campaign's earlier runs are up to date for its next subject too.
    // Runs pinned within the same ten minutes share one round.
    if (posts.length > 0)
      await ctx.jobs.enqueue(
        'fetch-pin-results',
        { userId },
        {
          startAfter: new Date(Date.now() + firstFetchDelayMs(ctx.config)),
          singletonKey: `pin-results:${userId}`,
          singletonSeconds: 600,
        },
      );
    for (const waiting of scheduled)
      await ctx.jobs.enqueue(
        'post-scheduled-pin',
        { executionId, imageNumber: waiting.image_number },
        {
          startAfter: new Date(waiting.scheduled_for),
          singletonKey: `${executionId}:${waiting.image_number}`,
        },
      );
    return { posts, scheduled, error };
  },
  report: ({ scheduled }) => (scheduled.length > 0 ? { scheduled_pins: scheduled } : {}),
});
