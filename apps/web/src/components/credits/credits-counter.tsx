import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * The balance shown in the navbar and the dashboard top bar. `compact` drops the word "credits" on
 * small screens (it stays for screen readers), so the top bar keeps room for the page's name.
 */
export function CreditsCounter({
  credits,
  className,
  compact = false,
}: {
  credits: number;
  className?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const formatted = formatNumber(credits, i18n.language);
  const label = t('credits.counter', { count: credits, formatted });
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset',
        compact && 'px-2.5 sm:px-3',
        className,
      )}
    >
      <Coins className="h-4 w-4" aria-hidden="true" />
      {compact ? (
        <>
          <span className="sm:hidden" aria-hidden="true">
            {formatted}
          </span>
          <span className="sr-only sm:not-sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}
