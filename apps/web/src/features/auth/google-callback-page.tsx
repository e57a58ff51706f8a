import { DELAYS, Messages } from '@aa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useAuth } from '../../lib/session.tsx';
import { completeGoogleSignIn } from './api/auth-api.ts';
import { Outcome } from './components/outcome.tsx';

type State = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/** /auth/google/callback: posts Google's code and state back to the server, once. */
export default function GoogleCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { setSessionUser } = useAuth();
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
    completeGoogleSignIn(code, oauthState)
      .then((response) => {
        setSessionUser(response.data.user);
        setState({ status: 'success' });
      })
      .catch((error: unknown) => {
        setState({
          status: 'error',
          message: translateMessage(t, errorMessage(error, Messages.googleFailed)),
        });
      });
  }, [searchParams, setSessionUser, t]);

  useEffect(() => {
    if (state.status === 'loading') return;
    const timer =
      state.status === 'success'
        ? setTimeout(() => navigate('/dashboard/ai-agent', { replace: true }), DELAYS.googleSuccessRedirect)
        : setTimeout(() => navigate('/auth', { replace: true }), DELAYS.googleErrorRedirect);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  return (
    <StandalonePage>
      {state.status === 'loading' ? <LoadingBlock label={t('google.processing')} /> : null}
      {state.status === 'success' ? (
        <Outcome tone="success" title={t('google.successTitle')} message={t('messages.googleSuccess')} />
      ) : null}
      {state.status === 'error' ? (
        <Outcome tone="error" title={t('google.failedTitle')} message={state.message}>
          <Button size="lg" className="w-full" onClick={() => navigate('/auth', { replace: true })}>
            {t('google.backToLogin')}
          </Button>
        </Outcome>
      ) : null}
    </StandalonePage>
  );
}
