import { Messages } from '@aa/contracts';
import { appPath, paths } from '@aa/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRevertEmailChange } from './api/auth-api.ts';
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
  const { mutateAsync: revertEmailChange } = useRevertEmailChange();
  const [state, setState] = useState<State>(() =>
    token ? { status: 'loading' } : { status: 'error', message: Messages.invalidRevertLink },
  );
  const attempted = useRef(false);

  useEffect(() => {
    if (!token || attempted.current) return;
    attempted.current = true;
    // Every session ended, this browser's too: the hook reads the signed-in user again.
    revertEmailChange(token)
      .then((response) => setState({ status: 'done', ...response.data }))
      .catch((error: unknown) => {
        setState({ status: 'error', message: errorMessage(error, Messages.invalidRevertLink) });
      });
  }, [token, revertEmailChange]);

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
            to={appPath(paths.resetPassword, { token: state.resetToken })}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            {t('revert.choosePassword')}
          </Link>
        </Outcome>
      ) : null}
      {state.status === 'error' ? (
        <Outcome tone="error" title={t('revert.failedTitle')} message={translateMessage(t, state.message)}>
          <Link
            to={appPath(paths.auth, { mode: 'login' })}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            {t('auth.backToSignIn')}
          </Link>
        </Outcome>
      ) : null}
    </StandalonePage>
  );
}
