/** Starts Pinterest's OAuth: the browser leaves for the authorize page. */
import { Messages } from '@aa/contracts';
import { Pin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { startPinterestOAuth } from '../../../lib/platforms-api.ts';

export function PinterestConnectButton({ label, ...props }: ButtonProps & { label?: string }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const [starting, setStarting] = useState(false);
  return (
    <Button
      {...props}
      loading={starting}
      onClick={async () => {
        setStarting(true);
        try {
          await startPinterestOAuth();
        } catch {
          setStarting(false);
          notify({ type: 'error', title: translateMessage(t, Messages.pinterestInitiateFailed) });
        }
      }}
    >
      <Pin className="h-4 w-4" aria-hidden="true" />
      {label ?? t('setup.pinterest.connect')}
    </Button>
  );
}
