/**
 * The billing calls more than one screen makes (the user menu, the profile, the buy page): the
 * current plan, and Stripe's Customer Portal (change or cancel the plan, update the card, invoices).
 */
import { portalSessionResponseSchema, subscriptionResponseSchema } from '@aa/contracts/billing';
import { Messages } from '@aa/contracts/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../components/notifications/notifications-provider.tsx';
import { api, errorMessage } from './api-client.ts';
import { isNavigableUrl, leaveAppTo } from './external-navigation.ts';
import { translateMessage } from './i18n.ts';

export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  /** The credit ledger's pages (the profile shows them; a payment changes them). */
  creditHistory: ['billing', 'credit-history'] as const,
};

/** `GET /api/stripe/subscription`: the plan, or null without one. */
export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: async () =>
      (await api.get('/stripe/subscription', subscriptionResponseSchema)).data.subscription,
    staleTime: 30_000,
    enabled: options.enabled ?? true,
  });
}

/**
 * `POST /api/stripe/portal-session`, then the browser goes to the answer's url. Failures are a
 * notice; `opening` lets the caller say 'Opening…' meanwhile.
 */
export function useOpenBillingPortal() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const mutation = useMutation({
    mutationFn: async () => {
      const answer = await api.post('/stripe/portal-session', undefined, portalSessionResponseSchema);
      if (!isNavigableUrl(answer.data.url)) throw new Error(Messages.portalFailed);
      return answer.data.url;
    },
    onSuccess: (url) => leaveAppTo(url),
    onError: (error) => {
      const reason = errorMessage(error, '');
      notify({
        type: 'error',
        title: translateMessage(t, Messages.portalFailed),
        message: reason && reason !== Messages.portalFailed ? translateMessage(t, reason) : undefined,
      });
    },
  });
  const { reset } = mutation;
  // Back from Stripe through the browser's history cache: this page is live again, not 'Opening…'.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  return {
    open: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    // Stays on after success: the browser is on its way to Stripe.
    opening: mutation.isPending || mutation.isSuccess,
  };
}
