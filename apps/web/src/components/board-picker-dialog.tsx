/**
 * 'Select Pinterest Board': every board, searchable by name or description (PRODUCT.md §5). Two uses:
 * a campaign's own board (the plain picker, nothing saved until the campaign is) and the account's
 * default board, which only the default's picker saves.
 */
import { Messages, type PinterestBoard } from '@aa/contracts';
import { Check, Plus, Search } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { cn } from '../lib/cn.ts';
import { translateMessage } from '../lib/i18n.ts';
import { useCreateBoard, useSelectBoard } from '../lib/platforms-api.ts';
import { useNotifications } from './notifications/notifications-provider.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';
import { FieldNote } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

/** Case-insensitive match on the name or the description. */
export function filterBoards(boards: PinterestBoard[], search: string): PinterestBoard[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return boards;
  return boards.filter(
    (board) =>
      board.name.toLowerCase().includes(needle) || (board.description ?? '').toLowerCase().includes(needle),
  );
}

export interface PickedBoard {
  boardId: string;
  boardName: string;
}

/**
 * The picker itself: it saves nothing. A click on a board hands it to `onPick` with its id and name
 * (what was clicked, never what a query held before the click); the caller decides what the choice
 * changes and closes the picker.
 */
export function BoardPickerDialog({
  open,
  onOpenChange,
  boards,
  selectedId,
  onPick,
  pending = false,
  description,
  returnFocusTo,
  canCreate = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boards: PinterestBoard[];
  selectedId: string | null;
  onPick: (board: PickedBoard) => void;
  /** While a choice is being saved: the boards cannot be clicked. */
  pending?: boolean;
  description?: string;
  /** The button that opened the picker: focus goes back to it when the picker closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Offer "Create a board" (issue 32): the new board is made on the account, then picked. */
  canCreate?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterBoards(boards, search), [boards, search]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('boardPicker.pickerTitle')}
        description={description ?? t('boardPicker.pickerDescription')}
        returnFocusTo={returnFocusTo}
      >
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('boardPicker.search')}
            placeholder={t('boardPicker.search')}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {boards.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">{t('boardPicker.noBoards')}</p>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">{t('boardPicker.noMatchingBoards')}</p>
        ) : (
          <ul className="mt-4 max-h-80 space-y-2 overflow-y-auto" aria-label={t('boardPicker.boards')}>
            {shown.map((board) => (
              <li key={board.id}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => onPick({ boardId: board.id, boardName: board.name })}
                  aria-pressed={board.id === selectedId}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                    board.id === selectedId ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200',
                  )}
                >
                  <BoardCover board={board} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{board.name}</span>
                    {board.description ? (
                      <span className="block truncate text-xs text-slate-500">{board.description}</span>
                    ) : null}
                    <span className="block text-xs text-slate-500">
                      {t('boardPicker.pinCount', { count: board.pin_count ?? 0 })}
                    </span>
                  </span>
                  {board.id === selectedId ? (
                    <Check className="h-5 w-5 text-indigo-600" aria-hidden="true" />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
        {canCreate ? <CreateBoardForm onCreated={onPick} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** "Create a board": a name, then the board is made on the user's account and handed back. */
function CreateBoardForm({ onCreated }: { onCreated: (board: PickedBoard) => void }) {
  const { t } = useTranslation();
  const create = useCreateBoard();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The picker is portalled, but React bubbles its events through the tree: a campaign form that
    // opened it would take this submit as its own.
    event.stopPropagation();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('boardPicker.nameRequired'));
      return;
    }
    try {
      const board = await create.mutateAsync(trimmed);
      setName('');
      setError(null);
      onCreated({ boardId: board.id, boardName: board.name });
    } catch (failure) {
      setError(errorMessage(failure, Messages.pinterestApiError));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 border-t border-slate-100 pt-4">
      <Label htmlFor={inputId}>{t('boardPicker.newBoard')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={name}
          maxLength={180}
          placeholder={t('boardPicker.newBoardPlaceholder')}
          invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="outline" loading={create.isPending} className="shrink-0">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('boardPicker.createBoard')}
        </Button>
      </div>
      <FieldNote id={inputId} error={error ?? undefined} />
    </form>
  );
}

/**
 * The picker of the account's default board (Pinterest settings, the Content Library, a post that
 * needs one): a choice is saved through POST /campaigns/pinterest/selected-board, then the picker
 * closes and `onSaved` gets the board as the server saved it. Campaigns choose their own board with
 * the plain picker: a campaign's choice never changes this one.
 */
export function DefaultBoardPickerDialog({
  open,
  onOpenChange,
  boards,
  selectedId,
  onSaved,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boards: PinterestBoard[];
  selectedId: string | null;
  onSaved?: (board: PickedBoard) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const select = useSelectBoard();

  const save = (board: PickedBoard) =>
    select.mutate(board, {
      onSuccess: (answer) => {
        onOpenChange(false);
        notify({
          type: 'success',
          title: t('boardPicker.boardSaved', { name: answer.data.boardName }),
          duration: 3000,
        });
        onSaved?.(answer.data);
      },
      onError: () => notify({ type: 'error', title: translateMessage(t, Messages.boardSelectFailed) }),
    });

  return (
    <BoardPickerDialog
      open={open}
      onOpenChange={onOpenChange}
      boards={boards}
      selectedId={selectedId}
      onPick={save}
      pending={select.isPending}
      returnFocusTo={returnFocusTo}
      canCreate
    />
  );
}

export function BoardCover({ board }: { board: PinterestBoard }) {
  const cover = board.media?.image_cover_url;
  return cover ? (
    <img src={cover} alt="" className="h-12 w-12 shrink-0 rounded-lg object-cover" loading="lazy" />
  ) : (
    <span
      className="h-12 w-12 shrink-0 rounded-lg bg-gradient-to-br from-rose-100 to-rose-200"
      aria-hidden="true"
    />
  );
}
