/**
 * Plan & billing: the current Stripe plan (credits a month, cycle, status, renewal or end date, the
 * next monthly credits), a warning with 'Update card' when the last payment failed, and the way to
 * Billing (Stripe's Customer Portal); without a plan, the way to the buy page.
 */
import type { Subscription } from '@aa/contracts/billing';
import { paths } from '@aa/contracts/routes';
import { AlertTriangle, CreditCard, PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOpenBillingPortal, useSubscription } from '../../../lib/billing-api.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';

const STATUS_TONES: Record<Subscription['status'], BadgeTone> = {
  active: 'success',
  past_due: 'warning',
  incomplete: 'warning',
  unpaid: 'danger',
  canceled: 'neutral',
};

export function PlanBillingCard() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const portal = useOpenBillingPortal();
  const plan = subscription.data;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('profile.plan.title')}</CardTitle>
        <Button variant="outline" size="sm" loading={portal.opening} onClick={portal.open}>
          {portal.opening ? null : <CreditCard className="h-4 w-4" aria-hidden="true" />}
          {portal.opening ? t('billingPortal.opening') : t('billingPortal.open')}
        </Button>
      </CardHeader>
      <CardContent>
        {subscription.isPending ? (
          <div className="flex justify-center py-4 text-indigo-600">
            <Spinner />
          </div>
        ) : null}
        {subscription.isError ? (
          <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />
        ) : null}
        {subscription.isSuccess && !plan ? <NoPlan /> : null}
        {plan ? <PlanDetails plan={plan} onUpdateCard={portal.open} updating={portal.opening} /> : null}
      </CardContent>
    </Card>
  );
}

function NoPlan() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <PackageOpen className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-medium text-slate-900">{t('profile.plan.none')}</p>
          <p className="text-sm text-slate-600">{t('profile.plan.noneText')}</p>
        </div>
      </div>
      <Link to={paths.buyCredits} className={buttonVariants({ size: 'sm', className: 'shrink-0' })}>
        {t('profile.plan.choose')}
      </Link>
    </div>
  );
}

function PlanDetails({
  plan,
  onUpdateCard,
  updating,
}: {
  plan: Subscription;
  onUpdateCard: () => void;
  updating: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const periodEnd = formatDate(plan.currentPeriodEnd, locale);
  const period =
    plan.status === 'canceled'
      ? t('profile.plan.endedOn', { date: periodEnd })
      : plan.cancelAtPeriodEnd
        ? t('profile.plan.cancelsOn', { date: periodEnd })
        : t('profile.plan.renewsOn', { date: periodEnd });

  return (
    <div className="space-y-5">
      {plan.status === 'past_due' || plan.status === 'unpaid' ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t('profile.plan.paymentFailed')}
          </p>
          <Button size="sm" className="shrink-0" loading={updating} onClick={onUpdateCard}>
            {updating ? t('billingPortal.opening') : t('profile.plan.updateCard')}
          </Button>
        </div>
      ) : null}
      <dl className="grid gap-5 sm:grid-cols-2">
        <Detail term={t('profile.plan.current')}>
          <span className="flex flex-wrap items-center gap-2">
            {plan.planName}
            <Badge tone={STATUS_TONES[plan.status]}>{t(`profile.plan.status.${plan.status}`)}</Badge>
          </span>
        </Detail>
        <Detail term={t('profile.plan.credits')}>
          {t('profile.plan.creditsPerMonth', {
            count: plan.credits,
            formatted: formatNumber(plan.credits, locale),
          })}
        </Detail>
        <Detail term={t('profile.plan.cycle')}>{t(`profile.plan.cycles.${plan.billingCycle}`)}</Detail>
        <Detail term={t('profile.plan.period')}>{period}</Detail>
        <Detail term={t('profile.plan.nextCredits')}>
          {plan.nextGrantAt ? formatDate(plan.nextGrantAt, locale) : t('profile.plan.noMoreCredits')}
        </Detail>
      </dl>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="mt-1 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
