/**
 * Step 6: the article, written in its parts at once (each a model call) and merged, then made honest
 * (honest.ts): no sentence claims use, testing or ownership that nobody had.
 */

import type { z } from 'zod';
import { articleSchema } from '../content/schemas.ts';
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
    return honest(Object.assign({}, ...parts) as Article, context, products);
  },
});
