import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** A dashboard section whose screen is built in a later issue: its header and an honest empty state. */
export function ComingSoonSection({ section }: { section: 'setup' | 'library' | 'buyCredits' }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader
        title={t(`dashboard.nav.${section}`)}
        description={t(`dashboard.nav.${section}Description`)}
      />
      <EmptyState icon={Hourglass} title={t('dashboard.comingSoonTitle')}>
        {t(`dashboard.comingSoon.${section}`)}
      </EmptyState>
    </div>
  );
}
