/**
 * A run's "Facts used" (issue 29): every product fact it read, grouped by product, each with its
 * source (the user's notes, the maker's page with its link, Amazon's page) and, for Amazon's text kept
 * out of a third-party model's prompt, a word saying so. Folded by default: a disclosure the keyboard
 * opens like any other.
 */
import type { Campaign, Execution, FactSourceKind, RunFact, RunSourceMiss } from '@aa/contracts';
import { useTranslation } from 'react-i18next';

function productName(
  campaign: Pick<Campaign, 'product1_title' | 'product2_title'> | undefined,
  product: 1 | 2,
) {
  return product === 1 ? campaign?.product1_title : campaign?.product2_title;
}

function Source({ fact }: { fact: RunFact }) {
  const { t } = useTranslation();
  const kind: FactSourceKind = fact.source.kind;
  const name =
    kind === 'notes'
      ? t('campaigns.facts.yourNotes')
      : kind === 'product-page'
        ? t('campaigns.facts.amazonPage')
        : fact.source.name;
  return (
    <span className="text-slate-500">
      {' — '}
      {fact.source.url ? (
        <a
          href={fact.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-indigo-600 underline [overflow-wrap:anywhere] hover:text-indigo-800"
        >
          {name}
        </a>
      ) : (
        name
      )}
      {fact.to_writer ? null : (
        <span className="ml-1 text-amber-700">({t('campaigns.facts.keptFromModel')})</span>
      )}
    </span>
  );
}

/** A source the user named that gave nothing: its site (linked) and why. */
function Missed({ miss }: { miss: RunSourceMiss }) {
  const { t } = useTranslation();
  return (
    <li className="[overflow-wrap:anywhere] text-amber-800">
      {t(`campaigns.facts.missed_${miss.problem}`, { site: miss.name })}{' '}
      <a
        href={miss.url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-indigo-600 underline hover:text-indigo-800"
      >
        {miss.name}
      </a>
    </li>
  );
}

export function FactsUsed({
  execution,
  campaign,
}: {
  execution: Execution;
  campaign?: Pick<Campaign, 'product1_title' | 'product2_title'>;
}) {
  const { t } = useTranslation();
  const facts = execution.result_data.facts;
  if (!facts || facts.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
        {t('campaigns.facts.title', { count: facts.length })}
      </summary>
      <div className="space-y-3 px-3 pb-3">
        {([1, 2] as const).map((product) => {
          const own = facts.filter((fact) => fact.product === product);
          const missed = (execution.result_data.sources_missed ?? []).filter(
            (miss) => miss.product === product,
          );
          if (own.length === 0 && missed.length === 0) return null;
          return (
            <section
              key={product}
              aria-label={productName(campaign, product) ?? t('campaigns.facts.product', { number: product })}
            >
              <h5 className="font-medium text-slate-800">
                {productName(campaign, product) ?? t('campaigns.facts.product', { number: product })}
              </h5>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                {own.map((fact) => (
                  <li key={`${fact.source.kind}-${fact.text}`} className="[overflow-wrap:anywhere]">
                    {fact.text}
                    <Source fact={fact} />
                  </li>
                ))}
                {missed.map((miss) => (
                  <Missed key={miss.url} miss={miss} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </details>
  );
}
