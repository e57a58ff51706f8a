/**
 * A maker's page read like a listing (issue 29): its "Label: Value" spec lines and its sentences that
 * name the product are restated the way a listing's bullet reads, so that the table, the pros and
 * the comparisons show "Apple H2 headphone chip", "SBC, AAC, LDAC and LC3 codecs" and "Up to 8 hours
 * of battery life", never "Chip: Apple H2 headphone chip", a cut description or a charge time taken
 * for a battery life. Checked over every campaign template's maker pages, in English and in French.
 */
import { amazonCatalogue } from '@aa/sandbox/amazon/catalogue';
import { makerPages } from '@aa/sandbox/makers/maker-catalogue';
import { makerPageHtml } from '@aa/sandbox/makers/makers-sandbox';
import { createAiModels } from '@aa/server/integrations/ai/ai-models';
import { parseManufacturerPage } from '@aa/server/integrations/manufacturer/manufacturer-page';
import type { ProductFacts } from '@aa/server/modules/generation/content/schemas';
import {
  chooseSubject,
  planArticle,
  researchTrends,
  writeArticleBody,
} from '@aa/server/modules/generation/content/tasks';
import { describe, expect, it } from 'vitest';
import { vocabularyFor } from './categories.ts';
import { readProduct, restateSpec, withoutOwnName } from './facts.ts';
import { categoryLeaks } from './test/category-words.ts';

const models = createAiModels({ provider: 'offline', maxConcurrency: 2 });

/** A catalogue product as a run gives it to the writer with its maker's page read: the maker's lines first. */
function withMaker(asin: string): ProductFacts {
  const product = amazonCatalogue.find((entry) => entry.asin === asin);
  const page = makerPages.find((entry) => entry.asin === asin);
  if (!product || !page) throw new Error(`${asin} has no maker page`);
  const made = parseManufacturerPage(makerPageHtml(page)).facts;
  return {
    ...product,
    features: [...made, ...product.features],
    url: `https://www.amazon.com/dp/${asin}`,
    source: 'page',
  };
}

const pairs = Array.from({ length: amazonCatalogue.length / 2 }, (_, k) => [
  withMaker(amazonCatalogue[2 * k]?.asin ?? ''),
  withMaker(amazonCatalogue[2 * k + 1]?.asin ?? ''),
]) as [ProductFacts, ProductFacts][];

/** A spec line left as its page wrote it: "Label: Value" with a label of the makers' pages. */
const LABELS = [...new Set(makerPages.flatMap((page) => page.specs.map(([label]) => label)))];
const isRawSpec = (text: string) => LABELS.some((label) => text.startsWith(`${label}: `));

describe('a maker’s spec line', () => {
  it.each([
    ['Chip: Apple H2 headphone chip', 'Apple H2 headphone chip'],
    ['Codecs: SBC, AAC, LDAC, LC3', 'SBC, AAC, LDAC and LC3 codecs'],
    ['Battery life (noise canceling on): Max. 8 hours', 'Up to 8 hours of battery life (noise canceling on)'],
    ['Weight (each earbud): 5.3 grams', 'Weighs 5.3 grams (each earbud)'],
    ['Height: 2.85 inches', '2.85 inches high'],
    ['Driver unit: 30 mm', '30 mm driver unit'],
    [
      'Cup sizes: Espresso, Double Espresso, Gran Lungo, Coffee Mug and Alto',
      '5 cup sizes: Espresso, Double Espresso, Gran Lungo, Coffee Mug and Alto',
    ],
    ['Cleaning modes: 1 (Daily Clean)', '1 cleaning mode (Daily Clean)'],
    // A listing's own lines with a colon are no spec lines.
    [
      'Four cooking functions: air fry, roast, reheat and dehydrate',
      'Four cooking functions: air fry, roast, reheat and dehydrate',
    ],
    ['Less than 5 inches wide: fits small kitchens', 'Less than 5 inches wide: fits small kitchens'],
    [
      'USB-C rechargeable: up to 10 days with backlighting',
      'USB-C rechargeable: up to 10 days with backlighting',
    ],
  ])('%s → %s', (line, stated) => {
    expect(restateSpec(line)).toBe(stated);
  });

  it('loses the product’s own name when a sentence opens with it', () => {
    const title = 'Sony WF-1000XM5 The Best Truly Wireless Noise Canceling Earbuds';
    expect(
      withoutOwnName('The WF-1000XM5 earbuds use two processors to control eight microphones', title),
    ).toEqual({
      line: 'Uses two processors to control eight microphones',
      verb: true,
    });
    expect(withoutOwnName('It sets up in minutes, with or without wires', 'Blink Video Doorbell')).toEqual({
      line: 'Sets up in minutes, with or without wires',
      verb: true,
    });
    expect(
      withoutOwnName(
        'Keychron K2 is a compact wireless mechanical keyboard',
        'Keychron K2 Wireless Keyboard',
      ),
    ).toEqual({
      line: 'A compact wireless mechanical keyboard',
      verb: false,
    });
    // A line that only shares a word with the title keeps it ("Wireless keyboard with…").
    expect(
      withoutOwnName('Wireless charging case included', 'Apple AirPods Pro 2 Wireless Earbuds').line,
    ).toBe('Wireless charging case included');
  });

  it('reads as a listing’s fact on every template’s maker pages: no raw spec line, no cut one', () => {
    for (const pair of pairs)
      for (const product of pair) {
        const book = readProduct(product, product.title);
        for (const fact of book.facts)
          expect(isRawSpec(fact.short), `${product.title}: ${fact.short}`).toBe(false);
      }
  });
});

/** A first run's article body about `pair`, as the pipeline writes it. */
async function bodyOf(pair: [ProductFacts, ProductFacts], language: 'en' | 'fr') {
  const trends = await researchTrends(models, {
    products: pair,
    keywords: [],
    earlierSubjects: [],
    language,
  });
  const subject = await chooseSubject(models, { products: pair, trends, earlier: [], language });
  const plan = await planArticle(models, { products: pair, subject, trends, language });
  return writeArticleBody(models, { products: pair, plan, language });
}

describe('an article from makers’ pages', () => {
  it.each(['en', 'fr'] as const)(
    'has a table, pros and cons without raw spec lines, cut cells or another category’s words (%s)',
    async (language) => {
      for (const pair of pairs) {
        const body = await bodyOf(pair, language);
        const cells = body.comparisonRows.flatMap((row) => [row.product1, row.product2]);
        const items = [body.product1, body.product2].flatMap((side) => [...side.pros, ...side.cons]);
        const where = `${pair[0].title} vs ${pair[1].title}`;
        for (const text of [...cells, ...items]) {
          expect(isRawSpec(text.replace(/^« /, '')), `${where}: ${text}`).toBe(false);
          expect(text, where).not.toMatch(/…$/);
        }
        // A maker's lines bring no word of another kind of product ("Comfort and fit" on a wrist). In
        // English here: a French article's are measured on amazon.fr's French listings (bench/content).
        if (language === 'en') {
          const listings = pair.map((product) => [product.title, ...product.features].join(' ')).join('\n');
          const leaks = categoryLeaks(JSON.stringify(body), {
            language,
            texts: vocabularyFor(pair).texts,
            listings,
          });
          expect(
            leaks.map((leak) => `${leak.group}: ${leak.word}`),
            where,
          ).toEqual([]);
        }
        // One pro per thing: a maker's line and a listing's saying the same are not both pros.
        for (const side of [body.product1, body.product2])
          expect(new Set(side.pros.map((pro) => pro.toLowerCase())).size, where).toBe(side.pros.length);
      }
    },
    60_000,
  );

  it('never takes a charge time for a battery life: Bose lasts 24 hours, not 3 (en, fr)', async () => {
    const pair = pairs.find(([first]) => /WH-1000XM5/.test(first.title));
    if (!pair) throw new Error('no headphones pair');
    for (const language of ['en', 'fr'] as const) {
      const body = await bodyOf(pair, language);
      const battery = body.comparisonRows.find((row) => /Battery|Autonomie/.test(row.feature));
      expect(battery?.product2, language).toMatch(/24/);
      expect(JSON.stringify(body), language).not.toMatch(/\b3 (?:hours|heures) (?:of battery|d’autonomie)/);
    }
  });
});
