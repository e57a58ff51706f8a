/**
 * The user's WordPress sites (issue 31): each with its address, account and state, and its actions
 * (check, rename, make default, delete after a confirmation that says where its campaigns go); below
 * them, another site can be added while the plan has room, else the plan's limit and the way to more.
 */
import {
  campaignsResponseSchema,
  Messages,
  renameWordPressSiteBodySchema,
  type WordPressSite,
} from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import {
  CheckCircle2,
  ExternalLink,
  Pencil,
  Plus,
  RefreshCw,
  Star,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useWordPressSiteAction, wordpressSitesQuery } from '../../../lib/platforms-api.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { WordPressForm } from './wordpress-form.tsx';

export function WordPressSites() {
  const { t } = useTranslation();
  const sites = useQuery(wordpressSitesQuery);
  const [adding, setAdding] = useState(false);

  if (sites.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner className="h-4 w-4" />
        {t('setup.sites.loading')}
      </p>
    );
  if (sites.isError) return <LoadError error={sites.error} onRetry={() => void sites.refetch()} />;
  const { limit, used } = sites.data;
  const full = used >= limit;

  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={t('setup.sites.listLabel')}>
        {sites.data.sites.map((site) => (
          <SiteRow key={site.id} site={site} defaultSite={sites.data.sites.find((one) => one.isDefault)} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">{t('setup.sites.room', { used, limit, count: limit })}</p>
        {full ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
            {t(limit === 1 ? 'setup.sites.fullOne' : 'setup.sites.full', { count: limit })}
            <Link to={paths.buyCredits} className={buttonVariants({ variant: 'link', className: 'text-sm' })}>
              {t('setup.sites.upgrade')}
            </Link>
          </p>
        ) : adding ? null : (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('setup.sites.add')}
          </Button>
        )}
      </div>
      {adding && !full ? (
        <section aria-label={t('setup.sites.add')} className="rounded-xl border border-slate-200 p-4">
          <h3 className="mb-3 font-semibold text-slate-900">{t('setup.sites.add')}</h3>
          <WordPressForm another onDone={() => setAdding(false)} />
        </section>
      ) : null}
    </div>
  );
}

function SiteRow({ site, defaultSite }: { site: WordPressSite; defaultSite: WordPressSite | undefined }) {
  const { t, i18n } = useTranslation();
  const { notify } = useNotifications();
  const action = useWordPressSiteAction();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const pendingKind = action.isPending ? action.variables?.kind : undefined;

  const failed = (title: string) => (error: unknown) =>
    notify({
      type: 'error',
      title,
      message: translateMessage(t, errorMessage(error, Messages.internalError)),
    });
  const succeeded = (answer: { message?: string }) => {
    if (answer.message) notify({ type: 'success', title: translateMessage(t, answer.message) });
  };

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-all text-slate-900">{site.name}</span>
            {site.isDefault ? (
              <Badge tone="indigo">
                <Star className="h-3 w-3" aria-hidden="true" />
                {t('setup.sites.default')}
              </Badge>
            ) : null}
            {site.demo ? <Badge>{t('setup.sites.demo')}</Badge> : null}
          </p>
          <a
            href={site.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm break-all text-indigo-700 hover:underline"
          >
            {site.url}
            <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          </a>
          <p className="text-sm text-slate-600">
            {t('setup.sites.account', { username: site.username })}
            <span className="ml-2 font-mono text-slate-500">{site.apiKey}</span>
          </p>
          {site.status === 'failing' ? (
            <p className="flex items-start gap-1.5 text-sm text-red-700">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {translateMessage(t, site.error ?? Messages.wordpressFailed)}
            </p>
          ) : (
            <p className="flex items-center gap-1.5 text-sm text-emerald-700">
              <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t('setup.sites.answered', { when: formatDateTime(site.verifiedAt, i18n.language) })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            loading={pendingKind === 'check'}
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { kind: 'check', id: site.id },
                { onSuccess: succeeded, onError: failed(t('setup.sites.checkFailed', { name: site.name })) },
              )
            }
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('setup.sites.check')}
          </Button>
          <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => setRenaming(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('setup.sites.rename')}
          </Button>
          {site.isDefault ? null : (
            <Button
              size="sm"
              variant="outline"
              loading={pendingKind === 'update' && !renaming}
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'update', id: site.id, body: { isDefault: true } },
                  { onSuccess: succeeded, onError: failed(t('setup.sites.saveFailed')) },
                )
              }
            >
              <Star className="h-4 w-4" aria-hidden="true" />
              {t('setup.sites.makeDefault')}
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('setup.delete')}
          </Button>
        </div>
      </div>
      {renaming ? (
        <RenameForm
          site={site}
          onDone={() => setRenaming(false)}
          onSaved={succeeded}
          onFailed={failed(t('setup.sites.saveFailed'))}
        />
      ) : null}
      <DeleteSiteDialog
        site={site}
        defaultSite={defaultSite}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={succeeded}
        onFailed={failed(t('setup.deleteFailedTitle'))}
      />
    </li>
  );
}

function RenameForm({
  site,
  onDone,
  onSaved,
  onFailed,
}: {
  site: WordPressSite;
  onDone: () => void;
  onSaved: (answer: { message?: string }) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const action = useWordPressSiteAction();
  const form = useSchemaForm(renameWordPressSiteBodySchema, { name: site.name }, { id: `rename-${site.id}` });
  const submit = form.handleSubmit((body) =>
    action.mutate(
      { kind: 'update', id: site.id, body },
      {
        onSuccess: (answer) => {
          onSaved(answer);
          onDone();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) onFailed(error);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField id={form.idOf('name')} label={t('setup.wordpress.siteName')} error={form.errors.name}>
        <Input autoComplete="off" maxLength={80} required {...form.input('name')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="md" loading={action.isPending}>
          {t('setup.sites.save')}
        </Button>
        <Button type="button" size="md" variant="ghost" disabled={action.isPending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Deleting a site says where its campaigns go: to the default site (another site, when this one is
 * the default), or nowhere when it is the last one. Its campaigns are counted when the dialog opens.
 */
function DeleteSiteDialog({
  site,
  defaultSite,
  open,
  onOpenChange,
  onDeleted,
  onFailed,
}: {
  site: WordPressSite;
  defaultSite: WordPressSite | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (answer: { message?: string }) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const action = useWordPressSiteAction();
  const sites = useQuery(wordpressSitesQuery);
  const campaigns = useQuery({
    queryKey: ['platforms', 'wordpress', 'campaigns'],
    queryFn: async () => (await api.get('/campaigns', campaignsResponseSchema)).data.campaigns,
    enabled: open,
    staleTime: 0,
  });
  const others = sites.data?.sites.filter((one) => one.id !== site.id) ?? [];
  // Where its campaigns publish once it is gone: the default, or the oldest other when it is the default.
  const next = site.isDefault ? others[0] : defaultSite;
  const onSite = (campaigns.data ?? []).filter(
    (campaign) =>
      campaign.status !== 'completed' &&
      (campaign.wordpress_site_id === site.id ||
        (site.isDefault && !others.some((one) => one.id === campaign.wordpress_site_id))),
  ).length;
  const description = !next
    ? t('setup.confirmDelete.wordpress')
    : onSite === 0
      ? t('setup.sites.deleteNoCampaigns')
      : t('setup.sites.deleteMoves', { count: onSite, name: next.name });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('setup.confirmDeleteTitle', { name: site.name })}
      description={campaigns.isPending && next ? t('setup.sites.counting') : description}
      confirmLabel={t('setup.confirmDeleteAction')}
      pending={action.isPending}
      // Awaited, not mutate's callbacks: the row (and this dialog) goes with the site before they would run.
      onConfirm={async () => {
        try {
          const answer = await action.mutateAsync({ kind: 'delete', id: site.id });
          onDeleted(answer);
        } catch (error) {
          onOpenChange(false);
          onFailed(error);
        }
      }}
    />
  );
}
