/**
 * A run's images, shared by the AI Automation Engine and the Content Library: posting one to
 * Pinterest (PRODUCT.md §13: it really posts) and what PRODUCT.md §8 says to do when that fails.
 */
import {
  ErrorCode,
  type Execution,
  executionResponseSchema,
  FREE_IMAGE_REGENERATIONS,
  Messages,
  postImageResponseSchema,
} from '@aa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { NotificationInput } from '../components/notifications/notification-types.ts';
import { ApiError, api } from './api-client.ts';
import { translateMessage } from './i18n.ts';

export const executionKeys = {
  all: ['executions'] as const,
  list: (filter: object) => ['executions', 'list', filter] as const,
};

/** The image URLs of a run in order (1 to 3), missing ones left out. */
export function executionImages(execution: Execution): { number: 1 | 2 | 3; url: string }[] {
  const { image1, image2, image3 } = execution.result_data.images;
  return (
    [
      [1, image1],
      [2, image2],
      [3, image3],
    ] as const
  ).flatMap(([number, url]) => (url ? [{ number, url }] : []));
}

export function usePostImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      executionId,
      imageNumber,
      board,
    }: {
      executionId: string;
      imageNumber: number;
      /** Another board than the campaign's. */
      board?: { id: string; name: string };
    }) =>
      api.post(
        `/campaigns/executions/${executionId}/pinterest/post-image`,
        board ? { imageNumber, board } : { imageNumber },
        postImageResponseSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: executionKeys.all }),
  });
}

/** PRODUCT.md §8 Pinterest posting: the notice for a failed post, with the action that fixes it. */
export function pinterestFailureNotice(
  error: unknown,
  t: TFunction,
  actions: { configure: () => void; selectBoard: () => void; retry: () => void },
): NotificationInput {
  const code = error instanceof ApiError ? error.code : undefined;
  const message = error instanceof ApiError ? error.message : '';
  if (code === ErrorCode.PINTEREST_NOT_CONNECTED || message === Messages.pinterestNotConnected)
    return {
      type: 'warning',
      title: translateMessage(t, Messages.pinterestNotConnected),
      duration: 10_000,
      actions: [{ label: t('execution.configurePinterest'), action: actions.configure, primary: true }],
    };
  if (code === ErrorCode.NO_BOARD_SELECTED || message === Messages.noBoardSelected)
    return {
      type: 'warning',
      title: translateMessage(t, Messages.noBoardSelected),
      duration: 10_000,
      actions: [{ label: t('execution.selectBoard'), action: actions.selectBoard, primary: true }],
    };
  if (
    code === ErrorCode.PINTEREST_API_ERROR ||
    code === ErrorCode.RATE_LIMITED ||
    message === Messages.pinterestApiError
  )
    return {
      type: 'error',
      title: translateMessage(t, Messages.pinterestUnavailable),
      duration: 10_000,
      actions: [{ label: t('execution.retry'), action: actions.retry, primary: true }],
    };
  return {
    type: 'error',
    title: t('execution.postFailed'),
    message: message ? translateMessage(t, message) : undefined,
    duration: 10_000,
  };
}

/**
 * Whether a run's images may be pinned: not while its post is a draft that waits, nor once it is
 * discarded or unpublished (a pin links to the live post; the server refuses them too).
 */
/**
 * Whether a run's images can be made again (issue 32): its post is on the blog, a draft waiting for
 * review or live (not unpublished), and free regenerations are left.
 */
export const canRegenerateImages = (execution: Execution) =>
  (execution.status === 'review' ||
    (execution.status === 'completed' && execution.result_data.blog_url !== null)) &&
  !execution.unpublished &&
  (execution.result_data.image_regenerations_left ?? FREE_IMAGE_REGENERATIONS) > 0;

/** One of a run's images made again (0 the featured image, 1–3 a pin); answers the run. */
export function useRegenerateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ executionId, imageNumber }: { executionId: string; imageNumber: number }) =>
      api.post(
        `/campaigns/executions/${executionId}/images/${imageNumber}/regenerate`,
        {},
        executionResponseSchema,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: executionKeys.all }),
  });
}

export const canPinRun = (execution: Execution) =>
  execution.status !== 'review' && execution.status !== 'discarded' && !execution.unpublished;
