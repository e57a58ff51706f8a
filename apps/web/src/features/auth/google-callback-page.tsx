import { DELAYS, type GoogleLinkBody, googleLinkBodySchema, Messages } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../components/notifications/notifications-provider.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form-fields.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { clearPendingPlan, pendingPlanPath } from '../../lib/pending-plan.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCompleteGoogleSignIn, useLinkGoogleSignIn } from './api/auth-api.ts';
import { Outcome } from './components/outcome.tsx';

type State =
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'link'; email: string }
  | { status: 'error'; message: string };

/**
 * /auth/google/callback: posts Google's code and state back to the server, once. The answer is a
 * session (sign-in), a confirmed identity (re-authentication: back to where it was asked), or a
 * request for the password of the existing account with that email (connected once, then Google
 * signs in directly): three answers of one successful call.
 */
export default function GoogleCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('google.documentTitle'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { mutateAsync: completeGoogleSignIn } = useCompleteGoogleSignIn();
  const { notify } = useNotifications();
  const [state, setState] = useState<State>({ status: 'loading' });
  // StrictMode runs effects twice in development; the code is single use, so process it once.
  const processed = useRef(false);

  useEffect(() => {
    if (processed.current) return;
    processed.current = true;
    const code = searchParams.get('code');
    const oauthState = searchParams.get('state') ?? '';
    const providerError = searchParams.get('error');
    if (providerError) {
      setState({ status: 'error', message: t('google.oauthError', { error: providerError }) });
      return;
    }
    if (!code) {
      setState({ status: 'error', message: t('messages.noAuthCode') });
      return;
    }
    // A session (sign-in, re-authentication) is already the signed-in user when this runs.
    completeGoogleSignIn({ code, state: oauthState })
      .then(({ data }) => {
        if (data.intent === 'link') {
          setState({ status: 'link', email: data.email });
          return;
        }
        if (data.intent === 'reauth') {
          notify({ type: 'success', title: t('messages.identityConfirmed') });
          navigate(data.returnTo ?? paths.profile, { replace: true });
          return;
        }
        setState({ status: 'success' });
      })
      .catch((error: unknown) => {
        setState({
          status: 'error',
          message: translateMessage(t, errorMessage(error, Messages.googleFailed)),
        });
      });
  }, [searchParams, completeGoogleSignIn, notify, navigate, t]);

  useEffect(() => {
    if (state.status !== 'success' && state.status !== 'error') return;
    const timer =
      state.status === 'success'
        ? setTimeout(() => {
            // A plan picked on the pricing page before signing up with Google is where it goes.
            const planPath = pendingPlanPath();
            if (planPath) clearPendingPlan();
            navigate(planPath ?? paths.aiAgent, { replace: true });
          }, DELAYS.googleSuccessRedirect)
        : setTimeout(() => navigate(paths.auth, { replace: true }), DELAYS.googleErrorRedirect);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <StandalonePage>
      {state.status === 'loading' ? <LoadingBlock label={t('google.processing')} /> : null}
      {state.status === 'success' ? (
        <Outcome tone="success" title={t('google.successTitle')} message={t('messages.googleSuccess')} />
      ) : null}
      {state.status === 'link' ? (
        <ConnectGoogle email={state.email} onConnected={() => setState({ status: 'success' })} />
      ) : null}
      {state.status === 'error' ? (
        <Outcome tone="error" title={t('google.failedTitle')} message={state.message}>
          <Button size="lg" className="w-full" onClick={() => navigate(paths.auth, { replace: true })}>
            {t('google.backToLogin')}
          </Button>
        </Outcome>
      ) : null}
    </StandalonePage>
  );
}

/** The existing account's password, asked once to connect Google sign-in to it. */
function ConnectGoogle({ email, onConnected }: { email: string; onConnected: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(googleLinkBodySchema, { password: '' });
  const link = useLinkGoogleSignIn();
  const [error, setError] = useState<string | null>(null);

  async function connect(body: GoogleLinkBody) {
    setError(null);
    try {
      // The hook stores the session it opens as the signed-in user.
      await link.mutateAsync(body);
      onConnected();
    } catch (caught) {
      if (!form.showServerErrors(caught))
        setError(translateMessage(t, errorMessage(caught, Messages.googleFailed)));
    }
  }

  const onSubmit = form.handleSubmit((body) => void connect(body));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Link2 className="mx-auto h-12 w-12 text-indigo-500" aria-hidden="true" />
      <h1 className="text-center text-2xl font-bold text-slate-900">{t('google.linkTitle')}</h1>
      <p className="text-center text-slate-600">{t('google.linkText', { email })}</p>
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={form.errors.password}
        {...form.input('password')}
      />
      <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
      {/* Still loading once connected: the outcome replaces the form. */}
      <Button type="submit" size="lg" className="w-full" loading={link.isPending || link.isSuccess}>
        {t('google.linkSubmit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-indigo-600 hover:underline">
          {t('auth.forgotPassword')}
        </Link>
        <Link to={paths.auth} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          {t('common.cancel')}
        </Link>
      </div>
    </form>
  );
}
