import { DELAYS } from '@aa/contracts/constants';
import { paths } from '@aa/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useNotifications } from '../../components/notifications/notifications-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import {
  buyPlanPath,
  clearPendingPlan,
  type PendingPlan,
  parsePendingPlan,
  pendingPlanPath,
  rememberPendingPlan,
} from '../../lib/pending-plan.ts';
import { SESSION_QUERY_KEY, useAuth } from '../../lib/session.tsx';
import { useAutoClearState } from '../../lib/use-auto-clear.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';

type Mode = 'login' | 'signup';

interface RedirectState {
  from?: { pathname?: unknown; search?: unknown };
  /** The buy page found the session gone ('Session Expired' was already said). */
  reason?: unknown;
}

function redirectState(state: unknown): RedirectState {
  return typeof state === 'object' && state !== null ? (state as RedirectState) : {};
}

/** The protected page that sent the user here, if any. */
function fromPath(state: unknown): string | null {
  const { from } = redirectState(state);
  if (typeof from?.pathname === 'string' && from.pathname.startsWith('/')) {
    return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
  }
  return null;
}

/**
 * After signing in: back to the protected page that sent the user here, else to the plan picked on
 * the pricing page (this visit's, or one remembered through sign-up and verification), else the
 * dashboard. A remembered plan is used once.
 */
function SignedInRedirect({ state, pick }: { state: unknown; pick: PendingPlan | null }) {
  const [target] = useState(() => {
    const from = fromPath(state);
    if (from) return { to: from, usesPlan: false };
    const plan = pick ? buyPlanPath(pick) : pendingPlanPath();
    return plan ? { to: plan, usesPlan: true } : { to: paths.aiAgent, usesPlan: false };
  });
  useEffect(() => {
    if (target.usesPlan) clearPendingPlan();
  }, [target]);
  return <Navigate to={target.to} replace />;
}

export default function AuthPage() {
  const { t } = useTranslation();
  const { user, loading, refreshUser } = useAuth();
  const { notify } = useNotifications();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const [googleError, setGoogleError] = useAutoClearState<string>(DELAYS.messageAutoClear);
  const [registered, setRegistered] = useState<{ message: string; email: string } | null>(null);
  useDocumentTitle(mode === 'signup' ? t('auth.documentTitleSignUp') : t('auth.documentTitleSignIn'));

  // Sent here by an expired session: the cached user is stale, so ask the server again before
  // deciding (else this page would send the user straight back).
  const sessionExpired = redirectState(location.state).reason === 'sessionExpired';
  const [rechecking, setRechecking] = useState(sessionExpired);
  // The server still knows the session: going back to the page that failed could loop.
  const [stillSignedIn, setStillSignedIn] = useState(false);
  // The user cached when the session expired: until the cache catches up with the recheck (its
  // update may land a render later), that object means nobody. A new sign-in is a new object.
  const [staleUser] = useState(() => (sessionExpired ? user : null));
  const currentUser = !stillSignedIn && staleUser !== null && user === staleUser ? null : user;

  // A plan picked on the pricing page: kept through sign-up and the verification mail.
  const [pick] = useState(() => parsePendingPlan(searchParams.get('plan'), searchParams.get('cycle')));
  const signedIn = Boolean(currentUser);
  useEffect(() => {
    if (pick && !signedIn) rememberPendingPlan(pick);
  }, [pick, signedIn]);

  useEffect(() => {
    if (!sessionExpired) return;
    void refreshUser().finally(() => {
      setStillSignedIn(Boolean(queryClient.getQueryData(SESSION_QUERY_KEY)));
      setRechecking(false);
    });
  }, [sessionExpired, refreshUser, queryClient]);

  // PRODUCT.md §8: a visitor sent from the buy page is told why.
  const toldWhy = useRef(false);
  const fromBuyPage = fromPath(location.state)?.startsWith(paths.buyCredits) ?? false;
  useEffect(() => {
    if (loading || rechecking || signedIn || toldWhy.current || !fromBuyPage || sessionExpired) return;
    toldWhy.current = true;
    notify({
      type: 'error',
      title: t('auth.buyCreditsRequired.title'),
      message: t('auth.buyCreditsRequired.message'),
    });
  }, [loading, rechecking, signedIn, fromBuyPage, sessionExpired, notify, t]);

  if (loading || rechecking) return <PageSpinner />;
  if (currentUser) return <SignedInRedirect state={stillSignedIn ? null : location.state} pick={pick} />;

  function switchTo(next: Mode) {
    setGoogleError(null);
    setRegistered(null);
    setSearchParams({ mode: next }, { replace: true, state: location.state });
  }

  if (registered) {
    // The sign-up's outcome alone: no form header, no Google button, no mode switch around it.
    return (
      <AuthCard>
        <div className="space-y-4 text-center" role="status">
          <MailCheck className="mx-auto h-12 w-12 text-emerald-500" aria-hidden="true" />
          <h1 className="text-xl font-bold text-slate-900">{t('auth.checkMailboxTitle')}</h1>
          <p className="font-medium text-slate-900">{registered.message}</p>
          <p className="text-sm text-slate-600">{t('auth.checkMailbox', { email: registered.email })}</p>
          <Button variant="outline" className="w-full" onClick={() => switchTo('login')}>
            {t('auth.backToSignIn')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {mode === 'signup' ? t('auth.signUpTitle') : t('auth.signInTitle')}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {mode === 'signup' ? t('auth.signUpSubtitle') : t('auth.signInSubtitle')}
      </p>

      <div className="mt-6">
        {/* The key remounts the form, so switching mode clears fields and messages. */}
        {mode === 'signup' ? (
          <SignUpForm key="signup" onRegistered={setRegistered} />
        ) : (
          <SignInForm key="login" />
        )}
      </div>

      <div className="my-6 flex items-center gap-3 text-xs text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleSignInButton onError={setGoogleError} />
      <div className="mt-3">
        <FormMessage tone={googleError ? 'error' : undefined}>{googleError}</FormMessage>
      </div>

      <p className="mt-6 text-center text-sm text-slate-600">
        {mode === 'signup' ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
        <button
          type="button"
          onClick={() => switchTo(mode === 'signup' ? 'login' : 'signup')}
          className="rounded font-semibold text-indigo-600 hover:text-indigo-500 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {mode === 'signup' ? t('auth.signIn') : t('auth.signUp')}
        </button>
      </p>
    </AuthCard>
  );
}

function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-center bg-gradient-to-br from-slate-50 via-indigo-50/60 to-violet-50 px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-100/50 sm:p-8">
        {children}
      </div>
    </div>
  );
}
