import {
  DELAYS,
  ErrorCode,
  Messages,
  type SignInForm as SignInValues,
  signInFormSchema,
} from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { EmailField } from '../../../components/ui/form-fields.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useAuth } from '../../../lib/session.tsx';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { EmailVerificationRequired } from './email-verification-required.tsx';

const emptyValues: SignInValues = { email: '', password: '' };

/**
 * Email + password sign-in. On success the auth page redirects (to where the user came from). Each
 * empty or wrong field says so next to it (lib/schema-form.ts); a refusal that is no field's (wrong
 * password, network) is the form's message, and an unverified address opens the resend panel.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const id = useId();
  const form = useSchemaForm(signInFormSchema, emptyValues, { id });
  const { values, errors } = form;
  // Not a mutation's pending flag: after a successful sign-in it stays on until the page redirects.
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useAutoClearState<string>(DELAYS.messageAutoClear);
  const [unverifiedMessage, setUnverifiedMessage] = useState<string | null>(null);

  async function signIn(body: { email: string; password: string }) {
    setSubmitting(true);
    try {
      await login(body.email, body.password);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === ErrorCode.EMAIL_NOT_VERIFIED) {
        setUnverifiedMessage(translateMessage(t, caught.message));
      } else if (!form.showServerErrors(caught)) {
        setError(translateMessage(t, errorMessage(caught, Messages.internalError)));
      }
      setSubmitting(false);
    }
  }

  const onSubmit = form.handleSubmit(
    (body) => void signIn(body),
    () => {
      // A new attempt clears the previous one's message and the verification panel.
      setUnverifiedMessage(null);
      setError(null);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={`${id}-message`}>
      <EmailField {...form.input('email')} error={errors.email} />
      <FormField
        id={form.idOf('password')}
        label={t('auth.fields.password')}
        error={errors.password}
        labelAside={
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-indigo-600 hover:text-indigo-500 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" required {...form.input('password')} />
      </FormField>
      <div id={`${id}-message`}>
        <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
      </div>
      {unverifiedMessage ? (
        // The panel resends to the address in the field, as it reads now.
        <EmailVerificationRequired
          email={values.email}
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
