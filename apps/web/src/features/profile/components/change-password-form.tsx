import {
  type ChangePasswordBody,
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
  DELAYS,
  Messages,
  PASSWORD_MIN_LENGTH,
  type Profile,
} from '@aa/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { submitHandler } from '../../../lib/submit-form.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { useChangePassword } from '../api/profile-api.ts';
import { isReauthenticated, ReauthenticateWithGoogle } from './reauthenticate-with-google.tsx';

const emptyValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Change Password; an account without a password sets its first one, after a fresh Google sign-in.
 * The password rule is said once, under the new password.
 */
export function ChangePasswordForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const { hasPassword } = profile;
  const { register, getValues, reset } = useForm<ChangePasswordValues>({ defaultValues: emptyValues });
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
      reset(emptyValues);
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
      setMessage({
        tone: 'error',
        text: translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.passwordUpdateFailed)),
      });
    }
  }

  const onSubmit = submitHandler(
    changePasswordFormSchema,
    // An account setting its first password has no current one to give.
    () => ({ ...getValues(), currentPassword: hasPassword ? getValues('currentPassword') : undefined }),
    {
      valid: (body) => void change(body),
      invalid: (text) => setMessage({ tone: 'error', text: translateMessage(t, text) }),
    },
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
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {hasPassword ? (
              <PasswordField
                id={`${id}-current`}
                label={t('profile.currentPassword')}
                autoComplete="current-password"
                {...register('currentPassword')}
              />
            ) : null}
            <PasswordField
              id={`${id}-next`}
              label={t('profile.newPassword')}
              minLength={PASSWORD_MIN_LENGTH}
              hint={t('auth.passwordHint')}
              {...register('newPassword')}
            />
            <PasswordField
              id={`${id}-confirm`}
              label={t('profile.confirmNewPassword')}
              minLength={PASSWORD_MIN_LENGTH}
              {...register('confirmNewPassword')}
            />
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
