import { DELAYS, ErrorCode, Messages, newPasswordSchema } from '@aa/contracts';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form-fields.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useAutoClearState } from '../../lib/use-auto-clear.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { resetPassword, verifyResetToken } from './api/auth-api.ts';
import { Outcome } from './components/outcome.tsx';

type Phase =
  | { name: 'verifying' }
  | { name: 'invalid'; message: string }
  | { name: 'form'; email: string }
  | { name: 'complete'; message: string };

/** SPEC §5 reset rules; returns the first broken rule's message. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return Messages.fillAllFields;
  if (password !== confirm) return Messages.passwordsDoNotMatch;
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? Messages.passwordComplexity);
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to="/forgot-password" replace />;
  return <ResetPassword key={token} token={token} />;
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('reset.title'));
  const navigate = useNavigate();
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'verifying' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useAutoClearState<string>(DELAYS.messageAutoClear);

  useEffect(() => {
    let current = true;
    verifyResetToken(token)
      .then((response) => current && setPhase({ name: 'form', email: response.data.email }))
      .catch((caught: unknown) => {
        if (!current) return;
        const invalid =
          caught instanceof ApiError && (caught.code === ErrorCode.INVALID_TOKEN || caught.status === 400);
        setPhase({
          name: 'invalid',
          message: invalid ? Messages.invalidResetLink : Messages.resetVerifyFailed,
        });
      });
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    if (phase.name !== 'complete') return;
    const timer = setTimeout(() => navigate('/auth?mode=login', { replace: true }), DELAYS.resetRedirect);
    return () => clearTimeout(timer);
  }, [phase.name, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateNewPassword(password, confirm);
    if (problem) {
      setError(translateMessage(t, problem));
      return;
    }
    setSubmitting(true);
    try {
      const response = await resetPassword(token, password);
      setPhase({ name: 'complete', message: response.message });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === ErrorCode.INVALID_TOKEN) {
        setPhase({ name: 'invalid', message: Messages.invalidResetLink });
      } else {
        const fieldMessage = caught instanceof ApiError ? caught.fieldMessages[0] : undefined;
        setError(translateMessage(t, fieldMessage ?? errorMessage(caught, Messages.internalError)));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <StandalonePage>
      {phase.name === 'verifying' ? <LoadingBlock label={t('reset.verifying')} /> : null}
      {phase.name === 'invalid' ? (
        <Outcome tone="error" title={t('reset.invalidTitle')} message={translateMessage(t, phase.message)}>
          <p className="text-sm text-slate-500">{t('reset.invalidHint')}</p>
          <Link to="/forgot-password" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            {t('reset.requestNew')}
          </Link>
        </Outcome>
      ) : null}
      {phase.name === 'complete' ? (
        <Outcome tone="success" title={t('reset.completeTitle')} message={translateMessage(t, phase.message)}>
          <p className="text-sm text-slate-500">{t('reset.redirecting')}</p>
          <Link
            to="/auth?mode=login"
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
              id={`${id}-password`}
              label={t('reset.newPassword')}
              value={password}
              onChange={setPassword}
              hint={t('auth.passwordHint')}
            />
            <PasswordField
              id={`${id}-confirm`}
              label={t('reset.confirmPassword')}
              value={confirm}
              onChange={setConfirm}
            />
            <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
            <Button type="submit" size="lg" className="w-full" loading={submitting}>
              {submitting ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        </>
      ) : null}
    </StandalonePage>
  );
}
