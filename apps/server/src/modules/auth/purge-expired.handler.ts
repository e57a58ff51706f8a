/** The daily `purge-expired-auth` job: expired auth rows and old rate-limit counters. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { purgeExpiredAuth } from './purge-expired.ts';

const purge: JobHandler<JobPayload<'purge-expired-auth'>, AppContext> = async (_payload, { ctx, log }) => {
  const purged = { ...(await purgeExpiredAuth(ctx.db)), rateLimits: await ctx.rates.purgeExpired() };
  log.info(purged, 'purged expired auth rows and rate-limit counters');
};

export default purge;
