/** A run's way to its campaign's page, at that run (issue 21); none for a deleted campaign (it has no page). */
import type { Execution } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function CampaignPageLink({ execution }: { execution: Execution }) {
  const { t } = useTranslation();
  if (execution.campaign.deleted) return null;
  return (
    <Link
      to={`${paths.campaign(execution.campaign_id)}#run-${execution.run_number}`}
      className="inline-block rounded text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      {t('library.campaignPage')}
    </Link>
  );
}
