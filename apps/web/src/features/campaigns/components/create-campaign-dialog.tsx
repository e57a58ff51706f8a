/**
 * 'Create New Campaign' (PRODUCT.md §4, §5): a product template or two product URLs, frequency, total runs,
 * an optional start date, and auto-posting to Pinterest with a board and a description. Rules and
 * messages are the contracts' (campaignFormSchema); an error clears when its field is edited; turning
 * auto-post off clears the board and the description. Sends PRODUCT.md §3's payload.
 *
 * The products' store shows as typed (the first link's host) with the article language it implies,
 * which the user may change; once changed, the language stays theirs. A store the user has no tag for
 * says so, with a link to where to add one, before the server refuses it.
 *
 * The board is the campaign's own: the picker hands back the board clicked and the form keeps it, and
 * nothing else changes (the account's default board in Pinterest settings stays as it was).
 */
import {
  AMAZON_SHORT_LINK_HOSTS,
  type AmazonStore,
  ARTICLE_LANGUAGES,
  type ArticleLanguage,
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_FREQUENCY_DEFAULT,
  CAMPAIGN_FREQUENCY_MAX,
  CAMPAIGN_FREQUENCY_MIN,
  CAMPAIGN_RUNS_DEFAULT,
  CAMPAIGN_RUNS_MAX,
  CAMPAIGN_RUNS_MIN,
  type CampaignForm,
  CREDITS_PER_ARTICLE,
  type CreateCampaignBody,
  campaignFormSchema,
  LANGUAGE_NAMES,
  type ProductTemplate,
  PUBLISHING_MODES,
  storeOfHost,
} from '@aa/contracts';
import { appPath, paths } from '@aa/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoardPickerDialog, type PickedBoard } from '../../../components/board-picker-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input, inputClasses } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCredits } from '../../../lib/credits.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { pinterestConfigQuery, usePinterestBoards, usePlatformStatus } from '../../../lib/platforms-api.ts';
import { useAuth } from '../../../lib/session.tsx';
import { storeLabel } from '../../../lib/store-label.ts';
import { useProductTemplates } from '../api/campaigns-api.ts';

/** A field's error: the form's own, and `language`, which only the server refuses (no model writes it). */
type Errors = Partial<Record<keyof CampaignForm | 'language', string>>;

export function initialCampaignForm(): CampaignForm {
  return {
    name: '',
    mode: 'template',
    templateId: '',
    product1Url: '',
    product2Url: '',
    frequency: CAMPAIGN_FREQUENCY_DEFAULT,
    totalRuns: CAMPAIGN_RUNS_DEFAULT,
    startDate: '',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    autoPostPinterest: false,
    selectedPinterestBoardId: null,
    selectedPinterestBoardName: null,
    descriptionPinterest: '',
    sandboxMode: false,
    publishing: 'publish',
  };
}

/** The first message per field, as the form shows them. */
export function validateCampaignForm(form: CampaignForm): Errors {
  const parsed = campaignFormSchema.safeParse(form);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CampaignForm;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The two product links the form stands for: the template's, or the ones typed. */
function productUrls(form: CampaignForm, templates: ProductTemplate[]): [string, string] {
  const template = templates.find((candidate) => candidate.id === form.templateId);
  return form.mode === 'template' && template
    ? [template.product_1_url, template.product_2_url]
    : [form.product1Url.trim(), form.product2Url.trim()];
}

/**
 * The store of a product link as typed: its host's store, 'short' for a short link (its store is known
 * once the server follows it), null for anything else (nothing typed yet, not Amazon).
 */
export function typedStore(url: string): AmazonStore | 'short' | null {
  if (!URL.canParse(url)) return null;
  const { hostname } = new URL(url);
  if (AMAZON_SHORT_LINK_HOSTS.includes(hostname)) return 'short';
  return storeOfHost(hostname) ?? null;
}

/**
 * PRODUCT.md §3's creation payload from a valid form (start date and time zone stay local, but a start
 * date is sent as startAt); `language` only when the user chose one (else the store's, on the server).
 */
export function campaignPayload(
  form: CampaignForm,
  templates: ProductTemplate[],
  language: ArticleLanguage | null = null,
): CreateCampaignBody {
  const urls = productUrls(form, templates);
  return {
    name: form.name.trim(),
    product1Url: urls[0] ?? '',
    product2Url: urls[1] ?? '',
    frequency: form.frequency,
    totalRuns: form.totalRuns,
    autoPostPinterest: form.autoPostPinterest,
    selectedPinterestBoardId: form.autoPostPinterest ? form.selectedPinterestBoardId : null,
    selectedPinterestBoardName: form.autoPostPinterest ? form.selectedPinterestBoardName : null,
    descriptionPinterest:
      form.autoPostPinterest && form.descriptionPinterest.trim() ? form.descriptionPinterest.trim() : null,
    ...(form.startDate ? { startAt: new Date(form.startDate).toISOString() } : {}),
    ...(language ? { language } : {}),
    // The zone the user typed the start in: the schedule is shown in it.
    ...(form.timezone ? { timeZone: form.timezone } : {}),
    publishing: form.publishing,
  };
}

/** What the planned runs cost and how many of them the balance pays for now. */
export function campaignCost(totalRuns: number, balance: number) {
  const runs = Number.isFinite(totalRuns) && totalRuns > 0 ? Math.floor(totalRuns) : 0;
  const cost = runs * CREDITS_PER_ARTICLE;
  const covered = Math.min(runs, Math.floor(Math.max(balance, 0) / CREDITS_PER_ARTICLE));
  return { runs, cost, covered, missing: Math.max(cost - balance, 0) };
}

/** Runs × credits, what the balance covers, and a way to buy more when it covers fewer runs than planned. */
function CostSummary({ totalRuns, startsLater }: { totalRuns: number; startsLater: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { credits, loading } = useCredits();
  // Before the session and the balance are known, a "covers no run" would be false.
  if (!user || loading) return null;
  const { runs, cost, covered, missing } = campaignCost(totalRuns, credits);
  if (runs === 0) return null;
  const short = covered < runs;
  return (
    <div
      id="campaign-cost"
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        short ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700',
      )}
    >
      <p>
        {t('campaigns.form.costTotal', { count: runs, credits: cost })}{' '}
        {t(startsLater ? 'campaigns.form.firstRunLater' : 'campaigns.form.firstRunNow', {
          credits: CREDITS_PER_ARTICLE,
        })}
      </p>
      {short ? (
        <p className="mt-1">
          {covered === 0
            ? t('campaigns.form.balanceCoversNone', { balance: credits })
            : t('campaigns.form.balanceCovers', { balance: credits, count: covered, total: runs })}{' '}
          <Link
            to={appPath(paths.buyCredits, { needed: String(missing) })}
            className="font-medium underline underline-offset-2"
          >
            {t('campaigns.form.buyMore')}
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-slate-500">{t('campaigns.form.balanceCoversAll', { balance: credits })}</p>
      )}
    </div>
  );
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {translateMessage(t, error)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function CreateCampaignDialog({
  open,
  onOpenChange,
  onSubmit,
  pending,
  serverErrors,
  refusedStore = null,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (payload: CreateCampaignBody) => void;
  pending: boolean;
  /** Field errors the server answered (VALIDATION_ERROR). */
  serverErrors: Errors;
  /** The store the server refused the campaign for (AMAZON_TAG_MISSING): the user has no tag there. */
  refusedStore?: string | null;
  /** The button that opened the dialog (a plain button, not a Radix trigger): focus returns to it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<CampaignForm>(initialCampaignForm);
  /** The language the user chose; null while it follows the store's. */
  const [chosenLanguage, setChosenLanguage] = useState<ArticleLanguage | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // Every opening starts from a blank form: closing by Cancel or after a creation (the parent closes
  // it) must not leave the previous campaign's name, products or Pinterest description behind.
  const [openedBefore, setOpenedBefore] = useState(open);
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) {
      setForm(initialCampaignForm());
      setErrors({});
      setChosenLanguage(null);
    }
  }
  const [pickerOpen, setPickerOpen] = useState(false);
  const boardButton = useRef<HTMLButtonElement>(null);
  const templates = useProductTemplates(open);
  const status = usePlatformStatus({ enabled: open });
  const config = useQuery({ ...pinterestConfigQuery, enabled: open });
  const pinterestConnected = Boolean(status.data?.pinterest.connected);
  const boards = usePinterestBoards(open && pinterestConnected);
  const sandboxMode = config.data?.isInSandboxMode ?? false;
  const shownErrors = { ...serverErrors, ...errors };
  const store = typedStore(productUrls(form, templates.data ?? [])[0]);
  const language = chosenLanguage ?? (store && store !== 'short' ? store.language : 'en');
  const tags = status.data?.amazon.tags;
  const missingTagStore =
    refusedStore ??
    (store && store !== 'short' && tags && !tags.some((tag) => tag.store === store.id) ? store.id : null);

  const grouped = useMemo(() => {
    const byCategory = new Map<string, ProductTemplate[]>();
    for (const template of templates.data ?? [])
      byCategory.set(template.category, [...(byCategory.get(template.category) ?? []), template]);
    return [...byCategory];
  }, [templates.data]);

  const set = <K extends keyof CampaignForm>(field: K, value: CampaignForm[K]) => {
    setForm((current) => {
      const next = { ...current, [field]: value };
      // PRODUCT.md §5: auto-post off clears the board and the description.
      if (field === 'autoPostPinterest' && !value)
        Object.assign(next, {
          selectedPinterestBoardId: null,
          selectedPinterestBoardName: null,
          descriptionPinterest: '',
        });
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The board clicked in the picker, id and name together, in one update of the form. */
  const pickBoard = (board: PickedBoard) => {
    setForm((current) => ({
      ...current,
      selectedPinterestBoardId: board.boardId,
      selectedPinterestBoardName: board.boardName,
    }));
    setErrors((current) => ({ ...current, selectedPinterestBoardId: undefined }));
    setPickerOpen(false);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = { ...form, sandboxMode };
    const found = validateCampaignForm(checked);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(campaignPayload(checked, templates.data ?? [], chosenLanguage));
  };

  const describedBy = (field: keyof CampaignForm, hint = false) =>
    shownErrors[field] ? `campaign-${field}-error` : hint ? `campaign-${field}-hint` : undefined;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) {
            setForm(initialCampaignForm());
            setErrors({});
            setChosenLanguage(null);
          }
          onOpenChange(next);
        }}
      >
        <DialogContent
          title={t('campaigns.form.title')}
          description={t('campaigns.form.description')}
          className="max-w-xl"
          returnFocusTo={returnFocusTo}
        >
          <form noValidate onSubmit={submit} className="space-y-4">
            <Field id="campaign-name" label={t('campaigns.form.name')} error={shownErrors.name}>
              <Input
                id="campaign-name"
                value={form.name}
                placeholder={t('campaigns.form.namePlaceholder')}
                onChange={(event) => set('name', event.target.value)}
                invalid={Boolean(shownErrors.name)}
                aria-describedby={describedBy('name')}
                maxLength={120}
              />
            </Field>

            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-slate-700">
                {t('campaigns.form.mode')}
              </legend>
              <div className="grid grid-cols-2 gap-2" role="radiogroup">
                {(['template', 'custom'] as const).map((mode) => (
                  <label
                    key={mode}
                    className={cn(
                      'flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                      form.mode === mode
                        ? 'border-indigo-500 bg-indigo-50 text-indigo-700'
                        : 'border-slate-300 text-slate-700',
                    )}
                  >
                    <input
                      type="radio"
                      name="campaign-mode"
                      value={mode}
                      checked={form.mode === mode}
                      onChange={() => set('mode', mode)}
                      className="sr-only"
                    />
                    {mode === 'template' ? t('campaigns.form.modeTemplate') : t('campaigns.form.modeCustom')}
                  </label>
                ))}
              </div>
            </fieldset>

            {form.mode === 'template' ? (
              <Field
                id="campaign-templateId"
                label={t('campaigns.form.template')}
                error={shownErrors.templateId}
              >
                <select
                  id="campaign-templateId"
                  className={inputClasses}
                  value={form.templateId}
                  onChange={(event) => set('templateId', event.target.value)}
                  aria-invalid={Boolean(shownErrors.templateId) || undefined}
                  aria-describedby={describedBy('templateId')}
                >
                  <option value="">{t('campaigns.form.templatePlaceholder')}</option>
                  {grouped.map(([category, items]) => (
                    <optgroup key={category} label={category}>
                      {items.map((template) => (
                        <option key={template.id} value={template.id}>
                          {template.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </Field>
            ) : (
              (['product1Url', 'product2Url'] as const).map((field, index) => (
                <Field
                  key={field}
                  id={`campaign-${field}`}
                  label={t(`campaigns.form.product${index + 1}`)}
                  error={shownErrors[field]}
                  hint={t('campaigns.form.productHint')}
                >
                  <Input
                    id={`campaign-${field}`}
                    type="url"
                    inputMode="url"
                    placeholder="https://www.amazon.com/dp/…"
                    value={form[field]}
                    onChange={(event) => set(field, event.target.value)}
                    invalid={Boolean(shownErrors[field])}
                    aria-describedby={describedBy(field, true)}
                  />
                </Field>
              ))
            )}

            <Field
              id="campaign-language"
              label={t('campaigns.form.language')}
              error={shownErrors.language}
              hint={t('campaigns.form.languageHint')}
            >
              <select
                id="campaign-language"
                className={inputClasses}
                value={language}
                onChange={(event) => {
                  setChosenLanguage(event.target.value as ArticleLanguage);
                  setErrors((current) => ({ ...current, language: undefined }));
                }}
                aria-invalid={Boolean(shownErrors.language) || undefined}
                aria-describedby={[
                  shownErrors.language ? 'campaign-language-error' : 'campaign-language-hint',
                  ...(store ? ['campaign-store'] : []),
                ].join(' ')}
              >
                {ARTICLE_LANGUAGES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            </Field>
            {store ? (
              <p id="campaign-store" className="-mt-2 text-sm text-slate-600">
                {store === 'short'
                  ? t('campaigns.form.storeFromShortLink')
                  : t('campaigns.form.store', { store: storeLabel(store, i18n.language) })}
              </p>
            ) : null}
            {missingTagStore ? (
              <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
                {t('messages.campaignStoreNeedsTag', { store: missingTagStore })}{' '}
                <Link to={{ pathname: paths.platforms, hash: 'amazon' }} className="font-medium underline">
                  {t('campaigns.form.addTag')}
                </Link>
              </p>
            ) : null}

            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="campaign-frequency"
                label={t('campaigns.form.frequency')}
                error={shownErrors.frequency}
                hint={t('campaigns.form.frequencyHint', {
                  min: CAMPAIGN_FREQUENCY_MIN,
                  max: CAMPAIGN_FREQUENCY_MAX,
                })}
              >
                <Input
                  id="campaign-frequency"
                  type="number"
                  min={CAMPAIGN_FREQUENCY_MIN}
                  max={CAMPAIGN_FREQUENCY_MAX}
                  value={Number.isNaN(form.frequency) ? '' : form.frequency}
                  onChange={(event) => set('frequency', event.target.valueAsNumber)}
                  invalid={Boolean(shownErrors.frequency)}
                  aria-describedby={describedBy('frequency', true)}
                />
              </Field>
              <Field
                id="campaign-totalRuns"
                label={t('campaigns.form.totalRuns')}
                error={shownErrors.totalRuns}
                hint={t('campaigns.form.totalRunsHint', {
                  min: CAMPAIGN_RUNS_MIN,
                  max: CAMPAIGN_RUNS_MAX,
                  credits: CREDITS_PER_ARTICLE,
                })}
              >
                <Input
                  id="campaign-totalRuns"
                  type="number"
                  min={CAMPAIGN_RUNS_MIN}
                  max={CAMPAIGN_RUNS_MAX}
                  value={Number.isNaN(form.totalRuns) ? '' : form.totalRuns}
                  onChange={(event) => set('totalRuns', event.target.valueAsNumber)}
                  invalid={Boolean(shownErrors.totalRuns)}
                  aria-describedby={describedBy('totalRuns', true)}
                />
              </Field>
            </div>

            <Field
              id="campaign-startDate"
              label={t('campaigns.form.startDate')}
              error={shownErrors.startDate}
              hint={t('campaigns.form.startDateHint')}
            >
              <Input
                id="campaign-startDate"
                type="datetime-local"
                value={form.startDate}
                onChange={(event) => set('startDate', event.target.value)}
                invalid={Boolean(shownErrors.startDate)}
                aria-describedby={describedBy('startDate', true)}
              />
              <p className="mt-1 text-xs text-slate-500">
                {t('campaigns.form.timezone', { zone: form.timezone })}
              </p>
            </Field>

            <fieldset aria-describedby="campaign-publishing-hint">
              <legend className="mb-1.5 text-sm font-medium text-slate-700">
                {t('campaigns.form.publishing')}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2" role="radiogroup">
                {PUBLISHING_MODES.map((mode) => (
                  <label
                    key={mode}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                      form.publishing === mode
                        ? 'border-indigo-500 bg-indigo-50 text-indigo-700'
                        : 'border-slate-300 text-slate-700',
                    )}
                  >
                    <input
                      type="radio"
                      name="campaign-publishing"
                      value={mode}
                      checked={form.publishing === mode}
                      onChange={() => set('publishing', mode)}
                      className="h-4 w-4 border-slate-300 text-indigo-600"
                    />
                    {mode === 'publish' ? t('campaigns.form.publishNow') : t('campaigns.form.publishReview')}
                  </label>
                ))}
              </div>
              <p id="campaign-publishing-hint" className="mt-1 text-xs text-slate-500">
                {form.publishing === 'review'
                  ? t('campaigns.form.publishReviewHint')
                  : t('campaigns.form.publishNowHint')}
              </p>
            </fieldset>

            <div className="space-y-3 rounded-xl border border-slate-200 p-4">
              <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
                  checked={form.autoPostPinterest}
                  onChange={(event) => set('autoPostPinterest', event.target.checked)}
                />
                {t('campaigns.form.autoPost')}
              </label>
              {form.autoPostPinterest ? (
                <>
                  {!pinterestConnected && status.isSuccess ? (
                    <p className="text-sm text-amber-700">{t('campaigns.form.connectPinterest')}</p>
                  ) : null}
                  <div>
                    <p className="mb-1.5 text-sm font-medium text-slate-700">{t('campaigns.form.board')}</p>
                    <div className="flex flex-wrap items-center gap-3">
                      <span id="campaign-board" className="text-sm text-slate-600">
                        {form.selectedPinterestBoardName ?? t('campaigns.form.noBoard')}
                      </span>
                      <Button
                        ref={boardButton}
                        type="button"
                        variant="outline"
                        size="sm"
                        disabled={!pinterestConnected}
                        aria-haspopup="dialog"
                        aria-describedby="campaign-board"
                        onClick={() => setPickerOpen(true)}
                      >
                        {form.selectedPinterestBoardId
                          ? t('campaigns.form.changeBoard')
                          : t('campaigns.form.chooseBoard')}
                      </Button>
                    </div>
                    {sandboxMode ? (
                      <p className="mt-1 text-xs text-slate-500">{t('campaigns.form.sandboxBoard')}</p>
                    ) : null}
                    {shownErrors.selectedPinterestBoardId ? (
                      <p className="mt-1 text-sm text-red-600" role="alert">
                        {translateMessage(t, shownErrors.selectedPinterestBoardId)}
                      </p>
                    ) : null}
                  </div>
                  <Field
                    id="campaign-descriptionPinterest"
                    label={t('campaigns.form.descriptionLabel')}
                    error={shownErrors.descriptionPinterest}
                  >
                    <textarea
                      id="campaign-descriptionPinterest"
                      className={cn(inputClasses, 'h-24 py-2')}
                      value={form.descriptionPinterest}
                      maxLength={CAMPAIGN_DESCRIPTION_MAX + 100}
                      onChange={(event) => set('descriptionPinterest', event.target.value)}
                      aria-invalid={Boolean(shownErrors.descriptionPinterest) || undefined}
                      aria-describedby="campaign-description-counter"
                    />
                    <p
                      id="campaign-description-counter"
                      className={cn(
                        'mt-1 text-right text-xs',
                        form.descriptionPinterest.length > CAMPAIGN_DESCRIPTION_MAX
                          ? 'text-red-600'
                          : 'text-slate-500',
                      )}
                    >
                      {t('campaigns.form.counter', { count: form.descriptionPinterest.length })}
                    </p>
                  </Field>
                </>
              ) : null}
            </div>

            <CostSummary
              totalRuns={form.totalRuns}
              startsLater={form.startDate !== '' && Date.parse(form.startDate) > Date.now()}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? t('campaigns.form.submitting') : t('campaigns.form.submit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <BoardPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        boards={boards.data?.boards ?? []}
        selectedId={form.selectedPinterestBoardId}
        onPick={pickBoard}
        description={t('campaigns.form.boardPickerDescription')}
        returnFocusTo={boardButton}
      />
    </>
  );
}
