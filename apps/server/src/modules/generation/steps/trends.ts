/**
 * Step 2, beside step 1: what makes comparing the two timely now: Pinterest's trending searches when
 * the user is connected (the run's one read of the connection, shared with the pins), and seasons.
 */
import type { AppContext } from '../../../context.ts';
import type { OpenPinterest } from '../../pinterest/pinterest-connection.ts';
import { checkpointSchemas } from './checkpoint.ts';
import { defineStep } from './step.ts';

/** Trending Pinterest searches for the user's region; none without Pinterest or when it fails. */
async function trendingKeywords(
  ctx: Pick<AppContext, 'pinterest'>,
  pinterest: () => Promise<OpenPinterest | undefined>,
): Promise<string[]> {
  try {
    const connected = await pinterest();
    if (!connected) return [];
    const trends = await ctx.pinterest.getTrendingKeywords(connected.accessToken, {
      region: 'US',
      trendType: 'growing',
      limit: 10,
    });
    return trends.map((trend) => trend.keyword).filter(Boolean);
  } catch {
    // Research goes on without them.
    return [];
  }
}

export const trendsStep = defineStep({
  key: 'trends',
  needs: [],
  output: checkpointSchemas.trends,
  shows: 'trendResearch',
  run: async (_input, { ctx, services, run, earlier, pinterest, language }) =>
    services.trends({
      keywords: await trendingKeywords(ctx, pinterest),
      productUrls: [run.campaign.product1Url, run.campaign.product2Url],
      earlierSubjects: earlier.map((made) => made.subject),
      language,
    }),
});
