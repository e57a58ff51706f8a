/**
 * Step 2, beside step 1: what makes comparing the two timely now: Pinterest's trending searches in
 * the region of the campaign's store when the user is connected (the run's one read of the
 * connection, shared with the pins), and seasons. The searches are stamped on the research, so the
 * subject step is given them whatever the research kept.
 */
import { storeById, type TrendsRegion } from '@aa/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { OpenPinterest } from '../../pinterest/pinterest-connection.ts';
import { storedTrendResearchSchema } from '../content/schemas.ts';
import { defineStep } from './step.ts';

/**
 * Trending Pinterest searches in `region`; none without Pinterest, for a store Pinterest publishes no
 * trends for, or when the call fails (a 401 or 403 is an app without access to trends).
 */
async function trendingKeywords(
  ctx: Pick<AppContext, 'pinterest'>,
  pinterest: () => Promise<OpenPinterest | undefined>,
  region: TrendsRegion | null,
): Promise<string[]> {
  if (!region) return [];
  try {
    const connected = await pinterest();
    if (!connected) return [];
    const trends = await ctx.pinterest.getTrendingKeywords(connected.accessToken, {
      region,
      trendType: 'growing',
      limit: 10,
    });
    return trends.map((trend) => trend.keyword?.trim().slice(0, 120) ?? '').filter(Boolean);
  } catch {
    // Research goes on without them.
    return [];
  }
}

/** What the run's research found trending. */
const output = storedTrendResearchSchema;

declare module './checkpoint-parts.ts' {
  interface CheckpointParts {
    trends: z.infer<typeof output>;
  }
}

export const trendsStep = defineStep({
  key: 'trends',
  needs: [],
  uses: ['pinterest'],
  output,
  shows: 'trendResearch',
  run: async (_input, { ctx, services, run, earlier, pinterest, language }) => {
    const region = storeById(run.campaign.store)?.trendsRegion ?? null;
    const keywords = await trendingKeywords(ctx, pinterest, region);
    const research = await services.trends({
      keywords,
      productUrls: [run.campaign.product1Url, run.campaign.product2Url],
      earlierSubjects: earlier.map((made) => made.subject),
      language,
    });
    return region && keywords.length > 0 ? { ...research, pinterest: { region, keywords } } : research;
  },
});
