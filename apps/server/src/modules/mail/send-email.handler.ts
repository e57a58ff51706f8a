/** The `send-email` job: renders the sealed template and sends it (SMTP or the dev mailbox). */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';

const sendEmail: JobHandler<JobPayload<'send-email'>, AppContext> = async (payload, { ctx }) => {
  await ctx.mail.deliver(payload);
};

export default sendEmail;
