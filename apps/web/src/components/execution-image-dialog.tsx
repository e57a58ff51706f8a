/**
 * A run's image, full size, with 'Post to Pinterest' (PRODUCT.md §13: it really posts). Failures show
 * PRODUCT.md §8's notices with their actions: configure Pinterest, select a board (the picker opens here,
 * then the post is retried), or retry.
 */
import { Messages, type PinterestBoardsResponse } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Pin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pinterestFailureNotice, usePostImage } from '../lib/executions-api.ts';
import { translateMessage } from '../lib/i18n.ts';
import { platformKeys, usePinterestBoards, usePlatformStatus } from '../lib/platforms-api.ts';
import { DefaultBoardPickerDialog } from './board-picker-dialog.tsx';
import { useNotifications } from './notifications/notifications-provider.tsx';
import { Button, buttonVariants } from './ui/button.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';

export interface ImageToPost {
  executionId: string;
  imageNumber: number;
  url: string;
  alt: string;
  /** The pin already made from it, if any. */
  pinUrl?: string;
}

export function ExecutionImageDialog({
  image,
  onOpenChange,
}: {
  image: ImageToPost | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const post = usePostImage();
  const queryClient = useQueryClient();
  const status = usePlatformStatus();
  const pinterestReady = Boolean(status.data?.pinterest.connected);
  const boards = usePinterestBoards(pinterestReady);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pinned, setPinned] = useState<string | null>(null);
  /** The image a notice's action (retry, select a board) posts once it is done. */
  const [pending, setPending] = useState<ImageToPost | null>(null);

  const send = (target: ImageToPost) => {
    // PRODUCT.md §8: no board chosen here yet reads 'Pinterest Board Required' before any call. Read
    // from the cache, not this render's `boards`: send also runs from callbacks made before a board
    // was saved (the picker's, a notice's Retry), whose render never saw it.
    const known = queryClient.getQueryData<PinterestBoardsResponse>(platformKeys.boards);
    if (pinterestReady && known && !known.selectedBoard) {
      setPending(target);
      onOpenChange(false);
      notify({
        type: 'warning',
        title: t('execution.boardRequired'),
        message: translateMessage(t, Messages.noBoardSelected),
        actions: [{ label: t('execution.selectBoard'), action: () => setPickerOpen(true), primary: true }],
      });
      return;
    }
    post.mutate(
      { executionId: target.executionId, imageNumber: target.imageNumber },
      {
        onSuccess: (answer) => {
          setPinned(answer.data.pinterestUrl);
          notify({
            type: 'success',
            title: t('execution.posted', { board: answer.data.boardName ?? '' }),
            duration: 8000,
            actions: [
              {
                label: t('execution.viewPin'),
                action: () => window.open(answer.data.pinterestUrl, '_blank', 'noopener'),
              },
            ],
          });
        },
        onError: (error) => {
          // The notice's actions must be reachable: a modal dialog hides everything behind it.
          setPending(target);
          onOpenChange(false);
          notify(
            pinterestFailureNotice(error, t, {
              configure: () => navigate(paths.setup),
              selectBoard: () => setPickerOpen(true),
              retry: () => send(target),
            }),
          );
        },
      },
    );
  };

  const pinUrl = pinned ?? image?.pinUrl;
  return (
    <>
      <Dialog
        open={image !== null}
        onOpenChange={(open) => {
          if (!open) setPinned(null);
          onOpenChange(open);
        }}
      >
        <DialogContent
          title={t('execution.imageTitle', { number: image?.imageNumber ?? 1 })}
          className="max-w-xl"
        >
          {image ? (
            <div className="space-y-4">
              <img
                src={image.url}
                alt={image.alt}
                width={1000}
                height={1500}
                className="mx-auto max-h-[60vh] w-auto rounded-xl border border-slate-200 object-contain"
              />
              <div className="flex flex-wrap items-center justify-end gap-2">
                {pinUrl ? (
                  <a
                    href={pinUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: 'outline' })}
                  >
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                    {t('execution.viewPin')}
                  </a>
                ) : null}
                <Button onClick={() => send(image)} disabled={post.isPending}>
                  <Pin className="h-4 w-4" aria-hidden="true" />
                  {post.isPending ? t('execution.posting') : t('execution.postToPinterest')}
                </Button>
              </div>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
      <DefaultBoardPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        boards={boards.data?.boards ?? []}
        selectedId={boards.data?.selectedBoard?.boardId ?? null}
        onSaved={() => {
          // Chosen and saved: the post the picker was opened for goes out now.
          const target = pending ?? image;
          if (!target) return;
          setPending(null);
          send(target);
        }}
      />
    </>
  );
}
