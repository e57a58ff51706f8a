/**
 * "Make again" on one of a run's images (issue 32): the featured image (0) or a pin (1–3) composed
 * anew, replacing the old one on the blog and in the pin queue; free a few times per run (the count
 * left is said on the button). `onMade` gets the run as it is afterwards.
 */
import { type Execution, FREE_IMAGE_REGENERATIONS, Messages } from '@aa/contracts';
import { Loader2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { canRegenerateImages, useRegenerateImage } from '../lib/executions-api.ts';
import { translateMessage } from '../lib/i18n.ts';
import { useNotifications } from './notifications/notifications-provider.tsx';
import { Button } from './ui/button.tsx';

export function RegenerateImageButton({
  execution,
  imageNumber,
  onMade,
  size = 'sm',
}: {
  execution: Execution;
  imageNumber: number;
  onMade?: (execution: Execution) => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const regenerate = useRegenerateImage();
  if (!canRegenerateImages(execution)) return null;
  const left = execution.result_data.image_regenerations_left ?? FREE_IMAGE_REGENERATIONS;
  const label =
    imageNumber === 0
      ? t('execution.regenerateFeatured')
      : t('execution.regenerate', { number: imageNumber });
  return (
    <Button
      variant="outline"
      size={size}
      disabled={regenerate.isPending}
      aria-label={`${label} (${t('execution.regenerationsLeft', { count: left })})`}
      onClick={() =>
        regenerate.mutate(
          { executionId: execution.id, imageNumber },
          {
            onSuccess: (answer) => {
              notify({ type: 'success', title: t('execution.regenerated') });
              onMade?.(answer.data.execution);
            },
            onError: (error) =>
              notify({
                type: 'error',
                title: translateMessage(t, errorMessage(error, Messages.internalError)),
              }),
          },
        )
      }
    >
      {regenerate.isPending ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
      )}
      {regenerate.isPending ? t('execution.regenerating') : t('execution.regenerateShort', { count: left })}
    </Button>
  );
}
