/**
 * A run's image, full size, with 'Post to Pinterest' (PRODUCT.md §13: it really posts). An image already
 * pinned says where, links to its pins, and offers 'Pin to another board' instead. Failures show
 * PRODUCT.md §8's notices with their actions: configure Pinterest, select a board (the picker opens here,
 * then the post is retried), or retry.
 */
import { type Execution, Messages, type PinterestBoardsResponse, type PinterestPost } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Pin } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pinterestFailureNotice, usePostImage } from '../lib/executions-api.ts';
import { translateMessage } from '../lib/i18n.ts';
import { platformKeys, usePinterestBoards, usePlatformStatus } from '../lib/platforms-api.ts';
import { BoardPickerDialog, DefaultBoardPickerDialog } from './board-picker-dialog.tsx';
import { useNotifications } from './notifications/notifications-provider.tsx';
import { RegenerateImageButton } from './regenerate-image-button.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';

export interface ImageToPost {
  executionId: string;
  imageNumber: number;
  url: string;
  alt: string;
  /** The pins already made from it (one per board). */
  pins: PinterestPost[];
  /** False while its run's post is not live (a draft that waits, discarded, unpublished): no pin. */
  pinnable?: boolean;
  /** Its run, when the image may be made again from here (issue 32). */
  execution?: Execution;
}

type Pinned = Pick<PinterestPost, 'pin_url' | 'board_id' | 'board_name'>;

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
  const [otherBoardOpen, setOtherBoardOpen] = useState(false);
  const otherBoardButton = useRef<HTMLButtonElement>(null);
  /** Pins made while the dialog is open (the run's list refreshes behind it). */
  const [pinned, setPinned] = useState<Pinned[]>([]);
  /** The image a notice's action (retry, select a board) posts once it is done. */
  const [pending, setPending] = useState<ImageToPost | null>(null);
  /** The image made again while the dialog is open (issue 32): shown instead, with its run. */
  const [made, setMade] = useState<{ url: string; execution: Execution; of: string } | null>(null);
  const shownKey = image ? `${image.executionId}:${image.imageNumber}` : '';
  const remade = made?.of === shownKey ? made : null;

  const send = (target: ImageToPost, board?: { id: string; name: string }) => {
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
      { executionId: target.executionId, imageNumber: target.imageNumber, ...(board ? { board } : {}) },
      {
        onSuccess: (answer) => {
          const made = {
            pin_url: answer.data.pinterestUrl,
            board_id: board?.id ?? '',
            board_name: answer.data.boardName,
          };
          setPinned((current) =>
            current.some((pin) => pin.pin_url === made.pin_url) ? current : [...current, made],
          );
          notify({
            type: answer.data.alreadyPinned ? 'info' : 'success',
            title: answer.data.alreadyPinned
              ? t('execution.alreadyPinned', { board: answer.data.boardName ?? '' })
              : t('execution.posted', { board: answer.data.boardName ?? '' }),
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

  const pins: Pinned[] = [...(image?.pins ?? [])];
  for (const pin of pinned) if (!pins.some((known) => known.pin_url === pin.pin_url)) pins.push(pin);
  const pinnedBoards = new Set(pins.map((pin) => pin.board_id));
  return (
    <>
      <Dialog
        open={image !== null}
        onOpenChange={(open) => {
          if (!open) {
            setPinned([]);
            setMade(null);
          }
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
                src={remade?.url ?? image.url}
                alt={image.alt}
                width={1000}
                height={1500}
                className="mx-auto max-h-[60vh] w-auto rounded-xl border border-slate-200 object-contain"
              />
              {pins.length > 0 ? (
                <ul className="space-y-1 text-sm text-slate-700" aria-label={t('execution.pinnedTo')}>
                  {pins.map((pin) => (
                    <li key={pin.pin_url} className="flex flex-wrap items-center gap-2">
                      <Pin className="h-4 w-4 text-rose-600" aria-hidden="true" />
                      <span>{t('execution.pinnedOn', { board: pin.board_name ?? '' })}</span>
                      <a
                        href={pin.pin_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
                      >
                        {t('execution.viewPin')}
                        <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap items-center justify-end gap-2">
                {image.execution ? (
                  <RegenerateImageButton
                    execution={remade?.execution ?? image.execution}
                    imageNumber={image.imageNumber}
                    size="md"
                    onMade={(execution) => {
                      const url = (execution.result_data.images as Record<string, string | null>)[
                        `image${image.imageNumber}`
                      ];
                      if (url) setMade({ url, execution, of: shownKey });
                    }}
                  />
                ) : null}
                {image.pinnable === false ? (
                  <p className="text-sm text-slate-600">{t('execution.notPinnable')}</p>
                ) : pins.length > 0 ? (
                  <Button
                    ref={otherBoardButton}
                    variant="outline"
                    onClick={() => setOtherBoardOpen(true)}
                    disabled={post.isPending || !boards.data}
                  >
                    <Pin className="h-4 w-4" aria-hidden="true" />
                    {post.isPending ? t('execution.posting') : t('execution.pinToAnotherBoard')}
                  </Button>
                ) : (
                  <Button onClick={() => send(image)} disabled={post.isPending}>
                    <Pin className="h-4 w-4" aria-hidden="true" />
                    {post.isPending ? t('execution.posting') : t('execution.postToPinterest')}
                  </Button>
                )}
              </div>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
      <BoardPickerDialog
        open={otherBoardOpen}
        onOpenChange={setOtherBoardOpen}
        description={t('execution.pinToAnotherBoardHint')}
        selectedId={null}
        returnFocusTo={otherBoardButton}
        boards={(boards.data?.boards ?? []).filter((board) => !pinnedBoards.has(board.id))}
        onPick={(board) => {
          setOtherBoardOpen(false);
          if (image) send(image, { id: board.boardId, name: board.boardName });
        }}
      />
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
