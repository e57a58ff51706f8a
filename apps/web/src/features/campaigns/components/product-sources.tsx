/**
 * The campaign page's "Your sources" (issue 29): what the user knows first-hand of each product and
 * its manufacturer's page, as the next run will read them, with an editor. Runs made before keep the
 * facts they read ("Facts used" on each run).
 */
import {
  type Campaign,
  manufacturerUrlSchema,
  type ProductSourcesBody,
  productNotesSchema,
} from '@aa/contracts';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useNotifications } from '../../../components/notifications/notifications-provider.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/schema-form.ts';
import { useUpdateCampaign } from '../api/campaigns-api.ts';
import { ProductSourcesFields, type ProductSourcesValues } from './product-sources-fields.tsx';

const sourcesFormSchema: z.ZodType<ProductSourcesBody> = z.object({
  product1Notes: productNotesSchema,
  product2Notes: productNotesSchema,
  product1ManufacturerUrl: manufacturerUrlSchema,
  product2ManufacturerUrl: manufacturerUrlSchema,
});

const valuesOf = (campaign: Campaign): ProductSourcesValues => ({
  product1Notes: campaign.product1_notes ?? '',
  product2Notes: campaign.product2_notes ?? '',
  product1ManufacturerUrl: campaign.product1_manufacturer_url ?? '',
  product2ManufacturerUrl: campaign.product2_manufacturer_url ?? '',
});

function SourcesEditor({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCampaign();
  const { notify } = useNotifications();
  const [message, setMessage] = useState<string | null>(null);
  const form = useSchemaForm(sourcesFormSchema, () => valuesOf(campaign), { id: 'sources' });
  const submit = form.handleSubmit(
    (change) =>
      update.mutate(
        { id: campaign.id, change },
        {
          onSuccess: () => {
            notify({ type: 'success', title: t('campaigns.sources.saved') });
            onClose();
          },
          onError: (error) => {
            if (!form.showServerErrors(error))
              setMessage(error instanceof Error ? error.message : String(error));
          },
        },
      ),
    () => setMessage(null),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ProductSourcesFields form={form} names={[campaign.product1_title, campaign.product2_title]} />
      <FormMessage tone={message ? 'error' : undefined}>
        {message ? translateMessage(t, message) : null}
      </FormMessage>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('campaigns.sources.save')}
        </Button>
      </div>
    </form>
  );
}

function Sources({ notes, maker, name }: { notes: string | null; maker: string | null; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <h4 className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">{name}</h4>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">
        {notes ?? <span className="text-slate-500">{t('campaigns.sources.noNotes')}</span>}
      </p>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">
        {maker ? (
          <a
            href={maker}
            target="_blank"
            rel="noopener noreferrer"
            className="text-indigo-600 hover:underline"
          >
            {t('campaigns.sources.makerLink', { site: new URL(maker).hostname.replace(/^www\./, '') })}
          </a>
        ) : (
          <span className="text-slate-500">{t('campaigns.sources.noMaker')}</span>
        )}
      </p>
    </div>
  );
}

export function ProductSources({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  return (
    <section
      aria-labelledby="campaign-sources"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="campaign-sources" className="text-lg font-semibold text-slate-900">
            {t('campaigns.sources.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('campaigns.sources.intro')}</p>
        </div>
        <Button ref={edit} variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('campaigns.sources.edit')}
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Sources
          name={campaign.product1_title ?? t('campaigns.sources.product', { number: 1 })}
          notes={campaign.product1_notes}
          maker={campaign.product1_manufacturer_url}
        />
        <Sources
          name={campaign.product2_title ?? t('campaigns.sources.product', { number: 2 })}
          notes={campaign.product2_notes}
          maker={campaign.product2_manufacturer_url}
        />
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t('campaigns.sources.title')}
          description={t('campaigns.sources.intro')}
          returnFocusTo={edit}
          className="sm:max-w-2xl"
        >
          {open ? <SourcesEditor campaign={campaign} onClose={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}
