/** The daily `purge-support-messages` job: the support module's own retention (purge-support.ts). */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { purgeSupportMessages } from './purge-support.ts';

const purge: JobHandler<JobPayload<'purge-support-messages'>, AppContext> = async (
  _payload,
  { ctx, log },
) => {
  log.info(await purgeSupportMessages(ctx.db), 'purged old support data');
};

export default purge;
