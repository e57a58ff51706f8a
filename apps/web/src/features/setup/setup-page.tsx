/** /dashboard/setup: the three-step wizard (PRODUCT.md §2, §4), also Pinterest's OAuth redirect URI. */
import './setup-i18n.ts';
import { paths } from '@aa/contracts/routes';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PlatformSections } from './components/platform-sections.tsx';
import { PlatformStatusView } from './components/platform-status-view.tsx';
import { SetupProgress } from './components/setup-progress.tsx';
import { usePinterestCallback } from './hooks/use-pinterest-callback.ts';
import { currentSetupStep, setupProgress } from './setup-steps.ts';

export default function SetupPage() {
  const { t } = useTranslation();
  const processingOAuth = usePinterestCallback();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {/* The top bar's heading names the page (dashboard-shell): a second h1 here would repeat it. */}
      <p className="text-slate-600">{t('setup.subtitle')}</p>
      <PlatformStatusView
        paused={processingOAuth}
        loadingLabel={processingOAuth ? t('setup.pinterest.completing') : t('setup.loading')}
      >
        {(status) => {
          const step = currentSetupStep(status);
          return (
            <>
              <Card className="p-5 sm:p-6">
                <SetupProgress value={setupProgress(status)} />
                <p className="mt-3 text-sm text-slate-600">
                  {step < 4 ? t('setup.currentStep', { step }) : t('setup.allDone')}
                </p>
              </Card>
              {step === 4 ? (
                <Card className="flex flex-col items-start gap-4 border-emerald-200 bg-emerald-50/60 p-6 sm:flex-row sm:items-center">
                  <PartyPopper className="h-10 w-10 text-emerald-600" aria-hidden="true" />
                  <div className="flex-1">
                    <h2 className="text-lg font-semibold text-slate-900">{t('setup.complete.title')}</h2>
                    <p className="text-sm text-slate-600">{t('setup.complete.text')}</p>
                  </div>
                  <Link to={paths.aiAgent} className={buttonVariants()}>
                    {t('setup.complete.goToDashboard')}
                  </Link>
                </Card>
              ) : null}
              <PlatformSections status={status} currentStep={step} />
            </>
          );
        }}
      </PlatformStatusView>
    </div>
  );
}
