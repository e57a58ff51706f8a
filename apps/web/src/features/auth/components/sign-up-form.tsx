import {
  DELAYS,
  Messages,
  type RegisterBody,
  type SignUpForm as SignUpValues,
  signUpFormSchema,
} from '@aa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { EmailField, PasswordField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/display-time-zone.ts';
import { isLanguage, translateMessage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { registerAccount } from '../api/auth-api.ts';

const emptyValues: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

/**
 * The sign-up form; once the server accepted it, `onRegistered` replaces the whole card (auth-page).
 * Each empty or wrong field says so next to it, the server's field errors too (lib/schema-form.ts);
 * any other refusal is the form's message.
 */
export function SignUpForm({
  onRegistered,
}: {
  onRegistered: (result: { message: string; email: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const form = useSchemaForm(signUpFormSchema, emptyValues, { id });
  const { values, errors } = form;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useAutoClearState<string>(DELAYS.messageAutoClear);

  async function signUp(body: Omit<RegisterBody, 'language' | 'timeZone'>, typedEmail: string) {
    setSubmitting(true);
    try {
      const response = await registerAccount({
        ...body,
        language: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
        // The account's dates and mails are in the browser's zone (issue 33), editable on the profile.
        timeZone: browserTimeZone(),
      });
      form.reset(emptyValues);
      onRegistered({ message: translateMessage(t, response.message), email: typedEmail });
    } catch (caught) {
      if (!form.showServerErrors(caught)) {
        // A field error of no field of the form (the language) is still the form's message.
        const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
        setError(translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.internalError)));
      }
    } finally {
      setSubmitting(false);
    }
  }

  // The address as typed (trimmed) is the one the mailbox hint shows.
  const onSubmit = form.handleSubmit(
    (body) => void signUp(body, values.email.trim()),
    () => {
      // A new attempt clears the previous one's message.
      setError(null);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={`${id}-message`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={form.idOf('firstName')} label={t('auth.fields.firstName')} error={errors.firstName}>
          <Input autoComplete="given-name" required {...form.input('firstName')} />
        </FormField>
        <FormField id={form.idOf('lastName')} label={t('auth.fields.lastName')} error={errors.lastName}>
          <Input autoComplete="family-name" required {...form.input('lastName')} />
        </FormField>
      </div>
      <EmailField {...form.input('email')} error={errors.email} />
      <PasswordField
        label={t('auth.fields.password')}
        hint={t('auth.passwordHint')}
        error={errors.password}
        {...form.input('password', { hint: true })}
      />
      <div id={`${id}-message`}>
        <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        {submitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
