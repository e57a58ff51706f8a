/** Step 6: the article, written in its parts at once (each a model call) and merged. */
import { ARTICLE_PARTS, type Article } from '../services.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const articleStep = defineStep({
  key: 'article',
  needs: ['products', 'subject', 'plan'],
  output: checkpointSchemas.article,
  shows: 'blogWriting',
  run: async ({ products, subject, plan }, { services, language }) => {
    const parts = await Promise.all(
      ARTICLE_PARTS.map((part) => services.write({ products, subject, plan, part, language })),
    );
    return Object.assign({}, ...parts) as Article;
  },
});
