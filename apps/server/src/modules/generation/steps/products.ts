/**
 * Step 1: both products' facts, each a record with its source (issue 29), and their tagged links. The
 * sources, most trusted first: the user's own notes on the product, its manufacturer's page, the
 * model's research on the web (its provider's own search, each fact with the page it cited), then its
 * Amazon page (looked up at once). Amazon's text reaches the writer only when it may
 * (GenerationServices.amazonContentToWriter: the offline writer, or an operator's choice); otherwise it
 * names the product and feeds the checks. The listing titles read become the names the campaign shows
 * (issue 21). Nothing is written about a product that is gone or about which too little is known
 * (issue 27): a page the store answers "page not found" for, or fewer than RUN_FACTS_MIN facts the
 * writer may use about a product, stops the run here, before any writing, refunded, saying why and
 * what the user can add.
 */
import {
  AMAZON_FACT_SOURCES,
  type FactSourceKind,
  factSourceKindSchema,
  Messages,
  RUN_FACTS_MIN,
  type RunFact,
  storedArticleLanguage,
} from '@aa/contracts';
import { z } from 'zod';
import { AmazonProductError, type ProductInfo } from '../../../integrations/amazon/amazon-products.ts';
import { canonicalProductUrl, parseAmazonUrl } from '../../../integrations/amazon/asin.ts';
import { saveRunListingTitles } from '../../runs/runs.service.ts';
import type { ResearchFact } from '../content/research.ts';
import { PermanentRunError } from '../pipeline-errors.ts';
import type { GenerationServices } from '../services.ts';
import { defineStep } from './step.ts';

/** A fact as the run keeps it: its text and where it was read. */
const factSchema = z.object({
  text: z.string(),
  kind: factSourceKindSchema,
  /** How a reader names the source ("Your notes", "sony.com", "Amazon product page"). */
  source: z.string(),
  url: z.string().nullable(),
  readAt: z.string(),
  /** Given to the writer (Amazon's text is kept from a third-party model by default). */
  toWriter: z.boolean(),
});
export type FactRecord = z.infer<typeof factSchema>;

/**
 * What a product is known by. `features` are the facts the writer may state (notes excepted), most
 * trusted first; `notes`, the user's own first-hand lines, the only ones a first-person sentence may
 * rest on; `facts`, every fact read with its source (runs made before issue 29 have none).
 */
const productSchema = z.object({
  asin: z.string(),
  title: z.string(),
  brand: z.string().optional(),
  features: z.array(z.string()),
  notes: z.array(z.string()).optional(),
  url: z.string(),
  source: z.enum(['api', 'page', 'slug']),
  facts: z.array(factSchema).optional(),
  /** The maker's page the user named, when it gave nothing: its site and why. */
  missed: z
    .object({ site: z.string(), url: z.string(), problem: z.enum(['unreachable', 'unreadable']) })
    .optional(),
  /** From the Creators API: Amazon's image (hotlinked only) and its offer's price when read. */
  imageUrl: z.string().optional(),
  price: z.object({ display: z.string(), readAt: z.string() }).optional(),
});
export type RunProduct = z.infer<typeof productSchema>;

/** The two products as their sources read. */
const output = z.tuple([productSchema, productSchema]);

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    products: z.infer<typeof output>;
  }
}

/** Facts the writer may use about a product: what it was given, and its brand. */
export const factsKnown = (product: Pick<ProductInfo, 'features' | 'brand'> & { notes?: string[] }): number =>
  product.features.length + (product.notes?.length ?? 0) + (product.brand ? 1 : 0);

/** The most lines of notes a run reads: notes are facts, not an article. */
const NOTES_MAX_LINES = 12;
const NOTE_MAX = 300;

/** The user's notes as lines: one per line or bullet, a long line cut at its sentences. */
export function notesLines(notes: string | null): string[] {
  if (!notes) return [];
  return notes
    .split(/\r?\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s*/, '').trim())
    .flatMap((line) => (line.length <= NOTE_MAX ? [line] : line.split(/(?<=[.!?])\s+/)))
    .map((line) => line.trim().slice(0, NOTE_MAX))
    .filter((line) => line.length > 0)
    .slice(0, NOTES_MAX_LINES);
}

const AMAZON_PAGE = 'Amazon product page';
const CREATORS_API = 'Amazon Creators API';
const YOUR_NOTES = 'Your notes';

/** A page's site as "Facts used" names it ("rtings.com"). */
const siteName = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** A product's facts from every source it has, most trusted first. */
async function factsOf(
  page: ProductInfo,
  sources: { notes: string | null; manufacturerUrl: string | null },
  researched: readonly ResearchFact[],
  services: Pick<GenerationServices, 'manufacturerPage' | 'amazonContentToWriter'>,
  now: () => string,
): Promise<{ facts: FactRecord[]; missed?: RunProduct['missed'] }> {
  const record = (text: string, kind: FactSourceKind, source: string, url: string | null): FactRecord => ({
    text,
    kind,
    source,
    url,
    readAt: now(),
    toWriter: !AMAZON_FACT_SOURCES.includes(kind) || services.amazonContentToWriter,
  });
  const notes = notesLines(sources.notes).map((line) => record(line, 'notes', YOUR_NOTES, null));
  const maker = sources.manufacturerUrl ? await services.manufacturerPage(sources.manufacturerUrl) : null;
  const made =
    maker && 'facts' in maker
      ? maker.facts.map((line) => record(line, 'manufacturer', maker.site, maker.url))
      : [];
  const research = researched.map((fact) => record(fact.text, 'research', siteName(fact.url), fact.url));
  const amazon =
    page.source === 'slug'
      ? []
      : page.features.map((line) =>
          page.source === 'api'
            ? record(line, 'amazon-api', CREATORS_API, page.url)
            : record(line, 'product-page', AMAZON_PAGE, page.url),
        );
  const missed =
    maker && 'problem' in maker ? { site: maker.site, url: maker.url, problem: maker.problem } : undefined;
  return { facts: [...notes, ...made, ...research, ...amazon], ...(missed ? { missed } : {}) };
}

export const productsStep = defineStep({
  key: 'products',
  needs: [],
  uses: ['db'],
  output,
  shows: 'productInfo',
  run: async (_input, { ctx, services, run, store, log, executionId, userId }) => {
    const { campaign } = run;
    const read = (url: string, name: string | null) =>
      services.product(url).catch((error: unknown) => {
        if (error instanceof AmazonProductError && error.kind === 'missing')
          throw new PermanentRunError(Messages.runProductGone.replace('{{product}}', name ?? url));
        throw error;
      });
    // With the user's Creators API credentials for the store's region, Amazon's API gives both
    // products at once; their pages are read only for what it did not give (issue 29).
    const asins = [campaign.product1Url, campaign.product2Url].map((url) => parseAmazonUrl(url)?.asin);
    const items = asins.every((asin): asin is string => asin !== undefined)
      ? await services.amazonItems(userId, store.id, asins).catch((error: unknown) => {
          log.warn({ err: error, executionId }, 'the Creators API gave nothing: the product pages are read');
          return null;
        })
      : null;
    const fromApi = (index: number): ProductInfo | undefined => {
      const item = items?.find((candidate) => candidate.asin === asins[index]);
      if (!item) return undefined;
      return {
        asin: item.asin,
        title: item.title,
        ...(item.brand ? { brand: item.brand } : {}),
        features: item.features,
        url: canonicalProductUrl(item.asin, store),
        source: 'api',
      };
    };
    const [first, second] = await Promise.all([
      fromApi(0) ?? read(campaign.product1Url, campaign.product1Title),
      fromApi(1) ?? read(campaign.product2Url, campaign.product2Title),
    ]);
    await saveRunListingTitles(ctx.db, run, [first, second]);
    const now = () => new Date().toISOString();
    const sources = [
      { notes: campaign.product1Notes, manufacturerUrl: campaign.product1ManufacturerUrl },
      { notes: campaign.product2Notes, manufacturerUrl: campaign.product2ManufacturerUrl },
    ] as const;
    // The model's own research on the web, when its provider searches (issue 29); a failed search
    // leaves the run to its other sources.
    const researched = await services
      .research(
        [first, second].map((page) => ({ title: page.title, ...(page.brand ? { brand: page.brand } : {}) })),
        storedArticleLanguage(campaign.language),
      )
      .catch((error: unknown) => {
        log.warn({ err: error, executionId }, 'the research by the model gave nothing');
        return [];
      });
    const products = await Promise.all(
      ([first, second] as const).map(async (page, index): Promise<RunProduct> => {
        const { facts, missed } = await factsOf(
          page,
          sources[index] ?? sources[0],
          researched.filter((fact) => fact.product === index + 1),
          services,
          now,
        );
        const given = facts.filter((fact) => fact.toWriter);
        const notes = given.filter((fact) => fact.kind === 'notes').map((fact) => fact.text);
        const item = items?.find((candidate) => candidate.asin === page.asin);
        return {
          ...page,
          ...(item?.imageUrl ? { imageUrl: item.imageUrl } : {}),
          ...(item?.price ? { price: item.price } : {}),
          features: given.filter((fact) => fact.kind !== 'notes').map((fact) => fact.text),
          ...(notes.length > 0 ? { notes } : {}),
          facts,
          ...(missed ? { missed } : {}),
        };
      }),
    );
    for (const product of products)
      if (factsKnown(product) < RUN_FACTS_MIN)
        throw new PermanentRunError(
          Messages.runFactsTooThin
            .replace('{{count}}', String(factsKnown(product)))
            .replace('{{product}}', product.title)
            .replace('{{needed}}', String(RUN_FACTS_MIN)),
        );
    return products as [RunProduct, RunProduct];
  },
  report: ([first, second], { services, tag, store }) => ({
    product_links: {
      product1: services.affiliateUrl(first.asin, tag, store.host),
      product2: services.affiliateUrl(second.asin, tag, store.host),
    },
    facts: runFacts([first, second]),
    sources_missed: [first, second].flatMap((product, index) =>
      product.missed
        ? [
            {
              product: (index + 1) as 1 | 2,
              kind: 'manufacturer' as const,
              name: product.missed.site,
              url: product.missed.url,
              problem: product.missed.problem,
            },
          ]
        : [],
    ),
  }),
});

/** The run's facts as its page lists them ("Facts used"), product by product, most trusted first. */
export function runFacts(products: readonly [RunProduct, RunProduct]): RunFact[] {
  return products.flatMap((product, index) =>
    (product.facts ?? []).map((fact) => ({
      product: (index + 1) as 1 | 2,
      text: fact.text,
      source: { kind: fact.kind, name: fact.source, url: fact.url, read_at: fact.readAt },
      to_writer: fact.toWriter,
    })),
  );
}
