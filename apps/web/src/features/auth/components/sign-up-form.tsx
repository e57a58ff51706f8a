import {
  DELAYS,
  Messages,
  type RegisterBody,
  type SignUpForm as SignUpValues,
  signUpFormSchema,
} from '@aa/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { isLanguage, translateMessage } from '../../../lib/i18n.ts';
import { submitHandler } from '../../../lib/submit-form.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { registerAccount } from '../api/auth-api.ts';

const emptyValues: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

/** The sign-up form; once the server accepted it, `onRegistered` replaces the whole card (auth-page). */
export function SignUpForm({
  onRegistered,
}: {
  onRegistered: (result: { message: string; email: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { register, getValues, reset } = useForm<SignUpValues>({ defaultValues: emptyValues });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useAutoClearState<string>(DELAYS.messageAutoClear);

  const field = (name: keyof SignUpValues) => ({ id: `${id}-${name}`, required: true, ...register(name) });

  async function signUp(body: Omit<RegisterBody, 'language'>) {
    // The address as typed (trimmed) is the one the mailbox hint shows.
    const typedEmail = getValues('email').trim();
    setSubmitting(true);
    try {
      const response = await registerAccount({
        ...body,
        language: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
      });
      reset(emptyValues);
      onRegistered({ message: translateMessage(t, response.message), email: typedEmail });
    } catch (caught) {
      const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
      setError(translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.internalError)));
    } finally {
      setSubmitting(false);
    }
  }

  const onSubmit = submitHandler(signUpFormSchema, getValues, {
    valid: (body) => void signUp(body),
    invalid: (message) => setError(translateMessage(t, message)),
  });

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
