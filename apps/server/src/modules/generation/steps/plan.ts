/** Step 5: the blog plan, following the subject's angle (sections, FAQ, image prompts, taxonomy). */
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const planStep = defineStep({
  key: 'plan',
  needs: ['products', 'subject', 'trends'],
  output: checkpointSchemas.plan,
  shows: 'blogPlanning',
  run: ({ products, subject, trends }, { services, language }) =>
    services.plan({ products, subject, trends, language }),
});
