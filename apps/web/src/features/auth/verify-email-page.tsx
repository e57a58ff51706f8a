import { emailFormSchema, Messages, type VerifyEmailStatus } from '@aa/contracts';
import { appPath, paths } from '@aa/contracts/routes';
import { MailQuestion } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/form-fields.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { useAuth } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useVerifyEmail } from './api/auth-api.ts';
import { Outcome } from './components/outcome.tsx';
import { ResendButton } from './components/resend-button.tsx';
import { useResendWithCooldown } from './hooks/use-resend-with-cooldown.ts';

const signInPath = appPath(paths.auth, { mode: 'login' });
/** The resend's rules (an address, then a valid one): the login panel's hook checks the same. */
const resendSchema = emailFormSchema(Messages.verificationEmailRequired);

type Result = { status: 'success'; outcome: VerifyEmailStatus } | { status: 'error'; message: string };

/** What a worked link says: a signed-in reader is not told to sign in. */
const successCopy: Record<VerifyEmailStatus, { title: string; signedIn: string; signedOut: string }> = {
  verified: {
    title: 'verify.successTitle',
    signedIn: 'verify.verifiedSignedIn',
    signedOut: 'messages.emailVerified',
  },
  email_changed: {
    title: 'verify.emailChangedTitle',
    signedIn: 'verify.emailChangedSignedIn',
    signedOut: 'messages.emailChangeConfirmed',
  },
  already_verified: {
    title: 'verify.alreadyVerifiedTitle',
    signedIn: 'messages.emailAlreadyVerified',
    signedOut: 'verify.alreadyVerifiedSignedOut',
  },
};

/**
 * /verify-email?token=&email=. A token is tried once; without one, a verified user sees success, a
 * signed-in unverified user is asked to check the inbox, anyone else sees the missing-token error.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('verify.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const emailParam = searchParams.get('email');
  const { user, loading, logout } = useAuth();
  const { mutateAsync: verifyEmail } = useVerifyEmail();
  const [result, setResult] = useState<Result | null>(null);
  const attemptedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || attemptedToken.current === token) return;
    attemptedToken.current = token;
    // The hook reads the signed-in user again: the server's word, not a local guess (the token may
    // belong to another account).
    verifyEmail({ token, email: emailParam })
      .then((response) => setResult({ status: 'success', outcome: response.data.status }))
      .catch((error: unknown) => {
        setResult({ status: 'error', message: errorMessage(error, Messages.verificationTokenMissing) });
      });
  }, [token, emailParam, verifyEmail]);

  let view: 'loading' | 'success' | 'error' | 'pending';
  let message = '';
  let outcome: VerifyEmailStatus = 'already_verified';
  if (token) {
    view = result?.status ?? 'loading';
    if (result?.status === 'success') outcome = result.outcome;
    if (result?.status === 'error') message = result.message;
  } else if (loading) {
    view = 'loading';
  } else if (user?.isVerified) {
    view = 'success';
  } else if (user) {
    view = 'pending';
  } else {
    view = 'error';
    message = Messages.verificationTokenMissing;
  }

  return (
    <StandalonePage>
      {view === 'loading' ? <LoadingBlock label={t('verify.verifying')} /> : null}
      {view === 'success' ? (
        <Outcome
          tone="success"
          title={t(successCopy[outcome].title)}
          message={t(user ? successCopy[outcome].signedIn : successCopy[outcome].signedOut)}
        >
          <Link
            to={user ? paths.aiAgent : signInPath}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            {user ? t('verify.goToDashboard') : t('verify.continueToSignIn')}
          </Link>
        </Outcome>
      ) : null}
      {view === 'pending' && user ? (
        <div className="space-y-4">
          <MailQuestion className="mx-auto h-14 w-14 text-indigo-500" aria-hidden="true" />
          <h1 className="text-center text-2xl font-bold text-slate-900">{t('verify.pendingTitle')}</h1>
          <p className="text-center text-slate-600">{t('verify.pendingText', { email: user.email })}</p>
          <ResendPanel initialEmail={user.email} emailEditable={false} />
          <Button variant="ghost" className="w-full" onClick={() => void logout()}>
            {t('nav.logout')}
          </Button>
        </div>
      ) : null}
      {view === 'error' ? (
        <Outcome tone="error" title={t('verify.failedTitle')} message={translateMessage(t, message)}>
          <div className="rounded-xl bg-slate-50 p-4 text-left text-sm text-slate-600">
            <p className="font-medium text-slate-800">{t('verify.tipsTitle')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t('verify.tipComplete')}</li>
              <li>{t('verify.tipExpired')}</li>
              <li>{t('verify.tipRequestNew')}</li>
            </ul>
          </div>
          <ResendPanel initialEmail={emailParam ?? user?.email ?? ''} emailEditable={!emailParam && !user} />
          <Link to={signInPath} className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
            {t('auth.backToSignIn')}
          </Link>
        </Outcome>
      ) : null}
    </StandalonePage>
  );
}

/**
 * Resends the verification mail. A typed address that is empty or wrong says so next to its field
 * (lib/schema-form.ts); an address the page knows (the link's, the user's) has no field, so the
 * resend's own check says what is wrong with it in the form's message, as it says how the call went.
 */
function ResendPanel({ initialEmail, emailEditable }: { initialEmail: string; emailEditable: boolean }) {
  const form = useSchemaForm(resendSchema, { email: initialEmail });
  const { resend, sending, secondsLeft, message } = useResendWithCooldown({
    emptyEmailMessage: Messages.verificationEmailRequired,
    failureMessage: Messages.verificationResendFailed,
  });
  const submitTyped = form.handleSubmit(({ email }) => void resend(email));
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        if (emailEditable) return submitTyped(event);
        event.preventDefault();
        void resend(form.values.email);
      }}
    >
      {emailEditable ? <EmailField {...form.input('email')} error={form.errors.email} /> : null}
      <FormMessage tone={message?.tone}>{message?.text}</FormMessage>
      <ResendButton type="submit" size="lg" className="w-full" sending={sending} secondsLeft={secondsLeft} />
    </form>
  );
}
