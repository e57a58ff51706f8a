/** The `remind-draft` job: a draft still waiting a week on is mailed about once more (run-post.ts). */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { remindDraft } from './run-post.ts';

const handler: JobHandler<JobPayload<'remind-draft'>, AppContext> = async ({ executionId }, { ctx }) => {
  await remindDraft(ctx, executionId);
};

export default handler;
