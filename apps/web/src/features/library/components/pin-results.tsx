/**
 * A run's pins on Pinterest (issue 20, 3): what they earned (impressions, saves, outbound clicks and
 * the click rate, "No results yet" before the first fetch), the run's angle and, when the campaign's
 * earlier pins steered it, why that angle was chosen.
 */
import type { Execution, ExecutionPinResults } from '@aa/contracts';
import { ChartNoAxesColumn, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format.ts';

function Figures({ results, timeZone }: { results: ExecutionPinResults; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const rate = results.impressions > 0 ? results.outbound_clicks / results.impressions : null;
  const figures = [
    [t('library.pinResults.impressions'), formatNumber(results.impressions, i18n.language)],
    [t('library.pinResults.saves'), formatNumber(results.saves, i18n.language)],
    [t('library.pinResults.outboundClicks'), formatNumber(results.outbound_clicks, i18n.language)],
    [t('library.pinResults.clickRate'), rate === null ? '—' : formatPercent(rate, i18n.language)],
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-white px-3 py-2 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {t('library.pinResults.updated', {
          time: formatDateTime(results.fetched_at, i18n.language, timeZone),
        })}
      </p>
    </>
  );
}

/** The run's angle and, for a steered one, the results that chose its family. */
function Angle({ angle }: { angle: NonNullable<Execution['angle']> }) {
  const { t, i18n } = useTranslation();
  const steer = angle.steered_by;
  return (
    <div className="mt-3 flex items-start gap-2 border-t border-slate-200 pt-3">
      <Compass className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" aria-hidden="true" />
      <div className="min-w-0 text-slate-700">
        <p className="break-words">
          <span className="font-medium text-slate-900">{t('library.pinResults.angle')}</span>{' '}
          <span lang={angle.language}>{angle.text}</span>
          {angle.family ? (
            <>
              {' '}
              <span className="text-slate-500">({t(`angles.family.${angle.family}`)})</span>
            </>
          ) : null}
        </p>
        {steer ? (
          <p className="mt-1 break-words">
            <span className="font-medium text-slate-900">{t('library.pinResults.why')}</span>{' '}
            {t('angles.steered', {
              family: t(`angles.family.${steer.family}`),
              rate: formatPercent(steer.click_rate, i18n.language),
              families: steer.families,
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * `showAngle`: false where the run's angle is already shown beside it, `timeZone` the one the other
 * times beside it are in (a campaign's page).
 */
export function PinResults({
  execution,
  showAngle = true,
  timeZone,
}: {
  execution: Execution;
  showAngle?: boolean;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const results = execution.pin_results ?? null;
  const pinned = execution.result_data.pinterest_posts.length > 0;
  const steered = execution.angle?.steered_by;
  // Nothing to say for a run that pinned nothing and whose angle no result chose.
  if (!results && !pinned && !(steered && showAngle)) return null;
  return (
    <section aria-label={t('library.pinResults.title')} className="rounded-lg bg-slate-50 p-3 text-sm">
      <h4 className="mb-2 flex items-center gap-1.5 font-semibold text-slate-700">
        <ChartNoAxesColumn className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        {t('library.pinResults.title')}
      </h4>
      {results ? (
        <Figures results={results} timeZone={timeZone} />
      ) : pinned ? (
        <p className="text-slate-600">
          <span className="font-medium">{t('library.pinResults.none')}</span>{' '}
          {t('library.pinResults.noneHint')}
        </p>
      ) : null}
      {showAngle && execution.angle && (pinned || steered) ? <Angle angle={execution.angle} /> : null}
    </section>
  );
}
