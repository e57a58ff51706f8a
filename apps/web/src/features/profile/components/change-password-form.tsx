import { DELAYS, Messages, newPasswordSchema } from '@aa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { changePassword } from '../api/profile-api.ts';

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

/** Change Password; a Google-only account (no password yet) sets one without the current field. */
export function ChangePasswordForm({
  hasPassword,
  onChanged,
}: {
  hasPassword: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useAutoClearState<{ tone: 'success' | 'error'; text: string }>(
    DELAYS.messageAutoClear,
  );

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
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {hasPassword ? (
            <div>
              <Label htmlFor={`${id}-current`}>{t('profile.currentPassword')}</Label>
              <PasswordInput
                id={`${id}-current`}
                autoComplete="current-password"
                required
                value={current}
                onChange={(event) => setCurrent(event.target.value)}
              />
            </div>
          ) : null}
          <div>
            <Label htmlFor={`${id}-next`}>{t('profile.newPassword')}</Label>
            <PasswordInput
              id={`${id}-next`}
              autoComplete="new-password"
              required
              minLength={8}
              value={next}
              onChange={(event) => setNext(event.target.value)}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
              {t('auth.passwordHint')}
            </p>
          </div>
          <div>
            <Label htmlFor={`${id}-confirm`}>{t('profile.confirmNewPassword')}</Label>
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              required
              minLength={8}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </div>
          <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
          <Button type="submit" loading={submitting}>
            {hasPassword ? t('profile.changePassword') : t('profile.setPassword')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
