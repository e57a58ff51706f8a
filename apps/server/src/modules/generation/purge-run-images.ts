/**
 * Storage retention (issue 30): a run's images are ~3 MB in the database. Once its post is gone —
 * taken down, or the run failed or was discarded without a live post — for RUN_IMAGE_RETENTION_DAYS,
 * nobody can post them any more: they are deleted, and the run shows none. A live post's images stay
 * (the app shows them and may pin them).
 */
import type { AppContext } from '../../context.ts';
import { forgetRunImages, runsWithPostGone } from '../runs/runs.service.ts';
import { discardImages } from './images.ts';
import { findPublication } from './publications.ts';

const DAY_MS = 86_400_000;
const PAGE = 200;

export async function purgeRunImages(
  ctx: Pick<AppContext, 'db' | 'config'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ runs: number }> {
  const days = ctx.config.runImageRetentionDays;
  if (days === 0) return { runs: 0 };
  const before = new Date(now.getTime() - days * DAY_MS);
  let runs = 0;
  let after: string | undefined;
  for (;;) {
    const page = await runsWithPostGone(ctx.db, { before, after, limit: PAGE });
    const gone: string[] = [];
    for (const run of page) {
      // A run that failed after publishing (its pins, say) still has its post on the blog.
      const post = run.unpublished ? undefined : await findPublication(ctx.db, run.id, 'post');
      if (post?.status === 'done' && post.details.published === true) continue;
      gone.push(run.id);
    }
    if (gone.length > 0)
      await ctx.db.transaction(async (tx) => {
        for (const id of gone) await discardImages(tx, id);
        await forgetRunImages(tx, gone);
      });
    runs += gone.length;
    if (page.length < PAGE) return { runs };
    after = page.at(-1)?.id;
  }
}
