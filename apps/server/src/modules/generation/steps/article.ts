/**
 * Step 6: the article, written in its parts at once (each a model call) and merged, then made honest
 * (honest.ts): no sentence claims use, testing or ownership that nobody had.
 */
import { ARTICLE_PARTS, type Article } from '../services.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { honest } from './honest.ts';
import { defineStep } from './step.ts';

export const articleStep = defineStep({
  key: 'article',
  needs: ['products', 'subject', 'plan'],
  output: checkpointSchemas.article,
  shows: 'blogWriting',
  run: async ({ products, subject, plan }, context) => {
    const { services, language } = context;
    const parts = await Promise.all(
      ARTICLE_PARTS.map((part) => services.write({ products, subject, plan, part, language })),
    );
    return honest(Object.assign({}, ...parts) as Article, context);
  },
});
