/**
 * Idempotent publishing (PRODUCT.md §11): everything a run creates outside (the post, each media item,
 * each pin) has a publication row keyed by run and key. The row is written before the outside call;
 * its id is stored as soon as the call answers. A retry finds a done row and skips the call; a row
 * left pending by a crash is first looked for outside (`adopt`: the post by its slug, a pin by its
 * link) and created only when it is not there. A row marked `deleted` (its run failed and what it
 * delivered was deleted outside) is never published again. A call that failed before any request
 * left (the blog could not be reached at all) marks its row `unsent` (issue 26 #4): nothing of it is
 * outside, so it is no delivery, and a retry creates it afresh.
 */
import { ErrorCode, Messages } from '@aa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publications } from '../../db/schema/generation.ts';
import { BlogError } from '../../integrations/blog/blog-publisher.ts';
import { AppError } from '../../lib/errors.ts';

export type PublicationRow = typeof publications.$inferSelect;

export interface Published {
  remoteId: string;
  remoteUrl: string | null;
  details?: Record<string, unknown>;
}

export async function findPublication(db: Database, executionId: string, key: string) {
  const [row] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.executionId, executionId), eq(publications.key, key)))
    .limit(1);
  return row;
}

async function markDone(db: Database, executionId: string, key: string, published: Published) {
  await db
    .update(publications)
    .set({
      status: 'done',
      remoteId: published.remoteId,
      remoteUrl: published.remoteUrl,
      details: published.details ?? {},
      updatedAt: new Date(),
    })
    .where(and(eq(publications.executionId, executionId), eq(publications.key, key)));
}

/** Records what exists outside already (a post whose id is known, about to change state). */
export async function recordPublication(
  db: Database,
  executionId: string,
  key: string,
  published: Published,
) {
  await db.insert(publications).values({ executionId, key }).onConflictDoNothing();
  await markDone(db, executionId, key, published);
}

/**
 * Whether a failed create says nothing of its object left: a WordPress operation whose connection
 * could not be made. Other failures (Pinterest's, a timeout after the request left) may have landed.
 */
const neverSent = (error: unknown) => error instanceof BlogError && error.unreachable !== undefined;

/** Only a row still pending: one an attempt completed meanwhile stays as it is. */
async function markUnsent(db: Database, executionId: string, key: string) {
  await db
    .update(publications)
    .set({ status: 'unsent', updatedAt: new Date() })
    .where(
      and(
        eq(publications.executionId, executionId),
        eq(publications.key, key),
        eq(publications.status, 'pending'),
      ),
    );
}

/**
 * Creates the outside object of `key` once per run. `created: false` when it already existed (done
 * earlier, or adopted after a crash). `create` must fail with an `unreachable` BlogError only
 * when nothing of the object reached the blog (blog-publisher.ts's `afterDelivery` after a write
 * that did): its row is then marked `unsent`.
 */
export async function publishOnce(
  db: Database,
  executionId: string,
  key: string,
  steps: { create: () => Promise<Published>; adopt: () => Promise<Published | null> },
): Promise<Published & { created: boolean }> {
  const existing = await findPublication(db, executionId, key);
  if (existing?.status === 'deleted')
    throw new AppError(ErrorCode.RUN_WITHDRAWN, Messages.publicationWithdrawn, 409);
  if (existing?.status === 'done' && existing.remoteId)
    return {
      remoteId: existing.remoteId,
      remoteUrl: existing.remoteUrl,
      details: existing.details,
      created: false,
    };
  if (existing?.status === 'unsent') {
    // Nothing of it is outside to adopt: pending again before the call, as a first attempt would be.
    await db
      .update(publications)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(and(eq(publications.executionId, executionId), eq(publications.key, key)));
  } else if (existing) {
    const adopted = await steps.adopt();
    if (adopted) {
      await markDone(db, executionId, key, adopted);
      return { ...adopted, created: false };
    }
  } else {
    await db.insert(publications).values({ executionId, key }).onConflictDoNothing();
  }
  let published: Published;
  try {
    published = await steps.create();
  } catch (error) {
    if (neverSent(error)) await markUnsent(db, executionId, key);
    throw error;
  }
  await markDone(db, executionId, key, published);
  return { ...published, created: true };
}

/** Everything the run put outside (or began to), whatever its state; `unsent` rows never left. */
export async function publicationsOf(db: Database, executionId: string): Promise<PublicationRow[]> {
  return db.select().from(publications).where(eq(publications.executionId, executionId));
}

/** Marks what was deleted outside; the row stays, so nothing publishes it again. */
export async function markDeleted(db: Database, executionId: string, key: string) {
  await db
    .update(publications)
    .set({ status: 'deleted', updatedAt: new Date() })
    .where(and(eq(publications.executionId, executionId), eq(publications.key, key)));
}

/** Which of these runs had what they delivered deleted outside. */
export async function withdrawnRuns(db: Database, executionIds: string[]): Promise<Set<string>> {
  if (executionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ executionId: publications.executionId })
    .from(publications)
    .where(and(inArray(publications.executionId, executionIds), eq(publications.status, 'deleted')));
  return new Set(rows.map((row) => row.executionId));
}
