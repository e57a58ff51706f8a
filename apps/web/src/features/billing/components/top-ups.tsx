/**
 * "Buy credits once" (issue 33): a subscriber tops up with one of SPEC's packages, paid once on Stripe
 * Checkout (its credits at the package's monthly price), without touching the plan.
 */
import { PLANS, type Plan } from '@aa/contracts/plans';
import { Coins } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

export function TopUps({
  processingId,
  onBuy,
}: {
  /** The package whose checkout is being created, if any (every button waits meanwhile). */
  processingId: string | null;
  onBuy: (plan: Plan) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const locale = i18n.language;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('billing.topUps.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('billing.topUps.text')}</p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {PLANS.map((plan) => {
          const price = formatMoney(plan.monthlyPrice, locale);
          const credits = formatNumber(plan.credits, locale);
          return (
            <li key={plan.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{plan.name}</p>
                <p className="flex items-center gap-1.5 text-sm text-slate-600">
                  <Coins className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
                  {t('billing.topUps.credits', { count: plan.credits, formatted: credits, price })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                loading={processingId === plan.id}
                disabled={processingId !== null}
                aria-label={t('billing.topUps.buyLabel', { count: plan.credits, formatted: credits, price })}
                onClick={() => onBuy(plan)}
              >
                {processingId === plan.id ? t('billing.processing') : t('billing.topUps.buy')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
