import { type BillingCycle, type PlanId, planPrice, PLANS as plans } from '@aa/contracts/plans';
import { appPath, paths } from '@aa/contracts/routes';
import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { buyPlanPath } from '../../lib/pending-plan.ts';
import { useAuth } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageIntro, SectionHeading, SignUpBanner } from './components/marketing-blocks.tsx';
import './marketing-i18n.ts';

const faq = ['credits', 'annual', 'expire', 'cancel', 'refund', 'free', 'currency'] as const;

export default function PricingPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pricing.title'));
  const { user } = useAuth();
  const [cycle, setCycle] = useState<BillingCycle>('annual');
  // Signed out, the pick rides through sign-up (the auth page remembers it) to the buy page.
  const planHref = (plan: PlanId) =>
    user ? buyPlanPath({ plan, cycle }) : appPath(paths.auth, { mode: 'signup', plan, cycle });
  const locale = i18n.language;

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <PageIntro title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
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
      <p className="mt-8 text-center text-sm text-slate-500">{t('pricing.note')}</p>
      <section aria-labelledby="faq" className="mx-auto mt-20 max-w-3xl">
        <SectionHeading id="faq" title={t('pricingFaq.title')} />
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {faq.map((item) => (
            <details key={item} className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 [&::-webkit-details-marker]:hidden">
                <h3>{t(`pricingFaq.items.${item}.question`)}</h3>
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 text-slate-600">{t(`pricingFaq.items.${item}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>
      <SignUpBanner
        className="mt-16"
        title={t('pricing.finalTitle')}
        text={t('landing.final.text')}
        action={t('landing.hero.ctaPrimary')}
      />
    </div>
  );
}

function PlanFeature({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Check className="h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
      {children}
    </li>
  );
}
