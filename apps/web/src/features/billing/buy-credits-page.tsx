/**
 * /dashboard/buy-credits (PRODUCT.md §2 "Buy credits page", §4 "Purchase", §8 payments): the balance, the
 * Monthly/Annual toggle (annual by default), one card per package, Stripe Checkout for the one
 * picked, the way back from it, and the 'Work Once. Earn Forever.' copy below.
 *
 * Query: `needed=N` (from the insufficient-credits modal) shows what is missing; `plan` and `cycle`
 * (from the pricing page) preselect the cycle and point at that plan's card.
 */
import './billing-i18n.ts';
import type { CreditPackage } from '@aa/contracts/billing';
import { ErrorCode } from '@aa/contracts/error-codes';
import { Messages } from '@aa/contracts/messages';
import type { BillingCycle, Plan } from '@aa/contracts/plans';
import { appPath, paths } from '@aa/contracts/routes';
import { AlertCircle, ArrowLeft, Coins, Info, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../components/notifications/notifications-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useOpenBillingPortal, useSubscription } from '../../lib/billing-api.ts';
import { useCredits } from '../../lib/credits.tsx';
import { isNavigableUrl, leaveAppTo } from '../../lib/external-navigation.ts';
import { formatNumber } from '../../lib/format.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { clearPendingPlan, parsePendingPlan } from '../../lib/pending-plan.ts';
import { useCreateCheckoutSession, usePackages } from './api/billing-api.ts';
import { BillingCycleToggle } from './components/billing-cycle-toggle.tsx';
import { PackageCard } from './components/package-card.tsx';
import { PassiveIncomeSection } from './components/passive-income-section.tsx';
import { TopUps } from './components/top-ups.tsx';
import { usePaymentReturn } from './hooks/use-payment-return.ts';
import { isSessionExpiredError } from './package-pricing.ts';

/** PRODUCT.md §9: after 'Session Expired' the login page follows in 2 s. */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

function cycleFrom(value: string | null): BillingCycle | undefined {
  return value === 'monthly' || value === 'annual' ? value : undefined;
}

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export default function BuyCreditsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { credits } = useCredits();
  const [searchParams] = useSearchParams();
  const [arrival] = useState(() => ({
    pick: parsePendingPlan(searchParams.get('plan'), searchParams.get('cycle')),
    cycle: cycleFrom(searchParams.get('cycle')),
    needed: positiveInteger(searchParams.get('needed')),
  }));
  const [cycle, setCycle] = useState<BillingCycle>(arrival.pick?.cycle ?? arrival.cycle ?? 'annual');
  const packages = usePackages(cycle);
  const checkout = useCreateCheckoutSession();
  const [processingId, setProcessingId] = useState<CreditPackage['id'] | null>(null);
  const subscription = useSubscription();
  const portal = useOpenBillingPortal();
  usePaymentReturn();

  // The pricing page's pick has arrived: the next sign-in goes where it normally does.
  useEffect(() => {
    if (arrival.pick) clearPendingPlan();
  }, [arrival.pick]);

  const pickedCard = useRef<HTMLElement | null>(null);
  const scrolled = useRef(false);
  const loaded = Boolean(packages.data);
  useEffect(() => {
    if (!loaded || scrolled.current || !pickedCard.current) return;
    scrolled.current = true;
    pickedCard.current.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [loaded]);

  // PRODUCT.md §8: a load failure is a notice; one that means the session is gone leads to sign-in in 2 s.
  const loadError = packages.error;
  const sessionExpired = loadError ? isSessionExpiredError(loadError) : false;
  useEffect(() => {
    if (!loadError) return;
    if (!isSessionExpiredError(loadError)) {
      notify({
        type: 'error',
        title: t('billing.notices.loadingErrorTitle'),
        message: t('billing.notices.loadingError'),
      });
      return;
    }
    notify({
      type: 'error',
      title: t('billing.notices.sessionExpiredTitle'),
      message: t('billing.notices.sessionExpired'),
    });
    const timer = setTimeout(
      () =>
        navigate(appPath(paths.auth, { mode: 'login' }), {
          replace: true,
          state: { from: { pathname: paths.buyCredits }, reason: 'sessionExpired' },
        }),
      SESSION_EXPIRED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [loadError, notify, t, navigate]);

  /** A plan (SPEC's Get Started) or, for a subscriber, a package's credits once (issue 33). */
  async function buy(pkg: Pick<CreditPackage, 'id' | 'billingCycle'>, purchase: 'plan' | 'top_up' = 'plan') {
    if (processingId) return;
    setProcessingId(pkg.id);
    try {
      const session = await checkout.mutateAsync({
        package_id: pkg.id,
        billing_period: pkg.billingCycle,
        // A plan's body stays SPEC's.
        ...(purchase === 'top_up' ? { purchase } : {}),
      });
      if (!isNavigableUrl(session.url)) throw new Error(Messages.checkoutFailed);
      leaveAppTo(session.url);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.SUBSCRIPTION_EXISTS) {
        notify({
          type: 'warning',
          title: t('billing.notices.planExistsTitle'),
          message: translateMessage(t, error.message),
          duration: 0,
          actions: [{ label: t('billing.manageBilling'), action: portal.open, primary: true }],
        });
      } else {
        const fallback = t('billing.notices.purchaseFailed');
        const reason =
          error instanceof ApiError
            ? errorMessage(error, fallback)
            : error instanceof Error && error.message
              ? error.message
              : fallback;
        notify({
          type: 'error',
          title: t('billing.notices.purchaseFailedTitle'),
          message: translateMessage(t, reason),
        });
      }
    } finally {
      // PRODUCT.md §4: the purchase always returns to idle.
      setProcessingId(null);
    }
  }

  const plan = subscription.data;
  // On a plan Stripe still bills: a second plan is refused, credits are bought once instead.
  const subscribed = plan ? ['active', 'past_due', 'incomplete'].includes(plan.status) : false;
  const topUp = (chosen: Plan) => void buy({ id: chosen.id, billingCycle: 'monthly' }, 'top_up');

  return (
    <div className="mx-auto max-w-6xl space-y-12">
      <div>
        <Link
          to={paths.aiAgent}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('billing.back')}
        </Link>
        <div className="mt-4 text-center">
          <h2 className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-3xl font-bold tracking-tight text-transparent sm:text-4xl">
            {t('billing.headline')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('billing.subtitle')}</p>
          <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-4 py-1.5 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset">
            <Coins className="h-4 w-4" aria-hidden="true" />
            {t('billing.balance', { count: credits, formatted: formatNumber(credits, locale) })}
          </p>
        </div>
      </div>

      <div className="space-y-4">
        {arrival.needed ? (
          <p className="mx-auto flex max-w-2xl items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t(subscribed ? 'billing.neededSubscriber' : 'billing.needed', {
              count: arrival.needed,
              formatted: formatNumber(arrival.needed, locale),
            })}
          </p>
        ) : null}
        {plan ? (
          <div className="mx-auto flex max-w-2xl flex-col items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('billing.currentPlan', { plan: plan.planName })}</p>
            <Button variant="outline" size="sm" loading={portal.opening} onClick={portal.open}>
              {portal.opening ? t('billing.opening') : t('billing.manageBilling')}
            </Button>
          </div>
        ) : null}
        {subscribed ? <TopUps processingId={processingId} onBuy={topUp} /> : null}
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </div>

      <section aria-label={t('billing.packages')}>
        {packages.isPending ? <LoadingBlock label={t('billing.loading')} /> : null}
        {loadError && !sessionExpired ? (
          <div
            role="alert"
            className="mx-auto flex max-w-xl flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertCircle className="h-5 w-5" aria-hidden="true" />
              {t('billing.notices.loadingErrorTitle')}
            </p>
            <p className="text-sm">{t('billing.notices.loadingError')}</p>
            <Button variant="outline" size="sm" onClick={() => void packages.refetch()}>
              {t('billing.retry')}
            </Button>
          </div>
        ) : null}
        {packages.data && packages.data.length === 0 ? (
          <p className="text-center text-slate-600">{t('billing.noPackages')}</p>
        ) : null}
        {packages.data && packages.data.length > 0 ? (
          <ul
            className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4"
            aria-busy={packages.isPlaceholderData || undefined}
          >
            {packages.data.map((pkg) => {
              const picked = arrival.pick?.plan === pkg.id;
              return (
                <li key={pkg.id} className="flex">
                  <PackageCard
                    ref={picked ? pickedCard : undefined}
                    pkg={pkg}
                    picked={picked}
                    processing={processingId === pkg.id}
                    disabled={processingId !== null || packages.isPlaceholderData}
                    onBuy={(chosen) => void buy(chosen)}
                    subscriber={
                      subscribed
                        ? plan?.planId === pkg.id && plan.billingCycle === pkg.billingCycle
                          ? 'current'
                          : 'other'
                        : undefined
                    }
                    onChangePlan={portal.open}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className="mt-6 flex items-center justify-center gap-1.5 text-center text-xs text-slate-500">
          <ShieldCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
          {t('billing.securePayment')}
        </p>
      </section>

      <PassiveIncomeSection />
    </div>
  );
}
