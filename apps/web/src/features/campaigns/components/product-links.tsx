/**
 * A campaign's two products by name, each linked to its Amazon page (issue 21): the listing's title
 * once the catalogue was read, before it the template's name or the link's slug, the ASIN while no
 * name is known. The list shows a short name (the full title on hover); the campaign's page the whole
 * title and the ASIN.
 */
import type { Campaign } from '@aa/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { productLabel, shortProductName } from '../campaign-format.ts';

type ProductsOf = Pick<Campaign, 'product1_url' | 'product2_url' | 'product1_title' | 'product2_title'>;

export function ProductLinks({
  campaign,
  detailed = false,
  className,
}: {
  campaign: ProductsOf;
  /** The whole title and the ASIN under it (the campaign's page). */
  detailed?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const products = [
    { number: 1, url: campaign.product1_url, title: campaign.product1_title },
    { number: 2, url: campaign.product2_url, title: campaign.product2_title },
  ] as const;
  return (
    <ul className={cn('flex flex-col', detailed ? 'gap-2' : 'gap-1', className)}>
      {products.map(({ number, url, title }) => {
        const label = productLabel(url);
        const name = title ? (detailed ? title : shortProductName(title)) : label;
        return (
          <li key={number} className="min-w-0">
            <a
              href={url}
              target="_blank"
              rel="sponsored noopener noreferrer"
              title={title && !detailed ? title : undefined}
              className={cn(
                'inline text-indigo-600 [overflow-wrap:anywhere] hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                title ? '' : 'font-mono',
                detailed ? 'text-sm font-medium' : 'text-xs',
              )}
            >
              {name}
              <span className="sr-only"> {t('campaigns.productOnAmazon')}</span>
              {detailed ? (
                <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />
              ) : null}
            </a>
            {detailed && title ? (
              <span className="block text-xs text-slate-500">{t('campaigns.asin', { asin: label })}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
