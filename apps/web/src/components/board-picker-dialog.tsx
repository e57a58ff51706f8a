/** 'Select Pinterest Board': every board, searchable by name or description (PRODUCT.md §5). */
import { Messages, type PinterestBoard } from '@aa/contracts';
import { Check, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { translateMessage } from '../lib/i18n.ts';
import { useSelectBoard } from '../lib/platforms-api.ts';
import { useNotifications } from './notifications/notifications-provider.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';
import { Input } from './ui/input.tsx';

/** Case-insensitive match on the name or the description. */
export function filterBoards(boards: PinterestBoard[], search: string): PinterestBoard[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return boards;
  return boards.filter(
    (board) =>
      board.name.toLowerCase().includes(needle) || (board.description ?? '').toLowerCase().includes(needle),
  );
}

export function BoardPickerDialog({
  open,
  onOpenChange,
  boards,
  selectedId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  boards: PinterestBoard[];
  selectedId: string | null;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const [search, setSearch] = useState('');
  const select = useSelectBoard();
  const shown = useMemo(() => filterBoards(boards, search), [boards, search]);

  const choose = (board: PinterestBoard) =>
    select.mutate(
      { boardId: board.id, boardName: board.name },
      {
        onSuccess: () => {
          onOpenChange(false);
          notify({
            type: 'success',
            title: t('boardPicker.boardSaved', { name: board.name }),
            duration: 3000,
          });
        },
        onError: () => notify({ type: 'error', title: translateMessage(t, Messages.boardSelectFailed) }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('boardPicker.pickerTitle')} description={t('boardPicker.pickerDescription')}>
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
                  disabled={select.isPending}
                  onClick={() => choose(board)}
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
      </DialogContent>
    </Dialog>
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
