/** Loading, error with retry, or the page's content once the platform status is here. */
import { Messages, type PlatformStatus } from '@aa/contracts';
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { usePlatformStatus } from '../api/platforms-api.ts';

export function PlatformStatusView({
  loadingLabel,
  paused = false,
  children,
}: {
  loadingLabel: string;
  /** Do not load yet (an OAuth answer is being processed). */
  paused?: boolean;
  children: (status: PlatformStatus) => ReactNode;
}) {
  const { t } = useTranslation();
  const status = usePlatformStatus({ enabled: !paused });
  if (paused || status.isPending) return <LoadingBlock label={loadingLabel} />;
  if (status.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p className="flex items-center gap-2 font-medium">
          <AlertCircle className="h-5 w-5" aria-hidden="true" />
          {translateMessage(t, errorMessage(status.error, Messages.internalError))}
        </p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(status.data)}</>;
}
