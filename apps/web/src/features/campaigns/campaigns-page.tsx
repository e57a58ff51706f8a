/**
 * The AI Automation Engine (PRODUCT.md §2): the four stats, 'Your Campaigns', and the modals — create,
 * and those of the campaigns' actions (generation progress, delete confirmation, insufficient
 * credits; use-campaign-actions.tsx, shared with a campaign's page). A failed load shows the error and
 * a retry, never mock campaigns (PRODUCT.md §13).
 */
import './campaigns-i18n.ts';
import { ErrorCode, Messages } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { Bot, CheckCircle2, FileText, FileUp, Plus, Rocket } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNotifications } from '../../components/notifications/notifications-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { usePlatformStatus } from '../../lib/platforms-api.ts';
import { useAuth } from '../../lib/session.tsx';
import { useCampaigns, useCreateCampaign } from './api/campaigns-api.ts';
import { clearCampaignDraft, readCampaignDraft, saveCampaignDraft } from './campaign-draft.ts';
import type { CampaignFormValues } from './components/campaign-form.ts';
import { CampaignRows } from './components/campaign-rows.tsx';
import { CreateCampaignDialog } from './components/create-campaign-dialog.tsx';
import { ImportCampaignsDialog } from './components/import-campaigns-dialog.tsx';
import { creditShortage, SUCCESS_MS, useCampaignActions } from './hooks/use-campaign-actions.tsx';

function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export default function CampaignsPage() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const campaigns = useCampaigns();
  const platforms = usePlatformStatus();
  const create = useCreateCampaign();
  const now = useNow();
  const { actions, dialogs, follow, failed } = useCampaignActions({
    // PRODUCT.md §4: campaigns reload 2 s after the modal closes.
    onGenerationClosed: () => setTimeout(() => void campaigns.refetch(), 2000),
    // The kept form opens again when the user is back from buying (issue 33).
    onBuyCredits: () => {
      if (draft) saveCampaignDraft(userId, draft, true);
    },
  });
  const { user } = useAuth();
  const userId = user?.id ?? '';
  // A campaign refused for want of credits is kept (issue 33); back from buying, the form opens with it.
  const [draft, setDraft] = useState<CampaignFormValues | null>(
    () => readCampaignDraft(userId)?.values ?? null,
  );
  const [creating, setCreating] = useState(() => readCampaignDraft(userId)?.reopen === true);
  useEffect(() => {
    const kept = readCampaignDraft(userId);
    if (kept?.reopen) saveCampaignDraft(userId, kept.values, false);
  }, [userId]);
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);
  /** The button that opened the create dialog: focus goes back to it when the dialog closes. */
  const createOpener = useRef<HTMLElement | null>(null);
  const openCreate = (event: React.MouseEvent<HTMLElement>) => {
    createOpener.current = event.currentTarget;
    setCreating(true);
  };
  const createButton = useRef<HTMLButtonElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // `?create=1` (the onboarding tour's 'Create my first campaign') opens the dialog once: the address
  // forgets it, so a reload or Back does not open it again; closing it focuses the page's Create button.
  useEffect(() => {
    if (searchParams.get('create') !== '1') return;
    createOpener.current = createButton.current;
    setCreating(true);
    setSearchParams(
      (params) => {
        params.delete('create');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusedStore, setRefusedStore] = useState<string | null>(null);

  const submitCampaign = (payload: Parameters<typeof create.mutate>[0], values: CampaignFormValues) => {
    setRefusedStore(null);
    create.mutate(payload, {
      onSuccess: (answer) => {
        setCreating(false);
        setServerErrors({});
        clearCampaignDraft();
        setDraft(null);
        notify({
          type: 'success',
          title: translateMessage(t, answer.message ?? Messages.campaignCreated),
          duration: SUCCESS_MS,
        });
        const execution = answer.data.execution;
        if (execution)
          follow({
            executionId: execution.id,
            campaignId: answer.data.campaign.id,
            initial: execution,
          });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.errors) {
          setServerErrors(
            Object.fromEntries(
              Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? '']),
            ),
          );
          return;
        }
        // No tag for the products' store: the form says which, with the way to add one.
        if (error instanceof ApiError && error.code === ErrorCode.AMAZON_TAG_MISSING && error.body?.store)
          return setRefusedStore(error.body.store);
        if (creditShortage(error)) {
          // Kept: Buy Credits, then Stripe, lead back here with the form filled in.
          saveCampaignDraft(userId, values, false);
          setDraft(values);
          setCreating(false);
        }
        failed(error, Messages.createCampaignFailed);
      },
    });
  };

  const setupMissing =
    platforms.data && (!platforms.data.wordpress.completed || !platforms.data.amazon.completed);
  const list = campaigns.data?.campaigns ?? [];
  const stats = campaigns.data?.stats;
  const statCards = [
    { key: 'total', value: stats?.totalCampaigns, icon: Bot },
    { key: 'active', value: stats?.activeCampaigns, icon: Rocket },
    { key: 'completed', value: stats?.completedCampaigns, icon: CheckCircle2 },
    { key: 'articles', value: stats?.articlesGenerated, icon: FileText },
  ] as const;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('campaigns.title')}</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('campaigns.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button ref={importButton} variant="outline" onClick={() => setImporting(true)}>
            <FileUp className="h-4 w-4" aria-hidden="true" />
            {t('campaigns.import.open')}
          </Button>
          <Button ref={createButton} onClick={openCreate}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('campaigns.create')}
          </Button>
        </div>
      </header>
      <ImportCampaignsDialog open={importing} onOpenChange={setImporting} returnFocusTo={importButton} />

      {setupMissing ? (
        <p className="flex flex-wrap items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('campaigns.setupHint')}
          <Link to={paths.platforms} className="font-medium underline">
            {t('campaigns.setupLink')}
          </Link>
        </p>
      ) : null}

      <section aria-label={t('campaigns.title')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {statCards.map((card) => (
          <div key={card.key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <card.icon className="h-5 w-5 text-indigo-600" aria-hidden="true" />
            <p className="mt-2 text-2xl font-bold tabular-nums text-slate-900">
              {campaigns.isPending ? (
                <span className="inline-block h-7 w-10 animate-pulse rounded bg-slate-100" />
              ) : (
                (card.value ?? 0)
              )}
            </p>
            <p className="text-sm text-slate-600">{t(`campaigns.stats.${card.key}`)}</p>
          </div>
        ))}
      </section>

      <section className="space-y-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('campaigns.tableTitle')}</h3>
        {campaigns.isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label={t('campaigns.loading')}>
            {[0, 1, 2].map((n) => (
              <div key={n} className="h-16 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </div>
        ) : campaigns.isError ? (
          <LoadError
            error={
              campaigns.error instanceof ApiError && campaigns.error.status === 429
                ? campaigns.error
                : new ApiError(500, Messages.loadCampaignsFailed)
            }
            onRetry={() => void campaigns.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={Bot} title={t('campaigns.empty.title')}>
            <p>{t('campaigns.empty.body')}</p>
            <Button className="mt-4" onClick={openCreate}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('campaigns.empty.action')}
            </Button>
          </EmptyState>
        ) : (
          <CampaignRows campaigns={list} actions={actions} now={now} />
        )}
      </section>

      <CreateCampaignDialog
        open={creating}
        onOpenChange={(open) => {
          setCreating(open);
          if (!open) {
            setServerErrors({});
            setRefusedStore(null);
            // Closed by the user (Cancel, Escape): the kept form is given up.
            clearCampaignDraft();
            setDraft(null);
          }
        }}
        draft={draft}
        onSubmit={submitCampaign}
        pending={create.isPending}
        serverErrors={serverErrors}
        refusedStore={refusedStore}
        returnFocusTo={createOpener}
      />
      {dialogs}
    </div>
  );
}
