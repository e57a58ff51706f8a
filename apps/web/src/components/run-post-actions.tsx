/**
 * What a user can do with a run's post (issue 27), shown on the campaign page and in the Content
 * Library: review a draft that waits (its page), edit a live post, unpublish it after a confirmation;
 * and what became of it (unpublished when and by whom, a draft discarded).
 */
import type { Execution } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { FilePenLine, FileSearch, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-client.ts';
import { formatDateTime } from '../lib/format.ts';
import { translateMessage } from '../lib/i18n.ts';
import { useRunDecision } from '../lib/run-post-api.ts';
import { useNotifications } from './notifications/notifications-provider.tsx';
import { Button, buttonVariants } from './ui/button.tsx';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/** A run whose post is live: published, and not taken down since. */
const isLivePost = (execution: Execution) =>
  Boolean(execution.result_data.blog_url) && !execution.unpublished && execution.status === 'completed';

export function RunPostActions({ execution, timeZone }: { execution: Execution; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  if (execution.unpublished)
    return (
      <p className="text-sm text-slate-600">
        {execution.unpublished.by === 'campaign'
          ? t('runPost.unpublishedWithCampaign', { when: when(execution.unpublished.at) })
          : t('runPost.unpublishedByYou', { when: when(execution.unpublished.at) })}
      </p>
    );
  if (execution.status === 'discarded')
    return (
      <p className="text-sm text-slate-600">
        {t('runPost.discardedOn', { when: when(execution.review?.reviewed_at ?? execution.started_at) })}
      </p>
    );
  if (execution.status === 'review')
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <p className="min-w-0 flex-1">{t('runPost.waiting')}</p>
        <Link to={paths.runPost(execution.id)} className={buttonVariants({ size: 'sm' })}>
          <FileSearch className="h-4 w-4" aria-hidden="true" />
          {t('runPost.review')}
        </Link>
      </div>
    );
  if (!isLivePost(execution)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={paths.runPost(execution.id)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <FilePenLine className="h-4 w-4" aria-hidden="true" />
        {t('runPost.edit')}
      </Link>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('runPost.unpublish')}
      </Button>
      <UnpublishDialog executionId={execution.id} open={confirming} onOpenChange={setConfirming} />
    </div>
  );
}

/**
 * The confirmation before a live post comes down (WordPress's trash, its pins deleted), then the
 * call; `onDone` after it worked. Errors say what the server said.
 */
export function UnpublishDialog({
  executionId,
  open,
  onOpenChange,
  onDone,
}: {
  executionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const unpublish = useRunDecision('unpublish');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('runPost.unpublishTitle')}
      description={t('runPost.unpublishBody')}
      confirmLabel={t('runPost.unpublishConfirm')}
      pending={unpublish.isPending}
      onConfirm={async () => {
        // Awaited rather than per-call callbacks: the refreshed run may unmount this dialog first.
        try {
          await unpublish.mutateAsync(executionId);
          onOpenChange(false);
          notify({ type: 'success', title: t('runPost.unpublished'), duration: 8000 });
          onDone?.();
        } catch (error) {
          onOpenChange(false);
          notify({
            type: 'error',
            title: translateMessage(t, errorMessage(error, t('runPost.unpublishFailed'))),
            duration: 10_000,
          });
        }
      }}
    />
  );
}
