/**
 * Pinterest sends the browser back to /dashboard/setup with `code` and `state` (or `error`). The
 * state must be the one this browser stored when it left; it is removed either way, the code is
 * exchanged on the server once (a ref guards against a second run), and the URL is cleaned.
 */

import { Messages } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { PINTEREST_STATE_KEY, useCompletePinterest } from '../../../lib/platforms-api.ts';

/** True while the page holds an OAuth answer that is not processed yet. */
export function usePinterestCallback(): boolean {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const complete = useCompletePinterest();
  const handled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const isCallback = Boolean(code || error);

  useEffect(() => {
    if (!isCallback || handled.current) return;
    handled.current = true;
    const expected = window.localStorage.getItem(PINTEREST_STATE_KEY);
    window.localStorage.removeItem(PINTEREST_STATE_KEY);
    const cleanUrl = () => navigate(paths.setup, { replace: true });
    const fail = (message: string) => {
      notify({ type: 'error', title: translateMessage(t, message) });
      cleanUrl();
    };

    if (error) return fail(Messages.pinterestDenied);
    if (!code || !state || state !== expected) return fail(Messages.pinterestInvalidState);
    complete.mutate(
      { code, state },
      {
        onSuccess: (answer) => {
          notify({
            type: 'success',
            title: translateMessage(t, Messages.pinterestConnected),
            message: `@${answer.username}`,
          });
          cleanUrl();
        },
        onError: (failure) => fail(errorMessage(failure, Messages.pinterestCompleteFailed)),
      },
    );
  }, [isCallback, code, state, error, complete, navigate, notify, t]);

  return isCallback;
}
