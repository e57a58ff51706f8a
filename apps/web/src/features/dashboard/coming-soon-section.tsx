import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** A dashboard section whose screen is built in a later issue: an honest empty state (the top bar names it). */
export function ComingSoonSection({ section }: { section: 'library' | 'buyCredits' }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <EmptyState icon={Hourglass} title={t('dashboard.comingSoonTitle')}>
        {t(`dashboard.comingSoon.${section}`)}
      </EmptyState>
    </div>
  );
}
