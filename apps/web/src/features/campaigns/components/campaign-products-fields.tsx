/**
 * The new campaign's products (PRODUCT.md §5): a product template, or two product URLs; the store they
 * are in as typed (the first link's host) with the article language it implies, which the user may
 * change (once changed, the language stays theirs); a store the user has no tag for says so, with a
 * link to where to add one, before the server refuses it.
 */
import type { ArticleLanguage, CampaignForm, ProductTemplate } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, inputClasses } from '../../../components/ui/input.tsx';
import type { SchemaForm } from '../../../lib/schema-form.ts';
import { storeLabel } from '../../../lib/store-label.ts';
import { ArticleLanguageOptions } from './campaign-choice-fields.tsx';
import { type CampaignFormValues, productUrls, typedStore } from './campaign-form.ts';

export function CampaignProductsFields({
  form,
  templates,
  tags,
  refusedStore,
}: {
  form: SchemaForm<CampaignFormValues, CampaignForm>;
  templates: ProductTemplate[];
  /** The user's tags (undefined until the platforms' status answers). */
  tags: readonly { store: string }[] | undefined;
  /** The store the server refused the campaign for (AMAZON_TAG_MISSING). */
  refusedStore: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { values, errors } = form;
  const store = typedStore(productUrls(values, templates)[0]);
  const language = values.language ?? (store && store !== 'short' ? store.language : 'en');
  const missingTagStore =
    refusedStore ??
    (store && store !== 'short' && tags && !tags.some((tag) => tag.store === store.id) ? store.id : null);
  const grouped = useMemo(() => {
    const byCategory = new Map<string, ProductTemplate[]>();
    for (const template of templates)
      byCategory.set(template.category, [...(byCategory.get(template.category) ?? []), template]);
    return [...byCategory];
  }, [templates]);

  return (
    <>
      {values.mode === 'template' ? (
        <FormField
          id={form.idOf('templateId')}
          label={t('campaigns.form.template')}
          error={errors.templateId}
        >
          <select
            className={inputClasses}
            {...form.input('templateId')}
            onChange={(event) => {
              // A template knows its products' makers' pages (issue 29): they fill the sources'
              // fields the user left empty, and follow the template while untouched.
              const template = templates.find((candidate) => candidate.id === event.target.value);
              const previous = templates.find((candidate) => candidate.id === values.templateId);
              const maker = (field: 'product1ManufacturerUrl' | 'product2ManufacturerUrl', side: 1 | 2) => {
                const own = values[field];
                const before = previous?.[`product_${side}_manufacturer_url`] ?? '';
                return own === '' || own === before
                  ? (template?.[`product_${side}_manufacturer_url`] ?? '')
                  : own;
              };
              form.patch({
                templateId: event.target.value,
                product1ManufacturerUrl: maker('product1ManufacturerUrl', 1),
                product2ManufacturerUrl: maker('product2ManufacturerUrl', 2),
              });
            }}
          >
            <option value="">{t('campaigns.form.templatePlaceholder')}</option>
            {grouped.map(([category, items]) => (
              <optgroup key={category} label={category}>
                {items.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
      ) : (
        (['product1Url', 'product2Url'] as const).map((field, index) => (
          <FormField
            key={field}
            id={form.idOf(field)}
            label={t(`campaigns.form.product${index + 1}`)}
            error={errors[field]}
            hint={t('campaigns.form.productHint')}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://www.amazon.com/dp/…"
              {...form.input(field, { hint: true })}
            />
          </FormField>
        ))
      )}

      <FormField
        id={form.idOf('language')}
        label={t('campaigns.form.language')}
        error={errors.language}
        hint={t('campaigns.form.languageHint')}
      >
        <select
          className={inputClasses}
          {...form.describe('language', { hint: true, also: store ? 'campaign-store' : undefined })}
          value={language}
          onChange={(event) => form.set('language', event.target.value as ArticleLanguage)}
        >
          <ArticleLanguageOptions />
        </select>
      </FormField>
      {store ? (
        <p id="campaign-store" className="-mt-2 text-sm text-slate-600">
          {store === 'short'
            ? t('campaigns.form.storeFromShortLink')
            : t('campaigns.form.store', { store: storeLabel(store, i18n.language) })}
        </p>
      ) : null}
      {missingTagStore ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t('messages.campaignStoreNeedsTag', { store: missingTagStore })}{' '}
          <Link to={{ pathname: paths.platforms, hash: 'amazon' }} className="font-medium underline">
            {t('campaigns.form.addTag')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
