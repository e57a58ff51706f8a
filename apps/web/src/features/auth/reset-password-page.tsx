import { DELAYS, ErrorCode, Messages, type ResetPasswordForm, resetPasswordFormSchema } from '@aa/contracts';
import { appPath, paths } from '@aa/contracts/routes';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form-fields.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { useAutoClearState } from '../../lib/use-auto-clear.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useResetPassword, useResetToken } from './api/auth-api.ts';
import { Outcome } from './components/outcome.tsx';

const signInPath = appPath(paths.auth, { mode: 'login' });
const emptyValues: ResetPasswordForm = { password: '', confirmPassword: '' };

type Phase =
  | { name: 'verifying' }
  | { name: 'invalid'; message: string }
  | { name: 'form'; email: string }
  | { name: 'complete'; message: string };

/** What the link check says: a refused token is an invalid link, anything else a failed check. */
function checkFailure(caught: unknown): string {
  const invalid =
    caught instanceof ApiError && (caught.code === ErrorCode.INVALID_TOKEN || caught.status === 400);
  return invalid ? Messages.invalidResetLink : Messages.resetVerifyFailed;
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={paths.forgotPassword} replace />;
  return <ResetPassword key={token} token={token} />;
}

/**
 * The link's check, then the new password twice: each empty or wrong field says so next to it, the
 * mismatch under the confirmation (lib/schema-form.ts); a failed call is the form's message.
 */
function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('reset.title'));
  const navigate = useNavigate();
  const id = useId();
  const check = useResetToken(token);
  const resetPassword = useResetPassword();
  const form = useSchemaForm(resetPasswordFormSchema, emptyValues, { id });
  // Once submitted, the outcome replaces whatever the link check said.
  const [outcome, setOutcome] = useState<Extract<Phase, { name: 'invalid' | 'complete' }> | null>(null);
  const [error, setError] = useAutoClearState<string>(DELAYS.messageAutoClear);

  let phase: Phase = { name: 'verifying' };
  if (outcome) phase = outcome;
  else if (check.isError) phase = { name: 'invalid', message: checkFailure(check.error) };
  else if (check.data) phase = { name: 'form', email: check.data.email };

  useEffect(() => {
    if (phase.name !== 'complete') return;
    const timer = setTimeout(() => navigate(signInPath, { replace: true }), DELAYS.resetRedirect);
    return () => clearTimeout(timer);
  }, [phase.name, navigate]);

  async function reset(password: string) {
    try {
      const response = await resetPassword.mutateAsync({ token, password });
      setOutcome({ name: 'complete', message: response.message });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === ErrorCode.INVALID_TOKEN) {
        setOutcome({ name: 'invalid', message: Messages.invalidResetLink });
      } else if (!form.showServerErrors(caught)) {
        // A field error of no field of the form (the token) is still the form's message.
        const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
        setError(translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.internalError)));
      }
    }
  }

  const onSubmit = form.handleSubmit(
    ({ password }) => void reset(password),
    () => {
      // A new attempt clears the previous one's message.
      setError(null);
    },
  );

  return (
    <StandalonePage>
      {phase.name === 'verifying' ? <LoadingBlock label={t('reset.verifying')} /> : null}
      {phase.name === 'invalid' ? (
        <Outcome tone="error" title={t('reset.invalidTitle')} message={translateMessage(t, phase.message)}>
          <p className="text-sm text-slate-500">{t('reset.invalidHint')}</p>
          <Link to={paths.forgotPassword} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            {t('reset.requestNew')}
          </Link>
        </Outcome>
      ) : null}
      {phase.name === 'complete' ? (
        <Outcome tone="success" title={t('reset.completeTitle')} message={translateMessage(t, phase.message)}>
          <p className="text-sm text-slate-500">{t('reset.redirecting')}</p>
          <Link
            to={signInPath}
            replace
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            {t('auth.signIn')}
          </Link>
        </Outcome>
      ) : null}
      {phase.name === 'form' ? (
        <>
          <LockKeyhole className="h-10 w-10 rounded-xl bg-indigo-50 p-2 text-indigo-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('reset.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('reset.subtitle', { email: phase.email })}</p>
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <input type="email" name="email" autoComplete="username" value={phase.email} readOnly hidden />
            <PasswordField
              label={t('reset.newPassword')}
              hint={t('auth.passwordHint')}
              error={form.errors.password}
              {...form.input('password', { hint: true })}
            />
            <PasswordField
              label={t('reset.confirmPassword')}
              error={form.errors.confirmPassword}
              {...form.input('confirmPassword')}
            />
            <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
            <Button type="submit" size="lg" className="w-full" loading={resetPassword.isPending}>
              {resetPassword.isPending ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        </>
      ) : null}
    </StandalonePage>
  );
}
