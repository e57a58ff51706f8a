/**
 * Step 3: the article's subject, on an angle none of the campaign's earlier runs took, nor a draft
 * the uniqueness check turned down in this run.
 */
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const subjectStep = defineStep({
  key: 'subject',
  needs: ['products', 'trends'],
  output: checkpointSchemas.subject,
  shows: 'subjectSelection',
  run: ({ products, trends, rejected = [] }, { services, earlier, language }) =>
    services.subject({
      products,
      trends,
      earlier: [
        ...rejected.map(({ subject, angle }) => ({ subject, angle })),
        ...earlier.map(({ subject, angle }) => ({ subject, angle })),
      ],
      language,
    }),
  report: (chosen) => ({ subject: chosen.subject }),
});
