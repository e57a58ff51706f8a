/**
 * What the offline writers publish is honest and of its own category (issue 27), over every product
 * pair of the catalogue × English and French × every angle of the pair (a campaign as long as the
 * pair has angles: each angle once): no sentence claims first-hand use, testing or ownership
 * (content/honesty.ts's catalogue), and no word of another kind of product (test/category-words.ts:
 * « recharger … cette friteuse », « l’autonomie » of a coffee machine, « confort et maintien » of a
 * keyboard), in the title, the plan, the pins' words or the article; and no verdict contradicts itself
 * (test/contradictions.ts: "A is the pick for calls … Only B makes calls part of its case").
 */

import type { ArticleLanguage } from '@aa/contracts';
import { amazonCatalogue } from '@aa/sandbox/amazon/catalogue';
import { createAiModels } from '@aa/server/integrations/ai/ai-models';
import { findExperienceClaims, textsOf } from '@aa/server/modules/generation/content/honesty';
import { shortName } from '@aa/server/modules/generation/content/product-names';
import type { ProductFacts } from '@aa/server/modules/generation/content/schemas';
import {
  chooseSubject,
  type EarlierRun,
  planArticle,
  researchTrends,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from '@aa/server/modules/generation/content/tasks';
import { verdictContradictions } from '@aa/server/test/contradictions';
import { describe, expect, it } from 'vitest';
import { vocabularyFor } from './categories.ts';
import { pairing as frenchPairing } from './fr/french.ts';
import { frenchRecipes } from './fr/recipes.ts';
import { englishRecipes } from './recipes.ts';
import { categoryLeaks } from './test/category-words.ts';
import { pairing } from './writer.ts';

const models = createAiModels({ provider: 'offline', maxConcurrency: 2 });

type Pair = [ProductFacts, ProductFacts];

const pairs: Pair[] = Array.from(
  { length: amazonCatalogue.length / 2 },
  (_, k) =>
    [amazonCatalogue[2 * k], amazonCatalogue[2 * k + 1]].map((product) => {
      if (!product) throw new Error('the catalogue lists products in pairs');
      return { ...product, url: `https://www.amazon.com/dp/${product.asin}`, source: 'page' as const };
    }) as Pair,
);

const angleCount = (pair: Pair, language: ArticleLanguage) =>
  language === 'fr'
    ? frenchRecipes.anglesFor(frenchPairing(pair)).length
    : englishRecipes.anglesFor(pairing(pair)).length;

/** Everything a reader reads of one run: the plan's words, the pins' and the article's. */
async function writeRun(pair: Pair, language: ArticleLanguage, earlier: EarlierRun[]) {
  const trends = await researchTrends(models, {
    products: pair,
    keywords: [],
    earlierSubjects: [],
    language,
  });
  const subject = await chooseSubject(models, { products: pair, trends, earlier, language });
  const [pins, plan] = await Promise.all([
    writePinCopy(models, { products: pair, subject, language }),
    planArticle(models, { products: pair, subject, trends, language }),
  ]);
  const [body, closing] = await Promise.all([
    writeArticleBody(models, { products: pair, plan, language }),
    writeArticleClosing(models, { products: pair, plan, subject, language }),
  ]);
  const { title, metaDescription, excerpt, sections, faqQuestions, imagePrompts } = plan;
  const text = textsOf({
    title,
    metaDescription,
    excerpt,
    sections,
    faqQuestions,
    imagePrompts,
    pins,
    body,
    closing,
  });
  return { subject, text: text.join('\n'), verdict: closing.verdict };
}

describe('every category × language × angle of the offline writers', () => {
  it('claims no first-hand use, borrows no word of another kind of product, and has no verdict that contradicts itself', {
    timeout: 120_000,
  }, async () => {
    const problems: string[] = [];
    let articles = 0;
    for (const language of ['en', 'fr'] as const)
      for (const pair of pairs) {
        const texts = vocabularyFor(pair).texts;
        const listings = pair.map((product) => [product.title, ...product.features].join(' ')).join('\n');
        const earlier: EarlierRun[] = [];
        const angles = new Set<string>();
        for (let run = 0; run < angleCount(pair, language); run += 1) {
          const { subject, text, verdict } = await writeRun(pair, language, earlier);
          articles += 1;
          angles.add(subject.angle);
          for (const claim of findExperienceClaims(text, language))
            problems.push(
              `${language} ${texts[0]} “${subject.angle}”: claims “${claim.phrase}” in “${claim.sentence}”`,
            );
          for (const leak of categoryLeaks(text, { language, texts, listings }))
            problems.push(
              `${language} ${texts[0]} “${subject.angle}”: borrows ${leak.group}’s “${leak.word}”`,
            );
          for (const contradiction of verdictContradictions(
            verdict,
            [shortName(pair[0]), shortName(pair[1])],
            language,
          ))
            problems.push(
              `${language} ${texts[0]} “${subject.angle}”: verdict contradicts itself (${contradiction.rule}): ${contradiction.sentences.join(' / ')}`,
            );
          earlier.unshift({ subject: subject.subject, angle: subject.angle });
        }
        // Each run took an angle of its own: every angle of the pair was written.
        expect(angles.size, `${language} ${texts[0]}`).toBe(angleCount(pair, language));
      }
    expect(problems).toEqual([]);
    expect(articles).toBeGreaterThan(200);
  });
});
