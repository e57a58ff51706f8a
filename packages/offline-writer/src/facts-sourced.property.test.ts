/**
 * A fact without a source never reaches the article (issue 29), as a property over the writers: for
 * any facts a run gives them (the catalogue's and the makers' lines of a pair, a random share of them,
 * every figure in them changed at random), every figure the article's table, pros, cons and verdict
 * state is one of those facts' figures (or the product's title's). A writer that kept a figure of
 * its own (a remembered battery life, a typical wattage) would state a number no fact gave.
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
  writeArticleClosing,
} from '@aa/server/modules/generation/content/tasks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresOf, givenFigures } from './test/figures.ts';

const models = createAiModels({ provider: 'offline', maxConcurrency: 2 });

/** Every line a run could give the writer about a catalogue product: its maker's, then its listing's. */
function allLines(asin: string): { title: string; lines: string[] } {
  const product = amazonCatalogue.find((entry) => entry.asin === asin);
  const page = makerPages.find((entry) => entry.asin === asin);
  if (!product) throw new Error(asin);
  const made = page ? parseManufacturerPage(makerPageHtml(page)).facts : [];
  return { title: product.title, lines: [...made, ...product.features] };
}

const PAIRS = Array.from({ length: amazonCatalogue.length / 2 }, (_, k) => [
  allLines(amazonCatalogue[2 * k]?.asin ?? ''),
  allLines(amazonCatalogue[2 * k + 1]?.asin ?? ''),
]);

/** A product as a run gives it: a random share of its lines (at least three), each figure changed. */
const productOf = (source: { title: string; lines: string[] }) =>
  fc
    .tuple(
      fc.subarray(source.lines, { minLength: Math.min(3, source.lines.length) }),
      fc.array(fc.integer({ min: 2, max: 480 }), { minLength: 60, maxLength: 60 }),
    )
    .map(([lines, numbers]): ProductFacts => {
      let i = 0;
      const changed = lines.map((line) =>
        // Every figure another: "Up to 30 hours" becomes "Up to 217 hours".
        line.replace(/\d+(?:\.\d+)?/g, () => String(numbers[i++ % numbers.length])),
      );
      return { asin: 'B000000000', title: source.title, features: changed, url: '', source: 'page' };
    });

const runArbitrary = fc.integer({ min: 0, max: PAIRS.length - 1 }).chain((k) => {
  const [first, second] = PAIRS[k] ?? [];
  if (!first || !second) throw new Error('pairs');
  return fc.tuple(productOf(first), productOf(second), fc.constantFrom('en' as const, 'fr' as const));
});

describe('the facts an article states', () => {
  it('come from the run’s facts: every figure of the table, pros, cons and verdict is one of theirs (property)', async () => {
    await fc.assert(
      fc.asyncProperty(runArbitrary, async ([first, second, language]) => {
        const products: [ProductFacts, ProductFacts] = [first, second];
        const trends = await researchTrends(models, {
          products,
          keywords: [],
          earlierSubjects: [],
          language,
        });
        const subject = await chooseSubject(models, { products, trends, earlier: [], language });
        const plan = await planArticle(models, { products, subject, trends, language });
        const [body, closing] = await Promise.all([
          writeArticleBody(models, { products, plan, language }),
          writeArticleClosing(models, { products, plan, subject, language }),
        ]);
        const given = givenFigures(
          [first, second].flatMap((product) => [product.title, ...product.features]),
        );
        const stated = [
          ...body.comparisonRows.flatMap((row) => [row.feature, row.product1, row.product2]),
          ...[body.product1, body.product2].flatMap((side) => [...side.pros, ...side.cons]),
          closing.verdict,
        ];
        for (const text of stated)
          for (const figure of figuresOf(text))
            expect(given.has(figure), `${language}: “${text}” states ${figure}, which no fact gives`).toBe(
              true,
            );
      }),
      { numRuns: 40, seed: 2911 },
    );
  }, 120_000);
});
