/**
 * Step 5: the blog plan, following the subject's angle (sections, FAQ, image prompts, taxonomy), its
 * words honest (honest.ts: a title such as « … : notre avis » claims a review nobody made), its title
 * and meta description carrying the run's search phrase.
 */

import type { z } from 'zod';
import { storedPlanSchema } from '../content/schemas.ts';
import { planWithSearchPhrase } from '../content/search-phrase.ts';
import { honest } from './honest.ts';
import { defineStep } from './step.ts';

/** The article's plan. */
const output = storedPlanSchema;

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    plan: z.infer<typeof output>;
  }
}

export const planStep = defineStep({
  key: 'plan',
  needs: ['products', 'subject', 'trends'],
  uses: [],
  output,
  shows: 'blogPlanning',
  run: async ({ products, subject, trends }, context) => {
    const plan = await honest(
      await context.services.plan({ products, subject, trends, language: context.language }),
      context,
      products,
    );
    // The run's search phrase in its title and meta description (issue 31), whoever wrote the plan.
    return subject.searchPhrase ? planWithSearchPhrase(plan, subject.searchPhrase, context.language) : plan;
  },
});
