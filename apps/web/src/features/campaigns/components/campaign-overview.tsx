/**
 * What a campaign is (issue 21): its products (named, linked to Amazon), its store and article
 * language, the WordPress site it publishes to (issue 31), where it pins, its status, frequency (editable, as in the list) and how many runs are done
 * and left.
 */
import { type Campaign, LANGUAGE_NAMES, storeById } from '@aa/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wordpressSitesQuery } from '../../../lib/platforms-api.ts';
import { storeLabel } from '../../../lib/store-label.ts';
import { Frequency, StatusBadge } from './campaign-rows.tsx';
import { ProductLinks } from './product-links.tsx';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function CampaignOverview({
  campaign,
  onFrequency,
}: {
  campaign: Campaign;
  onFrequency: (frequency: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const store = storeById(campaign.store);
  const sites = useQuery(wordpressSitesQuery);
  // Its own site while connected, else the default one (where its runs then publish).
  const site =
    sites.data?.sites.find((one) => one.id === campaign.wordpress_site_id) ??
    sites.data?.sites.find((one) => one.isDefault);
  // Its boards in turn (issue 32), each with its section: "Travel Gear, Fitness at Home › Earbuds".
  const rotation = (campaign.pinterest_boards ?? [])
    .map((one) =>
      one.section_name ? `${one.board_name ?? one.board_id} › ${one.section_name}` : one.board_name,
    )
    .filter(Boolean)
    .join(', ');
  const board = campaign.auto_post_pinterest
    ? rotation || (campaign.selected_pinterest_board_name ?? t('campaigns.page.defaultBoard'))
    : t('campaigns.page.noPins');
  return (
    <section
      aria-labelledby="campaign-overview"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="campaign-overview" className="text-lg font-semibold text-slate-900">
        {t('campaigns.page.overview')}
      </h3>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="min-w-0 sm:col-span-2 lg:col-span-3">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('campaigns.columns.products')}
          </dt>
          <dd className="mt-1">
            <ProductLinks campaign={campaign} detailed />
          </dd>
        </div>
        <Item term={t('campaigns.page.store')}>
          {store ? storeLabel(store, i18n.language) : campaign.store}
        </Item>
        <Item term={t('campaigns.page.language')}>{LANGUAGE_NAMES[campaign.language]}</Item>
        <Item term={t('campaigns.page.site')}>
          <span className="[overflow-wrap:anywhere]">
            {site ? site.name : sites.isPending ? '…' : t('campaigns.page.noSite')}
          </span>
        </Item>
        <Item term={t('campaigns.page.board')}>
          <span className="[overflow-wrap:anywhere]">{board}</span>
        </Item>
        <Item term={t('campaigns.page.status')}>
          <StatusBadge status={campaign.status} />
        </Item>
        <Item term={t('campaigns.columns.frequency')}>
          <Frequency campaign={campaign} onSave={onFrequency} />
        </Item>
        <Item term={t('campaigns.page.runsDone')}>
          {t('campaigns.page.runsDoneValue', { done: campaign.completed_runs, total: campaign.total_runs })}
          {' · '}
          {t('campaigns.page.runsLeft', { count: campaign.remaining_runs })}
        </Item>
      </dl>
    </section>
  );
}
