/**
 * Research by the model (issue 29): the configured provider searches the web with its own tool
 * (OpenAI's web search, Anthropic's web search, Google Search grounding; AiModels.research) and
 * reports facts about the two products, each with the page that says it. A fact is kept only when
 * its page is one the provider's search really cited (the answer's sources): a model that names an
 * address it did not read, or writes a fact without one, gives nothing. Known weaknesses and owners'
 * complaints come from here. None for the offline writer and OpenAI-compatible servers.
 */
import type { ArticleLanguage } from '@aa/contracts';
import { generateText, stepCountIs } from 'ai';
import type { AiModels } from '../../../integrations/ai/ai-models.ts';
import { withAiLimit } from '../../../integrations/ai/limiter.ts';
import { renderPrompt } from './prompts.ts';
import { languageLine } from './tasks.ts';

/** A fact the research found, with the page its provider cited for it. */
export interface ResearchFact {
  product: 1 | 2;
  text: string;
  url: string;
}

/** The most facts a run takes per product from research: facts to compare, not a review's worth. */
export const RESEARCH_FACTS_MAX = 6;
const FACT_MAX = 300;

/** An address as compared: no fragment, no trailing slash or punctuation. */
function comparable(url: string): string | undefined {
  try {
    const parsed = new URL(url.replace(/[).,;]+$/, ''));
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    parsed.hash = '';
    return parsed.href.replace(/\/$/, '');
  } catch {
    return undefined;
  }
}

/** A page the provider's search cited: its address, and its title (Google names the site there). */
export interface CitedSource {
  url: string;
  title?: string;
}

/**
 * Google Search grounding cites its pages through redirect addresses titled with the page's site
 * ("rtings.com"): an address of that site counts as cited.
 */
const GROUNDING_REDIRECT = /^https:\/\/vertexaisearch\.cloud\.google\.com\/grounding-api-redirect\//;

const siteOf = (url: string) => new URL(url).hostname.replace(/^www\./, '').toLowerCase();

/** The answer's lines "P1 | fact | https://…" whose address its search cited, at most RESEARCH_FACTS_MAX per product. */
export function citedFacts(text: string, cited: readonly CitedSource[]): ResearchFact[] {
  const pages = new Set(cited.map((source) => comparable(source.url)).filter((url): url is string => !!url));
  const sites = new Set(
    cited
      .filter((source) => GROUNDING_REDIRECT.test(source.url) && source.title)
      .map((source) => (source.title ?? '').replace(/^www\./, '').toLowerCase()),
  );
  const facts: ResearchFact[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:[-*]\s*)?P\s?([12])\s*\|\s*(.+?)\s*\|\s*<?(https?:\/\/[^\s>]+)>?\s*$/i.exec(line);
    if (!m?.[1] || !m[2] || !m[3]) continue;
    const url = comparable(m[3]);
    if (!url || !(pages.has(url) || sites.has(siteOf(url)))) continue;
    const product = Number(m[1]) as 1 | 2;
    const fact = m[2].replace(/\s+/g, ' ').slice(0, FACT_MAX);
    const key = `${product}:${fact.toLowerCase()}`;
    if (seen.has(key) || facts.filter((found) => found.product === product).length >= RESEARCH_FACTS_MAX)
      continue;
    seen.add(key);
    facts.push({ product, text: fact, url });
  }
  return facts;
}

/** The two products researched on the web by the provider's own search; none without one. */
export async function researchProducts(
  models: Pick<AiModels, 'text' | 'research' | 'limiter'>,
  input: { products: readonly { title: string; brand?: string }[]; language: ArticleLanguage },
): Promise<ResearchFact[]> {
  if (!models.research) return [];
  const { system, prompt } = renderPrompt('product-research', {
    products: input.products
      .map(
        (product, index) =>
          `P${index + 1}: ${product.title}${product.brand ? ` (brand: ${product.brand})` : ''}`,
      )
      .join('\n'),
    language: languageLine(input.language, 'product-research'),
  });
  const result = await withAiLimit(models, () =>
    generateText({
      model: models.text,
      system,
      prompt,
      tools: models.research,
      // The search, then the answer (a provider that searches in a step of its own).
      stopWhen: stepCountIs(3),
      maxRetries: 0,
    }),
  );
  const cited = result.steps
    .flatMap((step) => step.sources)
    .flatMap((source) =>
      source.sourceType === 'url'
        ? [{ url: source.url, ...(source.title ? { title: source.title } : {}) }]
        : [],
    );
  // Each text part on its own lines: Anthropic's answer comes in parts around its searches.
  const text = result.steps
    .flatMap((step) => step.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])))
    .join('\n');
  return citedFacts(text, cited);
}
