import { CREDITS_USAGE_SCALE } from '@aa/contracts/constants';
import { paths } from '@aa/contracts/routes';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { buttonVariants } from '../ui/button.tsx';
import { CreditsLevelBadge } from './credits-level-badge.tsx';

/** Share of the usage bar filled by a balance, in percent (0–100). */
export function creditsUsagePercent(credits: number): number {
  return Math.min(100, Math.max(0, Math.round((credits / CREDITS_USAGE_SCALE) * 100)));
}

/** The sidebar's AI credits card: balance, level badge, usage bar against 500 and Buy More. */
export function AiCreditsCard({ credits, loading = false }: { credits: number; loading?: boolean }) {
  const { t, i18n } = useTranslation();
  const percent = creditsUsagePercent(credits);
  return (
    <div className="rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50 to-violet-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-sm font-medium text-indigo-900">
          <Sparkles className="h-4 w-4 text-violet-600" aria-hidden="true" />
          {t('credits.cardTitle')}
        </span>
        <CreditsLevelBadge credits={credits} />
      </div>
      <p className={cn('mt-2 text-2xl font-bold text-slate-900', loading && 'animate-pulse')}>
        {formatNumber(credits, i18n.language)}
        <span className="ml-1 text-sm font-normal text-slate-500">
          {t('credits.unit', { count: credits })}
        </span>
      </p>
      <div
        className="mt-3 h-2 w-full overflow-hidden rounded-full bg-white"
        role="progressbar"
        aria-label={t('credits.usageLabel', { scale: CREDITS_USAGE_SCALE })}
        aria-valuemin={0}
        aria-valuemax={CREDITS_USAGE_SCALE}
        aria-valuenow={Math.min(credits, CREDITS_USAGE_SCALE)}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <Link to={paths.buyCredits} className={buttonVariants({ size: 'sm', className: 'mt-4 w-full' })}>
        {t('credits.buyMore')}
      </Link>
    </div>
  );
}
