/** The operators' view's calls (issue 30): the overview, followed every 30 s, and a pin's retry. */
import { adminOverviewResponseSchema, messageEnvelopeSchema } from '@aa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const overviewKey = ['admin', 'overview'] as const;
export const ADMIN_REFRESH_MS = 30_000;

export function useAdminOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: async ({ signal }) =>
      (await api.get('/admin/overview', adminOverviewResponseSchema, signal)).data,
    refetchInterval: ADMIN_REFRESH_MS,
    // A refusal (not an operator) is final: no retries.
    retry: false,
  });
}

export function useRetryPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pin: { executionId: string; imageNumber: number }) =>
      api.post('/admin/pins/retry', pin, messageEnvelopeSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: overviewKey }),
  });
}
