import { paths } from '@aa/contracts/routes';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/session.tsx';
import { useProfile } from './api/profile-api.ts';
import { AccountOverviewCard } from './components/account-overview-card.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { CreditHistoryCard } from './components/credit-history-card.tsx';
import { NotificationsCard } from './components/notifications-card.tsx';
import { PlanBillingCard } from './components/plan-billing-card.tsx';
import { TimeZoneCard } from './components/time-zone-card.tsx';
import { UpdateEmailForm } from './components/update-email-form.tsx';

export default function ProfilePage() {
  const { user, loading } = useAuth();
  const profile = useProfile(user?.id);

  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {profile.isPending ? <PageSpinner /> : null}
      {profile.isError ? <LoadError error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? (
        <>
          <AccountOverviewCard profile={profile.data} />
          <PlanBillingCard />
          <CreditHistoryCard />
          <UpdateEmailForm key={profile.data.email} profile={profile.data} />
          <ChangePasswordForm profile={profile.data} />
          <TimeZoneCard profile={profile.data} />
          <NotificationsCard profile={profile.data} />
        </>
      ) : null}
    </div>
  );
}
