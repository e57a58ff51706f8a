/** Disconnects a platform after the destructive confirmation (PRODUCT.md §2: every delete is guarded). */
import { Messages } from '@aa/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { type Platform, useDeletePlatform } from '../../../lib/platforms-api.ts';

export function DeletePlatformButton({ platform, name }: { platform: Platform; name: string }) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const [open, setOpen] = useState(false);
  const remove = useDeletePlatform();

  const confirm = () =>
    remove.mutate(platform, {
      onSuccess: () => {
        setOpen(false);
        notify({ type: 'success', title: t('setup.deleted', { name }) });
      },
      onError: (error) => {
        setOpen(false);
        notify({
          type: 'error',
          title: t('setup.deleteFailedTitle'),
          message: `${translateMessage(t, Messages.deletionError)}${translateMessage(t, errorMessage(error, Messages.internalError))}`,
        });
      },
    });

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('setup.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('setup.confirmDeleteTitle', { name })}
        description={t(`setup.confirmDelete.${platform}`)}
        confirmLabel={t('setup.confirmDeleteAction')}
        onConfirm={confirm}
        pending={remove.isPending}
      />
    </>
  );
}
