import { googleAuthUrlResponseSchema, messageEnvelopeSchema, profileResponseSchema } from '@aa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: async () => (await api.get('/user/profile', profileResponseSchema)).data,
  });

/** Asks for a new email; the current password proves it is the owner (accounts that have one). */
export const updateEmail = (email: string, currentPassword?: string) =>
  api.put('/user/profile', currentPassword ? { email, currentPassword } : { email }, messageEnvelopeSchema);

export const changePassword = (currentPassword: string, newPassword: string) =>
  api.put('/user/change-password', { currentPassword, newPassword }, messageEnvelopeSchema);

/**
 * Sends the browser to Google to sign in again as this account (an account without a password
 * proves it is its owner this way); Google's callback page brings it back to `returnTo`.
 */
export async function startGoogleReauthentication(language: string, returnTo = '/dashboard/profile') {
  const query = new URLSearchParams({ intent: 'reauth', returnTo, lang: language });
  const response = await api.get(`/auth/google?${query}`, googleAuthUrlResponseSchema);
  window.location.assign(response.data.authUrl);
}
