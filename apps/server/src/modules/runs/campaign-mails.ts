/**
 * The account mails about a campaign's schedule (issue 33): it finished its runs, or the scheduler
 * paused it because the account could not pay its next run. Keyed so a retried job or tick never sends
 * one twice; each goes only to an account that keeps it switched on.
 */
import { CREDITS_PER_ARTICLE } from '@aa/contracts';
import { paths } from '@aa/contracts/routes';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { executions } from '../../db/schema/runs.ts';
import { findCampaignRow } from '../campaigns/campaigns.service.ts';
import { accountMailRecipient } from '../users/users.service.ts';

type MailContext = Pick<AppContext, 'db' | 'mail' | 'config'>;

/** Runs whose attempt is over (a draft waiting for review included). */
const ENDED = ['completed', 'failed', 'discarded', 'review'] as const;

/**
 * After a run of the campaign ended: a campaign that is completed (its last run started) with none of
 * its runs still working is finished, and mailed once per number of runs (an extended campaign that
 * finishes again is mailed again).
 */
export async function mailIfCampaignFinished(ctx: MailContext, campaignId: string): Promise<void> {
  const campaign = await findCampaignRow(ctx.db, campaignId);
  if (campaign?.status !== 'completed' || campaign.deletedAt) return;
  const [counts] = await ctx.db
    .select({
      working: sql<number>`count(*) filter (where ${notInArray(executions.status, [...ENDED])})::int`,
      published: sql<number>`count(*) filter (where ${executions.status} = 'completed' and ${executions.unpublishedAt} is null)::int`,
    })
    .from(executions)
    .where(eq(executions.campaignId, campaignId));
  if (!counts || counts.working > 0) return;
  const to = await accountMailRecipient(ctx.db, campaign.userId, 'campaignFinished');
  if (!to) return;
  await ctx.mail.queue(
    to.email,
    {
      template: 'campaign-finished',
      language: to.language,
      props: {
        firstName: to.firstName,
        campaignName: campaign.name,
        runs: campaign.totalRuns,
        published: counts.published,
        campaignUrl: `${ctx.config.appUrl}${paths.campaign(campaign.id)}`,
      },
    },
    undefined,
    `campaign-finished:${campaign.id}:${campaign.totalRuns}`,
  );
}

/** The scheduler paused these campaigns for want of credits: each owner is told what is missing. */
export async function mailCampaignsPausedForCredits(
  ctx: Pick<AppContext, 'mail' | 'config'>,
  tx: Tx,
  paused: readonly { campaign: { id: string; name: string; userId: string }; balance: number }[],
  now: Date,
): Promise<void> {
  for (const { campaign, balance } of paused) {
    const to = await accountMailRecipient(tx, campaign.userId, 'campaignPaused');
    if (!to) continue;
    const needed = Math.max(1, CREDITS_PER_ARTICLE - balance);
    await ctx.mail.queue(
      to.email,
      {
        template: 'campaign-paused-credits',
        language: to.language,
        props: {
          firstName: to.firstName,
          campaignName: campaign.name,
          needed,
          balance,
          buyUrl: `${ctx.config.appUrl}${paths.buyCredits}?needed=${needed}`,
          campaignUrl: `${ctx.config.appUrl}${paths.campaign(campaign.id)}`,
        },
      },
      tx,
      // One per pause: resumed and paused again later is another mail.
      `campaign-paused-credits:${campaign.id}:${now.toISOString()}`,
    );
  }
}
