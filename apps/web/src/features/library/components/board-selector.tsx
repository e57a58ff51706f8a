/**
 * The library's board selector (PRODUCT.md §2): the board images are posted to, or 'Select a board'. It
 * opens the shared 'Select Pinterest Board' picker, which saves through
 * POST /campaigns/pinterest/selected-board. Without Pinterest it says so, with PRODUCT.md §8's
 * 'Configure Pinterest' action.
 */
import { Messages } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { LayoutGrid } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DefaultBoardPickerDialog } from '../../../components/board-picker-dialog.tsx';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { usePinterestBoards, usePlatformStatus } from '../../../lib/platforms-api.ts';

export function BoardSelector() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const status = usePlatformStatus();
  const connected = Boolean(status.data?.pinterest.connected);
  const boards = usePinterestBoards(connected);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const selected = boards.data?.selectedBoard ?? null;

  const choose = () => {
    if (status.data && !connected) {
      notify({
        type: 'warning',
        title: translateMessage(t, Messages.pinterestNotConnected),
        duration: 10_000,
        actions: [
          { label: t('execution.configurePinterest'), action: () => navigate(paths.setup), primary: true },
        ],
      });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        onClick={choose}
        aria-haspopup="dialog"
        disabled={status.isPending || (connected && boards.isPending)}
        className="max-w-full"
      >
        <LayoutGrid className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">
          {selected ? t('library.board', { name: selected.boardName }) : t('library.chooseBoard')}
        </span>
      </Button>
      <DefaultBoardPickerDialog
        open={open}
        onOpenChange={setOpen}
        boards={boards.data?.boards ?? []}
        selectedId={selected?.boardId ?? null}
        returnFocusTo={trigger}
      />
    </>
  );
}
