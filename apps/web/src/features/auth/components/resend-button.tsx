import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';

/** 'Resend Verification Email', or 'Wait Ns' while the cooldown runs. */
export function ResendButton({
  sending,
  secondsLeft,
  ...props
}: { sending: boolean; secondsLeft: number } & Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Button loading={sending} disabled={secondsLeft > 0} {...props}>
      {sending ? null : <Mail className="h-4 w-4" aria-hidden="true" />}
      {secondsLeft > 0 ? t('verify.waitSeconds', { seconds: secondsLeft }) : t('verify.resend')}
    </Button>
  );
}
