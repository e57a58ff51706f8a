/**
 * Step 2: the Pinterest Business account, connected with OAuth (the browser goes to Pinterest and
 * comes back to the setup page), then its boards: the first three, and a picker for the board
 * campaigns pin to.
 */
import { Messages, type PlatformState } from '@aa/contracts';
import { AlertCircle, LayoutGrid } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardCover, DefaultBoardPickerDialog } from '../../../components/board-picker-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { usePinterestBoards } from '../../../lib/platforms-api.ts';
import { DeletePlatformButton } from './delete-platform-button.tsx';
import { PinPacingSection } from './pin-pacing-form.tsx';
import { PinterestConnectButton } from './pinterest-connect-button.tsx';

/** PRODUCT.md §2: the wizard shows only the first three boards. */
const BOARDS_SHOWN = 3;

export function PinterestSetup({ state, sandboxMode }: { state: PlatformState; sandboxMode: boolean }) {
  const { t } = useTranslation();
  if (!state.completed) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t('setup.pinterest.explain')}</p>
        <PinterestConnectButton />
      </div>
    );
  }
  return <PinterestAccount state={state} sandboxMode={sandboxMode} />;
}

function PinterestAccount({ state, sandboxMode }: { state: PlatformState; sandboxMode: boolean }) {
  const { t } = useTranslation();
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerButton = useRef<HTMLButtonElement>(null);
  const ready = state.completed && state.connected && state.verified && Boolean(state.username);
  const boards = usePinterestBoards(ready);
  const allBoards = boards.data?.boards ?? [];

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          {state.profileImage ? (
            <img src={state.profileImage} alt="" className="h-11 w-11 rounded-full object-cover" />
          ) : (
            <span
              className="flex h-11 w-11 items-center justify-center rounded-full bg-rose-100 font-semibold text-rose-700"
              aria-hidden="true"
            >
              {state.username?.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <p className="font-medium text-slate-900">@{state.username}</p>
            <p className="text-xs text-slate-500">
              {t('setup.pinterest.business')}
              {sandboxMode ? (
                <Badge tone="warning" className="ml-2">
                  {t('setup.pinterest.sandboxMode')}
                </Badge>
              ) : null}
            </p>
          </div>
        </div>
        <DeletePlatformButton platform="pinterest" name="Pinterest" />
      </div>

      <div>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('setup.pinterest.boards')}</h3>
          <Button
            ref={pickerButton}
            variant="outline"
            size="sm"
            onClick={() => setPickerOpen(true)}
            disabled={!boards.data}
          >
            <LayoutGrid className="h-4 w-4" aria-hidden="true" />
            {t('setup.pinterest.chooseBoard')}
          </Button>
        </div>
        {boards.isPending ? <LoadingBlock label={t('setup.pinterest.loadingBoards')} /> : null}
        {boards.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800"
          >
            <AlertCircle className="h-4 w-4" aria-hidden="true" />
            {translateMessage(t, errorMessage(boards.error, Messages.boardsLoadFailed))}
            <Button variant="outline" size="sm" onClick={() => void boards.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {boards.data && allBoards.length === 0 ? (
          <p className="text-sm text-slate-500">{t('boardPicker.noBoards')}</p>
        ) : null}
        {allBoards.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-3">
            {allBoards.slice(0, BOARDS_SHOWN).map((board) => (
              <li key={board.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
                <BoardCover board={board} />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">{board.name}</span>
                  <span className="block text-xs text-slate-500">
                    {t('boardPicker.pinCount', { count: board.pin_count ?? 0 })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 text-sm text-slate-600" aria-live="polite">
          {boards.data?.selectedBoard
            ? t('setup.pinterest.selectedBoard', { name: boards.data?.selectedBoard.boardName })
            : t('setup.pinterest.noBoardSelected')}
        </p>
      </div>
      <PinPacingSection enabled={ready} />
      <DefaultBoardPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        boards={allBoards}
        selectedId={boards.data?.selectedBoard?.boardId ?? null}
        returnFocusTo={pickerButton}
      />
    </div>
  );
}
