/**
 * Every background job, in one list: queues are created, schedules declared and workers started by
 * looping over it. Adding a job is adding a `<name>.job.ts` file, a line here and its handler's line in
 * job-handlers.ts (which does not compile without it).
 */
import type { z } from 'zod';
import { checkPostJob } from './check-post.job.ts';
import { fetchPinResultsJob } from './fetch-pin-results.job.ts';
import { grantDueCreditsJob } from './grant-due-credits.job.ts';
import { linkCampaignPostsJob } from './link-campaign-posts.job.ts';
import { lookUpProductsJob } from './look-up-products.job.ts';
import { postDuePinsJob } from './post-due-pins.job.ts';
import { processStripeEventJob } from './process-stripe-event.job.ts';
import { purgeExpiredAuthJob } from './purge-expired-auth.job.ts';
import { purgeRunImagesJob } from './purge-run-images.job.ts';
import { purgeSupportMessagesJob } from './purge-support-messages.job.ts';
import { refreshPinterestTokensJob } from './refresh-pinterest-tokens.job.ts';
import { refreshPricesJob } from './refresh-prices.job.ts';
import { remindDraftJob } from './remind-draft.job.ts';
import { runExecutionJob } from './run-execution.job.ts';
import { sendEmailJob } from './send-email.job.ts';
import { sendWeeklySummariesJob } from './send-weekly-summaries.job.ts';
import { unpublishRunJob } from './unpublish-run.job.ts';

export const jobRegistry = [
  sendEmailJob,
  purgeExpiredAuthJob,
  purgeSupportMessagesJob,
  refreshPinterestTokensJob,
  runExecutionJob,
  processStripeEventJob,
  grantDueCreditsJob,
  postDuePinsJob,
  checkPostJob,
  fetchPinResultsJob,
  lookUpProductsJob,
  remindDraftJob,
  unpublishRunJob,
  refreshPricesJob,
  purgeRunImagesJob,
  linkCampaignPostsJob,
  sendWeeklySummariesJob,
] as const;

type Job = (typeof jobRegistry)[number];
export type JobName = Job['name'];
export type JobOf<N extends JobName> = Extract<Job, { name: N }>;
export type JobPayload<N extends JobName> = z.infer<JobOf<N>['payload']>;

export function jobNamed<N extends JobName>(name: N): JobOf<N> {
  const job = jobRegistry.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`unknown job ${name}`);
  return job as JobOf<N>;
}
