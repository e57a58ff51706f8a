/**
 * Step 6: the article, written in its parts at once (each a model call) and merged, then made honest
 * (honest.ts): no sentence claims use, testing or ownership that nobody had; and no row, pro, con or
 * verdict sentence states a figure none of the run's recorded facts gives (content/sourced.ts).
 */

import type { z } from 'zod';
import { articleSchema } from '../content/schemas.ts';
import { introWithSearchPhrase } from '../content/search-phrase.ts';
import { givenFigures, keepSourced } from '../content/sourced.ts';
import { ARTICLE_PARTS, type Article } from '../services.ts';
import { honest } from './honest.ts';
import { defineStep } from './step.ts';

/** The article as written (and made honest). */
const output = articleSchema;

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    article: z.infer<typeof output>;
  }
}

export const articleStep = defineStep({
  key: 'article',
  needs: ['products', 'subject', 'plan'],
  uses: [],
  output,
  shows: 'blogWriting',
  run: async ({ products, subject, plan }, context) => {
    const { services, language } = context;
    const parts = await Promise.all(
      ARTICLE_PARTS.map((part) => services.write({ products, subject, plan, part, language })),
    );
    const written = await honest(Object.assign({}, ...parts) as Article, context, products);
    // The figures the run's facts give: every fact it recorded (Amazon's too, kept from a model or
    // not), the user's notes and the products' names.
    const given = givenFigures(
      products.flatMap((product) => [
        product.title,
        product.brand ?? '',
        ...product.features,
        ...(product.notes ?? []),
        ...(product.facts ?? []).map((fact) => fact.text),
      ]),
    );
    const { article: sourced, dropped } = keepSourced(written, given);
    // The first paragraph names the run's search phrase (issue 31), whoever wrote it.
    const article = subject.searchPhrase
      ? { ...sourced, intro: introWithSearchPhrase(sourced.intro, subject.searchPhrase, language) }
      : sourced;
    if (dropped.length > 0)
      context.log.warn(
        { executionId: context.executionId, dropped },
        'lines stating figures no fact gives taken out',
      );
    return article;
  },
});
