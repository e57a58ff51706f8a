/**
 * The new campaign's Pinterest part (PRODUCT.md §5): auto-post, the board (the picker hands back the
 * board clicked and the form keeps it; the account's default board in Pinterest settings stays as it
 * was) and the description with its counter. Turning auto-post off clears the board and the
 * description.
 */
import { CAMPAIGN_DESCRIPTION_MAX, type CampaignForm } from '@aa/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardPickerDialog } from '../../../components/board-picker-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldNote, FormField } from '../../../components/ui/form-field.tsx';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePinterestBoards } from '../../../lib/platforms-api.ts';
import type { SchemaForm } from '../../../lib/schema-form.ts';
import type { CampaignFormValues } from './campaign-form.ts';

export function CampaignPinterestFields({
  form,
  connected,
  statusKnown,
  sandboxMode,
}: {
  form: SchemaForm<CampaignFormValues, CampaignForm>;
  /** Pinterest is connected: its boards can be listed. */
  connected: boolean;
  /** The platforms' status has answered (before it does, "connect Pinterest" would be false). */
  statusKnown: boolean;
  /** Pinterest's sandbox: no board is needed. */
  sandboxMode: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const [pickerOpen, setPickerOpen] = useState(false);
  const boardButton = useRef<HTMLButtonElement>(null);
  const boards = usePinterestBoards(values.autoPostPinterest && connected);
  const boardId = form.idOf('selectedPinterestBoardId');
  const description = values.descriptionPinterest;

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
          checked={values.autoPostPinterest}
          onChange={(event) =>
            form.patch(
              event.target.checked
                ? { autoPostPinterest: true }
                : {
                    autoPostPinterest: false,
                    selectedPinterestBoardId: null,
                    selectedPinterestBoardName: null,
                    descriptionPinterest: '',
                  },
            )
          }
        />
        {t('campaigns.form.autoPost')}
      </label>
      {values.autoPostPinterest ? (
        <>
          {!connected && statusKnown ? (
            <p className="text-sm text-amber-700">{t('campaigns.form.connectPinterest')}</p>
          ) : null}
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700">{t('campaigns.form.board')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <span id="campaign-board" className="text-sm text-slate-600">
                {values.selectedPinterestBoardName ?? t('campaigns.form.noBoard')}
              </span>
              <Button
                ref={boardButton}
                type="button"
                variant="outline"
                size="sm"
                disabled={!connected}
                aria-haspopup="dialog"
                {...form.describe('selectedPinterestBoardId', { also: 'campaign-board' })}
                onClick={() => setPickerOpen(true)}
              >
                {values.selectedPinterestBoardId
                  ? t('campaigns.form.changeBoard')
                  : t('campaigns.form.chooseBoard')}
              </Button>
            </div>
            {sandboxMode ? (
              <p className="mt-1 text-xs text-slate-500">{t('campaigns.form.sandboxBoard')}</p>
            ) : null}
            <FieldNote id={boardId} error={errors.selectedPinterestBoardId} />
          </div>
          <FormField
            id={form.idOf('descriptionPinterest')}
            label={t('campaigns.form.descriptionLabel')}
            error={errors.descriptionPinterest}
          >
            <textarea
              className={cn(fieldClasses, 'h-24 py-2')}
              maxLength={CAMPAIGN_DESCRIPTION_MAX + 100}
              {...form.input('descriptionPinterest', { also: 'campaign-description-counter' })}
            />
            <p
              id="campaign-description-counter"
              className={cn(
                'mt-1 text-right text-xs',
                description.length > CAMPAIGN_DESCRIPTION_MAX ? 'text-red-600' : 'text-slate-500',
              )}
            >
              {t('campaigns.form.counter', { count: description.length })}
            </p>
          </FormField>
        </>
      ) : null}
      <BoardPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        boards={boards.data?.boards ?? []}
        selectedId={values.selectedPinterestBoardId}
        onPick={(board) => {
          form.patch({
            selectedPinterestBoardId: board.boardId,
            selectedPinterestBoardName: board.boardName,
          });
          setPickerOpen(false);
        }}
        description={t('campaigns.form.boardPickerDescription')}
        returnFocusTo={boardButton}
      />
    </div>
  );
}
