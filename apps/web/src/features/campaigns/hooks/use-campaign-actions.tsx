/**
 * What a user can do to a campaign, wherever it is shown (the list and the campaign's page): pause or
 * resume, edit its frequency, run it now (the progress dialog opens) and delete it after a confirm;
 * each says how it went. INSUFFICIENT_CREDITS opens the 'Power Up' dialog instead of a toast
 * (PRODUCT.md §8). The dialogs are returned for the page to render.
 */
import { type Campaign, type CreditError, ErrorCode, Messages, parseCreditError } from '@aa/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useDeleteCampaign, useRunCampaign, useUpdateCampaign } from '../api/campaigns-api.ts';
import type { RowActions } from '../components/campaign-rows.tsx';
import { GenerationModal, type GenerationRun } from '../components/generation-modal.tsx';
import { InsufficientCreditsDialog } from '../components/insufficient-credits-dialog.tsx';

export const SUCCESS_MS = 8000;
const ERROR_MS = 10_000;

/** PRODUCT.md §8: INSUFFICIENT_CREDITS opens the credits modal; anything else is for a toast. */
export function creditShortage(error: unknown): CreditError | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.INSUFFICIENT_CREDITS) return null;
  const body = error.body;
  if (typeof body?.requiredCredits === 'number' && typeof body.currentCredits === 'number')
    return {
      requiredCredits: body.requiredCredits,
      currentCredits: body.currentCredits,
      ...(typeof body.firstPackageBonusPercent === 'number'
        ? { firstPackageBonusPercent: body.firstPackageBonusPercent }
        : {}),
    };
  return parseCreditError(error.message);
}

export interface CampaignActions {
  actions: RowActions;
  /** The progress, credit-shortage and delete dialogs, to render once on the page. */
  dialogs: ReactNode;
  /** Opens the progress dialog on a run that just started (a new campaign's first run). */
  follow: (run: GenerationRun) => void;
  /** Tells the user an action failed: the 'Power Up' dialog for a credit shortage, else a toast. */
  failed: (error: unknown, fallback: string) => void;
}

export function useCampaignActions({
  onGenerationClosed,
  onDeleted,
  onBuyCredits,
}: {
  /** After the progress dialog closes (the list reloads 2 s later, PRODUCT.md §4). */
  onGenerationClosed: () => void;
  onDeleted?: () => void;
  /** The Power Up dialog's Buy Credits was followed (the page keeps what it must find on return). */
  onBuyCredits?: () => void;
}): CampaignActions {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const update = useUpdateCampaign();
  const remove = useDeleteCampaign();
  const run = useRunCampaign();
  const [generation, setGeneration] = useState<GenerationRun | null>(null);
  const [shortage, setShortage] = useState<CreditError | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [unpublishToo, setUnpublishToo] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);

  const failed = (error: unknown, fallback: string) => {
    const short = creditShortage(error);
    if (short) return setShortage(short);
    notify({ type: 'error', title: translateMessage(t, errorMessage(error, fallback)), duration: ERROR_MS });
  };

  const actions: RowActions = {
    busyId,
    toggle: (campaign) => {
      setBusyId(campaign.id);
      const status = campaign.status === 'active' ? 'paused' : 'active';
      update.mutate(
        { id: campaign.id, change: { status } },
        {
          onSuccess: () =>
            notify({
              type: 'success',
              title: t(status === 'active' ? 'campaigns.resumed' : 'campaigns.paused'),
              duration: SUCCESS_MS,
            }),
          onError: (error) => failed(error, Messages.updateStatusFailed),
          onSettled: () => setBusyId(null),
        },
      );
    },
    setFrequency: (campaign, frequency) =>
      update.mutate(
        { id: campaign.id, change: { frequency } },
        {
          onSuccess: () =>
            notify({ type: 'success', title: t('campaigns.frequencyUpdated'), duration: SUCCESS_MS }),
          onError: (error) => failed(error, Messages.updateFrequencyFailed),
        },
      ),
    run: (campaign) => {
      setBusyId(campaign.id);
      run.mutate(campaign.id, {
        onSuccess: (answer) => {
          notify({
            type: 'success',
            title: t('campaigns.started'),
            // Not the API's "approximately 5 minutes" (SPEC's text, kept for API clients): the progress
            // window opening with it shows each step as it happens, and most runs end well before.
            message: t('campaigns.startedRun', { number: answer.data.execution.run_number }),
            duration: SUCCESS_MS,
          });
          setGeneration({
            executionId: answer.executionId,
            campaignId: campaign.id,
            initial: answer.data.execution,
          });
        },
        onError: (error) => failed(error, Messages.executeCampaignFailed),
        onSettled: () => setBusyId(null),
      });
    },
    remove: (campaign) => {
      setUnpublishToo(false);
      setDeleting(campaign);
    },
  };

  const dialogs = (
    <>
      <GenerationModal
        run={generation}
        onClose={() => {
          setGeneration(null);
          onGenerationClosed();
        }}
      />
      <InsufficientCreditsDialog shortage={shortage} onClose={() => setShortage(null)} onBuy={onBuyCredits} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('campaigns.deleteTitle')}
        description={t(unpublishToo ? 'campaigns.deleteBodyUnpublish' : 'campaigns.deleteBody', {
          name: deleting?.name ?? '',
        })}
        confirmLabel={t('campaigns.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id, unpublish: unpublishToo },
            {
              onSuccess: () => {
                setDeleting(null);
                notify({
                  type: 'success',
                  title: t('campaigns.deleted'),
                  message: unpublishToo ? t('campaigns.deletedUnpublishing') : undefined,
                  duration: SUCCESS_MS,
                });
                onDeleted?.();
              },
              onError: (error) => {
                setDeleting(null);
                failed(error, Messages.deleteCampaignFailed);
              },
            },
          );
        }}
      >
        <label className="mt-4 flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
            checked={unpublishToo}
            disabled={remove.isPending}
            onChange={(event) => setUnpublishToo(event.target.checked)}
          />
          {t('campaigns.deleteUnpublish')}
        </label>
      </ConfirmDialog>
    </>
  );

  return { actions, dialogs, follow: setGeneration, failed };
}
