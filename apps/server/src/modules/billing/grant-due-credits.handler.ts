/** The `grant-due-credits` job: the plans' monthly credits that came due since the last run. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { grantDueCredits } from './grants.ts';

const handler: JobHandler<JobPayload<'grant-due-credits'>, AppContext> = async (_payload, { ctx, log }) => {
  const granted = await grantDueCredits(ctx.db);
  if (granted > 0) log.info({ granted }, 'monthly plan credits granted');
};

export default handler;
