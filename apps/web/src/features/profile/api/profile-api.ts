/**
 * The calls of Profile Settings (PRODUCT.md §7, User) as TanStack Query hooks: each mutation refreshes
 * what it changed (the profile; the signed-in user too when the email moves).
 */
import {
  type ChangePasswordBody,
  ErrorCode,
  googleAuthUrlResponseSchema,
  messageEnvelopeSchema,
  profileResponseSchema,
  type UpdateProfileBody,
  type UpdateSettingsBody,
} from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.tsx';

export const profileKeys = {
  all: ['profile'] as const,
  user: (userId: string) => ['profile', userId] as const,
};

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.user(userId),
    queryFn: async () => (await api.get('/user/profile', profileResponseSchema)).data,
  });

/** The signed-in user's profile; `userId` is empty (and nothing is asked) until the session is known. */
export const useProfile = (userId: string | undefined) =>
  useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });

/**
 * Asks for a new email (or cancels a pending one); the current password proves it is the owner
 * (accounts that have one). Refreshes the profile and the signed-in user once they changed, and also
 * when a Google confirmation lapsed (the profile then says a new one is needed).
 */
export function useUpdateEmail() {
  const queryClient = useQueryClient();
  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.put('/user/profile', body, messageEnvelopeSchema),
    onSuccess: refresh,
    onError: (error) =>
      error instanceof ApiError && error.code === ErrorCode.REAUTH_REQUIRED ? refresh() : undefined,
  });
}

/** Saves the account's settings (run mails); the answer is the profile as it now is. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => api.patch('/user/profile', body, profileResponseSchema),
    onSuccess: ({ data }) => queryClient.setQueryData(profileKeys.user(data.id), data),
  });
}

/** Changes the password, or sets the first one (then the profile says the account has one). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.put('/user/change-password', body, messageEnvelopeSchema),
    onSuccess: () => {
      // Not awaited: the outcome shows at once, the profile catches up.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/**
 * Sends the browser to Google to sign in again as this account (an account without a password
 * proves it is its owner this way); Google's callback page brings it back to `returnTo`.
 */
export async function startGoogleReauthentication(language: string, returnTo: string = paths.profile) {
  const query = new URLSearchParams({ intent: 'reauth', returnTo, lang: language });
  const response = await api.get(`/auth/google?${query}`, googleAuthUrlResponseSchema);
  window.location.assign(response.data.authUrl);
}
