import {
  DELAYS,
  ErrorCode,
  emailFormSchema,
  Messages,
  minutesToWait,
  resendCooldownSeconds,
} from '@aa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useAutoClearState } from '../../../lib/use-auto-clear.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useResendVerification } from '../api/auth-api.ts';

export interface ResendMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Sends a new verification email and keeps the cooldown the server announced ('Wait Ns').
 * `emptyEmailMessage` and `failureMessage` differ between the login panel and the verify page.
 */
export function useResendWithCooldown({
  emptyEmailMessage,
  failureMessage,
}: {
  emptyEmailMessage: string;
  failureMessage: string;
}) {
  const { t } = useTranslation();
  const { mutateAsync, isPending } = useResendVerification();
  const [message, setMessage] = useAutoClearState<ResendMessage>(DELAYS.messageAutoClear);
  const { secondsLeft, start } = useCountdown();

  const resend = useCallback(
    async (email: string) => {
      const parsed = emailFormSchema(emptyEmailMessage).safeParse({ email });
      if (!parsed.success) {
        setMessage({ tone: 'error', text: translateMessage(t, parsed.error.issues[0]?.message ?? '') });
        return;
      }
      try {
        const response = await mutateAsync(parsed.data.email);
        setMessage({ tone: 'success', text: t('messages.resendSuccess') });
        start(
          response.remainingTime > 0 ? response.remainingTime : resendCooldownSeconds(response.attemptCount),
        );
      } catch (error) {
        setMessage({ tone: 'error', text: resendErrorText(error, failureMessage, t) });
        if (error instanceof ApiError && error.status === 429 && error.body?.remainingTime) {
          start(error.body.remainingTime);
        }
      }
    },
    [emptyEmailMessage, failureMessage, mutateAsync, setMessage, start, t],
  );

  return { resend, sending: isPending, secondsLeft, message };
}

function resendErrorText(
  error: unknown,
  failureMessage: string,
  t: Parameters<typeof translateMessage>[0],
): string {
  if (!(error instanceof ApiError)) return translateMessage(t, failureMessage);
  if (error.isNetworkError) return t('messages.networkError');
  if (error.status === 429) {
    const remaining = error.body?.remainingTime;
    if (remaining && remaining > 0) return t('verify.waitMinutes', { count: minutesToWait(remaining) });
    if (error.code === ErrorCode.RESEND_COOLDOWN) return t('messages.tooManyAttempts');
    return translateMessage(t, error.body?.message ?? Messages.tooManyAttempts);
  }
  return translateMessage(t, error.body?.message || failureMessage);
}
