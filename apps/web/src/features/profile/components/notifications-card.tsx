import {
  ACCOUNT_MAILS,
  type AccountMail,
  Messages,
  type Profile,
  type UpdateSettingsBody,
} from '@aa/contracts';
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
 * Library shows them either way), and each of the account's mails (issue 33: payments, plan changes,
 * campaigns finished or paused for credits, drafts waiting, the weekly summary). A switch saves at once
 * and says so; while saving it shows the new position, and goes back if the server refused.
 */
export function NotificationsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const update = useUpdateSettings();
  const id = useId();
  const pending = update.isPending ? update.variables : undefined;
  const runMails = pending?.runMails ?? profile.runMails;
  const mailOn = (mail: AccountMail) => pending?.mails?.[mail] ?? profile.mails[mail];

  async function save(change: UpdateSettingsBody, title: string) {
    try {
      await update.mutateAsync(change);
      notify({ type: 'success', title });
    } catch (caught) {
      notify({
        type: 'error',
        title: t('profile.notifications.failed'),
        message: translateMessage(t, errorMessage(caught, Messages.internalError)),
      });
    }
  }

  const rows: { key: string; label: string; checked: boolean; onChange: (next: boolean) => void }[] = [
    {
      key: 'run-mails',
      label: t('profile.notifications.runMails'),
      checked: runMails,
      onChange: (next) =>
        void save({ runMails: next }, next ? t('profile.notifications.on') : t('profile.notifications.off')),
    },
    ...ACCOUNT_MAILS.map((mail) => ({
      key: mail,
      label: t(`profile.notifications.mails.${mail}`),
      checked: mailOn(mail),
      onChange: (next: boolean) =>
        void save(
          { mails: { [mail]: next } },
          t(next ? 'profile.notifications.mailOn' : 'profile.notifications.mailOff', {
            mail: t(`profile.notifications.mails.${mail}`),
          }),
        ),
    })),
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.notifications.title')}</CardTitle>
        <CardDescription id={`${id}-description`}>{t('profile.notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.key} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
              <label htmlFor={`${id}-${row.key}`} className="text-sm font-medium text-slate-800">
                {row.label}
              </label>
              <span className="flex shrink-0 items-center gap-2 text-indigo-600">
                <Switch
                  id={`${id}-${row.key}`}
                  checked={row.checked}
                  disabled={update.isPending}
                  aria-describedby={`${id}-description`}
                  onCheckedChange={row.onChange}
                />
              </span>
            </li>
          ))}
        </ul>
        {update.isPending ? (
          <p className="mt-2 flex items-center gap-2 text-xs text-slate-500">
            <Spinner size="sm" label={t('profile.notifications.saving')} />
            {t('profile.notifications.saving')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
