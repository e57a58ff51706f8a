/**
 * The operators' view (issue 30, ADMIN_EMAILS): the job queues, the runs and pins that failed in the
 * last 7 days across every account with their reasons, and a retry for a failed pin. Anyone else is
 * told it is not for them.
 */
import './admin-i18n.ts';
import { type AdminFailedPin, ErrorCode } from '@aa/contracts';
import { Check, RefreshCw, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAdminOverview, useRetryPin } from './api/admin-api.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
function Table({ head, children }: { head: ReactNode[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            {head.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <th key={index} scope="col" className="px-3 py-2 whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'px-3 py-2 align-top';

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** When, whose, which campaign and run: the first cells of a failed run's or pin's row. */
function FailureCells({
  failure,
  locale,
}: {
  failure: { failedAt: string; userEmail: string; campaignName: string; runNumber: number };
  locale: string;
}) {
  return (
    <>
      <td className={cn(cell, 'whitespace-nowrap')}>{formatDateTime(failure.failedAt, locale)}</td>
      <td className={cn(cell, 'break-all')}>{failure.userEmail}</td>
      <td className={cell}>{failure.campaignName}</td>
      <td className={cn(cell, 'tabular-nums')}>{failure.runNumber}</td>
    </>
  );
}

function RetryPinButton({ pin }: { pin: AdminFailedPin }) {
  const { t } = useTranslation();
  const retry = useRetryPin();
  if (retry.isSuccess)
    return (
      <span className="inline-flex items-center gap-1 text-emerald-700">
        <Check className="h-4 w-4" aria-hidden="true" />
        {t('admin.pins.queued')}
      </span>
    );
  return (
    <div className="space-y-1">
      <Button
        size="sm"
        variant="outline"
        aria-label={t('admin.pins.retryLabel', {
          number: pin.imageNumber,
          run: pin.runNumber,
          campaign: pin.campaignName,
        })}
        aria-busy={retry.isPending}
        disabled={retry.isPending}
        onClick={() => retry.mutate({ executionId: pin.executionId, imageNumber: pin.imageNumber })}
      >
        {t('admin.pins.retry')}
      </Button>
      {retry.isError ? (
        <p role="alert" className="text-xs text-red-700">
          {translateMessage(t, retry.error.message)}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.title'));
  const overview = useAdminOverview();
  const locale = i18n.language;
  const failureColumns = [t('admin.when'), t('admin.account'), t('admin.campaign'), t('admin.run')];

  if (overview.isError && overview.error instanceof ApiError && overview.error.code === ErrorCode.ADMIN_ONLY)
    return (
      <div className="mx-auto max-w-3xl">
        <EmptyState icon={ShieldAlert} title={translateMessage(t, overview.error.message)} />
      </div>
    );

  const data = overview.data;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('admin.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
        </div>
        <Button
          variant="outline"
          aria-busy={overview.isFetching}
          onClick={() => {
            if (!overview.isFetching) void overview.refetch();
          }}
        >
          <RefreshCw
            className={cn('h-4 w-4', overview.isFetching && 'motion-safe:animate-spin')}
            aria-hidden="true"
          />
          {t('admin.refresh')}
        </Button>
      </header>

      {overview.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label={t('admin.loading')}>
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-24 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : overview.isError || !data ? (
        <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <Section title={t('admin.queues.title')}>
            <Table
              head={[
                t('admin.queues.queue'),
                t('admin.queues.ready'),
                t('admin.queues.deferred'),
                t('admin.queues.active'),
                t('admin.queues.failed'),
              ]}
            >
              {data.queues.map((queue) => (
                <tr key={queue.name}>
                  <th scope="row" className={cn(cell, 'font-mono text-xs font-medium text-slate-800')}>
                    {queue.name}
                  </th>
                  {[queue.ready, queue.deferred, queue.active, queue.failed].map((value, index) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                      key={index}
                      className={cn(
                        cell,
                        'tabular-nums',
                        index === 3 && value > 0 && 'font-semibold text-red-700',
                      )}
                    >
                      {formatNumber(value, locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </Table>
          </Section>

          <Section title={t('admin.runs.title')}>
            {data.failedRuns.length === 0 ? (
              <Empty>{t('admin.runs.empty')}</Empty>
            ) : (
              <Table head={[...failureColumns, t('admin.reason')]}>
                {data.failedRuns.map((run) => (
                  <tr key={run.executionId}>
                    <FailureCells failure={run} locale={locale} />
                    <td className={cn(cell, 'min-w-64 text-slate-700')}>{translateMessage(t, run.reason)}</td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>

          <Section title={t('admin.pins.title')}>
            {data.failedPins.length === 0 ? (
              <Empty>{t('admin.pins.empty')}</Empty>
            ) : (
              <Table head={[...failureColumns, t('admin.pins.pin'), t('admin.reason'), '']}>
                {data.failedPins.map((pin) => (
                  <tr key={`${pin.executionId}:${pin.imageNumber}`}>
                    <FailureCells failure={pin} locale={locale} />
                    <td className={cn(cell, 'tabular-nums')}>{pin.imageNumber}</td>
                    <td className={cn(cell, 'min-w-48 text-slate-700')}>{translateMessage(t, pin.reason)}</td>
                    <td className={cell}>
                      <RetryPinButton pin={pin} />
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
