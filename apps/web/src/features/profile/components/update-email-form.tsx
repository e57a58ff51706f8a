import { DELAYS, emailSchema, Messages } from '@aa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmailField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { updateEmail } from '../api/profile-api.ts';

/**
 * Changing the address marks it unverified and mails a link: after the refresh the protected
 * wrapper sends the user to /verify-email, so success is also announced as a notification.
 */
export function UpdateEmailForm({
  currentEmail,
  onUpdated,
}: {
  currentEmail: string;
  onUpdated: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const id = useId();
  const [email, setEmail] = useState(currentEmail);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useAutoClearState<{ tone: 'success' | 'error'; text: string }>(
    DELAYS.messageAutoClear,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setMessage({ tone: 'error', text: t('messages.enterEmail') });
      return;
    }
    if (!emailSchema.safeParse(email).success) {
      setMessage({ tone: 'error', text: t('messages.invalidEmail') });
      return;
    }
    setSubmitting(true);
    try {
      const response = await updateEmail(email.trim());
      const text = translateMessage(t, response.message || Messages.emailUpdated);
      setMessage({ tone: 'success', text });
      notify({
        type: 'success',
        title: t('messages.emailUpdated'),
        message: text === t('messages.emailUpdated') ? undefined : text,
      });
      await onUpdated();
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
      setMessage({
        tone: 'error',
        text: translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.emailUpdateFailed)),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.emailTitle')}</CardTitle>
        <CardDescription>{t('profile.emailDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <EmailField id={`${id}-email`} label={t('profile.email')} value={email} onChange={setEmail} />
          <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
          <Button
            type="submit"
            loading={submitting}
            disabled={email.trim().toLowerCase() === currentEmail.toLowerCase()}
          >
            {submitting ? t('profile.updatingEmail') : t('profile.updateEmail')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
