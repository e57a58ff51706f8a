/**
 * When a campaign runs (issue 21): every N hours, its next runs in the user's time zone (the one the
 * campaign was made in, else the browser's), the zone named, or why none is coming (paused, done).
 */
import type { Campaign } from '@aa/contracts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, displayTimeZone } from '../../../lib/display-time-zone.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { upcomingRuns } from '../campaign-format.ts';

/** How many next runs the page lists. */
const SHOWN_RUNS = 5;

/** The zone the campaign's times are shown in: its own, else the account's, else the browser's. */
export function scheduleTimeZone(campaign: Pick<Campaign, 'time_zone'>): string {
  return campaign.time_zone ?? displayTimeZone() ?? browserTimeZone();
}

export function CampaignSchedule({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation();
  const zone = scheduleTimeZone(campaign);
  const next = upcomingRuns(campaign, SHOWN_RUNS);
  return (
    <section
      aria-labelledby="campaign-schedule"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="campaign-schedule" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {t('campaigns.page.schedule')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t('campaigns.page.every', { count: campaign.frequency })}{' '}
        <span className="[overflow-wrap:anywhere]">{t('campaigns.page.timeZone', { zone })}</span>
      </p>
      {next.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-700">{t('campaigns.page.nextRuns')}</h4>
          <ol className="mt-2 list-inside list-decimal space-y-1 text-sm text-slate-900 marker:text-slate-400">
            {next.map((date) => (
              <li key={date.getTime()}>
                <time dateTime={date.toISOString()}>{formatDateTime(date, i18n.language, zone)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          {campaign.status === 'paused'
            ? t('campaigns.page.pausedSchedule')
            : campaign.status === 'completed'
              ? t('campaigns.page.completedSchedule')
              : t('campaigns.next.notScheduled')}
        </p>
      )}
    </section>
  );
}
