/** The `process-stripe-event` job: one stored webhook event, worked with the process's context. */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { processEvent } from './stripe-events.ts';

const handler: JobHandler<JobPayload<'process-stripe-event'>, AppContext> = async ({ eventId }, { ctx }) => {
  await processEvent(ctx, eventId);
};

export default handler;
