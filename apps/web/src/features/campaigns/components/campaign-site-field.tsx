/**
 * The campaign's WordPress site (issue 31): the user's sites, the default preselected. Nothing to
 * choose without a site (the server then refuses the run and says to connect one).
 */
import type { CampaignForm } from '@aa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input.tsx';
import { wordpressSitesQuery } from '../../../lib/platforms-api.ts';
import type { SchemaForm } from '../../../lib/schema-form.ts';
import type { CampaignFormValues } from './campaign-form.ts';

export function CampaignSiteField({
  form,
  enabled,
}: {
  form: SchemaForm<CampaignFormValues, CampaignForm>;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const sites = useQuery({ ...wordpressSitesQuery, enabled });
  const list = sites.data?.sites ?? [];
  if (list.length === 0) return null;
  const fallback = list.find((site) => site.isDefault) ?? list[0];
  const chosen = list.find((site) => site.id === form.values.wordpressSiteId) ?? fallback;
  return (
    <FormField
      id={form.idOf('wordpressSiteId')}
      label={t('campaigns.form.site')}
      error={form.errors.wordpressSiteId}
      hint={list.length > 1 ? t('campaigns.form.siteHint') : undefined}
    >
      <select
        className={inputClasses}
        {...form.describe('wordpressSiteId', { hint: list.length > 1 })}
        value={chosen?.id ?? ''}
        onChange={(event) => form.set('wordpressSiteId', event.target.value)}
      >
        {list.map((site) => (
          <option key={site.id} value={site.id}>
            {site.isDefault ? t('campaigns.form.siteDefault', { name: site.name }) : site.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
