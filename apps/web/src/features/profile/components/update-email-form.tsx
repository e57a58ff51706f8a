import {
  DELAYS,
  Messages,
  type Profile,
  type UpdateEmailForm as UpdateEmailValues,
  type UpdateProfileBody,
  updateEmailFormSchema,
} from '@aa/contracts';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmailField, PasswordField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { submitHandler } from '../../../lib/submit-form.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { useUpdateEmail } from '../api/profile-api.ts';
import { isReauthenticated, ReauthenticateWithGoogle } from './reauthenticate-with-google.tsx';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * Email Address. A new address is only pending until its confirmation link is used: the form shows it
 * as pending (with a way to cancel) instead of inviting a second send. One feedback: the inline message.
 */
export function UpdateEmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, getValues, setValue, control } = useForm<UpdateEmailValues>({
    defaultValues: { email: profile.pendingEmail ?? profile.email, currentPassword: '' },
  });
  const email = useWatch({ control, name: 'email' });
  const updateEmail = useUpdateEmail();
  const [message, setMessage] = useAutoClearState<Message>(DELAYS.messageAutoClear);

  const normalized = email.trim().toLowerCase();
  const unchanged = normalized === profile.email || normalized === profile.pendingEmail;
  const needsGoogle = !profile.hasPassword && !isReauthenticated(profile);

  /** A change only asks the new address to confirm; a cancel goes back to the current one. */
  async function send(body: UpdateProfileBody, kind: 'change' | 'cancel') {
    try {
      // The hook refreshes the profile (and the signed-in user) before this goes on.
      await updateEmail.mutateAsync(body);
      // Nothing is "updated" until the link is opened: say what happened, not more.
      setMessage({
        tone: 'success',
        text:
          kind === 'change'
            ? t('profile.emailChangeSent', { email: body.email })
            : t('profile.emailChangeCancelled', { email: body.email }),
      });
      setValue('currentPassword', '');
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
      setMessage({
        tone: 'error',
        text: translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.emailUpdateFailed)),
      });
    }
  }

  const onSubmit = submitHandler(
    updateEmailFormSchema,
    // An account without a password has no such field: a fresh Google sign-in stands for it.
    () => ({
      ...getValues(),
      currentPassword: profile.hasPassword ? getValues('currentPassword') : undefined,
    }),
    {
      valid: (body) => void send(body, 'change'),
      invalid: (text) => setMessage({ tone: 'error', text: translateMessage(t, text) }),
    },
  );

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
              {...register('email')}
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
                    // Back to the current address: no password needed, nothing to check.
                    setValue('email', profile.email);
                    void send({ email: profile.email }, 'cancel');
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
              hint={t('profile.currentPasswordHint')}
              {...register('currentPassword')}
            />
          ) : null}
          <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
          <Button type="submit" loading={updateEmail.isPending} disabled={unchanged || needsGoogle}>
            {updateEmail.isPending ? t('profile.updatingEmail') : t('profile.updateEmail')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
