import {
  DELAYS,
  Messages,
  type Profile,
  type UpdateEmailForm as UpdateEmailValues,
  type UpdateProfileBody,
  updateEmailFormSchema,
} from '@aa/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { useUpdateEmail } from '../api/profile-api.ts';
import { isReauthenticated, ReauthenticateWithGoogle } from './reauthenticate-with-google.tsx';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * Email Address. A new address is only pending until its confirmation link is used: the form shows it
 * as pending (with a way to cancel) instead of inviting a second send. The app's one form pattern
 * (lib/schema-form.ts): each wrong field says why next to it; what the server answers that is no
 * field's, and what was done, is the form's one inline message (no toast).
 */
export function UpdateEmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const form = useSchemaForm(
    updateEmailFormSchema,
    (): UpdateEmailValues => ({ email: profile.pendingEmail ?? profile.email, currentPassword: '' }),
    {
      id: 'update-email',
      // An account without a password has no such field: a fresh Google sign-in stands for it.
      prepare: (values) => ({
        ...values,
        currentPassword: profile.hasPassword ? values.currentPassword : undefined,
      }),
    },
  );
  const { values, errors } = form;
  const pendingId = `${form.idOf('email')}-pending`;
  const updateEmail = useUpdateEmail();
  const [message, setMessage] = useAutoClearState<Message>(DELAYS.messageAutoClear);

  const normalized = values.email.trim().toLowerCase();
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
      form.set('currentPassword', '');
    } catch (caught) {
      if (form.showServerErrors(caught)) return;
      setMessage({
        tone: 'error',
        text: translateMessage(t, errorMessage(caught, Messages.emailUpdateFailed)),
      });
    }
  }

  const checked = form.handleSubmit(
    (body) => void send(body, 'change'),
    () => setMessage(null),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.emailTitle')}</CardTitle>
        <CardDescription>{t('profile.emailDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={checked}>
          {needsGoogle ? <ReauthenticateWithGoogle action={t('profile.reauthForEmail')} /> : null}
          <div>
            <FormField id={form.idOf('email')} label={t('profile.email')} error={errors.email}>
              <Input
                type="email"
                autoComplete="email"
                placeholder={t('auth.fields.emailPlaceholder')}
                required
                readOnly={needsGoogle}
                {...form.input('email', { also: profile.pendingEmail ? pendingId : undefined })}
              />
            </FormField>
            {profile.pendingEmail ? (
              <div
                id={pendingId}
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
                    form.set('email', profile.email);
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
            <FormField
              id={form.idOf('currentPassword')}
              label={t('profile.currentPassword')}
              error={errors.currentPassword}
              hint={t('profile.currentPasswordHint')}
            >
              <PasswordInput
                autoComplete="current-password"
                required
                {...form.input('currentPassword', { hint: true })}
              />
            </FormField>
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
