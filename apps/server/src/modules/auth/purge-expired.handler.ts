/** The daily `purge-expired-auth` job: expired auth rows, old rate-limit counters, old support data. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { purgeSupportMessages } from '../support/purge-support.ts';
import { purgeExpiredAuth } from './purge-expired.ts';

const purge: JobHandler<JobPayload<'purge-expired-auth'>, AppContext> = async (_payload, { ctx, log }) => {
  const purged = {
    ...(await purgeExpiredAuth(ctx.db)),
    rateLimits: await ctx.rates.purgeExpired(),
    ...(await purgeSupportMessages(ctx.db)),
  };
  log.info(purged, 'purged expired auth rows, rate-limit counters and old support data');
};

export default purge;
