/** Loading, error with retry, or the page's content once the platform status is here. */
import type { PlatformStatus } from '@aa/contracts';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { usePlatformStatus } from '../../../lib/platforms-api.ts';

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
  const status = usePlatformStatus({ enabled: !paused });
  if (paused || status.isPending) return <LoadingBlock label={loadingLabel} />;
  if (status.isError) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  return <>{children(status.data)}</>;
}
