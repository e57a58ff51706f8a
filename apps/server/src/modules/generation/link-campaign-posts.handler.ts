/** The `link-campaign-posts` job: the campaign's "More comparisons" lines written again (campaign-links.ts). */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { linkCampaignPosts } from './campaign-links.ts';

const handler: JobHandler<JobPayload<'link-campaign-posts'>, AppContext> = async (
  { campaignId },
  { ctx, log },
) => {
  log.info(
    { campaignId, ...(await linkCampaignPosts(ctx, campaignId)) },
    "the campaign's posts link to each other",
  );
};

export default handler;
