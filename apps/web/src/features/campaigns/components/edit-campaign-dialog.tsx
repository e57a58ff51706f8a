/**
 * "Edit campaign" (issue 33) on a campaign's page: its name, its number of runs (more extends a finished
 * campaign: the added runs' cost is said before saving, each paid when it runs), its article language,
 * its publishing mode and what the user knows of each product. Only what changed is sent; the server
 * refuses fewer runs than already started, on the field.
 */
import {
  ARTICLE_LANGUAGES,
  type ArticleLanguage,
  type Campaign,
  CREDITS_PER_ARTICLE,
  type EditCampaignBody,
  editCampaignBodySchema,
  Messages,
  PRODUCT_NOTES_MAX,
  type PublishingMode,
} from '@aa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { fieldClasses, Input, inputClasses } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCredits } from '../../../lib/credits.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useUpdateCampaign } from '../api/campaigns-api.ts';
import { ArticleLanguageOptions, PublishingChoice } from './campaign-choice-fields.tsx';

interface EditValues extends Record<string, unknown> {
  name: string;
  totalRuns: number;
  language: ArticleLanguage;
  publishing: PublishingMode;
  product1Notes: string;
  product2Notes: string;
}

const valuesOf = (campaign: Campaign): EditValues => ({
  name: campaign.name,
  totalRuns: campaign.total_runs,
  language: (ARTICLE_LANGUAGES as readonly string[]).includes(campaign.language)
    ? (campaign.language as ArticleLanguage)
    : 'en',
  publishing: campaign.publishing,
  product1Notes: campaign.product1_notes ?? '',
  product2Notes: campaign.product2_notes ?? '',
});

/** What changed, as the PATCH body names it (notes emptied are null). */
function changesOf(campaign: Campaign, values: EditValues): EditCampaignBody {
  const before = valuesOf(campaign);
  const changes: EditCampaignBody = {};
  if (values.name.trim() !== before.name) changes.name = values.name;
  if (values.totalRuns !== before.totalRuns) changes.totalRuns = values.totalRuns;
  if (values.language !== before.language) changes.language = values.language;
  if (values.publishing !== before.publishing) changes.publishing = values.publishing;
  for (const field of ['product1Notes', 'product2Notes'] as const)
    if (values[field].trim() !== before[field].trim()) changes[field] = values[field].trim() || null;
  return changes;
}

export function EditCampaignDialog({
  campaign,
  open,
  onOpenChange,
}: {
  campaign: Campaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const { credits } = useCredits();
  const update = useUpdateCampaign();
  const form = useSchemaForm(editCampaignBodySchema, () => valuesOf(campaign), { id: 'edit-campaign' });
  const { values, errors } = form;
  const [refusal, setRefusal] = useState<string | null>(null);
  // Opened again: from the campaign as it now is.
  const [openedBefore, setOpenedBefore] = useState(false);
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) {
      form.reset(valuesOf(campaign));
      setRefusal(null);
    }
  }

  const added = Number.isFinite(values.totalRuns) ? Math.max(0, values.totalRuns - campaign.total_runs) : 0;
  const submit = form.handleSubmit(
    async () => {
      const changes = changesOf(campaign, values);
      if (Object.keys(changes).length === 0) return onOpenChange(false);
      try {
        await update.mutateAsync({ id: campaign.id, change: changes });
        notify({ type: 'success', title: t('campaigns.edit.saved') });
        onOpenChange(false);
      } catch (error) {
        if (!form.showServerErrors(error))
          setRefusal(translateMessage(t, errorMessage(error, Messages.internalError)));
      }
    },
    () => setRefusal(null),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('campaigns.edit.title')}
        description={t('campaigns.edit.description')}
        className="max-w-xl"
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField id={form.idOf('name')} label={t('campaigns.form.name')} error={errors.name}>
            <Input {...form.input('name')} />
          </FormField>
          <FormField
            id={form.idOf('totalRuns')}
            label={t('campaigns.form.totalRuns')}
            error={errors.totalRuns}
            hint={t('campaigns.edit.runsHint', { started: campaign.total_runs - campaign.remaining_runs })}
          >
            <Input
              type="number"
              min={1}
              {...form.describe('totalRuns', {
                hint: true,
                also: added > 0 ? 'edit-campaign-cost' : undefined,
              })}
              value={Number.isNaN(values.totalRuns) ? '' : values.totalRuns}
              onChange={(event) => form.set('totalRuns', event.target.valueAsNumber)}
            />
          </FormField>
          {added > 0 ? (
            <p id="edit-campaign-cost" className="-mt-2 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">
              {t(campaign.status === 'completed' ? 'campaigns.edit.extendCost' : 'campaigns.edit.addCost', {
                count: added,
                credits: added * CREDITS_PER_ARTICLE,
                balance: credits,
              })}
            </p>
          ) : null}
          <FormField
            id={form.idOf('language')}
            label={t('campaigns.form.language')}
            error={errors.language}
            hint={t('campaigns.edit.languageHint')}
          >
            <select
              className={inputClasses}
              {...form.describe('language', { hint: true })}
              value={values.language}
              onChange={(event) => form.set('language', event.target.value as ArticleLanguage)}
            >
              <ArticleLanguageOptions />
            </select>
          </FormField>
          <PublishingChoice
            name="edit-campaign-publishing"
            value={values.publishing}
            onChange={(mode) => form.set('publishing', mode)}
          />
          {(['product1Notes', 'product2Notes'] as const).map((field, index) => (
            <FormField
              key={field}
              id={form.idOf(field)}
              label={t('campaigns.edit.notes', { number: index + 1 })}
              error={errors[field]}
            >
              <textarea
                rows={3}
                maxLength={PRODUCT_NOTES_MAX}
                className={fieldClasses}
                {...form.input(field)}
              />
            </FormField>
          ))}
          <FormMessage tone={refusal ? 'error' : undefined}>{refusal}</FormMessage>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('campaigns.edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
