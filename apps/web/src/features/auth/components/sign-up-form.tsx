import { DELAYS, emailSchema, Messages, newPasswordSchema } from '@aa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { isLanguage, translateMessage } from '../../../lib/i18n.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { registerAccount } from '../api/auth-api.ts';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** SPEC §5 sign-up rules; returns the first broken rule's message (English, a `Messages` text). */
export function validateSignUp(values: SignUpValues): string | null {
  if (!values.firstName.trim() || !values.lastName.trim() || !values.email.trim() || !values.password) {
    return Messages.fillAllFields;
  }
  if (!emailSchema.safeParse(values.email).success) return Messages.invalidEmail;
  const password = newPasswordSchema.safeParse(values.password);
  if (!password.success) return password.error.issues[0]?.message ?? Messages.passwordComplexity;
  return null;
}

const emptyValues: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

/** The sign-up form; once the server accepted it, `onRegistered` replaces the whole card (auth-page). */
export function SignUpForm({
  onRegistered,
}: {
  onRegistered: (result: { message: string; email: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<SignUpValues>(emptyValues);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useAutoClearState<string>(DELAYS.messageAutoClear);

  const field = (name: keyof SignUpValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSignUp(values);
    if (problem) {
      setError(translateMessage(t, problem));
      return;
    }
    setSubmitting(true);
    try {
      const response = await registerAccount({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        language: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
      });
      setValues(emptyValues);
      onRegistered({ message: translateMessage(t, response.message), email: values.email.trim() });
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
      setError(translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.internalError)));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={`${id}-message`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-firstName`}>{t('auth.fields.firstName')}</Label>
          <Input autoComplete="given-name" {...field('firstName')} />
        </div>
        <div>
          <Label htmlFor={`${id}-lastName`}>{t('auth.fields.lastName')}</Label>
          <Input autoComplete="family-name" {...field('lastName')} />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>{t('auth.fields.email')}</Label>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          {...field('email')}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-password`}>{t('auth.fields.password')}</Label>
        <PasswordInput
          autoComplete="new-password"
          aria-describedby={`${id}-password-hint`}
          {...field('password')}
        />
        <p id={`${id}-password-hint`} className="mt-1.5 text-xs text-slate-500">
          {t('auth.passwordHint')}
        </p>
      </div>
      <div id={`${id}-message`}>
        <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        {submitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
