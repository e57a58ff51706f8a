/** What a page shows when its data did not load: the reason, and a way to try again. */
import { Messages } from '@aa/contracts/messages';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertCircle className="h-5 w-5" aria-hidden="true" />
        {translateMessage(t, errorMessage(error, Messages.internalError))}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
