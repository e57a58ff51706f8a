/** /dashboard/platforms: Platform Configuration (PRODUCT.md §2), every connection on one screen. */
import './setup-i18n.ts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { PlatformSections } from './components/platform-sections.tsx';
import { PlatformStatusView } from './components/platform-status-view.tsx';
import { SetupProgress } from './components/setup-progress.tsx';
import { setupProgress } from './setup-steps.ts';

export default function PlatformsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('platforms.title')}</h1>
        <p className="mt-1 text-slate-600">{t('platforms.subtitle')}</p>
      </header>
      <PlatformStatusView loadingLabel={t('platforms.loading')}>
        {(status) => (
          <>
            <Card className="p-5 sm:p-6">
              <SetupProgress value={setupProgress(status)} />
            </Card>
            <PlatformSections status={status} />
          </>
        )}
      </PlatformStatusView>
    </div>
  );
}
