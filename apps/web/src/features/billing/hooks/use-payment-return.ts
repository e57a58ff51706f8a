/**
 * The way back from Stripe Checkout (PRODUCT.md §4 "Purchase"): `success=true&session_id=…` asks the server
 * about that session so the credits show at once (paid: success notice, balance refreshed, on to the
 * campaigns after 3 s; pending: an info notice, then a check every 3 s for about a minute);
 * `canceled=true` is an info notice. The return's parameters leave the address bar, so a reload does
 * not repeat the notices.
 */
import { paths } from '@aa/contracts/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { billingKeys } from '../../../lib/billing-api.ts';
import { useCredits } from '../../../lib/credits.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { verifyCheckoutSession } from '../api/billing-api.ts';

/** PRODUCT.md §9: after a payment success the user goes to the campaigns after 3 s. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;
/** A pending payment is checked again every 3 s, 20 times (about a minute). */
export const VERIFY_POLL_MS = 3000;
export const VERIFY_POLL_ATTEMPTS = 20;

const RETURN_PARAMS = ['success', 'canceled', 'session_id'] as const;

type Outcome = 'paid' | 'pending' | 'stillPending' | 'failed' | 'canceled' | 'unverified';

export function usePaymentReturn() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const { refresh } = useCredits();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the parameters are removed from the address right after.
  const [arrival] = useState(() => ({
    success: searchParams.get('success') === 'true',
    canceled: searchParams.get('canceled') === 'true',
    sessionId: searchParams.get('session_id'),
  }));
  const told = useRef(new Set<Outcome>());
  const [redirectDue, setRedirectDue] = useState(false);

  const checks = useRef(0);
  const verify = useQuery({
    queryKey: ['billing', 'checkout-session', arrival.sessionId],
    queryFn: () => {
      checks.current += 1;
      return verifyCheckoutSession(arrival.sessionId ?? '');
    },
    enabled: arrival.success && Boolean(arrival.sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && checks.current < VERIFY_POLL_ATTEMPTS
        ? VERIFY_POLL_MS
        : false,
  });

  useEffect(() => {
    if (!RETURN_PARAMS.some((name) => searchParams.has(name))) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const status = verify.data?.status;
  const creditsGranted = verify.data?.creditsGranted ?? 0;
  const stillPending = status === 'pending' && checks.current >= VERIFY_POLL_ATTEMPTS && !verify.isFetching;
  const outcome: Outcome | null = !arrival.success
    ? arrival.canceled
      ? 'canceled'
      : null
    : !arrival.sessionId
      ? 'paid'
      : verify.isError
        ? 'unverified'
        : status === 'pending'
          ? stillPending
            ? 'stillPending'
            : 'pending'
          : (status ?? null);

  useEffect(() => {
    if (!outcome || told.current.has(outcome)) return;
    told.current.add(outcome);
    const refreshAll = () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
      void queryClient.invalidateQueries({ queryKey: billingKeys.creditHistory });
    };
    switch (outcome) {
      case 'paid':
        refreshAll();
        notify({
          type: 'success',
          title: t('billing.notices.paidTitle'),
          message:
            creditsGranted > 0
              ? t('billing.notices.paid', {
                  count: creditsGranted,
                  formatted: formatNumber(creditsGranted, i18n.language),
                })
              : t('billing.notices.paidNoCount'),
        });
        setRedirectDue(true);
        break;
      case 'pending':
        notify({
          type: 'info',
          title: t('billing.notices.pendingTitle'),
          message: t('billing.notices.pending'),
        });
        break;
      case 'stillPending':
        notify({
          type: 'info',
          title: t('billing.notices.pendingTitle'),
          message: t('billing.notices.stillPending'),
          duration: 10_000,
        });
        break;
      case 'failed':
        notify({
          type: 'error',
          title: t('billing.notices.failedTitle'),
          message: t('billing.notices.failed'),
        });
        break;
      case 'canceled':
        notify({
          type: 'info',
          title: t('billing.notices.canceledTitle'),
          message: t('billing.notices.canceled'),
        });
        break;
      case 'unverified':
        refreshAll();
        notify({
          type: 'warning',
          title: t('messages.verifyPaymentFailed'),
          message: t('billing.notices.verifyFailed'),
        });
        break;
    }
  }, [outcome, creditsGranted, notify, refresh, queryClient, t, i18n.language]);

  useEffect(() => {
    if (!redirectDue) return;
    const timer = setTimeout(() => navigate(paths.aiAgent), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectDue, navigate]);

  return { checking: verify.isFetching && status === undefined };
}
