/**
 * The pin queue's rows (issue 32), for the generation module that fills and works it and for the run
 * presenter that shows it: queue a run's pins, read an account's times, claim the due ones (a claim
 * left by a crashed worker is taken again after PIN_CLAIM_MS: the publications record keeps the pin
 * from being made twice), record the outcome, and the user's own moves (post now, change time, cancel).
 */
import type { ScheduledPin } from '@aa/contracts';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { type ScheduledPinStatus, scheduledPins } from '../../db/schema/runs.ts';

export type ScheduledPinRow = typeof scheduledPins.$inferSelect;

/** How long a claimed pin is the claimer's before another round takes it again. */
export const PIN_CLAIM_MS = 10 * 60_000;

const WAITING: ScheduledPinStatus[] = ['scheduled', 'posting'];

export interface NewScheduledPin {
  executionId: string;
  userId: string;
  imageNumber: number;
  boardId: string | null;
  boardName: string | null;
  boardSectionId: string | null;
  dueAt: Date;
}

/** Queues pins; a pin of a run already queued stays as it is (a retried step queues nothing twice). */
export async function queuePins(db: Database | Tx, pins: NewScheduledPin[]): Promise<void> {
  if (pins.length === 0) return;
  await db.insert(scheduledPins).values(pins).onConflictDoNothing();
}

/** When the account's waiting pins are due (those posted count through the run's publications). */
export async function accountQueueTimes(db: Database | Tx, userId: string): Promise<number[]> {
  const rows = await db
    .select({ dueAt: scheduledPins.dueAt })
    .from(scheduledPins)
    .where(and(eq(scheduledPins.userId, userId), inArray(scheduledPins.status, WAITING)));
  return rows.map((row) => row.dueAt.getTime());
}

/** A run's rows in the queue, by image. */
export async function runQueue(db: Database | Tx, executionId: string): Promise<ScheduledPinRow[]> {
  return db
    .select()
    .from(scheduledPins)
    .where(eq(scheduledPins.executionId, executionId))
    .orderBy(asc(scheduledPins.imageNumber));
}

/** One pin of a user's run, whatever its state; undefined when it is not theirs. */
export async function findQueuedPin(db: Database | Tx, userId: string, executionId: string, pinId: string) {
  const [row] = await db
    .select()
    .from(scheduledPins)
    .where(
      and(
        eq(scheduledPins.id, pinId),
        eq(scheduledPins.executionId, executionId),
        eq(scheduledPins.userId, userId),
      ),
    );
  return row;
}

/**
 * Claims up to `limit` due pins, soonest first (`posting`, counted as an attempt): rows another
 * worker holds are skipped; a claim older than PIN_CLAIM_MS is taken again.
 */
export async function claimDuePins(db: Database, now: Date, limit: number): Promise<ScheduledPinRow[]> {
  const stale = new Date(now.getTime() - PIN_CLAIM_MS);
  const due = db
    .select({ id: scheduledPins.id })
    .from(scheduledPins)
    .where(
      and(
        lte(scheduledPins.dueAt, now),
        or(
          eq(scheduledPins.status, 'scheduled'),
          and(eq(scheduledPins.status, 'posting'), lte(scheduledPins.updatedAt, stale)),
        ),
      ),
    )
    .orderBy(asc(scheduledPins.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(scheduledPins)
    .set({ status: 'posting', attempts: sql`${scheduledPins.attempts} + 1`, updatedAt: now })
    .where(inArray(scheduledPins.id, due))
    .returning();
}

/**
 * Claims one pin (`posting`): a waiting one as it falls due in the pipeline, or, for "Post now", one
 * of the user's run (`of`) waiting or failed. Undefined when it is not there to post.
 */
export async function claimPin(
  db: Database,
  pinId: string,
  of?: { userId: string; executionId: string },
): Promise<ScheduledPinRow | undefined> {
  const [row] = await db
    .update(scheduledPins)
    .set({ status: 'posting', attempts: sql`${scheduledPins.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(scheduledPins.id, pinId),
        of ? eq(scheduledPins.executionId, of.executionId) : undefined,
        of ? eq(scheduledPins.userId, of.userId) : undefined,
        inArray(scheduledPins.status, of ? ['scheduled', 'failed'] : ['scheduled']),
      ),
    )
    .returning();
  return row;
}

/** Records how a claimed pin ended: posted, failed for good (with why), cancelled or due again later. */
export async function settlePin(
  db: Database | Tx,
  id: string,
  outcome:
    | { status: 'posted'; at: Date }
    | { status: 'failed'; error: string }
    | { status: 'cancelled' }
    | { status: 'scheduled'; dueAt: Date },
) {
  await db
    .update(scheduledPins)
    .set({
      status: outcome.status,
      updatedAt: new Date(),
      ...(outcome.status === 'posted' ? { postedAt: outcome.at, error: null } : {}),
      ...(outcome.status === 'failed' ? { error: outcome.error } : {}),
      ...(outcome.status === 'scheduled' ? { dueAt: outcome.dueAt } : {}),
    })
    .where(eq(scheduledPins.id, id));
}

/** The image's pin was made by hand (the library's "Post to Pinterest"): its queued pin is posted. */
export async function imagePostedByHand(db: Database, executionId: string, imageNumber: number) {
  await db
    .update(scheduledPins)
    .set({ status: 'posted', postedAt: new Date(), error: null, updatedAt: new Date() })
    .where(
      and(
        eq(scheduledPins.executionId, executionId),
        eq(scheduledPins.imageNumber, imageNumber),
        inArray(scheduledPins.status, ['scheduled', 'failed']),
      ),
    );
}

/** "Change time": a waiting (or failed) pin of the user's moves; false when it is not there to move. */
export async function moveQueuedPin(db: Database | Tx, id: string, dueAt: Date): Promise<boolean> {
  const moved = await db
    .update(scheduledPins)
    .set({ dueAt, status: 'scheduled', error: null, updatedAt: new Date() })
    .where(and(eq(scheduledPins.id, id), inArray(scheduledPins.status, ['scheduled', 'failed'])))
    .returning({ id: scheduledPins.id });
  return moved.length > 0;
}

/** Cancels a run's waiting pins (all, or one image's): its post was taken down, or the user said so. */
export async function cancelQueuedPins(
  db: Database | Tx,
  executionId: string,
  only?: { id?: string; imageNumber?: number },
): Promise<number> {
  const cancelled = await db
    .update(scheduledPins)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(scheduledPins.executionId, executionId),
        inArray(scheduledPins.status, ['scheduled', 'failed']),
        only?.id ? eq(scheduledPins.id, only.id) : undefined,
        only?.imageNumber ? eq(scheduledPins.imageNumber, only.imageNumber) : undefined,
      ),
    )
    .returning({ id: scheduledPins.id });
  return cancelled.length;
}

/**
 * An operator's retry (issue 30's admin page): the run's pin of that image queued again, due at
 * `dueAt`, unless it is waiting already or was posted.
 */
export async function requeuePin(db: Database, executionId: string, imageNumber: number, dueAt: Date) {
  await db.execute(sql`
    INSERT INTO ${scheduledPins} (execution_id, user_id, image_number, due_at)
    SELECT id, user_id, ${imageNumber}, ${dueAt.toISOString()} FROM executions WHERE id = ${executionId}
    ON CONFLICT (execution_id, image_number) DO UPDATE
      SET status = 'scheduled', due_at = excluded.due_at, error = NULL, updated_at = now()
      WHERE ${scheduledPins.status} IN ('failed', 'cancelled')`);
}

/** The waiting and failed pins of these runs as each run shows them, by run. */
export async function shownQueues(
  db: Database,
  executionIds: string[],
): Promise<Map<string, ScheduledPin[]>> {
  const shown = new Map<string, ScheduledPin[]>();
  if (executionIds.length === 0) return shown;
  const rows = await db
    .select()
    .from(scheduledPins)
    .where(
      and(
        inArray(scheduledPins.executionId, executionIds),
        inArray(scheduledPins.status, ['scheduled', 'posting', 'failed']),
      ),
    )
    .orderBy(asc(scheduledPins.dueAt));
  for (const row of rows) {
    const list = shown.get(row.executionId) ?? [];
    list.push({
      id: row.id,
      image_number: row.imageNumber,
      scheduled_for: row.dueAt.toISOString(),
      board_id: row.boardId,
      board_name: row.boardName,
      status: row.status === 'failed' ? 'failed' : 'scheduled',
      error: row.error,
    });
    shown.set(row.executionId, list);
  }
  return shown;
}
