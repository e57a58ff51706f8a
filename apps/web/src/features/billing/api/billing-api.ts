/**
 * PRODUCT.md §7 Billing as TanStack Query hooks: the packages of a cycle, a Checkout session for one of
 * them, and the check of a payment when the browser comes back from Stripe.
 */
import {
  type BillingCycle,
  checkoutSessionResponseSchema,
  type PlanId,
  packagesResponseSchema,
  paymentStatusResponseSchema,
} from '@aa/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const packageKeys = {
  all: ['billing', 'packages'] as const,
  cycle: (cycle: BillingCycle) => ['billing', 'packages', cycle] as const,
};

export function usePackages(cycle: BillingCycle) {
  return useQuery({
    queryKey: packageKeys.cycle(cycle),
    queryFn: async () =>
      (await api.get(`/stripe/packages?billing_cycle=${cycle}`, packagesResponseSchema)).data.packages,
    staleTime: 5 * 60_000,
    // A 401 will not mend itself by asking again.
    retry: false,
    // Switching cycle keeps the cards on screen until the other cycle's prices arrive.
    placeholderData: keepPreviousData,
  });
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: async (body: {
      package_id: PlanId;
      billing_period: BillingCycle;
      /** `top_up`: the package's credits once (issue 33); a plan otherwise. */
      purchase?: 'plan' | 'top_up';
    }) => (await api.post('/stripe/create-checkout-session', body, checkoutSessionResponseSchema)).data,
  });
}

export async function verifyCheckoutSession(sessionId: string) {
  return (
    await api.post('/stripe/verify-checkout-session', { session_id: sessionId }, paymentStatusResponseSchema)
  ).data;
}
