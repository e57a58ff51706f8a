import type { CreditPackage } from '@aa/contracts/billing';
import { findPlan, PLAN_SITE_LIMITS } from '@aa/contracts/plans';
import { Check, Coins, FileText, Globe } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { packageFeatures, packagePrice } from '../package-pricing.ts';

function translatedList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

export interface PackageCardProps {
  pkg: CreditPackage;
  /** The plan picked on the pricing page. */
  picked: boolean;
  /** This package's checkout is being created. */
  processing: boolean;
  /** Another package's checkout is being created. */
  disabled: boolean;
  onBuy: (pkg: CreditPackage) => void;
  /**
   * For a subscriber (issue 33): `current` marks the plan they are on ("Your plan"); `other` cards
   * change the plan in Billing (Stripe's portal) rather than start a second one.
   */
  subscriber?: 'current' | 'other';
  onChangePlan?: () => void;
  ref?: Ref<HTMLElement>;
}

export function PackageCard({
  pkg,
  picked,
  processing,
  disabled,
  onBuy,
  subscriber,
  onChangePlan,
  ref,
}: PackageCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const headingId = useId();
  const currency = pkg.currency.toUpperCase();
  const price = packagePrice(pkg);
  const articles = formatNumber(price.articles, locale);
  // How many WordPress sites the plan connects (PRODUCT.md §9), beside SPEC's three features.
  const plan = findPlan(pkg.id);
  const sites = plan ? PLAN_SITE_LIMITS[plan.id] : undefined;
  const features = packageFeatures(
    pkg.features,
    translatedList(t(`billing.plans.${pkg.id}.features`, { returnObjects: true, defaultValue: [] })),
    translatedList(t('billing.defaultFeatures', { returnObjects: true })) ?? [],
    articles,
  );

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      data-picked={picked || undefined}
      aria-current={subscriber === 'current' ? 'true' : undefined}
      className={cn(
        'relative flex w-full scroll-mt-24 flex-col rounded-2xl border bg-white p-6 shadow-sm lg:p-5',
        pkg.popular ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200',
        picked && 'border-emerald-500 ring-4 ring-emerald-400',
        subscriber === 'current' && 'border-emerald-600 ring-2 ring-emerald-600',
      )}
    >
      {pkg.popular || picked || subscriber === 'current' ? (
        <div className="absolute -top-3 left-1/2 flex -translate-x-1/2 gap-1.5 whitespace-nowrap">
          {pkg.popular ? (
            <span className="rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 px-3 py-1 text-xs font-semibold text-white">
              {t('billing.popular')}
            </span>
          ) : null}
          {picked && !subscriber ? (
            <span className="rounded-full bg-emerald-600 px-3 py-1 text-xs font-semibold text-white">
              {t('billing.yourPick')}
            </span>
          ) : null}
          {subscriber === 'current' ? (
            <span className="rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white">
              {t('billing.yourPlan')}
            </span>
          ) : null}
        </div>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {pkg.name}
      </h3>
      <p className="mt-1 text-sm text-slate-500">
        {t(`pricing.plans.${pkg.id}.description`, { defaultValue: pkg.description })}
      </p>
      <p className="mt-5">
        <span className="text-3xl font-bold text-slate-900">
          {formatMoney(price.perMonth, locale, currency)}
        </span>
        <span className="text-sm text-slate-500">{t('billing.perMonth')}</span>
      </p>
      <div className="mt-1 flex min-h-12 flex-wrap items-start gap-x-2 gap-y-1 text-xs text-slate-500">
        {price.billedAnnually === undefined ? (
          <span>{t('billing.billedMonthly')}</span>
        ) : (
          <span>
            {t('billing.billedAnnually', { total: formatMoney(price.billedAnnually, locale, currency) })}
          </span>
        )}
        {price.savings !== undefined && price.savings > 0 ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-700">
            {t('billing.save', { amount: formatMoney(price.savings, locale, currency) })}
          </span>
        ) : null}
      </div>
      <ul className="mt-4 space-y-1 rounded-xl bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Coins className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
          {t('billing.creditsPerMonth', { count: pkg.credits, formatted: formatNumber(pkg.credits, locale) })}
        </li>
        <li className="flex items-center gap-2">
          <FileText className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
          {t('billing.articlesPerMonth', { count: price.articles, formatted: articles })}
        </li>
        {sites === undefined ? null : (
          <li className="flex items-center gap-2">
            <Globe className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
            {t('billing.wordpressSites', { count: sites })}
          </li>
        )}
      </ul>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {subscriber === 'current' ? (
        <p className="mt-6 rounded-lg bg-emerald-50 px-3 py-2 text-center text-sm font-medium text-emerald-800">
          {t('billing.yourPlan')}
        </p>
      ) : subscriber === 'other' ? (
        <Button variant="outline" className="mt-6 w-full" aria-describedby={headingId} onClick={onChangePlan}>
          {t('billing.changePlan')}
        </Button>
      ) : (
        <Button
          variant={pkg.popular || picked ? 'primary' : 'outline'}
          className="mt-6 w-full"
          loading={processing}
          disabled={disabled}
          aria-describedby={headingId}
          onClick={() => onBuy(pkg)}
        >
          {processing ? t('billing.processing') : t('billing.getStarted')}
        </Button>
      )}
    </article>
  );
}
