/**
 * POST /campaigns/executions/{id}/pinterest/post-image: the generation modal's and the Content
 * Library's "Post to Pinterest" (PRODUCT.md §13: it really posts). Pinned once per image and board; a
 * second click answers the same pin (`alreadyPinned`), and another board makes a pin there. A refunded run's images are not the user's to post (RUN_WITHDRAWN); a deleted
 * campaign's runs stay postable (they were paid for); a run whose post is not live (a draft that
 * waits, discarded, unpublished) is not (RUN_STATE_CONFLICT). Another board is taken by its id among the
 * user's own boards, under the name Pinterest gives it: the client's name is never stored.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { isRunRefunded } from '../credits/credits.service.ts';
import { findOwnBoard, openPinterest } from '../pinterest/pinterest-connection.ts';
import { appendPinterestPost, executionNotFound, findExecution, loadRun } from '../runs/runs.service.ts';
import { imagePostedByHand } from '../runs/scheduled-pins.service.ts';
import { pinImage } from './pins.ts';
import { readCheckpoint } from './steps/checkpoint.ts';

type Context = Pick<AppContext, 'db' | 'secrets' | 'pinterest' | 'config' | 'storage'>;

/**
 * The board the client asked for, if the user's Pinterest account has it, with the connection opened
 * to find it (the pin reuses it): another account's board id is refused before anything is published.
 */
async function usersBoard(ctx: Context, userId: string, boardId: string) {
  const opened = await openPinterest(ctx, userId);
  const found = await findOwnBoard(ctx, opened.accessToken, boardId, Messages.pinterestBoardsFailed);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, Messages.pinBoardNotYours, 404);
  return { opened, board: { id: found.id, name: found.name } };
}

const throwNotFound = (): never => {
  throw executionNotFound();
};

export async function postExecutionImage(
  ctx: Context,
  userId: string,
  executionId: string,
  imageNumber: number,
  /** Another board than the campaign's (an image can be pinned to several); only its id is read. */
  requested?: { id: string },
) {
  const { row, wire } = await findExecution(ctx.db, userId, executionId);
  if (await isRunRefunded(ctx.db, executionId))
    throw new AppError(ErrorCode.RUN_WITHDRAWN, Messages.runRefundedImagesGone, 409);
  // A pin links to the live post (issue 27): none for a draft that waits, a discarded one, or a post
  // taken down.
  if (row.status === 'review' || row.status === 'discarded' || row.unpublishedAt)
    throw new AppError(ErrorCode.RUN_STATE_CONFLICT, Messages.runNotLiveForPins, 409);
  const { campaign } = (await loadRun(ctx.db, executionId)) ?? throwNotFound();
  const chosen = requested ? await usersBoard(ctx, userId, requested.id) : undefined;
  const board = chosen?.board;
  const copies = readCheckpoint(row.checkpoint).pins ?? [];
  const subject = wire.result_data.subject ?? campaign.name;
  const copy = copies[imageNumber - 1] ?? {
    title: subject.slice(0, 100),
    description: `${subject} #affiliate`,
    altText: subject.slice(0, 500),
  };
  const pinsOfImage = wire.result_data.pinterest_posts.filter((p) => p.image_number === imageNumber);
  const onThatBoard = board && pinsOfImage.find((p) => p.board_id === board.id);
  if (onThatBoard)
    return {
      pinterestId: onThatBoard.pin_id,
      pinterestUrl: onThatBoard.pin_url,
      boardName: onThatBoard.board_name,
      alreadyPinned: true,
    };
  const { post, created } = await pinImage(
    ctx,
    {
      userId,
      executionId,
      imageNumber,
      campaignBoard: board
        ? board
        : { id: campaign.selectedPinterestBoardId, name: campaign.selectedPinterestBoardName },
      link: wire.result_data.blog_url ?? campaign.product1Url,
      copy,
      // The image's first pin keeps its key (`pin:N`); each other board has its own, so each is made once.
      ...(board && pinsOfImage.length > 0 ? { publishKey: `pin:${imageNumber}:${board.id}` } : {}),
    },
    chosen?.opened,
  );
  const recorded = wire.result_data.pinterest_posts.some(
    (p) => p.image_number === imageNumber && p.pin_id === post.pin_id,
  );
  if (!recorded) await appendPinterestPost(ctx.db, executionId, post);
  // The image's first pin, posted by hand: its pin in the queue is made (a pin to another board is not it).
  if (!(board && pinsOfImage.length > 0)) await imagePostedByHand(ctx.db, executionId, imageNumber);
  return {
    pinterestId: post.pin_id,
    pinterestUrl: post.pin_url,
    boardName: post.board_name,
    alreadyPinned: !created,
  };
}
