/**
 * 'Create New Campaign' (PRODUCT.md §4, §5): a product template or two product URLs, frequency, total runs,
 * an optional start date, the publishing mode, and auto-posting to Pinterest with a board and a
 * description (campaign-pinterest-fields.tsx). The form is the app's one pattern (lib/schema-form.ts):
 * the contracts' campaignFormSchema, every wrong field's message next to it, cleared when it is
 * edited; the server's field errors are shown the same way. Sends PRODUCT.md §3's payload
 * (campaign-form.ts).
 *
 * The products' store shows as typed (the first link's host) with the article language it implies,
 * which the user may change; once changed, the language stays theirs. A store the user has no tag for
 * says so, with a link to where to add one, before the server refuses it.
 */
import {
  CAMPAIGN_FREQUENCY_MAX,
  CAMPAIGN_FREQUENCY_MIN,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_RUNS_MAX,
  CAMPAIGN_RUNS_MIN,
  CREDITS_PER_ARTICLE,
  type CreateCampaignBody,
  campaignFormSchema,
} from '@aa/contracts';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { pinterestConfigQuery, usePlatformStatus } from '../../../lib/platforms-api.ts';
import { type FieldErrors, useSchemaForm } from '../../../lib/schema-form.ts';
import { useProductTemplates } from '../api/campaigns-api.ts';
import { PublishingChoice } from './campaign-choice-fields.tsx';
import { CostSummary } from './campaign-cost-summary.tsx';
import { type CampaignFormValues, campaignPayload, initialCampaignForm } from './campaign-form.ts';
import { CampaignPinterestFields } from './campaign-pinterest-fields.tsx';
import { CampaignProductsFields } from './campaign-products-fields.tsx';
import { CampaignSiteField } from './campaign-site-field.tsx';
import { ProductSourcesFields } from './product-sources-fields.tsx';

export { typedStore } from './campaign-form.ts';

/** A number input's value: empty while what is typed is not a number yet. */
const shownNumber = (value: number) => (Number.isNaN(value) ? '' : value);

export function CreateCampaignDialog({
  open,
  onOpenChange,
  onSubmit,
  pending,
  serverErrors,
  refusedStore = null,
  returnFocusTo,
  draft = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The payload, and the form as typed (kept when credits are short, issue 33). */
  onSubmit: (payload: CreateCampaignBody, values: CampaignFormValues) => void;
  pending: boolean;
  /** Field errors the server answered (VALIDATION_ERROR), shown like the form's own. */
  serverErrors: FieldErrors<CampaignFormValues>;
  /** The store the server refused the campaign for (AMAZON_TAG_MISSING): the user has no tag there. */
  refusedStore?: string | null;
  /** The button that opened the dialog (a plain button, not a Radix trigger): focus returns to it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The form as the user left it when their credits ran short: it opens filled with it. */
  draft?: CampaignFormValues | null;
}) {
  const { t } = useTranslation();
  const templates = useProductTemplates(open);
  const status = usePlatformStatus({ enabled: open });
  const config = useQuery({ ...pinterestConfigQuery, enabled: open });
  const sandboxMode = config.data?.isInSandboxMode ?? false;
  const form = useSchemaForm(campaignFormSchema, initialCampaignForm, {
    id: 'campaign',
    prepare: (values) => ({ ...values, sandboxMode }),
  });
  const { values, errors } = form;
  // Every opening starts from a blank form: closing by Cancel or after a creation (the parent closes
  // it) must not leave the previous campaign's name, products or Pinterest description behind. A form
  // kept across a credit shortage is the exception: it opens as the user left it.
  const [openedBefore, setOpenedBefore] = useState(false);
  const [restored, setRestored] = useState(false);
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) {
      form.reset(draft ?? undefined);
      setRestored(draft !== null);
    }
  }
  // The server's answer, shown once per answer; editing a field clears its message as usual.
  const [shownAnswer, setShownAnswer] = useState<typeof serverErrors | null>(null);
  if (serverErrors !== shownAnswer) {
    setShownAnswer(serverErrors);
    // The body's start is `startAt`; the form's field, `startDate`.
    const { startAt, ...byField } = serverErrors as FieldErrors<CampaignFormValues> & { startAt?: string };
    if (Object.keys(serverErrors).length > 0)
      form.showErrors({ ...byField, ...(startAt ? { startDate: startAt } : {}) });
  }

  const submit = form.handleSubmit((checked) =>
    onSubmit(
      campaignPayload(checked, templates.data ?? [], values.language, values.wordpressSiteId, values.boards),
      values,
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('campaigns.form.title')}
        description={t('campaigns.form.description')}
        className="max-w-xl"
        returnFocusTo={returnFocusTo}
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          {restored ? (
            <p role="status" className="rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900">
              {t('campaigns.form.restored')}
            </p>
          ) : null}
          <FormField id={form.idOf('name')} label={t('campaigns.form.name')} error={errors.name}>
            <Input
              placeholder={t('campaigns.form.namePlaceholder')}
              maxLength={CAMPAIGN_NAME_MAX}
              {...form.input('name')}
            />
          </FormField>

          <CampaignSiteField form={form} enabled={open} />

          <ChoiceGroup
            name="campaign-mode"
            legend={t('campaigns.form.mode')}
            options={[
              { value: 'template', label: t('campaigns.form.modeTemplate') },
              { value: 'custom', label: t('campaigns.form.modeCustom') },
            ]}
            value={values.mode}
            onChange={(mode) => form.set('mode', mode)}
          />

          <CampaignProductsFields
            form={form}
            templates={templates.data ?? []}
            tags={status.data?.amazon.tags}
            refusedStore={refusedStore}
          />
          <details
            className="rounded-lg border border-slate-200"
            open={
              Boolean(
                errors.product1Notes ||
                  errors.product2Notes ||
                  errors.product1ManufacturerUrl ||
                  errors.product2ManufacturerUrl,
              ) || undefined
            }
          >
            <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
              {t('campaigns.sources.summary')}
            </summary>
            <div className="space-y-2 px-3 pb-3">
              <p className="text-sm text-slate-600">{t('campaigns.sources.intro')}</p>
              <ProductSourcesFields form={form} />
            </div>
          </details>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={form.idOf('frequency')}
              label={t('campaigns.form.frequency')}
              error={errors.frequency}
              hint={t('campaigns.form.frequencyHint', {
                min: CAMPAIGN_FREQUENCY_MIN,
                max: CAMPAIGN_FREQUENCY_MAX,
              })}
            >
              <Input
                type="number"
                min={CAMPAIGN_FREQUENCY_MIN}
                max={CAMPAIGN_FREQUENCY_MAX}
                {...form.describe('frequency', { hint: true })}
                value={shownNumber(values.frequency)}
                onChange={(event) => form.set('frequency', event.target.valueAsNumber)}
              />
            </FormField>
            <FormField
              id={form.idOf('totalRuns')}
              label={t('campaigns.form.totalRuns')}
              error={errors.totalRuns}
              hint={t('campaigns.form.totalRunsHint', {
                min: CAMPAIGN_RUNS_MIN,
                max: CAMPAIGN_RUNS_MAX,
                credits: CREDITS_PER_ARTICLE,
              })}
            >
              <Input
                type="number"
                min={CAMPAIGN_RUNS_MIN}
                max={CAMPAIGN_RUNS_MAX}
                {...form.describe('totalRuns', { hint: true })}
                value={shownNumber(values.totalRuns)}
                onChange={(event) => form.set('totalRuns', event.target.valueAsNumber)}
              />
            </FormField>
          </div>

          <FormField
            id={form.idOf('startDate')}
            label={t('campaigns.form.startDate')}
            error={errors.startDate}
            hint={t('campaigns.form.startDateHint')}
          >
            <Input type="datetime-local" {...form.input('startDate', { hint: true })} />
            <p className="mt-1 text-xs text-slate-500">
              {t('campaigns.form.timezone', { zone: values.timezone })}
            </p>
          </FormField>

          <PublishingChoice
            name="campaign-publishing"
            value={values.publishing}
            onChange={(mode) => form.set('publishing', mode)}
            hint={
              values.publishing === 'review'
                ? t('campaigns.form.publishReviewHint')
                : t('campaigns.form.publishNowHint')
            }
          />

          <CampaignPinterestFields
            form={form}
            connected={Boolean(status.data?.pinterest.connected)}
            statusKnown={status.isSuccess}
            sandboxMode={sandboxMode}
          />

          <CostSummary
            totalRuns={values.totalRuns}
            startsLater={values.startDate !== '' && Date.parse(values.startDate) > Date.now()}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('campaigns.form.submitting') : t('campaigns.form.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
