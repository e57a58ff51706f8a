import { DELAYS, ErrorCode, emailSchema, Messages, type Profile } from '@aa/contracts';
import { Clock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmailField, PasswordField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { updateEmail } from '../api/profile-api.ts';
import { isReauthenticated, ReauthenticateWithGoogle } from './reauthenticate-with-google.tsx';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * Email Address. A new address is only pending until its confirmation link is used: the form shows it
 * as pending (with a way to cancel) instead of inviting a second send. One feedback: the inline message.
 */
export function UpdateEmailForm({
  profile,
  onUpdated,
}: {
  profile: Profile;
  onUpdated: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState(profile.pendingEmail ?? profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useAutoClearState<Message>(DELAYS.messageAutoClear);

  const normalized = email.trim().toLowerCase();
  const unchanged = normalized === profile.email || normalized === profile.pendingEmail;
  const needsGoogle = !profile.hasPassword && !isReauthenticated(profile);

  async function send(address: string, password?: string) {
    setSubmitting(true);
    try {
      await updateEmail(address, password);
      // Short: the pending address, shown under the field, says the rest.
      setMessage({ tone: 'success', text: t('messages.emailUpdated') });
      setCurrentPassword('');
      await onUpdated();
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
      setMessage({
        tone: 'error',
        text: translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.emailUpdateFailed)),
      });
      if (caught instanceof ApiError && caught.code === ErrorCode.REAUTH_REQUIRED) await onUpdated();
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setMessage({ tone: 'error', text: t('messages.enterEmail') });
      return;
    }
    if (!emailSchema.safeParse(email).success) {
      setMessage({ tone: 'error', text: t('messages.invalidEmail') });
      return;
    }
    if (profile.hasPassword && !currentPassword) {
      setMessage({ tone: 'error', text: t('messages.currentPasswordRequired') });
      return;
    }
    void send(email.trim(), profile.hasPassword ? currentPassword : undefined);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.emailTitle')}</CardTitle>
        <CardDescription>{t('profile.emailDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {needsGoogle ? <ReauthenticateWithGoogle action={t('profile.reauthForEmail')} /> : null}
          <div>
            <EmailField
              id={`${id}-email`}
              label={t('profile.email')}
              value={email}
              onChange={setEmail}
              readOnly={needsGoogle}
              aria-describedby={profile.pendingEmail ? `${id}-pending` : undefined}
            />
            {profile.pendingEmail ? (
              <div
                id={`${id}-pending`}
                className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-amber-800"
              >
                <Badge tone="warning">
                  <Clock className="h-3 w-3" aria-hidden="true" />
                  {t('profile.pendingBadge')}
                </Badge>
                <span>
                  {t('profile.pendingEmail', { email: profile.pendingEmail, current: profile.email })}
                </span>
                <button
                  type="button"
                  className="rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  onClick={() => {
                    setEmail(profile.email);
                    void send(profile.email);
                  }}
                >
                  {t('profile.cancelEmailChange')}
                </button>
              </div>
            ) : null}
          </div>
          {needsGoogle && !unchanged ? (
            <ReauthenticateWithGoogle action={t('profile.reauthForEmail')} />
          ) : null}
          {profile.hasPassword && !unchanged ? (
            <PasswordField
              id={`${id}-current`}
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              value={currentPassword}
              onChange={setCurrentPassword}
              hint={t('profile.currentPasswordHint')}
            />
          ) : null}
          <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
          <Button type="submit" loading={submitting} disabled={unchanged || needsGoogle}>
            {submitting ? t('profile.updatingEmail') : t('profile.updateEmail')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
