/**
 * A campaign's own sources for each product (issue 29): what the user knows first-hand (the only
 * ground for a sentence in the first person) and its manufacturer's page. In the create form and in
 * the campaign page's editor; each run reads them and lists them under "Facts used".
 */
import { MANUFACTURER_URL_MAX, PRODUCT_NOTES_MAX } from '@aa/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field.tsx';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SchemaForm } from '../../../lib/schema-form.ts';

export interface ProductSourcesValues {
  product1Notes: string;
  product2Notes: string;
  product1ManufacturerUrl: string;
  product2ManufacturerUrl: string;
  [field: string]: unknown;
}

export function ProductSourcesFields<Values extends ProductSourcesValues, Output>({
  form,
  names,
}: {
  form: SchemaForm<Values, Output>;
  /** The products' names when known (the campaign page), else "Product 1" and "Product 2". */
  names?: [string | null, string | null];
}) {
  const { t } = useTranslation();
  const { errors } = form;
  return (
    <div className="space-y-4">
      {([1, 2] as const).map((number) => {
        const notes = `product${number}Notes` as const;
        const maker = `product${number}ManufacturerUrl` as const;
        return (
          <fieldset key={number} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
              {names?.[number - 1] ?? t('campaigns.sources.product', { number })}
            </legend>
            <FormField
              id={form.idOf(notes)}
              label={t('campaigns.sources.notes')}
              error={errors[notes]}
              hint={t('campaigns.sources.notesHint')}
            >
              <textarea
                className={cn(fieldClasses, 'h-24 py-2')}
                maxLength={PRODUCT_NOTES_MAX + 100}
                placeholder={t('campaigns.sources.notesPlaceholder')}
                {...form.input(notes, { hint: true })}
              />
            </FormField>
            <FormField
              id={form.idOf(maker)}
              label={t('campaigns.sources.maker')}
              error={errors[maker]}
              hint={t('campaigns.sources.makerHint')}
            >
              <Input
                type="url"
                inputMode="url"
                maxLength={MANUFACTURER_URL_MAX}
                placeholder="https://www.example.com/product"
                {...form.input(maker, { hint: true })}
              />
            </FormField>
          </fieldset>
        );
      })}
    </div>
  );
}
