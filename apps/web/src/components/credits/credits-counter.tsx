import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';

/** The compact balance shown in the navbar and the dashboard top bar. */
export function CreditsCounter({ credits, className }: { credits: number; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset',
        className,
      )}
    >
      <Coins className="h-4 w-4" aria-hidden="true" />
      {t('credits.counter', { count: credits, formatted: formatNumber(credits, i18n.language) })}
    </span>
  );
}
