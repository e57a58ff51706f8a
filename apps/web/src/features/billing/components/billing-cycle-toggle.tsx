import type { BillingCycle } from '@aa/contracts/plans';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const CYCLES: readonly BillingCycle[] = ['monthly', 'annual'];

/** Monthly / Annual as a radio group (arrow keys move between them), drawn as a segmented control. */
export function BillingCycleToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mx-auto flex w-fit items-center gap-1 rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">{t('billing.cycle')}</legend>
      {CYCLES.map((cycle) => (
        <label key={cycle} className="relative cursor-pointer">
          <input
            type="radio"
            name={name}
            value={cycle}
            checked={value === cycle}
            onChange={() => onChange(cycle)}
            className="peer sr-only"
          />
          <span
            className={cn(
              'flex items-center rounded-lg px-4 py-2 text-sm font-medium transition-colors',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2',
              value === cycle ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`billing.${cycle}`)}
            {cycle === 'annual' ? (
              <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-700">
                {t('billing.save30')}
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
