import {
  DELAYS,
  ErrorCode,
  Messages,
  type SignInForm as SignInValues,
  signInFormSchema,
} from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAuth } from '../../../lib/session.tsx';
import { submitHandler } from '../../../lib/submit-form.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { EmailVerificationRequired } from './email-verification-required.tsx';

/** Email + password sign-in. On success the auth page redirects (to where the user came from). */
export function SignInForm() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const id = useId();
  const { register, getValues, control } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
  });
  // The verification panel resends to the address in the field, as it reads now.
  const email = useWatch({ control, name: 'email' });
  // Not a mutation's pending flag: after a successful sign-in it stays on until the page redirects.
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useAutoClearState<string>(DELAYS.messageAutoClear);
  const [unverifiedMessage, setUnverifiedMessage] = useState<string | null>(null);

  async function signIn(values: { email: string; password: string }) {
    setSubmitting(true);
    try {
      await login(values.email, values.password);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === ErrorCode.EMAIL_NOT_VERIFIED) {
        setUnverifiedMessage(translateMessage(t, caught.message));
      } else {
        setError(translateMessage(t, errorMessage(caught, Messages.internalError)));
      }
      setSubmitting(false);
    }
  }

  const submit = submitHandler(signInFormSchema, getValues, {
    valid: (values) => void signIn(values),
    invalid: (message) => setError(translateMessage(t, message)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // One message at a time: a new attempt clears the error and the verification panel.
    setUnverifiedMessage(null);
    setError(null);
    submit(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={`${id}-message`}>
      <EmailField id={`${id}-email`} {...register('email')} />
      <div>
        <div className="mb-1.5 flex items-center justify-between">
          <Label htmlFor={`${id}-password`} className="mb-0">
            {t('auth.fields.password')}
          </Label>
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-indigo-600 hover:text-indigo-500 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          required
          {...register('password')}
        />
      </div>
      <div id={`${id}-message`}>
        <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
      </div>
      {unverifiedMessage ? (
        <EmailVerificationRequired
          email={email}
          message={unverifiedMessage}
          onClose={() => setUnverifiedMessage(null)}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={submitting}>
        {submitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
