/**
 * Step 5: the blog plan, following the subject's angle (sections, FAQ, image prompts, taxonomy), its
 * words honest (honest.ts: a title such as « … : notre avis » claims a review nobody made).
 */

import type { z } from 'zod';
import { storedPlanSchema } from '../content/schemas.ts';
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
  run: async ({ products, subject, trends }, context) =>
    honest(
      await context.services.plan({ products, subject, trends, language: context.language }),
      context,
      products,
    ),
});
