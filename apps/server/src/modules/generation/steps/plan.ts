/**
 * Step 5: the blog plan, following the subject's angle (sections, FAQ, image prompts, taxonomy), its
 * words honest (honest.ts: a title such as « … : notre avis » claims a review nobody made).
 */
import { checkpointSchemas } from './checkpoint.ts';
import { honest } from './honest.ts';
import { defineStep } from './step.ts';

export const planStep = defineStep({
  key: 'plan',
  needs: ['products', 'subject', 'trends'],
  output: checkpointSchemas.plan,
  shows: 'blogPlanning',
  run: async ({ products, subject, trends }, context) =>
    honest(await context.services.plan({ products, subject, trends, language: context.language }), context),
});
