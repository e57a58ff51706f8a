import { Messages, type Profile } from '@aa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useUpdateSettings } from '../api/profile-api.ts';

/**
 * Notifications: whether a failed run or a post check that finds a problem is also mailed (the Content
 * Library shows them either way). The switch saves at once and says so; while saving it shows the new
 * position, and goes back if the server refused.
 */
export function NotificationsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const update = useUpdateSettings();
  const id = useId();
  const runMails = update.isPending ? (update.variables?.runMails ?? profile.runMails) : profile.runMails;

  async function save(next: boolean) {
    try {
      await update.mutateAsync({ runMails: next });
      notify({
        type: 'success',
        title: next ? t('profile.notifications.on') : t('profile.notifications.off'),
      });
    } catch (caught) {
      notify({
        type: 'error',
        title: t('profile.notifications.failed'),
        message: translateMessage(t, errorMessage(caught, Messages.internalError)),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.notifications.title')}</CardTitle>
        <CardDescription id={`${id}-description`}>{t('profile.notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <label htmlFor={`${id}-run-mails`} className="text-sm font-medium text-slate-800">
          {t('profile.notifications.runMails')}
        </label>
        <span className="flex shrink-0 items-center gap-2 text-indigo-600">
          {update.isPending ? <Spinner size="sm" label={t('profile.notifications.saving')} /> : null}
          <Switch
            id={`${id}-run-mails`}
            checked={runMails}
            disabled={update.isPending}
            aria-describedby={`${id}-description`}
            onCheckedChange={(next) => void save(next)}
          />
        </span>
      </CardContent>
    </Card>
  );
}
