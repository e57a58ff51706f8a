/**
 * The mail of a run that failed for good (PRODUCT.md §11): its campaign, its number, what the app
 * shows of it (why, and what became of its credits) in the user's language, and a link to it. Queued
 * in the transaction that marks the run failed, keyed by the run: one mail per run, never two.
 */
import { appLink, paths } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { LoadedRun } from '../runs/runs.service.ts';
import type { RunMailRecipient } from '../users/users.service.ts';

type Run = LoadedRun;

/** The run on its campaign's page; a deleted campaign has none, its runs stay in the Content Library. */
function runLink(appUrl: string, { execution, campaign }: Run): string {
  if (campaign.deletedAt) return appLink(appUrl, paths.generatedContent);
  return `${appLink(appUrl, paths.campaign(campaign.id))}#run-${execution.runNumber}`;
}

export async function mailRunFailure(
  ctx: Pick<AppContext, 'mail' | 'config'>,
  tx: Tx,
  { user, run, message }: { user: RunMailRecipient; run: Run; message: string },
): Promise<void> {
  await ctx.mail.queue(
    user.email,
    {
      template: 'run-failed',
      language: user.language,
      props: {
        firstName: user.firstName,
        campaignName: run.campaign.name,
        runNumber: run.execution.runNumber,
        message,
        runUrl: runLink(ctx.config.appUrl, run),
      },
    },
    tx,
    `run-failed:${run.execution.id}`,
  );
}
