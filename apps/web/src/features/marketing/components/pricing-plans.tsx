import {
  type BillingCycle,
  PLAN_SITE_LIMITS,
  type PlanId,
  planPrice,
  PLANS as plans,
} from '@aa/contracts/plans';
import { appPath, paths } from '@aa/contracts/routes';
import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { buyPlanPath } from '../../../lib/pending-plan.ts';
import { useAuth } from '../../../lib/session.tsx';

function PlanFeature({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Check className="h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
      {children}
    </li>
  );
}

/** The billing cycle toggle and the four plans (an island: the toggle works before the app loads). */
export function PricingPlans() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [cycle, setCycle] = useState<BillingCycle>('annual');
  // Signed out, the pick rides through sign-up (the auth page remembers it) to the buy page.
  const planHref = (plan: PlanId) =>
    user ? buyPlanPath({ plan, cycle }) : appPath(paths.auth, { mode: 'signup', plan, cycle });
  const locale = i18n.language;

  return (
    <>
      <fieldset className="mx-auto mt-10 flex w-fit items-center gap-1 rounded-xl bg-slate-100 p-1">
        <legend className="sr-only">{t('pricing.cycle')}</legend>
        {(['monthly', 'annual'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={cycle === value}
            onClick={() => setCycle(value)}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
              cycle === value ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`pricing.${value}`)}
            {value === 'annual' ? (
              <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-700">
                {t('pricing.save30')}
              </span>
            ) : null}
          </button>
        ))}
      </fieldset>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => {
          const price = planPrice(plan, cycle);
          return (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
                plan.popular ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200',
              )}
            >
              {plan.popular ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 px-3 py-1 text-xs font-semibold text-white">
                  {t('pricing.popular')}
                </span>
              ) : null}
              <h2 className="text-lg font-semibold text-slate-900">{t(`pricing.plans.${plan.id}.name`)}</h2>
              <p className="mt-1 text-sm text-slate-500">{t(`pricing.plans.${plan.id}.description`)}</p>
              <p className="mt-5">
                <span className="text-3xl font-bold text-slate-900">
                  {formatMoney(price.perMonth, locale)}
                </span>
                <span className="text-sm text-slate-500">{t('pricing.perMonth')}</span>
              </p>
              <p className="mt-1 min-h-10 text-xs text-slate-500">
                {price.billedYearly !== undefined
                  ? t('pricing.billedYearly', {
                      total: formatMoney(price.billedYearly, locale),
                      savings: formatMoney(price.savings ?? 0, locale),
                    })
                  : t('pricing.billedMonthly')}
              </p>
              <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
                <PlanFeature>
                  {t('pricing.creditsPerMonth', {
                    count: plan.credits,
                    formatted: formatNumber(plan.credits, locale),
                  })}
                </PlanFeature>
                <PlanFeature>
                  {t('pricing.articlesPerMonth', {
                    count: price.articlesPerMonth,
                    formatted: formatNumber(price.articlesPerMonth, locale),
                  })}
                </PlanFeature>
                <PlanFeature>{t('pricing.autoPosting')}</PlanFeature>
                <PlanFeature>{t('pricing.wordpressSites', { count: PLAN_SITE_LIMITS[plan.id] })}</PlanFeature>
              </ul>
              <Link
                to={planHref(plan.id)}
                className={buttonVariants({
                  variant: plan.popular ? 'primary' : 'outline',
                  className: 'mt-6 w-full',
                })}
              >
                {t('pricing.choose')}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
