/**
 * The `fetch-pin-results` job: for one user, measures their pins (fetch-pin-results.ts); from the
 * daily schedule (no user), queues one job per Pinterest account, so each account's round is retried
 * on its own and no account waits for another's.
 */
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../../jobs/define-job.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { pinterestUserIds } from '../pinterest/pinterest-connection.ts';
import { fetchPinResults } from './fetch-pin-results.ts';

const fetch: JobHandler<JobPayload<'fetch-pin-results'>, AppContext> = async ({ userId }, { ctx, log }) => {
  if (!userId) {
    const users = await pinterestUserIds(ctx.db);
    await ctx.jobs.enqueueMany(
      'fetch-pin-results',
      users.map((user) => ({ userId: user })),
    );
    log.info({ accounts: users.length }, 'pin results: one round per Pinterest account queued');
    return;
  }
  log.info({ userId, ...(await fetchPinResults(ctx, userId)) }, 'pin results fetched');
};

export default fetch;
