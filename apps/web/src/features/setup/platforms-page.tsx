/** /dashboard/platforms: Platform Configuration (PRODUCT.md §2), every connection on one screen. */
import './setup-i18n.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { PlatformSections } from './components/platform-sections.tsx';
import { PlatformStatusView } from './components/platform-status-view.tsx';
import { SetupProgress } from './components/setup-progress.tsx';
import { setupProgress } from './setup-steps.ts';

/**
 * A link to one platform's section (`#amazon`, from a campaign refused for want of a store's tag)
 * brings it into view once the sections exist: they render after the status loads, too late for the
 * browser's own jump.
 */
function ScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return null;
}

export default function PlatformsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {/* The top bar's heading names the page (dashboard-shell): a second h1 here would repeat it. */}
      <p className="text-slate-600">{t('platforms.subtitle')}</p>
      <PlatformStatusView loadingLabel={t('platforms.loading')}>
        {(status) => (
          <>
            <Card className="p-5 sm:p-6">
              <SetupProgress value={setupProgress(status)} />
            </Card>
            <PlatformSections status={status} />
            <ScrollToSection />
          </>
        )}
      </PlatformStatusView>
    </div>
  );
}
