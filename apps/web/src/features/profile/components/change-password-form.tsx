import {
  type ChangePasswordBody,
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
  DELAYS,
  Messages,
  PASSWORD_MIN_LENGTH,
  type Profile,
} from '@aa/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { useChangePassword } from '../api/profile-api.ts';
import { isReauthenticated, ReauthenticateWithGoogle } from './reauthenticate-with-google.tsx';

const emptyValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change Password; an account without a password sets its first one, after a fresh Google sign-in.
 * The password rule is said once, under the new password. The app's one form pattern
 * (lib/schema-form.ts): each wrong field says why next to it; a refusal that is no field's (a wrong
 * current password) and the success are the form's message.
 */
export function ChangePasswordForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { hasPassword } = profile;
  const form = useSchemaForm(changePasswordFormSchema, emptyValues, {
    id: 'change-password',
    // An account setting its first password has no current one to give.
    prepare: (values) => ({ ...values, currentPassword: hasPassword ? values.currentPassword : undefined }),
  });
  const { errors } = form;
  const changePassword = useChangePassword();
  const [message, setMessage] = useAutoClearState<{ tone: 'success' | 'error'; text: string }>(
    DELAYS.messageAutoClear,
  );
  const needsGoogle = !hasPassword && !isReauthenticated(profile);

  async function change(body: ChangePasswordBody) {
    try {
      const response = await changePassword.mutateAsync(body);
      setMessage({
        tone: 'success',
        text: translateMessage(t, response.message || Messages.passwordUpdated),
      });
      form.reset(emptyValues);
    } catch (caught) {
      if (form.showServerErrors(caught)) return;
      setMessage({
        tone: 'error',
        text: translateMessage(t, errorMessage(caught, Messages.passwordUpdateFailed)),
      });
    }
  }

  const checked = form.handleSubmit(
    (body) => void change(body),
    () => setMessage(null),
  );

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
          <form noValidate className="space-y-4" onSubmit={checked}>
            {hasPassword ? (
              <FormField
                id={form.idOf('currentPassword')}
                label={t('profile.currentPassword')}
                error={errors.currentPassword}
              >
                <PasswordInput autoComplete="current-password" required {...form.input('currentPassword')} />
              </FormField>
            ) : null}
            <FormField
              id={form.idOf('newPassword')}
              label={t('profile.newPassword')}
              error={errors.newPassword}
              hint={t('auth.passwordHint')}
            >
              <PasswordInput
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                required
                {...form.input('newPassword', { hint: true })}
              />
            </FormField>
            <FormField
              id={form.idOf('confirmNewPassword')}
              label={t('profile.confirmNewPassword')}
              error={errors.confirmNewPassword}
            >
              <PasswordInput
                autoComplete="new-password"
                minLength={PASSWORD_MIN_LENGTH}
                required
                {...form.input('confirmNewPassword')}
              />
            </FormField>
            <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
            <Button type="submit" loading={changePassword.isPending}>
              {hasPassword ? t('profile.changePassword') : t('profile.setPassword')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
