/**
 * The new campaign's Pinterest part (PRODUCT.md §5): auto-post, the board (the picker hands back the
 * board clicked and the form keeps it; the account's default board in Pinterest settings stays as it
 * was, and is preselected) and the description with its counter. Turning auto-post off clears the
 * board and the description. Issue 32: up to CAMPAIGN_BOARDS_MAX boards the pins rotate over, each
 * with a section of its own if wanted; a board can be created from the picker.
 */
import { CAMPAIGN_BOARDS_MAX, CAMPAIGN_DESCRIPTION_MAX, type CampaignForm } from '@aa/contracts';
import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardPickerDialog } from '../../../components/board-picker-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldNote, FormField } from '../../../components/ui/form-field.tsx';
import { fieldClasses, inputClasses } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { useBoardSections, usePinterestBoards } from '../../../lib/platforms-api.ts';
import type { SchemaForm } from '../../../lib/schema-form.ts';
import type { CampaignFormValues, FormBoard } from './campaign-form.ts';

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
  /** The picker adds a board (true) or changes the first (false). */
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const chosen = values.boards;
  const setBoards = (next: FormBoard[]) =>
    form.patch({
      boards: next,
      selectedPinterestBoardId: next[0]?.boardId ?? null,
      selectedPinterestBoardName: next[0]?.boardName ?? null,
    });
  // The account's default board, preselected once its boards are known (the user may change it).
  const preselected = useRef(false);
  const fallback = boards.data?.selectedBoard;
  useEffect(() => {
    if (preselected.current || !values.autoPostPinterest || !fallback) return;
    preselected.current = true;
    if (values.boards.length === 0)
      form.patch({
        boards: [{ boardId: fallback.boardId, boardName: fallback.boardName, sectionId: null }],
        selectedPinterestBoardId: fallback.boardId,
        selectedPinterestBoardName: fallback.boardName,
      });
  }, [fallback, values.autoPostPinterest, values.boards.length, form]);

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
                    boards: [],
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
            {chosen.length === 0 ? (
              <p id="campaign-board" className="text-sm text-slate-600">
                {t('campaigns.form.noBoard')}
              </p>
            ) : (
              <ul id="campaign-board" className="space-y-2" aria-label={t('campaigns.form.boards')}>
                {chosen.map((board, index) => (
                  <li
                    key={board.boardId}
                    className="flex flex-col gap-2 rounded-lg border border-slate-200 p-2 sm:flex-row sm:items-center"
                  >
                    <span className="min-w-0 flex-1 text-sm font-medium text-slate-800 [overflow-wrap:anywhere]">
                      {board.boardName}
                    </span>
                    <BoardSectionSelect
                      board={board}
                      onChange={(sectionId) =>
                        setBoards(chosen.map((one, at) => (at === index ? { ...one, sectionId } : one)))
                      }
                    />
                    {index > 0 ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={t('campaigns.form.removeBoard', { name: board.boardName })}
                        onClick={() => setBoards(chosen.filter((_, at) => at !== index))}
                      >
                        <X className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Button
                ref={boardButton}
                type="button"
                variant="outline"
                size="sm"
                disabled={!connected}
                aria-haspopup="dialog"
                {...form.describe('selectedPinterestBoardId', { also: 'campaign-board' })}
                onClick={() => {
                  setAdding(false);
                  setPickerOpen(true);
                }}
              >
                {values.selectedPinterestBoardId
                  ? t('campaigns.form.changeBoard')
                  : t('campaigns.form.chooseBoard')}
              </Button>
              {chosen.length > 0 && chosen.length < CAMPAIGN_BOARDS_MAX ? (
                <Button
                  ref={addButton}
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={!connected}
                  aria-haspopup="dialog"
                  onClick={() => {
                    setAdding(true);
                    setPickerOpen(true);
                  }}
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {t('campaigns.form.addBoard')}
                </Button>
              ) : null}
            </div>
            {chosen.length > 0 ? (
              <p className="mt-1 text-xs text-slate-500">{t('campaigns.form.boardsHint')}</p>
            ) : null}
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
        selectedId={adding ? null : values.selectedPinterestBoardId}
        onPick={(board) => {
          const picked = { boardId: board.boardId, boardName: board.boardName, sectionId: null };
          const others = chosen.filter((one) => one.boardId !== board.boardId);
          if (adding)
            setBoards(chosen.some((one) => one.boardId === board.boardId) ? chosen : [...chosen, picked]);
          else setBoards([picked, ...others.slice(chosen[0]?.boardId === board.boardId ? 0 : 1)]);
          setPickerOpen(false);
        }}
        description={t('campaigns.form.boardPickerDescription')}
        returnFocusTo={adding ? addButton : boardButton}
        canCreate
      />
    </div>
  );
}

/** A chosen board's section: "No section" or one of the board's (none listed: nothing to choose). */
function BoardSectionSelect({
  board,
  onChange,
}: {
  board: FormBoard;
  onChange: (sectionId: string | null) => void;
}) {
  const { t } = useTranslation();
  const sections = useBoardSections(board.boardId);
  if (!sections.data || sections.data.length === 0) return null;
  return (
    <select
      className={cn(inputClasses, 'h-9 sm:w-48')}
      aria-label={t('campaigns.form.section', { name: board.boardName })}
      value={board.sectionId ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">{t('campaigns.form.noSection')}</option>
      {sections.data.map((section) => (
        <option key={section.id} value={section.id}>
          {section.name}
        </option>
      ))}
    </select>
  );
}
