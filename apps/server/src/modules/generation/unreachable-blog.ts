/**
 * A blog that cannot be reached at all (issue 26 #4): no connection could be made, so no request left
 * and nothing was delivered. Such a run fails saying why in plain words (the address could not be
 * found, refused the connection, did not answer, or is one we never connect to) and is refunded like
 * any run that delivered nothing. A campaign whose last UNREACHABLE_BLOG_RUNS_BEFORE_PAUSE finished
 * runs all failed so is paused, and its owner mailed once, instead of starting, failing and refunding
 * at every slot.
 *
 * The streak is read from the runs themselves (their stored messages), not kept as a count on the
 * campaign: nothing to reset when a run succeeds or fails otherwise (it is simply among the last
 * runs), no migration, and it cannot drift from what the campaign page shows.
 */
import { appLink, Messages, paths, UNREACHABLE_BLOG_RUNS_BEFORE_PAUSE } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { BlogError, type BlogUnreachableReason } from '../../integrations/blog/blog-publisher.ts';
import { runSiteRow } from '../platforms/wordpress-connection.ts';
import { type LoadedRun, lastFinishedRuns, pauseCampaignOfRun } from '../runs/runs.service.ts';
import { getUser } from '../users/users.service.ts';

const messageOf: Record<BlogUnreachableReason, string> = {
  'not-found': Messages.runBlogNotFound,
  refused: Messages.runBlogRefused,
  'no-answer': Messages.runBlogNoAnswer,
  'address-refused': Messages.runBlogAddressRefused,
};

/** What a run says when `error` is its blog being unreachable; undefined for any other failure. */
export function unreachableBlogMessage(error: unknown): string | undefined {
  return error instanceof BlogError && error.unreachable ? messageOf[error.unreachable] : undefined;
}

/** Whether a run's stored message says it failed on an unreachable blog (failRun puts the reason first). */
function failedOnUnreachableBlog(message: string | null): boolean {
  return message !== null && Object.values(messageOf).some((reason) => message.startsWith(reason));
}

/**
 * In failRun's transaction, once the run is recorded failed on an unreachable blog: pauses its
 * campaign when its last finished runs all failed so, and queues the mail, keyed by the run that
 * paused it (one mail per pause, however often this is replayed). The account is locked by the caller.
 * The mail goes whether or not run mails are on: the campaign stays stopped until the user acts.
 */
export async function pauseIfBlogStaysUnreachable(
  ctx: Pick<AppContext, 'db' | 'mail' | 'config'>,
  tx: Tx,
  run: LoadedRun,
  now: Date,
): Promise<boolean> {
  const { execution, campaign } = run;
  const last = await lastFinishedRuns(tx, campaign.id, UNREACHABLE_BLOG_RUNS_BEFORE_PAUSE);
  const streak =
    last.length === UNREACHABLE_BLOG_RUNS_BEFORE_PAUSE &&
    last.every((run) => run.status === 'failed' && failedOnUnreachableBlog(run.errorMessage));
  if (!streak || !(await pauseCampaignOfRun(tx, run, now))) return false;
  const user = await getUser({ db: tx }, execution.userId);
  const blog = await runSiteRow(tx, run);
  await ctx.mail.queue(
    user.email,
    {
      template: 'campaign-paused',
      language: user.language,
      props: {
        firstName: user.firstName,
        campaignName: campaign.name,
        runs: UNREACHABLE_BLOG_RUNS_BEFORE_PAUSE,
        siteUrl: blog?.siteUrl ?? '',
        campaignUrl: appLink(ctx.config.appUrl, paths.campaign(campaign.id)),
      },
    },
    tx,
    `campaign-paused:${campaign.id}:${execution.id}`,
  );
  return true;
}
