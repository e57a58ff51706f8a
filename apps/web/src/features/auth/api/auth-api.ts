/**
 * The calls of the auth pages (PRODUCT.md §7, Authentication) as TanStack Query hooks: each refreshes or
 * stores the signed-in user it changes. Sign-in and sign-out live in lib/session.
 */
import {
  type GoogleLinkBody,
  googleAuthUrlResponseSchema,
  googleCallbackResponseSchema,
  messageEnvelopeSchema,
  type RegisterBody,
  resendVerificationResponseSchema,
  revertEmailChangeResponseSchema,
  sessionResponseSchema,
  verifyEmailResponseSchema,
  verifyResetTokenResponseSchema,
} from '@aa/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY, useAuth } from '../../../lib/session.tsx';

export const authKeys = {
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
};

/** The signed-in user is read again from the server; not awaited: the outcome shows at once. */
function useRefreshSessionInBackground() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

/**
 * A plain call, not a hook: the sign-up form also works outside a QueryClientProvider (its unit
 * tests render it alone), and a registration changes nothing the cache holds.
 */
export const registerAccount = (body: RegisterBody) =>
  api.post('/auth/register', body, messageEnvelopeSchema);

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/auth/resend-verification', { email }, resendVerificationResponseSchema),
  });
}

/** Consumes a verification link's token; the account it proved (maybe this user's) changed. */
export function useVerifyEmail() {
  const refreshSession = useRefreshSessionInBackground();
  return useMutation({
    mutationFn: ({ token, email }: { token: string; email: string | null }) => {
      const query = new URLSearchParams({ token });
      if (email) query.set('email', email);
      return api.get(`/auth/verify-email?${query}`, verifyEmailResponseSchema);
    },
    onSuccess: refreshSession,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post('/auth/request-password-reset', { email }, messageEnvelopeSchema),
  });
}

/**
 * Whether a reset link still works, and for which address. Asked once per visit of the page: no
 * retry (a 400 is the answer), and forgotten when the page goes (a used link must be asked again).
 */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: async () =>
      (
        await api.get(
          `/auth/verify-reset-token?${new URLSearchParams({ token })}`,
          verifyResetTokenResponseSchema,
        )
      ).data,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useResetToken = (token: string) => useQuery(resetTokenQuery(token));

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      api.post('/auth/reset-password', { token, password }, messageEnvelopeSchema),
  });
}

/** Sends the browser to Google's authorization page; `language` is the one a new account gets for its mails. */
export async function startGoogleSignIn(language: string) {
  const response = await api.get(
    `/auth/google?${new URLSearchParams({ lang: language })}`,
    googleAuthUrlResponseSchema,
  );
  window.location.assign(response.data.authUrl);
}

/**
 * Posts Google's code and state back. A session (sign-in or re-authentication) is stored as the
 * signed-in user; the third answer (`link`) asks for the existing account's password.
 */
export function useCompleteGoogleSignIn() {
  const { setSessionUser } = useAuth();
  return useMutation({
    mutationFn: ({ code, state }: { code: string; state: string }) =>
      api.post('/auth/google/callback', { code, state }, googleCallbackResponseSchema),
    onSuccess: ({ data }) => {
      if (data.intent !== 'link') setSessionUser(data.user);
    },
  });
}

/** Connects the Google identity waiting in its cookie to the existing account, with that account's password. */
export function useLinkGoogleSignIn() {
  const { setSessionUser } = useAuth();
  return useMutation({
    mutationFn: (body: GoogleLinkBody) => api.post('/auth/google/link', body, sessionResponseSchema),
    onSuccess: ({ data }) => setSessionUser(data.user),
  });
}

/** The one-click undo of an email change (link mailed to the previous address); it ends every session. */
export function useRevertEmailChange() {
  const refreshSession = useRefreshSessionInBackground();
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/auth/revert-email-change', { token }, revertEmailChangeResponseSchema),
    onSuccess: refreshSession,
  });
}
