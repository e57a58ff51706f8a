/** The hourly `send-weekly-summaries` job: the accounts whose Monday 08:00 it is get their summary. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { sendWeeklySummaries } from './weekly-summary.ts';

const send: JobHandler<JobPayload<'send-weekly-summaries'>, AppContext> = async (_payload, { ctx, log }) => {
  const sent = await sendWeeklySummaries(ctx);
  if (sent > 0) log.info({ sent }, 'weekly summaries queued');
};

export default send;
