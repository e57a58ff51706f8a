/**
 * What a payment does to the balance (PRODUCT.md §11, §13; the rule is ARCHITECTURE.md's money table),
 * keyed by what was paid for. The one rule: **credits are granted in proportion to what Stripe
 * charged for them**, never more.
 * - Every line of a paid plan invoice (`in_…`) grants its plan's credits in the share its amount is
 *   of the plan's full price: a month or a year paid in full grants the plan's credits for each month
 *   (one on the monthly cycle, twelve a month apart on the annual one); an upgrade's proration (the
 *   dearer plan for the rest of the period, less the unused time of the cheaper one) grants the
 *   difference for the share of the period that was paid, and for a year, month by month.
 * - A line that credits money back (unused time of a dearer plan after a downgrade that Stripe
 *   applied at once) takes back the same share of that plan's credits.
 * - A paid top-up PaymentIntent (`pi_…`) grants one month of its package, once.
 * - An account's first paid package (a new plan or a top-up) also grants a one-time bonus of
 *   FIRST_PACKAGE_BONUS_PERCENT of it, part of that payment (a refund takes its share back too).
 * - A refund leaves the payment the unrefunded share of what it paid for: its months to come are
 *   trimmed first (the latest first), what was granted beyond that share is taken back; a dispute or
 *   a full refund cancels its months to come and takes back all it granted.
 * - A subscription that ends cancels its months to come, grants and take-backs netted.
 * - Whatever is taken back, the balance never goes below 0: what was already spent is owed
 *   (billing_customers.credits_owed) and the next grants repay it before the balance rises.
 * Each grant is a row of credit_grants and a ledger entry `grant:<payment>:<month>`; both change in
 * one transaction, and only while the row is still ungranted, so no event order or replay grants twice.
 */
import { FIRST_PACKAGE_BONUS_PERCENT } from '@aa/contracts';
import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import {
  billingCustomers,
  creditGrants,
  type GrantKind,
  type PaymentKind,
  payments,
} from '../../db/schema/billing.ts';
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

/** Credits a payment grants (or, negative, takes back) a number of months after it is recorded. */
export interface Installment {
  credits: number;
  /** 0: at once; n: n calendar months later. */
  monthOffset: number;
}

/** `credits` every month for `months` months, the first at once (a plan paid in full). */
export function everyMonth(credits: number, months: number): Installment[] {
  return Array.from({ length: months }, (_, monthOffset) => ({ credits, monthOffset }));
}

/** One line of a paid invoice, with the plan its price stands for. */
export interface ChargedLine {
  /** What the line charged (negative: credited back), in minor units. */
  amount: number;
  /** The plan price's full amount for one interval, in minor units. */
  unitAmount: number;
  /** The plan's credits per month. */
  credits: number;
  /** Months in one interval of the price: 1 (monthly) or 12 (annual). */
  months: number;
  periodStart: number;
  periodEnd: number;
}

/**
 * The credits an invoice's lines pay for, as installments: each line is worth its plan's credits in
 * the share its amount is of the plan's price (the share of the period paid), lines of the same
 * period netted (an upgrade's two proration lines become the difference). A yearly period is given
 * month by month, at the net monthly rate, its last month the remainder. Every installment is rounded
 * down (a take-back away from zero): the credits never exceed what was paid for.
 */
export function creditInstallments(lines: ChargedLine[]): Installment[] {
  const periods = new Map<string, { total: number; rate: number; months: number }>();
  for (const line of lines) {
    if (line.unitAmount <= 0 || line.amount === 0) continue;
    const key = `${line.periodStart}:${line.periodEnd}:${line.months}`;
    const period = periods.get(key) ?? { total: 0, rate: 0, months: line.months };
    period.total += (line.amount / line.unitAmount) * line.months * line.credits;
    period.rate += Math.sign(line.amount) * line.credits;
    periods.set(key, period);
  }
  const installments: Installment[] = [];
  for (const { total, rate, months } of periods.values()) {
    const parts: number[] = [];
    if (months > 1 && rate !== 0 && Math.sign(rate) === Math.sign(total)) {
      let left = total;
      while (Math.abs(left) > Math.abs(rate) + 1e-9 && parts.length < months - 1) {
        parts.push(rate);
        left -= rate;
      }
      // The last month takes what is left (less than a month's rate, or more for a quantity above one).
      if (Math.abs(left) > 1e-9) parts.push(left);
    } else parts.push(total);
    parts.forEach((part, monthOffset) => {
      // 1e-9: a share that is whole up to floating-point noise (99.99999999) is that whole number.
      const credits = Math.floor(part + 1e-9);
      if (credits !== 0) installments.push({ credits, monthOffset });
    });
  }
  return installments;
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
 * Records a payment and what it grants (once: a second call for the same payment adds nothing), then
 * grants what is due. `firstPackage`: the payment buys a package (a new plan, a top-up), so when it is
 * the account's first payment it carries the one-time bonus.
 */
export async function recordPayment(
  db: Database,
  payment: PaymentRecord,
  installments: Installment[],
  now = new Date(),
  {
    firstPackage = false,
    afterRecorded,
  }: {
    firstPackage?: boolean;
    /**
     * Runs in the transaction that records the payment, once per payment (a replayed webhook or a
     * second verify records nothing and calls nothing): where its mail is queued (issue 33).
     */
    afterRecorded?: (tx: Tx, granted: RecordedGrants) => Promise<void>;
  } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payments)
      .values(payment)
      .onConflictDoNothing({ target: payments.id })
      .returning({ id: payments.id });
    if (inserted.length === 0) return;
    const rows: (typeof creditGrants.$inferInsert)[] = installments.map((installment, month) => ({
      paymentId: payment.id,
      month,
      userId: payment.userId,
      subscriptionId: payment.subscriptionId,
      credits: installment.credits,
      dueAt: addMonths(now, installment.monthOffset),
    }));
    const first = installments[0];
    if (firstPackage && first && first.credits > 0 && !(await hasEarlierPayment(tx, payment))) {
      rows.push({
        paymentId: payment.id,
        month: rows.length,
        userId: payment.userId,
        subscriptionId: payment.subscriptionId,
        credits: Math.floor((first.credits * FIRST_PACKAGE_BONUS_PERCENT) / 100),
        kind: 'bonus',
        dueAt: now,
      });
    }
    // A second first package racing this one meets the one-bonus-per-account index and adds none.
    const made =
      rows.length > 0
        ? await tx
            .insert(creditGrants)
            .values(rows)
            .onConflictDoNothing()
            .returning({ credits: creditGrants.credits, kind: creditGrants.kind, dueAt: creditGrants.dueAt })
        : [];
    await tx
      .update(payments)
      .set({ creditsTotal: made.reduce((sum, row) => sum + row.credits, 0) })
      .where(eq(payments.id, payment.id));
    const paid = made.filter((row) => row.kind !== 'bonus');
    await afterRecorded?.(tx, {
      now: paid.filter((row) => row.dueAt <= now).reduce((sum, row) => sum + row.credits, 0),
      bonus: made.filter((row) => row.kind === 'bonus').reduce((sum, row) => sum + row.credits, 0),
      months: paid.length,
    });
  });
  await grantDueCredits(db, now, payment.id);
}

/** What a recorded payment grants: credits now (its first month), its one-time bonus, its months. */
export interface RecordedGrants {
  now: number;
  bonus: number;
  months: number;
}

async function hasEarlierPayment(tx: Tx, payment: PaymentRecord): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, payment.userId), ne(payments.id, payment.id)))
    .limit(1);
  return row !== undefined;
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
        .returning({ credits: creditGrants.credits, kind: creditGrants.kind });
      if (!row) return false;
      const [payment] = await tx
        .select({ kind: payments.kind })
        .from(payments)
        .where(eq(payments.id, due.paymentId));
      await applyGrant(tx, {
        userId: due.userId,
        paymentId: due.paymentId,
        month: due.month,
        credits: row.credits,
        kind: row.kind,
        paymentKind: payment?.kind ?? 'subscription',
      });
      return true;
    });
    if (done) granted += 1;
    // Taken by another process (or cancelled) meanwhile: look past it.
    else skipped.add(`${due.paymentId}:${due.month}`);
  }
}

/**
 * One due grant row on the balance (the account is locked by the caller). A grant first repays what
 * the account owes; a take-back takes what the balance holds and the rest becomes owed.
 */
async function applyGrant(
  tx: Tx,
  grant: {
    userId: string;
    paymentId: string;
    month: number;
    credits: number;
    kind: GrantKind;
    paymentKind: PaymentKind;
  },
): Promise<void> {
  const reference = `grant:${grant.paymentId}:${grant.month}`;
  if (grant.credits > 0) {
    await applyCreditChange(tx, {
      userId: grant.userId,
      delta: grant.credits,
      reason: grant.kind === 'bonus' ? 'bonus' : grant.paymentKind === 'top_up' ? 'purchase' : 'subscription',
      reference,
    });
    await repayOwed(tx, grant.userId, grant.credits, `owed:${grant.paymentId}:${grant.month}`);
    return;
  }
  const balance = await findCredits(tx, grant.userId);
  const taken = Math.min(balance, -grant.credits);
  if (taken > 0)
    await applyCreditChange(tx, { userId: grant.userId, delta: -taken, reason: 'plan_change', reference });
  const shortfall = -grant.credits - taken;
  if (shortfall > 0) {
    await tx
      .update(creditGrants)
      .set({ shortfall })
      .where(and(eq(creditGrants.paymentId, grant.paymentId), eq(creditGrants.month, grant.month)));
    await addOwed(tx, grant.userId, shortfall);
  }
}

/** Credits the account owes (taken back after they were spent). */
export async function creditsOwed(db: Database | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ owed: billingCustomers.creditsOwed })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.owed ?? 0;
}

async function addOwed(tx: Tx, userId: string, credits: number): Promise<void> {
  const updated = await tx
    .update(billingCustomers)
    .set({ creditsOwed: sql`${billingCustomers.creditsOwed} + ${credits}` })
    .where(eq(billingCustomers.userId, userId))
    .returning({ userId: billingCustomers.userId });
  // Every payment comes from a Stripe customer of ours: an account without one has nothing to owe.
  if (updated.length === 0) throw new Error(`credits owed by ${userId}, who is no Stripe customer`);
}

/** Repays what the account owes from credits just granted (at most `available`), once per reference. */
async function repayOwed(tx: Tx, userId: string, available: number, reference: string): Promise<void> {
  const repaid = Math.min(available, await creditsOwed(tx, userId));
  if (repaid <= 0) return;
  const change = await applyCreditChange(tx, { userId, delta: -repaid, reason: 'owed', reference });
  if (change.applied) await addOwed(tx, userId, -repaid);
}

/** Credits a payment has put on the balance so far. */
export async function creditsGrantedBy(db: Database | Tx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditGrants.credits}), 0)::int` })
    .from(creditGrants)
    .where(and(eq(creditGrants.paymentId, paymentId), sql`${creditGrants.grantedAt} is not null`));
  return row?.total ?? 0;
}

/**
 * The subscription ended: its months still to come after `from` are cancelled, grants and take-backs
 * alike. Netted: when the take-backs cancelled outweigh the grants cancelled with them (a refund had
 * trimmed those), the difference is still taken back, now: answers the payment it is due on.
 */
export async function cancelGrantsAfter(
  db: Database | Tx,
  subscriptionId: string,
  from: Date,
): Promise<string | undefined> {
  const canceled = await db
    .update(creditGrants)
    .set({ canceledAt: from })
    .where(
      and(
        eq(creditGrants.subscriptionId, subscriptionId),
        isNull(creditGrants.grantedAt),
        isNull(creditGrants.canceledAt),
        sql`${creditGrants.dueAt} > ${from.toISOString()}`,
      ),
    )
    .returning({
      paymentId: creditGrants.paymentId,
      userId: creditGrants.userId,
      credits: creditGrants.credits,
    });
  const net = canceled.reduce((sum, row) => sum + row.credits, 0);
  const takeBack = canceled.findLast((row) => row.credits < 0);
  if (net >= 0 || !takeBack) return undefined;
  const [last] = await db
    .select({ month: sql<number>`max(${creditGrants.month})::int` })
    .from(creditGrants)
    .where(eq(creditGrants.paymentId, takeBack.paymentId));
  await db.insert(creditGrants).values({
    paymentId: takeBack.paymentId,
    month: (last?.month ?? 0) + 1,
    userId: takeBack.userId,
    subscriptionId,
    credits: net,
    dueAt: from,
  });
  return takeBack.paymentId;
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
 * Cuts a payment's grants still to come down to `budget` credits, the latest first (a whole month
 * cancelled, the last one kept in part).
 */
async function trimMonthsToCome(tx: Tx, paymentId: string, budget: number, now: Date): Promise<void> {
  const toCome = await tx
    .select({ month: creditGrants.month, credits: creditGrants.credits })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.paymentId, paymentId),
        isNull(creditGrants.grantedAt),
        isNull(creditGrants.canceledAt),
        sql`${creditGrants.credits} > 0`,
      ),
    )
    .orderBy(desc(creditGrants.dueAt), desc(creditGrants.month));
  let excess = toCome.reduce((sum, row) => sum + row.credits, 0) - budget;
  for (const row of toCome) {
    if (excess <= 0) return;
    const cut = Math.min(row.credits, excess);
    excess -= cut;
    await tx
      .update(creditGrants)
      .set(cut === row.credits ? { canceledAt: now } : { credits: row.credits - cut })
      .where(and(eq(creditGrants.paymentId, paymentId), eq(creditGrants.month, row.month)));
  }
}

/**
 * A refund or dispute of a payment (amounts cumulative): the payment keeps the unrefunded share of
 * the credits it paid for (none after a dispute or a full refund). Its months to come are trimmed to
 * what that share leaves; what was granted beyond it is taken back, capped by the balance, the rest
 * recorded as the payment's shortfall and owed by the account. Replays and older events find nothing
 * left to take.
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
    // What the money left pays for, rounded down; what was kept so far; what the months to come may add.
    const kept = full
      ? 0
      : Math.floor(payment.creditsTotal * (1 - reversal.amountRefunded / Math.max(1, reversal.amount)));
    const granted = await creditsGrantedBy(tx, payment.id);
    const held = granted - payment.creditsReversed - payment.reversalShortfall;
    await trimMonthsToCome(tx, payment.id, Math.max(0, kept - held), now);
    const owed = Math.max(0, held - kept);
    const balance = await findCredits(tx, payment.userId);
    const taken = Math.min(owed, balance);
    const shortfall = owed - taken;
    if (shortfall > 0) await addOwed(tx, payment.userId, shortfall);
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
