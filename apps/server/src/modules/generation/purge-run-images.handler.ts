/**
 * The daily `purge-run-images` job: the images of runs whose post is gone (purge-run-images.ts), then
 * the bucket's objects no image names any more (images.ts's sweep; nothing without S3_BUCKET).
 */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { sweepStoredImages } from './images.ts';
import { purgeRunImages } from './purge-run-images.ts';

const purge: JobHandler<JobPayload<'purge-run-images'>, AppContext> = async (_payload, { ctx, log }) => {
  log.info(await purgeRunImages(ctx), 'purged the images of runs whose post is gone');
  if (ctx.storage) log.info(await sweepStoredImages(ctx), 'swept the stored images no run names');
};

export default purge;
