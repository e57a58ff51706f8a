/**
 * What a payment does to the balance (DESIGN §5, §7), keyed by what was paid for:
 * - a paid plan invoice (`in_…`) grants the plan's credits for each month it pays: one month on the
 *   monthly cycle, twelve on the annual one (the first at once, the others a month apart);
 * - an upgrade's proration invoice grants the difference between the two plans, once;
 * - a paid top-up PaymentIntent (`pi_…`) grants one month of its package, once;
 * - a refund takes back the refunded share of the credits that payment granted, a dispute all of
 *   them; the balance never goes below 0 and what could not be taken is recorded as a shortfall; a
 *   full reversal also cancels the payment's months still to come.
 * Each grant is a row of credit_grants and a ledger entry `grant:<payment>:<month>`; both change in
 * one transaction, and only while the row is still ungranted, so no event order or replay grants twice.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { creditGrants, type PaymentKind, payments } from '../../db/schema/billing.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { findCredits, lockUser } from '../users/users.queries.ts';

export interface PaymentRecord {
  id: string;
  userId: string;
  kind: PaymentKind;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  planId: string;
  amount: number;
  currency: string;
}

export interface GrantPlan {
  /** Credits per month. */
  credits: number;
  /** How many months the payment pays for (12 on the annual cycle). */
  months: number;
}

/** `from` plus `months` calendar months, the day clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/**
 * Records a payment and the months it grants (once: a second call for the same payment adds
 * nothing), then grants what is due. Month 0 is due `now`, the others a calendar month apart.
 */
export async function recordPayment(
  db: Database,
  payment: PaymentRecord,
  grant: GrantPlan,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payments)
      .values(payment)
      .onConflictDoNothing({ target: payments.id })
      .returning({ id: payments.id });
    if (inserted.length === 0 || grant.credits <= 0) return;
    await tx
      .insert(creditGrants)
      .values(
        Array.from({ length: grant.months }, (_, month) => ({
          paymentId: payment.id,
          month,
          userId: payment.userId,
          subscriptionId: payment.subscriptionId,
          credits: grant.credits,
          dueAt: addMonths(now, month),
        })),
      )
      .onConflictDoNothing();
  });
  await grantDueCredits(db, now, payment.id);
}

/**
 * Grants every month that is due by `now` (of one payment, or of all), each in its own
 * transaction. Safe to run from several processes at once: the account is locked first (the order
 * every balance change takes, so a grant and a refund never deadlock), then the month is marked
 * granted only if it still is not. Answers the number of grants made.
 */
export async function grantDueCredits(db: Database, now = new Date(), paymentId?: string): Promise<number> {
  let granted = 0;
  const skipped = new Set<string>();
  for (;;) {
    const candidates = await db
      .select({ paymentId: creditGrants.paymentId, month: creditGrants.month, userId: creditGrants.userId })
      .from(creditGrants)
      .where(
        and(
          isNull(creditGrants.grantedAt),
          isNull(creditGrants.canceledAt),
          lte(creditGrants.dueAt, now),
          paymentId ? eq(creditGrants.paymentId, paymentId) : undefined,
        ),
      )
      .orderBy(creditGrants.dueAt)
      .limit(skipped.size + 1);
    const due = candidates.find((candidate) => !skipped.has(`${candidate.paymentId}:${candidate.month}`));
    if (!due) return granted;
    const done = await db.transaction(async (tx) => {
      if (!(await lockUser(tx, due.userId))) return false;
      const [row] = await tx
        .update(creditGrants)
        .set({ grantedAt: now })
        .where(
          and(
            eq(creditGrants.paymentId, due.paymentId),
            eq(creditGrants.month, due.month),
            isNull(creditGrants.grantedAt),
            isNull(creditGrants.canceledAt),
          ),
        )
        .returning({ credits: creditGrants.credits });
      if (!row) return false;
      const [payment] = await tx
        .select({ kind: payments.kind })
        .from(payments)
        .where(eq(payments.id, due.paymentId));
      await applyCreditChange(tx, {
        userId: due.userId,
        delta: row.credits,
        reason: payment?.kind === 'top_up' ? 'purchase' : 'subscription',
        reference: `grant:${due.paymentId}:${due.month}`,
      });
      return true;
    });
    if (done) granted += 1;
    // Taken by another process (or cancelled) meanwhile: look past it.
    else skipped.add(`${due.paymentId}:${due.month}`);
  }
}

/** Credits a payment has put on the balance so far. */
export async function creditsGrantedBy(db: Database | Tx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditGrants.credits}), 0)::int` })
    .from(creditGrants)
    .where(and(eq(creditGrants.paymentId, paymentId), sql`${creditGrants.grantedAt} is not null`));
  return row?.total ?? 0;
}

/** Cancels a subscription's months still to come after `from` (the subscription ended). */
export async function cancelGrantsAfter(
  db: Database | Tx,
  subscriptionId: string,
  from: Date,
): Promise<void> {
  await db
    .update(creditGrants)
    .set({ canceledAt: from })
    .where(
      and(
        eq(creditGrants.subscriptionId, subscriptionId),
        isNull(creditGrants.grantedAt),
        isNull(creditGrants.canceledAt),
        sql`${creditGrants.dueAt} > ${from.toISOString()}`,
      ),
    );
}

/** A plan change: the subscription's months still to come grant the new plan's credits. */
export async function repriceFutureGrants(
  db: Database | Tx,
  subscriptionId: string,
  credits: number,
): Promise<void> {
  await db
    .update(creditGrants)
    .set({ credits })
    .where(
      and(
        eq(creditGrants.subscriptionId, subscriptionId),
        isNull(creditGrants.grantedAt),
        isNull(creditGrants.canceledAt),
        sql`${creditGrants.month} > 0`,
      ),
    );
}

export interface Reversal {
  /** The PaymentIntent the refund or dispute is about. */
  paymentIntentId: string;
  /** What was charged, and how much of it is now refunded (cumulative), in minor units. */
  amount: number;
  amountRefunded: number;
  /** A dispute takes back everything, whatever was refunded. */
  dispute: boolean;
}

export interface ReversalResult {
  found: boolean;
  taken: number;
  shortfall: number;
}

/**
 * Takes back what a refunded or disputed payment granted: the refunded share (all of it for a
 * dispute), less what earlier reversals already accounted for, capped by the balance; the rest is
 * recorded as the payment's shortfall. Replays and older events find nothing left to take.
 */
export async function reversePayment(
  db: Database,
  reversal: Reversal,
  now = new Date(),
): Promise<ReversalResult> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: payments.userId })
      .from(payments)
      .where(eq(payments.paymentIntentId, reversal.paymentIntentId));
    // The account first, as every balance change locks it (no deadlock with a grant), then the payment.
    if (!owner || !(await lockUser(tx, owner.userId))) return { found: false, taken: 0, shortfall: 0 };
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, reversal.paymentIntentId))
      .for('update');
    if (!payment) return { found: false, taken: 0, shortfall: 0 };

    const full = reversal.dispute || reversal.amountRefunded >= reversal.amount;
    if (full) {
      await tx
        .update(creditGrants)
        .set({ canceledAt: now })
        .where(
          and(
            eq(creditGrants.paymentId, payment.id),
            isNull(creditGrants.grantedAt),
            isNull(creditGrants.canceledAt),
          ),
        );
    }
    const granted = await creditsGrantedBy(tx, payment.id);
    const share = full
      ? granted
      : Math.floor((granted * reversal.amountRefunded) / Math.max(1, reversal.amount));
    const owed = Math.max(0, share - payment.creditsReversed - payment.reversalShortfall);
    const balance = await findCredits(tx, payment.userId);
    const taken = Math.min(owed, balance);
    const shortfall = owed - taken;
    if (taken > 0) {
      await applyCreditChange(tx, {
        userId: payment.userId,
        delta: -taken,
        reason: 'reversal',
        reference: `reversal:${payment.id}:${payment.creditsReversed + payment.reversalShortfall}`,
      });
    }
    await tx
      .update(payments)
      .set({
        status: reversal.dispute ? 'disputed' : full ? 'refunded' : payment.status,
        amountRefunded: Math.max(payment.amountRefunded, reversal.amountRefunded),
        creditsReversed: payment.creditsReversed + taken,
        reversalShortfall: payment.reversalShortfall + shortfall,
      })
      .where(eq(payments.id, payment.id));
    return { found: true, taken, shortfall };
  });
}
