import { Messages, type Profile } from '@aa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/display-time-zone.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAuth } from '../../../lib/session.tsx';
import { useUpdateSettings } from '../api/profile-api.ts';

/** The zones the browser knows, the account's and the browser's first among them if missing. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, ...known])].sort((a, b) => a.localeCompare(b));
}

/**
 * Time zone (issue 33): the zone every date of the app and of the mails is shown in. The browser's at
 * sign-up; changed here, it applies at once (the session's user carries it).
 */
export function TimeZoneCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const { notify } = useNotifications();
  const { refreshUser } = useAuth();
  const update = useUpdateSettings();
  const id = useId();
  const saved = profile.timeZone ?? browserTimeZone();
  const [zone, setZone] = useState(saved);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync({ timeZone: zone });
      await refreshUser();
      notify({ type: 'success', title: t('profile.timeZone.saved', { zone }) });
    } catch (caught) {
      notify({
        type: 'error',
        title: t('profile.timeZone.failed'),
        message: translateMessage(t, errorMessage(caught, Messages.internalError)),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.timeZone.title')}</CardTitle>
        <CardDescription id={`${id}-description`}>{t('profile.timeZone.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(event) => void save(event)}>
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={`${id}-zone`} className="text-sm font-medium text-slate-800">
              {t('profile.timeZone.label')}
            </label>
            <select
              id={`${id}-zone`}
              className={inputClasses}
              value={zone}
              aria-describedby={`${id}-description ${id}-now`}
              onChange={(event) => setZone(event.target.value)}
            >
              {zones(zone).map((option) => (
                <option key={option} value={option}>
                  {option.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            <p id={`${id}-now`} className="text-xs text-slate-500">
              {t('profile.timeZone.now', { time: formatDateTime(Date.now(), i18n.language, zone) })}
            </p>
          </div>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={zone === saved && profile.timeZone !== null}
          >
            {t('profile.timeZone.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
