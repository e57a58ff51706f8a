import { z } from 'zod';
import { defineJob, type JobDefinition } from './define-job.ts';

const payload = z.object({ campaignId: z.uuid() });

/**
 * The campaign's live posts' "More comparisons" lines written again (issue 31: a post links back to
 * the runs after it), after one of its runs went live or was taken down. Each line is computed whole
 * from the campaign's live posts and written between its markers, so a retry never doubles it. One
 * campaign at a time (its group), so two runs going live together do not overwrite each other.
 */
export const linkCampaignPostsJob: JobDefinition<'link-campaign-posts', typeof payload> = defineJob({
  name: 'link-campaign-posts',
  payload,
  options: {
    retryLimit: 4,
    retryDelay: 120,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterSeconds: 7 * 86_400,
  },
  worker: { batchSize: 1, concurrency: 2, pollingIntervalSeconds: 10, groupConcurrency: 1 },
});
