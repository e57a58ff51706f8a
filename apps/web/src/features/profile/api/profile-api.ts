import { messageEnvelopeSchema, profileResponseSchema } from '@aa/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: async () => (await api.get('/user/profile', profileResponseSchema)).data,
  });

export const updateEmail = (email: string) => api.put('/user/profile', { email }, messageEnvelopeSchema);

export const changePassword = (currentPassword: string, newPassword: string) =>
  api.put('/user/change-password', { currentPassword, newPassword }, messageEnvelopeSchema);
