/** Calls of the auth pages (SPEC §7, Authentication). Sign-in and sign-out live in lib/session. */
import {
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
import { api } from '../../../lib/api-client.ts';

export const registerAccount = (body: RegisterBody) =>
  api.post('/auth/register', body, messageEnvelopeSchema);

export const resendVerification = (email: string) =>
  api.post('/auth/resend-verification', { email }, resendVerificationResponseSchema);

export function verifyEmail(token: string, email: string | null) {
  const query = new URLSearchParams({ token });
  if (email) query.set('email', email);
  return api.get(`/auth/verify-email?${query}`, verifyEmailResponseSchema);
}

export const requestPasswordReset = (email: string) =>
  api.post('/auth/request-password-reset', { email }, messageEnvelopeSchema);

export const verifyResetToken = (token: string) =>
  api.get(`/auth/verify-reset-token?${new URLSearchParams({ token })}`, verifyResetTokenResponseSchema);

export const resetPassword = (token: string, password: string) =>
  api.post('/auth/reset-password', { token, password }, messageEnvelopeSchema);

/** Google's authorization URL; `language` is the one a new account gets for its mails. */
export const getGoogleAuthUrl = (language: string) =>
  api.get(`/auth/google?${new URLSearchParams({ lang: language })}`, googleAuthUrlResponseSchema);

export const completeGoogleSignIn = (code: string, state: string) =>
  api.post('/auth/google/callback', { code, state }, googleCallbackResponseSchema);

/** Connects the Google identity waiting in its cookie to the existing account, with that account's password. */
export const linkGoogleSignIn = (password: string) =>
  api.post('/auth/google/link', { password }, sessionResponseSchema);

/** The one-click undo of an email change (link mailed to the previous address). */
export const revertEmailChange = (token: string) =>
  api.post('/auth/revert-email-change', { token }, revertEmailChangeResponseSchema);
