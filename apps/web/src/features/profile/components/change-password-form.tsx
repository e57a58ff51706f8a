import { DELAYS, Messages, newPasswordSchema, PASSWORD_MIN_LENGTH, type Profile } from '@aa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { changePassword } from '../api/profile-api.ts';
import { isReauthenticated, ReauthenticateWithGoogle } from './reauthenticate-with-google.tsx';

/** SPEC §5 change-password rules; returns the first broken rule's message. */
export function validatePasswordChange(values: {
  current: string;
  next: string;
  confirm: string;
  needsCurrent: boolean;
}): string | null {
  if ((values.needsCurrent && !values.current) || !values.next || !values.confirm)
    return Messages.fillAllFields;
  if (values.next !== values.confirm) return Messages.newPasswordsDoNotMatch;
  const parsed = newPasswordSchema.safeParse(values.next);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? Messages.passwordComplexity);
}

/**
 * Change Password; an account without a password sets its first one, after a fresh Google sign-in.
 * The password rule is said once, under the new password.
 */
export function ChangePasswordForm({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { hasPassword } = profile;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useAutoClearState<{ tone: 'success' | 'error'; text: string }>(
    DELAYS.messageAutoClear,
  );
  const needsGoogle = !hasPassword && !isReauthenticated(profile);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePasswordChange({ current, next, confirm, needsCurrent: hasPassword });
    if (problem) {
      setMessage({ tone: 'error', text: translateMessage(t, problem) });
      return;
    }
    setSubmitting(true);
    try {
      const response = await changePassword(hasPassword ? current : '', next);
      setMessage({
        tone: 'success',
        text: translateMessage(t, response.message || Messages.passwordUpdated),
      });
      setCurrent('');
      setNext('');
      setConfirm('');
      onChanged();
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
      setMessage({
        tone: 'error',
        text: translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.passwordUpdateFailed)),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{hasPassword ? t('profile.changePassword') : t('profile.setPassword')}</CardTitle>
        <CardDescription>
          {hasPassword ? t('profile.changePasswordDescription') : t('profile.setPasswordDescription')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {needsGoogle ? (
          <ReauthenticateWithGoogle action={t('profile.reauthForPassword')} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {hasPassword ? (
              <PasswordField
                id={`${id}-current`}
                label={t('profile.currentPassword')}
                autoComplete="current-password"
                value={current}
                onChange={setCurrent}
              />
            ) : null}
            <PasswordField
              id={`${id}-next`}
              label={t('profile.newPassword')}
              minLength={PASSWORD_MIN_LENGTH}
              value={next}
              onChange={setNext}
              hint={t('auth.passwordHint')}
            />
            <PasswordField
              id={`${id}-confirm`}
              label={t('profile.confirmNewPassword')}
              minLength={PASSWORD_MIN_LENGTH}
              value={confirm}
              onChange={setConfirm}
            />
            <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
            <Button type="submit" loading={submitting}>
              {hasPassword ? t('profile.changePassword') : t('profile.setPassword')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
