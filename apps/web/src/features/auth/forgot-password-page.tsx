import { DELAYS, emailSchema, Messages } from '@aa/contracts';
import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/form-fields.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useAutoClearState } from '../../lib/use-auto-clear.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { requestPasswordReset } from './api/auth-api.ts';

/** /forgot-password: ask for a reset link, then a "sent" state from which another email can be tried. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot.documentTitle'));
  const id = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useAutoClearState<string>(DELAYS.forgotPasswordErrorAutoClear);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('messages.enterEmail'));
      return;
    }
    if (!emailSchema.safeParse(email).success) {
      setError(t('messages.invalidEmail'));
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      if (caught instanceof ApiError && !caught.isNetworkError) {
        setError(translateMessage(t, caught.body?.message || Messages.forgotFailed));
      } else {
        setError(t('messages.forgotError'));
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <StandalonePage>
        <div className="space-y-4 text-center">
          <MailCheck className="mx-auto h-14 w-14 text-emerald-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{t('forgot.sentTitle')}</h1>
          <p className="text-slate-700" role="status">
            {t('messages.forgotSuccess')}
          </p>
          <p className="text-sm text-slate-600">{t('forgot.sentText', { email: sentTo })}</p>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              setSentTo(null);
              setEmail('');
            }}
          >
            {t('forgot.tryAnother')}
          </Button>
          <Link to="/auth?mode=login" className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
            {t('auth.backToSignIn')}
          </Link>
        </div>
      </StandalonePage>
    );
  }

  return (
    <StandalonePage>
      <KeyRound className="h-10 w-10 rounded-xl bg-indigo-50 p-2 text-indigo-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('forgot.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('forgot.subtitle')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          {submitting ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </form>
      <Link to="/auth?mode=login" className={buttonVariants({ variant: 'ghost', className: 'mt-3 w-full' })}>
        {t('auth.backToSignIn')}
      </Link>
    </StandalonePage>
  );
}
