/**
 * 'Power Up Your Campaigns!' (PRODUCT.md §2, §8): opened instead of a toast when a run cannot be paid, with
 * PRODUCT.md's message and the way to buy what is missing. The first-package bonus is promised only while the
 * server says the account still has it (it is granted with that package); the guarantee and creators
 * figures are marketing copy (PRODUCT.md §1), labelled as such in the texts.
 */
import type { CreditError } from '@aa/contracts';
import { appPath, paths } from '@aa/contracts/routes';
import { Gift, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';

/** PRODUCT.md §5: 'You need {N} more credits to perform this action. You currently have {M} credits.' */
export function shortfallMessage({ requiredCredits, currentCredits }: CreditError) {
  return { needed: Math.max(0, requiredCredits - currentCredits), current: currentCredits };
}

export function InsufficientCreditsDialog({
  shortage,
  onClose,
  onBuy,
}: {
  shortage: CreditError | null;
  onClose: () => void;
  /** Buy Credits was followed (before the dialog closes). */
  onBuy?: () => void;
}) {
  const { t } = useTranslation();
  const numbers = shortage ? shortfallMessage(shortage) : { needed: 0, current: 0 };
  return (
    <Dialog open={shortage !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('campaigns.credits.title')}>
        <div className="space-y-4">
          <p className="flex gap-2 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-900">
            <Sparkles className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('messages.creditsNeeded', { needed: numbers.needed, current: numbers.current })}
          </p>
          <ul className="space-y-2 text-sm text-slate-700">
            {shortage?.firstPackageBonusPercent ? (
              <li className="flex items-center gap-2">
                <Gift className="h-4 w-4 text-violet-600" aria-hidden="true" />
                {t('campaigns.credits.bonus', { percent: shortage.firstPackageBonusPercent })}
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <ShieldCheck className="h-4 w-4 text-emerald-600" aria-hidden="true" />
              {t('campaigns.credits.guarantee')}
            </li>
            <li className="flex items-center gap-2">
              <Users className="h-4 w-4 text-indigo-600" aria-hidden="true" />
              {t('campaigns.credits.creators')}
            </li>
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('campaigns.credits.later')}
            </Button>
            <Link
              to={appPath(paths.buyCredits, { needed: String(numbers.needed) })}
              className={buttonVariants()}
              onClick={() => {
                onBuy?.();
                onClose();
              }}
            >
              {t('campaigns.credits.buy')}
            </Link>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
