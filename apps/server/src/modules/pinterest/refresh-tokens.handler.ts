/** The daily `refresh-pinterest-tokens` job. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { refreshExpiringTokens } from './pinterest-connection.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const refresh: JobHandler<JobPayload<'refresh-pinterest-tokens'>, AppContext> = async (
  _payload,
  { ctx, log },
) => {
  log.info(await refreshExpiringTokens(ctx, WEEK_MS), 'refreshed expiring Pinterest tokens');
};

export default refresh;
