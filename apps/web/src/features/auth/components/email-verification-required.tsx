import { Messages } from '@aa/contracts';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useResendWithCooldown } from '../hooks/use-resend-with-cooldown.ts';
import { ResendButton } from './resend-button.tsx';

/** Shown when sign-in answers EMAIL_NOT_VERIFIED. */
export function EmailVerificationRequired({
  email,
  message,
  onClose,
}: {
  email: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const {
    resend,
    sending,
    secondsLeft,
    message: resendMessage,
  } = useResendWithCooldown({
    emptyEmailMessage: Messages.enterEmail,
    failureMessage: Messages.resendFailure,
  });
  return (
    <section
      aria-labelledby="verification-required-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="verification-required-title" className="text-sm font-semibold text-amber-900">
            {t('auth.verificationRequired.title')}
          </h2>
          <p className="mt-1 text-sm text-amber-800">{message}</p>
          <div className="mt-3">
            <FormMessage tone={resendMessage?.tone}>{resendMessage?.text}</FormMessage>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <ResendButton
              size="sm"
              sending={sending}
              secondsLeft={secondsLeft}
              onClick={() => void resend(email)}
            />
            <Button size="sm" variant="outline" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
