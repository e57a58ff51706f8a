/**
 * Each job's handler (the module that does its work), imported only when a worker first runs that
 * job: a process that only enqueues never loads it. The catalogue (jobs/registry.ts: names, payload
 * schemas, retry and worker options) knows no module, so a module's handler can type its payload from
 * the catalogue without a circle through every job; this map, read by the worker role only
 * (runtime.ts), is where the two meet.
 */
import type { JobHandlers } from './jobs/define-job.ts';
import type { JobName } from './jobs/registry.ts';

/** One per job of the catalogue: a job without its handler does not compile. */
export const jobHandlers: JobHandlers & Record<JobName, JobHandlers[string]> = {
  'check-post': () => import('./modules/generation/check-post.handler.ts'),
  'fetch-pin-results': () => import('./modules/runs/fetch-pin-results.handler.ts'),
  'grant-due-credits': () => import('./modules/billing/grant-due-credits.handler.ts'),
  'link-campaign-posts': () => import('./modules/generation/link-campaign-posts.handler.ts'),
  'look-up-products': () => import('./modules/campaigns/look-up-products.handler.ts'),
  'post-due-pins': () => import('./modules/generation/post-due-pins.handler.ts'),
  'process-stripe-event': () => import('./modules/billing/process-stripe-event.handler.ts'),
  'purge-expired-auth': () => import('./modules/auth/purge-expired.handler.ts'),
  'purge-support-messages': () => import('./modules/support/purge-support.handler.ts'),
  'purge-run-images': () => import('./modules/generation/purge-run-images.handler.ts'),
  'refresh-pinterest-tokens': () => import('./modules/pinterest/refresh-tokens.handler.ts'),
  'refresh-prices': () => import('./modules/generation/refresh-prices.handler.ts'),
  'remind-draft': () => import('./modules/generation/remind-draft.handler.ts'),
  'run-execution': () => import('./modules/generation/run-execution.handler.ts'),
  'send-email': () => import('./modules/mail/send-email.handler.ts'),
  'send-weekly-summaries': () => import('./modules/runs/weekly-summary.handler.ts'),
  'unpublish-run': () => import('./modules/generation/unpublish-run.handler.ts'),
};
