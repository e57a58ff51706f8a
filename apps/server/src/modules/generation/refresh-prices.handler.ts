/** The `refresh-prices` job: a run's box prices read again, its post updated (refresh-prices.ts). */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { refreshRunPrices } from './refresh-prices.ts';

const handler: JobHandler<JobPayload<'refresh-prices'>, AppContext> = async (
  { executionId },
  { ctx, log },
) => {
  await refreshRunPrices(ctx, executionId, log);
};

export default handler;
