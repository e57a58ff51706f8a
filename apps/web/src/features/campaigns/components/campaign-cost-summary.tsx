/** What a new campaign's runs cost, what the balance pays for now, and a way to buy more. */

import { CREDITS_PER_ARTICLE } from '@aa/contracts';
import { appPath, paths } from '@aa/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useCredits } from '../../../lib/credits.tsx';
import { useAuth } from '../../../lib/session.tsx';
import { campaignCost } from './campaign-form.ts';

/** Runs × credits, what the balance covers, and a way to buy more when it covers fewer runs than planned. */
export function CostSummary({ totalRuns, startsLater }: { totalRuns: number; startsLater: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { credits, loading } = useCredits();
  // Before the session and the balance are known, a "covers no run" would be false.
  if (!user || loading) return null;
  const { runs, cost, covered, missing } = campaignCost(totalRuns, credits);
  if (runs === 0) return null;
  const short = covered < runs;
  return (
    <div
      id="campaign-cost"
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        short ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700',
      )}
    >
      <p>
        {t('campaigns.form.costTotal', { count: runs, credits: cost })}{' '}
        {t(startsLater ? 'campaigns.form.firstRunLater' : 'campaigns.form.firstRunNow', {
          credits: CREDITS_PER_ARTICLE,
        })}
      </p>
      {short ? (
        <p className="mt-1">
          {covered === 0
            ? t('campaigns.form.balanceCoversNone', { balance: credits })
            : t('campaigns.form.balanceCovers', { balance: credits, count: covered, total: runs })}{' '}
          <Link
            to={appPath(paths.buyCredits, { needed: String(missing) })}
            className="font-medium underline underline-offset-2"
          >
            {t('campaigns.form.buyMore')}
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-slate-500">{t('campaigns.form.balanceCoversAll', { balance: credits })}</p>
      )}
    </div>
  );
}
