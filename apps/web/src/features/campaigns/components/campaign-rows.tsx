/**
 * 'Your Campaigns': a table on wide screens, stacked cards on small ones (PRODUCT.md §2), the same cells in
 * both. Actions: pause/resume, run now (active with runs left), delete; a completed campaign is locked.
 * A campaign's name leads to its page, its products are named and linked to Amazon (issue 21).
 */
import {
  CAMPAIGN_FREQUENCY_MAX,
  CAMPAIGN_FREQUENCY_MIN,
  type Campaign,
  Messages,
  parseFrequencyInput,
} from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { Pause, Pencil, Play, Trash2, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatDateTime, formatTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { createdAge, nextRunDisplay, runNowBlocked } from '../campaign-format.ts';
import { ProductLinks } from './product-links.tsx';

export interface RowActions {
  toggle: (campaign: Campaign) => void;
  run: (campaign: Campaign) => void;
  remove: (campaign: Campaign) => void;
  setFrequency: (campaign: Campaign, frequency: number) => void;
  busyId: string | null;
}

export function StatusBadge({ status }: { status: Campaign['status'] }) {
  const { t } = useTranslation();
  const tone = status === 'active' ? 'success' : status === 'paused' ? 'warning' : 'neutral';
  return <Badge tone={tone}>{t(`campaigns.status.${status}`)}</Badge>;
}

/** The campaign's name, leading to its page (issue 21). */
function CampaignLink({ campaign }: { campaign: Campaign }) {
  return (
    <Link
      to={paths.campaign(campaign.id)}
      className="text-slate-900 [overflow-wrap:anywhere] underline decoration-slate-300 underline-offset-4 hover:text-indigo-700 hover:decoration-indigo-400 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {campaign.name}
    </Link>
  );
}

function NextRun({ campaign, now }: { campaign: Campaign; now: number }) {
  const { t, i18n } = useTranslation();
  const shown = nextRunDisplay(campaign, now);
  if (shown.kind === 'date')
    return <time dateTime={shown.date.toISOString()}>{formatDateTime(shown.date, i18n.language)}</time>;
  if (shown.kind === 'soon')
    return (
      <time dateTime={shown.date.toISOString()}>
        {t('campaigns.next.soonAt', { time: formatTime(shown.date, i18n.language) })}
      </time>
    );
  return <span>{t(`campaigns.next.${shown.kind === 'due' ? 'soon' : shown.kind}`)}</span>;
}

function Created({ campaign, now }: { campaign: Campaign; now: number }) {
  const { t } = useTranslation();
  const age = createdAge(campaign.created_at, now);
  return (
    <time dateTime={campaign.created_at}>
      {age.unit === 'now' ? t('campaigns.age.now') : t(`campaigns.age.${age.unit}`, { count: age.count })}
    </time>
  );
}

function Progress({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const percent = Math.round((campaign.completed_runs / campaign.total_runs) * 100);
  return (
    <div className="min-w-24">
      <span className="text-sm tabular-nums text-slate-700">
        {t('campaigns.progressValue', { done: campaign.completed_runs, total: campaign.total_runs })}
      </span>
      <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-indigo-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** PRODUCT.md §5 inline edit: 1–168, not numeric → 1, saved only when changed and above 0; Escape cancels. */
export function Frequency({ campaign, onSave }: { campaign: Campaign; onSave: (frequency: number) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(campaign.frequency));
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const locked = campaign.status === 'completed';
  const save = () => {
    const frequency = parseFrequencyInput(value);
    // Out of range: the edit stays open and says why (Escape gives up).
    if (frequency === null) return setInvalid(true);
    setInvalid(false);
    setEditing(false);
    if (frequency !== campaign.frequency) onSave(frequency);
  };
  if (editing)
    return (
      <div className="flex flex-col gap-1">
        <Input
          autoFocus
          type="number"
          min={CAMPAIGN_FREQUENCY_MIN}
          max={CAMPAIGN_FREQUENCY_MAX}
          aria-label={t('campaigns.frequencyInput')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="h-8 w-20"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') {
              setValue(String(campaign.frequency));
              setInvalid(false);
              setEditing(false);
            }
          }}
        />
        {invalid ? (
          <p id={errorId} role="alert" className="max-w-40 text-xs text-red-600">
            {translateMessage(t, Messages.frequencyRange)}
          </p>
        ) : null}
      </div>
    );
  return (
    <button
      type="button"
      disabled={locked}
      onClick={() => {
        setValue(String(campaign.frequency));
        setEditing(true);
      }}
      className="inline-flex items-center gap-1 rounded px-1 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-default disabled:hover:bg-transparent"
      aria-label={t('campaigns.editFrequency', { name: campaign.name })}
    >
      {t('campaigns.everyHours', { count: campaign.frequency })}
      {locked ? null : <Pencil className="h-3 w-3 text-slate-400" aria-hidden="true" />}
    </button>
  );
}

function Actions({ campaign, actions }: { campaign: Campaign; actions: RowActions }) {
  const { t } = useTranslation();
  const busy = actions.busyId === campaign.id;
  const completed = campaign.status === 'completed';
  const blocked = runNowBlocked(campaign);
  // The tooltip says what the button does (Pause), not the state it leads to (Paused).
  const toggle =
    campaign.status === 'active'
      ? t('campaigns.pause', { name: campaign.name })
      : t('campaigns.resume', { name: campaign.name });
  const runNow = t('campaigns.runNow', { name: campaign.name });
  const runNowTitle = blocked ? t(`campaigns.runNowBlocked.${blocked}`, { name: campaign.name }) : runNow;
  const remove = t('campaigns.delete', { name: campaign.name });
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        disabled={completed || busy}
        onClick={() => actions.toggle(campaign)}
        aria-label={toggle}
        title={toggle}
      >
        {campaign.status === 'active' ? (
          <Pause className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Play className="h-4 w-4" aria-hidden="true" />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={busy}
        aria-disabled={blocked ? true : undefined}
        className={blocked ? 'cursor-not-allowed opacity-60 hover:bg-transparent' : undefined}
        onClick={() => {
          if (!blocked) actions.run(campaign);
        }}
        aria-label={runNow}
        title={runNowTitle}
      >
        <Zap className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={busy}
        onClick={() => actions.remove(campaign)}
        aria-label={remove}
        title={remove}
      >
        <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
      </Button>
    </div>
  );
}

export function CampaignRows({
  campaigns,
  actions,
  now,
}: {
  campaigns: Campaign[];
  actions: RowActions;
  now: number;
}) {
  const { t } = useTranslation();
  const columns = [
    'campaign',
    'progress',
    'frequency',
    'remaining',
    'nextRun',
    'created',
    'products',
    'actions',
  ] as const;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold">
                  {t(`campaigns.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {campaigns.map((campaign) => (
              <tr key={campaign.id}>
                <th scope="row" className="min-w-28 px-3 py-3 font-medium text-slate-900">
                  <div className="flex flex-col items-start gap-1">
                    <CampaignLink campaign={campaign} />
                    <StatusBadge status={campaign.status} />
                  </div>
                </th>
                <td className="px-3 py-3">
                  <Progress campaign={campaign} />
                </td>
                <td className="px-3 py-3">
                  <Frequency campaign={campaign} onSave={(f) => actions.setFrequency(campaign, f)} />
                </td>
                <td className="px-3 py-3 tabular-nums">
                  {t('campaigns.runs', { count: campaign.remaining_runs })}
                </td>
                <td className="min-w-28 px-3 py-3 text-slate-700">
                  <NextRun campaign={campaign} now={now} />
                </td>
                <td className="px-3 py-3 text-slate-500">
                  <Created campaign={campaign} now={now} />
                </td>
                <td className="min-w-36 px-3 py-3">
                  <ProductLinks campaign={campaign} />
                </td>
                <td className="px-3 py-3">
                  <Actions campaign={campaign} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                  <CampaignLink campaign={campaign} />
                </h3>
                <StatusBadge status={campaign.status} />
              </div>
              <Actions campaign={campaign} actions={actions} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-500">{t('campaigns.columns.progress')}</dt>
              <dd>
                <Progress campaign={campaign} />
              </dd>
              <dt className="text-slate-500">{t('campaigns.columns.frequency')}</dt>
              <dd>
                <Frequency campaign={campaign} onSave={(f) => actions.setFrequency(campaign, f)} />
              </dd>
              <dt className="text-slate-500">{t('campaigns.columns.remaining')}</dt>
              <dd>{t('campaigns.runs', { count: campaign.remaining_runs })}</dd>
              <dt className="text-slate-500">{t('campaigns.columns.nextRun')}</dt>
              <dd>
                <NextRun campaign={campaign} now={now} />
              </dd>
              <dt className="text-slate-500">{t('campaigns.columns.created')}</dt>
              <dd>
                <Created campaign={campaign} now={now} />
              </dd>
              <dt className="text-slate-500">{t('campaigns.columns.products')}</dt>
              <dd className="min-w-0">
                <ProductLinks campaign={campaign} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
