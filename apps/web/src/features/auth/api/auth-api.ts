/** Calls of the auth pages (SPEC §7, Authentication). Sign-in and sign-out live in lib/session. */
import {
  googleAuthUrlResponseSchema,
  messageEnvelopeSchema,
  type RegisterBody,
  resendVerificationResponseSchema,
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

export const getGoogleAuthUrl = () => api.get('/auth/google', googleAuthUrlResponseSchema);

export const completeGoogleSignIn = (code: string, state: string) =>
  api.post('/auth/google/callback', { code, state }, sessionResponseSchema);
