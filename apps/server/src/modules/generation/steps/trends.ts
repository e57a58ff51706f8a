/** Step 2, beside step 1: what makes comparing the two timely now (Pinterest's trends, seasons). */
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

export const trendsStep = defineStep({
  key: 'trends',
  needs: [],
  output: checkpointSchemas.trends,
  shows: 'trendResearch',
  run: (_input, { services, run, userId, earlier }) =>
    services.trends({
      userId,
      productUrls: [run.campaign.product1Url, run.campaign.product2Url],
      earlierSubjects: earlier.map((made) => made.subject),
    }),
});
