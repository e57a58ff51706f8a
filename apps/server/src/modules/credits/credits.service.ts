/**
 * The credit ledger (DESIGN §5): `credit_transactions` is append-only and `users.credits` its running
 * total. Every change goes through `applyCreditChange`, idempotent by `reference`.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { type CreditReason, creditTransactions } from '../../db/schema/credits.ts';
import { addToCredits, findCredits, lockUser } from '../users/users.queries.ts';

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
  return { applied: true, balance };
}

export async function getCreditsOverview(db: Database, userId: string, limit = 50) {
  const credits = await findCredits(db, userId);
  const transactions = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.balanceAfter))
    .limit(limit);
  return {
    credits: { credits_balance: credits },
    transactions: transactions.map((row) => ({
      id: row.id,
      delta: row.delta,
      reason: row.reason,
      reference: row.reference,
      balance_after: row.balanceAfter,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
