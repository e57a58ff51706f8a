/**
 * Credit history: the ledger, 10 rows a page (date in the user's language, what moved the balance and
 * which run or purchase it belongs to, the change coloured by its sign, the balance after), with
 * Previous / Next.
 */
import type { CreditTransaction } from '@aa/contracts/credits';
import { findPlan } from '@aa/contracts/plans';
import { paths } from '@aa/contracts/routes';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber, formatShortDate, formatSignedNumber, formatTime } from '../../../lib/format.ts';
import { CREDIT_HISTORY_PAGE_SIZE, useCreditHistory } from '../api/credit-history-api.ts';

export function CreditHistoryCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / CREDIT_HISTORY_PAGE_SIZE)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle id="credit-history">{t('profile.history.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="flex justify-center py-4 text-indigo-600">
            <Spinner label={t('profile.history.loading')} />
          </div>
        ) : null}
        {history.isError && !data ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : null}
        {data && data.total === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <History className="h-4 w-4" aria-hidden="true" />
            {t('profile.history.empty')}
          </p>
        ) : null}
        {data && data.total > 0 ? (
          <>
            <div className="-mx-6 overflow-x-auto px-6">
              <table
                aria-labelledby="credit-history"
                aria-busy={history.isPlaceholderData || undefined}
                className={cn('w-full text-left text-sm', history.isPlaceholderData && 'opacity-60')}
              >
                <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
                      {t('profile.history.date')}
                    </th>
                    <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
                      {t('profile.history.activity')}
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right font-medium sm:pr-3">
                      {t('profile.history.change')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('profile.history.balance')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.transactions.map((row) => (
                    <HistoryRow key={row.id} row={row} locale={locale} />
                  ))}
                </tbody>
              </table>
            </div>
            {history.isError ? (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {t('profile.history.pageFailed')}
              </p>
            ) : null}
            <nav
              aria-label={t('profile.history.pages')}
              className="mt-4 flex flex-wrap items-center justify-between gap-3"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1 || history.isFetching}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                {t('profile.history.previous')}
              </Button>
              <p className="text-sm text-slate-600" aria-live="polite">
                {t('profile.history.pageOf', {
                  page: formatNumber(page, locale),
                  pages: formatNumber(pages, locale),
                })}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages || history.isFetching}
                onClick={() => setPage((current) => current + 1)}
              >
                {t('profile.history.next')}
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </nav>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * What an entry belongs to (issue 21): its run, linked to the run on its campaign's page (a deleted
 * campaign's page is gone: named only), or the plan or package its payment bought.
 */
function BelongsTo({ row }: { row: CreditTransaction }) {
  const { t } = useTranslation();
  const className = 'block text-xs [overflow-wrap:anywhere]';
  if (row.run) {
    const label = t('profile.history.runOf', { number: row.run.run_number, campaign: row.run.campaign_name });
    if (row.run.campaign_deleted)
      return (
        <span className={cn(className, 'text-slate-500')}>{t('profile.history.deleted', { label })}</span>
      );
    return (
      <Link
        to={`${paths.campaign(row.run.campaign_id)}#run-${row.run.run_number}`}
        className={cn(
          className,
          'text-indigo-600 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
        )}
      >
        {label}
      </Link>
    );
  }
  if (row.payment) {
    const plan = findPlan(row.payment.plan_id)?.name ?? row.payment.plan_id;
    return (
      <span className={cn(className, 'text-slate-500')}>
        {row.payment.kind === 'top_up'
          ? t('profile.history.package', { plan })
          : t('profile.history.plan', { plan })}
      </span>
    );
  }
  return null;
}

function HistoryRow({ row, locale }: { row: CreditTransaction; locale: string }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td className="py-2.5 pr-2 text-slate-600 sm:pr-3">
        <time dateTime={row.created_at} className="flex flex-col sm:flex-row sm:gap-1.5">
          <span className="whitespace-nowrap">{formatShortDate(row.created_at, locale)}</span>
          <span className="text-xs whitespace-nowrap text-slate-500 sm:text-sm sm:text-slate-600">
            {formatTime(row.created_at, locale)}
          </span>
        </time>
      </td>
      <td className="py-2.5 pr-2 text-slate-900 sm:pr-3">
        {t(`profile.history.reasons.${row.reason}`)}
        <BelongsTo row={row} />
      </td>
      <td
        className={cn(
          'py-2.5 pr-2 text-right font-semibold whitespace-nowrap tabular-nums sm:pr-3',
          row.delta > 0 ? 'text-emerald-600' : row.delta < 0 ? 'text-red-600' : 'text-slate-600',
        )}
      >
        {formatSignedNumber(row.delta, locale)}
      </td>
      <td className="py-2.5 text-right whitespace-nowrap text-slate-900 tabular-nums">
        {formatNumber(row.balance_after, locale)}
      </td>
    </tr>
  );
}
