import { Messages } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useAuth } from '../../lib/session.tsx';
import { useProfile } from './api/profile-api.ts';
import { AccountOverviewCard } from './components/account-overview-card.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { UpdateEmailForm } from './components/update-email-form.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const profile = useProfile(user?.id);

  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.auth} replace />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {profile.isPending ? <PageSpinner /> : null}
      {profile.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
        >
          <p className="flex items-center gap-2 font-medium">
            <AlertCircle className="h-5 w-5" aria-hidden="true" />
            {translateMessage(t, errorMessage(profile.error, Messages.internalError))}
          </p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {profile.data ? (
        <>
          <AccountOverviewCard profile={profile.data} />
          <UpdateEmailForm key={profile.data.email} profile={profile.data} />
          <ChangePasswordForm profile={profile.data} />
        </>
      ) : null}
    </div>
  );
}
