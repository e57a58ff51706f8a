/**
 * Step 7's pins: each image pinned once to the campaign's board, linking to the post, when the run
 * still says to post to Pinterest (the user may have turned it off meanwhile). Pinterest refusing a
 * pin does not fail the run (the article is live; the user can post it again from the library);
 * anything else (a crash, the network) retries the step, which finds the pins already made.
 */
import { ErrorCode, type ExecutionResult } from '@aa/contracts';
import { AppError } from '../../../lib/errors.ts';
import { loadRun } from '../../campaigns/executions.service.ts';
import { pinImage } from '../pins.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const pinningStep = defineStep({
  key: 'pinning',
  needs: ['post', 'images', 'pins'],
  output: checkpointSchemas.pinning,
  shows: 'publishing',
  run: async ({ post, images, pins }, { ctx, services, executionId, userId, run }) => {
    const posts: ExecutionResult['pinterest_posts'] = [];
    let error: string | null = null;
    const fresh = await loadRun(ctx.db, executionId);
    if (!fresh?.execution.autoPostPinterest) return { posts, error };
    const { campaign } = run;
    for (const image of images) {
      const copy = pins[image.number - 1];
      if (!copy) continue;
      try {
        const { post: pin } = await pinImage(ctx, {
          userId,
          executionId,
          imageNumber: image.number,
          campaignBoard: { id: campaign.selectedPinterestBoardId, name: campaign.selectedPinterestBoardName },
          link: post.link,
          copy: {
            ...copy,
            description: campaign.descriptionPinterest
              ? services.pinDescription(`${campaign.descriptionPinterest}\n\n${copy.description}`)
              : copy.description,
          },
        });
        posts.push(pin);
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
    return { posts, error };
  },
});
