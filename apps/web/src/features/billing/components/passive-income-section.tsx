/** 'Work Once. Earn Forever.' with its three steps, and the 'Real User Results' examples (PRODUCT.md §2). */
import { Coins, Rocket, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { SAMPLE_RESULTS } from '../data/sample-results.ts';

const STEPS = [
  { id: 'create', icon: Sparkles },
  { id: 'publish', icon: Rocket },
  { id: 'earn', icon: Coins },
] as const;

export function PassiveIncomeSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <div className="space-y-12">
      <section aria-labelledby="how-it-works" className="text-center">
        <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('billing.howItWorks.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">{t('billing.howItWorks.subtitle')}</p>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.id}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm"
            >
              <span className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
                  <step.icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="text-lg font-semibold text-slate-900">
                  <span className="text-indigo-600">{index + 1}. </span>
                  {t(`billing.howItWorks.${step.id}.title`)}
                </span>
              </span>
              <p className="mt-3 text-sm text-slate-600">{t(`billing.howItWorks.${step.id}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="user-results" className="text-center">
        <h2 id="user-results" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('billing.results.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-sm text-slate-500">{t('billing.results.disclaimer')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {SAMPLE_RESULTS.map((result) => (
            <li
              key={result.id}
              className="rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-indigo-50/60 p-6 text-left shadow-sm"
            >
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                {t('billing.results.example')}
              </span>
              <p className="mt-3 text-2xl font-bold text-emerald-600">
                {t('billing.results.perMonth', { amount: formatMoney(result.monthlyEarnings, locale) })}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t('billing.results.articles', {
                  count: result.articles,
                  formatted: formatNumber(result.articles, locale),
                })}
              </p>
              <p className="mt-3 text-sm font-medium text-slate-900">
                {t(`billing.results.niche.${result.id}`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
