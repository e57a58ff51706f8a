/**
 * A campaign's page (issue 21), reached from the campaign list and from each run in the Content
 * Library: what the campaign is (products, store, language, board, status, frequency, runs), when it
 * runs next in the user's time zone, and every run with what it made, cost and earned, or why it
 * failed. Its actions are the list's (pause/resume, run now, frequency, delete). Loading, error with a
 * retry, not found (another user's, a deleted or an unknown campaign) and no runs yet each say so.
 * `runResults` adds to each run what another feature shows of it (composed by the route), its times in
 * the page's time zone.
 */
import './campaigns-i18n.ts';
import type { Campaign, Execution } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, History, Pause, Pencil, Play, SearchX, Trash2, Zap } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ExecutionImageDialog, type ImageToPost } from '../../components/execution-image-dialog.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { executionKeys } from '../../lib/executions-api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCampaign, useCampaignRuns } from './api/campaigns-api.ts';
import { runNowBlocked } from './campaign-format.ts';
import { CampaignOverview } from './components/campaign-overview.tsx';
import { CampaignPhotos } from './components/campaign-photos.tsx';
import { CampaignSchedule, scheduleTimeZone } from './components/campaign-schedule.tsx';
import { EditCampaignDialog } from './components/edit-campaign-dialog.tsx';
import { ProductSources } from './components/product-sources.tsx';
import { RunCard } from './components/run-card.tsx';
import { type CampaignActions, useCampaignActions } from './hooks/use-campaign-actions.tsx';

/** What another feature adds to a run, its times in `timeZone` (the page's). */
export type RunResults = (execution: Execution, timeZone: string) => ReactNode;

const isNotFound = (error: unknown) =>
  // A malformed id in the address is refused as a bad request: for the user it is no campaign either.
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.aiAgent}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('campaigns.page.back')}
    </Link>
  );
}

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('campaigns.page.loading')} className="space-y-4">
      <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
      <div className="h-28 animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={SearchX} title={t('campaigns.page.notFound')}>
      <p>{t('campaigns.page.notFoundBody')}</p>
      <Link to={paths.aiAgent} className={buttonVariants({ className: 'mt-4' })}>
        {t('campaigns.page.back')}
      </Link>
    </EmptyState>
  );
}

function HeaderActions({ campaign, actions }: { campaign: Campaign; actions: CampaignActions['actions'] }) {
  const { t } = useTranslation();
  const busy = actions.busyId === campaign.id;
  const completed = campaign.status === 'completed';
  const blocked = runNowBlocked(campaign);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" disabled={busy} onClick={() => setEditing(true)}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {completed ? t('campaigns.edit.openFinished') : t('campaigns.edit.open')}
      </Button>
      <EditCampaignDialog campaign={campaign} open={editing} onOpenChange={setEditing} />
      <Button
        variant="outline"
        size="sm"
        disabled={completed || busy}
        onClick={() => actions.toggle(campaign)}
      >
        {campaign.status === 'active' ? (
          <Pause className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Play className="h-4 w-4" aria-hidden="true" />
        )}
        {campaign.status === 'active' ? t('campaigns.page.pause') : t('campaigns.page.resume')}
      </Button>
      <Button
        size="sm"
        disabled={busy}
        aria-disabled={blocked ? true : undefined}
        className={blocked ? 'cursor-not-allowed opacity-60' : undefined}
        title={blocked ? t(`campaigns.runNowBlocked.${blocked}`, { name: campaign.name }) : undefined}
        onClick={() => {
          if (!blocked) actions.run(campaign);
        }}
      >
        <Zap className="h-4 w-4" aria-hidden="true" />
        {t('campaigns.page.runNow')}
      </Button>
      <Button variant="outline" size="sm" disabled={busy} onClick={() => actions.remove(campaign)}>
        <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
        {t('campaigns.page.delete')}
      </Button>
    </div>
  );
}

/**
 * Brings the run the address names (`#run-3`, from the credit history or a mail) into view once it is
 * shown, reading older pages until it is there (or there are none left).
 */
function useRunAnchor(runs: ReturnType<typeof useCampaignRuns>) {
  const { hash } = useLocation();
  const wanted = /^#run-(\d+)$/.exec(hash)?.[1];
  const loaded = runs.data?.pages.flat();
  const oldest = loaded?.at(-1)?.run_number;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = runs;
  useEffect(() => {
    if (!loaded || !wanted) return;
    if (oldest !== undefined && Number(wanted) < oldest && hasNextPage) {
      if (!isFetchingNextPage) void fetchNextPage();
      return;
    }
    const target = document.getElementById(`run-${wanted}`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [loaded, wanted, oldest, hasNextPage, isFetchingNextPage, fetchNextPage]);
}

function Runs({
  campaign,
  runResults,
  onOpenImage,
}: {
  campaign: Campaign;
  runResults?: RunResults;
  onOpenImage: (image: ImageToPost) => void;
}) {
  const { t, i18n } = useTranslation();
  const runs = useCampaignRuns(campaign.id);
  const zone = scheduleTimeZone(campaign);
  useRunAnchor(runs);
  const shown = runs.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="campaign-runs" className="space-y-3">
      <h3 id="campaign-runs" className="text-lg font-semibold text-slate-900">
        {t('campaigns.page.runs')}
      </h3>
      {runs.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('campaigns.page.loadingRuns')}
          className="space-y-3"
        >
          {[0, 1].map((n) => (
            <div key={n} className="h-32 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : runs.isError && !runs.data ? (
        <LoadError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon={History} title={t('campaigns.page.noRuns')}>
          <p>
            {campaign.status === 'active' && campaign.next_run
              ? t('campaigns.page.firstRunAt', {
                  time: formatDateTime(campaign.next_run, i18n.language, zone),
                })
              : campaign.status === 'paused'
                ? t('campaigns.page.firstRunPaused')
                : t('campaigns.next.notScheduled')}
          </p>
        </EmptyState>
      ) : (
        <>
          <ol className="space-y-3">
            {shown.map((execution) => (
              <RunCard
                key={execution.id}
                execution={execution}
                campaign={campaign}
                timeZone={zone}
                onOpenImage={onOpenImage}
                results={runResults?.(execution, zone)}
              />
            ))}
          </ol>
          {runs.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void runs.fetchNextPage()}
                loading={runs.isFetchingNextPage}
              >
                {t('campaigns.page.olderRuns')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

export default function CampaignPage({ runResults }: { runResults?: RunResults }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const campaign = useCampaign(id);
  const [image, setImage] = useState<ImageToPost | null>(null);
  const queryClient = useQueryClient();
  const { actions, dialogs } = useCampaignActions({
    // The run just followed changed the campaign (runs left, next run) and its list of runs.
    onGenerationClosed: () =>
      void Promise.all([campaign.refetch(), queryClient.invalidateQueries({ queryKey: executionKeys.all })]),
    onDeleted: () => navigate(paths.aiAgent),
  });

  // A deleted campaign's data stays cached until the page is left: it is shown, not 'not found'.
  const data = campaign.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackLink />
      {data ? (
        <>
          <header className="flex flex-wrap items-start justify-between gap-4">
            <h2 className="min-w-0 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">
              {data.name}
            </h2>
            <HeaderActions campaign={data} actions={actions} />
          </header>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <CampaignOverview
                campaign={data}
                onFrequency={(frequency) => actions.setFrequency(data, frequency)}
              />
            </div>
            <CampaignSchedule campaign={data} />
          </div>
          <ProductSources campaign={data} />
          <CampaignPhotos campaign={data} />
          <Runs campaign={data} runResults={runResults} onOpenImage={setImage} />
          <ExecutionImageDialog image={image} onOpenChange={(open) => (open ? undefined : setImage(null))} />
          {dialogs}
        </>
      ) : campaign.isPending ? (
        <Skeleton />
      ) : isNotFound(campaign.error) ? (
        <NotFound />
      ) : (
        <LoadError error={campaign.error} onRetry={() => void campaign.refetch()} />
      )}
    </div>
  );
}
