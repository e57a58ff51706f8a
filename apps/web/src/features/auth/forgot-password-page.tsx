import { DELAYS, type EmailForm, emailFormSchema, Messages } from '@aa/contracts';
import { appPath, paths } from '@aa/contracts/routes';
import { KeyRound, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/form-fields.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { useAutoClearState } from '../../lib/use-auto-clear.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRequestPasswordReset } from './api/auth-api.ts';

const emptyValues: EmailForm = { email: '' };
const forgotSchema = emailFormSchema();
const signInPath = appPath(paths.auth, { mode: 'login' });

/**
 * /forgot-password: ask for a reset link, then a "sent" state from which another email can be tried.
 * An empty or wrong address says so next to the field (lib/schema-form.ts); a failed call is the
 * form's message.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('forgot.documentTitle'));
  const id = useId();
  const form = useSchemaForm(forgotSchema, emptyValues, { id });
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useAutoClearState<string>(DELAYS.forgotPasswordErrorAutoClear);

  async function send(email: string, typedEmail: string) {
    try {
      await requestReset.mutateAsync(email);
      setSentTo(typedEmail);
    } catch (caught) {
      if (form.showServerErrors(caught)) return;
      if (caught instanceof ApiError && !caught.isNetworkError) {
        setError(translateMessage(t, caught.body?.message || Messages.forgotFailed));
      } else {
        setError(t('messages.forgotError'));
      }
    }
  }

  // The address as typed (trimmed) is the one the "sent" state names.
  const onSubmit = form.handleSubmit(
    ({ email }) => void send(email, form.values.email.trim()),
    () => {
      // A new attempt clears the previous one's message.
      setError(null);
    },
  );

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
              form.reset(emptyValues);
            }}
          >
            {t('forgot.tryAnother')}
          </Button>
          <Link to={signInPath} className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
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
        <EmailField {...form.input('email')} error={form.errors.email} />
        <FormMessage tone={error ? 'error' : undefined}>{error}</FormMessage>
        <Button type="submit" size="lg" className="w-full" loading={requestReset.isPending}>
          {requestReset.isPending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </form>
      <Link to={signInPath} className={buttonVariants({ variant: 'ghost', className: 'mt-3 w-full' })}>
        {t('auth.backToSignIn')}
      </Link>
    </StandalonePage>
  );
}
