/**
 * The credit ledger (PRODUCT.md §11): `credit_transactions` is append-only and `users.credits` its running
 * total. Every change goes through `applyCreditChange`, idempotent by `reference`.
 */
import {
  articlesForCredits,
  CREDITS_PER_ARTICLE,
  ErrorCode,
  insufficientCreditsMessage,
} from '@aa/contracts';
import { type AnyColumn, and, desc, eq, gte, like, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { type CreditReason, creditTransactions } from '../../db/schema/credits.ts';
import { AppError } from '../../lib/errors.ts';
import { creditsMoved } from '../../lib/metrics.ts';
import {
  addToCredits,
  findCredits,
  lockFreeUsers,
  lockUser,
  lockUsersCredits,
  setCredits,
} from '../users/users.queries.ts';

export interface CreditChange {
  userId: string;
  delta: number;
  reason: CreditReason;
  /** Unique idempotency key: a replayed change with the same reference changes nothing. */
  reference: string;
}

export type CreditChangeResult = { applied: true; balance: number } | { applied: false; balance: number };

/**
 * Applies one change inside `tx`. Returns `applied: false` when the reference was already applied.
 * A debit below zero violates `users_credits_non_negative` and aborts the transaction.
 */
export async function applyCreditChange(tx: Tx, change: CreditChange): Promise<CreditChangeResult> {
  // Serialise changes per user: a concurrent change with the same reference then sees this one.
  if (!(await lockUser(tx, change.userId)))
    throw new Error(`credit change for unknown user ${change.userId}`);
  const [existing] = await tx
    .select({ balanceAfter: creditTransactions.balanceAfter })
    .from(creditTransactions)
    .where(eq(creditTransactions.reference, change.reference))
    .limit(1);
  if (existing) return { applied: false, balance: existing.balanceAfter };

  const balance = await addToCredits(tx, change.userId, change.delta);
  await tx.insert(creditTransactions).values({
    userId: change.userId,
    delta: change.delta,
    reason: change.reason,
    reference: change.reference,
    balanceAfter: balance,
  });
  // Counted as it is written: a transaction rolled back after this over-counts (rare; the ledger is
  // the truth, the metric the trend).
  creditsMoved.inc(
    { direction: change.delta >= 0 ? 'in' : 'out', reason: change.reason },
    Math.abs(change.delta),
  );
  return { applied: true, balance };
}

/** The newest `limit` entries of an account's ledger. */
export function recentLedgerEntries(db: Database, userId: string, limit: number) {
  return db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.balanceAfter))
    .limit(limit);
}

/** The ledger of one account, newest first, a page at a time, and how many entries it has. */
export async function ledgerPage(db: Database, userId: string, page: number, pageSize: number) {
  const [entries, [count]] = await Promise.all([
    db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId))
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, userId)),
  ]);
  return { entries, total: count?.total ?? 0 };
}

export type LedgerEntry = typeof creditTransactions.$inferSelect;

export function insufficientCredits(
  currentCredits: number,
  requiredCredits: number,
  { firstPackageBonusPercent }: { firstPackageBonusPercent?: number } = {},
): AppError {
  const credit = { currentCredits, requiredCredits };
  return new AppError(ErrorCode.INSUFFICIENT_CREDITS, insufficientCreditsMessage(credit), 402, {
    ...credit,
    ...(firstPackageBonusPercent ? { firstPackageBonusPercent } : {}),
  });
}

/**
 * Debits runs inside `tx`, each keyed by its execution, in one pass over the accounts (locked in id
 * order): a run whose owner's balance (after the runs before it) is below the price of a run is not
 * charged. Answers the runs charged and each account's balance before the batch.
 */
export async function debitRuns(
  tx: Tx,
  runs: { userId: string; executionId: string }[],
): Promise<{ charged: Set<string>; balances: Map<string, number> }> {
  const charged = new Set<string>();
  if (runs.length === 0) return { charged, balances: new Map() };
  const balances = await lockUsersCredits(tx, [...new Set(runs.map((run) => run.userId))]);
  const after = new Map(balances);
  const rows: (typeof creditTransactions.$inferInsert)[] = [];
  for (const run of runs) {
    const balance = after.get(run.userId);
    if (balance === undefined) throw new Error(`credit change for unknown user ${run.userId}`);
    if (balance < CREDITS_PER_ARTICLE) continue;
    after.set(run.userId, balance - CREDITS_PER_ARTICLE);
    charged.add(run.executionId);
    rows.push({
      userId: run.userId,
      delta: -CREDITS_PER_ARTICLE,
      reason: 'generation',
      reference: `execution:${run.executionId}`,
      balanceAfter: balance - CREDITS_PER_ARTICLE,
    });
  }
  if (rows.length > 0) {
    await tx.insert(creditTransactions).values(rows);
    await setCredits(tx, new Map([...after].filter(([userId, credits]) => credits !== balances.get(userId))));
  }
  return { charged, balances };
}

/**
 * Locks the account for the rest of `tx`; false when it does not exist. Whatever changes an account's
 * balance and its campaigns takes this lock first, then the campaign rows: one order, no deadlock.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<boolean> {
  return lockUser(tx, userId);
}

/** Locks those of these accounts nobody else holds, without waiting (the scheduler's claim); their ids. */
export async function lockFreeAccounts(tx: Tx, userIds: string[]): Promise<string[]> {
  return lockFreeUsers(tx, userIds);
}

export type RunRefund = 'refunded' | 'refunded-earlier' | 'not-charged';

/**
 * Gives a run's credits back inside `tx`, once: keyed by the execution, and only if that run was
 * charged. A replayed refund answers `refunded-earlier` and changes nothing.
 */
export async function refundRun(tx: Tx, userId: string, executionId: string): Promise<RunRefund> {
  if (!(await lockUser(tx, userId))) return 'not-charged';
  const [debit] = await tx
    .select({ delta: creditTransactions.delta })
    .from(creditTransactions)
    .where(eq(creditTransactions.reference, `execution:${executionId}`))
    .limit(1);
  if (!debit) return 'not-charged';
  const result = await applyCreditChange(tx, {
    userId,
    delta: -debit.delta,
    reason: 'refund',
    reference: `refund:${executionId}`,
  });
  return result.applied ? 'refunded' : 'refunded-earlier';
}

/** Whether the run's credits were given back. */
export async function isRunRefunded(db: Database, executionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditTransactions.id })
    .from(creditTransactions)
    .where(eq(creditTransactions.reference, `refund:${executionId}`))
    .limit(1);
  return row !== undefined;
}

/**
 * The credits each run a query selects cost, net of its refund (a refunded run spent 0): a lateral
 * subquery over the run's two ledger entries (`execution:<id>`, `refund:<id>`), found through the
 * unique index on reference; null for a run never charged.
 */
export function creditsSpentOnRun(db: Database, run: { executionId: AnyColumn; userId: AnyColumn }) {
  return db
    .select({ spent: sql<number | null>`(-sum(${creditTransactions.delta}))::int`.as('credits_spent') })
    .from(creditTransactions)
    .where(
      and(
        sql`${creditTransactions.reference} IN ('execution:' || ${run.executionId}, 'refund:' || ${run.executionId})`,
        eq(creditTransactions.userId, run.userId),
      ),
    )
    .as('run_credits');
}

/** The runs of an account refunded since `since` (their execution ids). */
export async function runsRefundedSince(db: Database, userId: string, since: Date): Promise<string[]> {
  const rows = await db
    .select({ reference: creditTransactions.reference })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, userId),
        eq(creditTransactions.reason, 'refund'),
        like(creditTransactions.reference, 'refund:%'),
        gte(creditTransactions.createdAt, since),
      ),
    );
  return rows.map((row) => row.reference.slice('refund:'.length));
}

/** GET /credits/stats: what the ledger says about this account. */
export async function getCreditStats(db: Database, userId: string) {
  const [totals] = await db
    .select({
      earned: sql<number>`coalesce(sum(${creditTransactions.delta}) filter (where ${creditTransactions.reason} in ('signup_grant', 'purchase', 'subscription', 'bonus', 'adjustment') and ${creditTransactions.delta} > 0), 0)::int`,
      spent: sql<number>`coalesce(-sum(${creditTransactions.delta}) filter (where ${creditTransactions.reason} = 'generation'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${creditTransactions.delta}) filter (where ${creditTransactions.reason} = 'refund'), 0)::int`,
      runs: sql<number>`(count(*) filter (where ${creditTransactions.reason} = 'generation'))::int`,
      refunds: sql<number>`(count(*) filter (where ${creditTransactions.reason} = 'refund'))::int`,
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  const currentBalance = await findCredits(db, userId);
  return {
    currentBalance,
    totalEarned: totals?.earned ?? 0,
    totalSpent: totals?.spent ?? 0,
    totalRefunded: totals?.refunded ?? 0,
    articlesGenerated: (totals?.runs ?? 0) - (totals?.refunds ?? 0),
    articlesAvailable: articlesForCredits(currentBalance),
  };
}
