import { Messages } from '@aa/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useAuth } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { revertEmailChange } from './api/auth-api.ts';
import { Outcome } from './components/outcome.tsx';

type State =
  | { status: 'loading' }
  | { status: 'done'; email: string; resetToken: string }
  | { status: 'error'; message: string };

/**
 * /revert-email?token=: the link mailed to the previous address after an email change. It puts
 * that address back and signs every session out; the owner then chooses a new password at once.
 */
export default function RevertEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('revert.documentTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { refreshUser } = useAuth();
  const [state, setState] = useState<State>(() =>
    token ? { status: 'loading' } : { status: 'error', message: Messages.invalidRevertLink },
  );
  const attempted = useRef(false);

  useEffect(() => {
    if (!token || attempted.current) return;
    attempted.current = true;
    revertEmailChange(token)
      .then((response) => {
        setState({ status: 'done', ...response.data });
        // Every session ended, this browser's too.
        void refreshUser();
      })
      .catch((error: unknown) => {
        setState({ status: 'error', message: errorMessage(error, Messages.invalidRevertLink) });
      });
  }, [token, refreshUser]);

  return (
    <StandalonePage>
      {state.status === 'loading' ? <LoadingBlock label={t('revert.working')} /> : null}
      {state.status === 'done' ? (
        <Outcome
          tone="success"
          title={t('revert.doneTitle')}
          message={t('revert.doneText', { email: state.email })}
        >
          <Link
            to={`/reset-password?${new URLSearchParams({ token: state.resetToken })}`}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            {t('revert.choosePassword')}
          </Link>
        </Outcome>
      ) : null}
      {state.status === 'error' ? (
        <Outcome tone="error" title={t('revert.failedTitle')} message={translateMessage(t, state.message)}>
          <Link to="/auth?mode=login" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
            {t('auth.backToSignIn')}
          </Link>
        </Outcome>
      ) : null}
    </StandalonePage>
  );
}
