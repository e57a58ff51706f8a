/**
 * The checks of runs' live posts (post_checks, issue 20): recorded by the generation module's check
 * after publishing and a day and a week later, read with the runs (the newest is the run's current
 * state). A check is a new failure when it fails something the run's previous check did not: the one
 * the user is told about, once.
 */
import type { PostCheckItem, PostCheckRound } from '@aa/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { executions, postChecks } from '../../db/schema/runs.ts';

export interface NewPostCheck {
  executionId: string;
  userId: string;
  round: PostCheckRound;
  postUrl: string;
  items: PostCheckItem[];
}

/** Each failure as `key:problem`: the same item failing for another reason is another failure. */
const failuresOf = (items: PostCheckItem[]) =>
  items.filter((item) => !item.ok).map((item) => `${item.key}:${item.problem ?? ''}`);

/**
 * Stores a check. When it fails something the run's previous check did not, `onNewFailure` runs in
 * the same transaction (the mail is queued with the check, or neither is); checks of one run are
 * recorded one at a time (its row is locked), so two at once cannot both be "new".
 */
export async function recordPostCheck(
  db: Database,
  check: NewPostCheck,
  onNewFailure: (tx: Tx) => Promise<void>,
): Promise<{ newFailure: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT 1 FROM ${executions} WHERE ${executions.id} = ${check.executionId} FOR UPDATE`,
    );
    const [previous] = await tx
      .select({ items: postChecks.items })
      .from(postChecks)
      .where(eq(postChecks.executionId, check.executionId))
      .orderBy(desc(postChecks.checkedAt))
      .limit(1);
    const passed = check.items.filter((item) => item.ok).length;
    await tx.insert(postChecks).values({ ...check, passed, total: check.items.length });
    const before = new Set(previous ? failuresOf(previous.items) : []);
    const newFailure = failuresOf(check.items).some((failure) => !before.has(failure));
    if (newFailure) await onNewFailure(tx);
    return { newFailure };
  });
}

/**
 * The newest check of each run a query selects, as a lateral subquery joined to `executions` (one
 * index probe per run: post_checks_execution_checked_idx).
 */
export function latestPostCheck(db: Database) {
  return db
    .select({
      round: postChecks.round,
      passed: postChecks.passed,
      total: postChecks.total,
      items: postChecks.items,
      checkedAt: postChecks.checkedAt,
    })
    .from(postChecks)
    .where(eq(postChecks.executionId, executions.id))
    .orderBy(desc(postChecks.checkedAt))
    .limit(1)
    .as('latest_post_check');
}

export type LatestPostCheckRow = {
  round: PostCheckRound | null;
  passed: number | null;
  total: number | null;
  items: PostCheckItem[] | null;
  checkedAt: Date | null;
};
