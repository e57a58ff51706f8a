import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { billingCustomers, creditGrants, creditTransactions, payments } from '../../db/schema/index.ts';
import { buildUser, reloadUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import {
  addMonths,
  type ChargedLine,
  cancelGrantsAfter,
  creditInstallments,
  creditsOwed,
  everyMonth,
  grantDueCredits,
  type PaymentRecord,
  recordPayment,
  reversePayment,
} from './grants.ts';

const server = setupTestServer({}, { workers: false });
const start = new Date('2026-01-31T10:00:00Z');

/** A user who is a Stripe customer of ours (every payment comes from one). */
async function buildPayingUser() {
  const built = await buildUser(server.ctx);
  await server.ctx.db
    .insert(billingCustomers)
    .values({ userId: built.user.id, stripeCustomerId: `cus_${randomUUID().slice(0, 14)}` });
  return built;
}

function payment(userId: string, overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  const id = `in_${randomUUID().slice(0, 12)}`;
  return {
    id,
    userId,
    kind: 'subscription',
    subscriptionId: `sub_${id}`,
    paymentIntentId: `pi_${id}`,
    planId: 'growth',
    amount: 1900,
    currency: 'eur',
    ...overrides,
  };
}

async function ledger(db: Database, userId: string) {
  return db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(creditTransactions.createdAt);
}

/** The ledger's invariant: its deltas sum to the balance, and the balance is never negative. */
async function expectLedgerHolds(db: Database, userId: string) {
  const rows = await ledger(db, userId);
  const { credits } = await reloadUser({ db }, userId);
  expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(credits);
  expect(credits).toBeGreaterThanOrEqual(0);
  expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length);
  return credits;
}

describe('addMonths', () => {
  it('keeps the day of month, clamped to the month’s end', () => {
    expect(addMonths(start, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(start, 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonths(start, 12).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(addMonths(new Date('2027-12-15T00:00:00Z'), 2).toISOString()).toBe('2028-02-15T00:00:00.000Z');
  });
});

describe('creditInstallments: credits in proportion to what each line charged', () => {
  const line = (overrides: Partial<ChargedLine>): ChargedLine => ({
    amount: 1900,
    unitAmount: 1900,
    credits: 300,
    months: 1,
    periodStart: 0,
    periodEnd: 100,
    ...overrides,
  });

  it('a month or a year paid in full: the plan’s credits each month', () => {
    expect(creditInstallments([line({})])).toEqual([{ credits: 300, monthOffset: 0 }]);
    expect(creditInstallments([line({ amount: 15_960, unitAmount: 15_960, months: 12 })])).toEqual(
      everyMonth(300, 12),
    );
  });

  it('an upgrade’s two proration lines: the difference for the share paid, rounded down', () => {
    // Starter → Enterprise with 10% of the month left: 790 credits for 691.5 cents of 6,915.
    const upgrade = [
      line({ amount: -99, unitAmount: 985, credits: 100 }),
      line({ amount: 790, unitAmount: 7_900, credits: 8_000 }),
    ];
    const [installment] = creditInstallments(upgrade);
    expect(installment?.credits).toBe(Math.floor(8_000 * 0.1 - (100 * 99) / 985));
  });

  it('a downgrade credited back: the same share taken back, rounded away from zero', () => {
    const downgrade = [
      line({ amount: -790, unitAmount: 7_900, credits: 8_000 }),
      line({ amount: 99, unitAmount: 985, credits: 100 }),
    ];
    const exact = -(8_000 * 0.1) + (100 * 99) / 985;
    expect(creditInstallments(downgrade)).toEqual([{ credits: Math.floor(exact), monthOffset: 0 }]);
  });

  it('a year’s upgrade with 5½ months left: the monthly difference for 5 months, then the half', () => {
    const upgrade = [
      line({ amount: -3_790, unitAmount: 8_274, credits: 100, months: 12 }),
      line({ amount: 7_312, unitAmount: 15_960, credits: 300, months: 12 }),
    ];
    const total = (300 * 12 * 7_312) / 15_960 - (100 * 12 * 3_790) / 8_274;
    const installments = creditInstallments(upgrade);
    expect(installments.slice(0, -1).every((entry) => entry.credits === 200)).toBe(true);
    expect(installments.map((entry) => entry.monthOffset)).toEqual(installments.map((_, index) => index));
    const sum = installments.reduce((acc, entry) => acc + entry.credits, 0);
    expect(sum).toBeLessThanOrEqual(total);
    expect(sum).toBeGreaterThan(total - 1);
  });

  it('never grants more than the lines paid for (any amounts, any plans)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: -20_000, max: 20_000 }),
            unitAmount: fc.integer({ min: 1, max: 20_000 }),
            credits: fc.constantFrom(100, 300, 800, 8_000),
            months: fc.constantFrom(1, 12),
            periodStart: fc.constantFrom(0, 50),
            periodEnd: fc.constant(100),
          }),
          { maxLength: 4 },
        ),
        (lines) => {
          const paidFor = lines.reduce(
            (sum, entry) => sum + (entry.amount / entry.unitAmount) * entry.months * entry.credits,
            0,
          );
          const granted = creditInstallments(lines).reduce((sum, entry) => sum + entry.credits, 0);
          expect(granted).toBeLessThanOrEqual(paidFor + 1e-6);
        },
      ),
    );
  });
});

describe('plan grants', () => {
  it('grants a monthly invoice once, however often it is reported', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id);
    await Promise.all(
      Array.from({ length: 20 }, () => recordPayment(server.ctx.db, paid, everyMonth(300, 1), start)),
    );
    await recordPayment(server.ctx.db, paid, everyMonth(300, 1), start);
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(310);
    const grants = (await ledger(server.ctx.db, user.id)).filter((row) => row.reason === 'subscription');
    expect(grants.map((row) => row.reference)).toEqual([`grant:${paid.id}:0`]);
  });

  it('grants a year paid at once month by month: 12 grants in the year, none after', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id, { amount: 16_000 });
    await recordPayment(server.ctx.db, paid, everyMonth(300, 12), start);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(310);

    for (let month = 1; month <= 14; month += 1) {
      // The job runs every minute: twice per day it matters changes nothing.
      const at = addMonths(start, month);
      await grantDueCredits(server.ctx.db, at);
      await grantDueCredits(server.ctx.db, at);
      const expected = 10 + 300 * Math.min(12, month + 1);
      expect((await reloadUser(server.ctx, user.id)).credits, `month ${month}`).toBe(expected);
    }
    const rows = await server.ctx.db.select().from(creditGrants).where(eq(creditGrants.paymentId, paid.id));
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.grantedAt !== null)).toBe(true);
    await expectLedgerHolds(server.ctx.db, user.id);
  });

  it('several grant jobs at once grant each due month once', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id);
    await recordPayment(server.ctx.db, paid, everyMonth(100, 12), start);
    const at = addMonths(start, 5);
    const counts = await Promise.all(Array.from({ length: 6 }, () => grantDueCredits(server.ctx.db, at)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(10 + 600);
  });

  it('an ended subscription grants nothing after its end; what was granted stays', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id);
    await recordPayment(server.ctx.db, paid, everyMonth(100, 12), start);
    await grantDueCredits(server.ctx.db, addMonths(start, 2));
    await cancelGrantsAfter(server.ctx.db, paid.subscriptionId as string, addMonths(start, 2));
    await grantDueCredits(server.ctx.db, addMonths(start, 13));
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(10 + 300);
  });
});

describe('refunds and disputes', () => {
  it('a full refund takes back what the payment granted and cancels its months to come', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id, { amount: 16_000 });
    await recordPayment(server.ctx.db, paid, everyMonth(300, 12), start);
    await grantDueCredits(server.ctx.db, addMonths(start, 1));
    const reversal = {
      paymentIntentId: paid.paymentIntentId as string,
      amount: 16_000,
      amountRefunded: 16_000,
      dispute: false,
    };
    expect(await reversePayment(server.ctx.db, reversal, addMonths(start, 1))).toEqual({
      found: true,
      taken: 600,
      shortfall: 0,
    });
    // Replayed, or reported again by a second event: nothing more.
    expect(await reversePayment(server.ctx.db, reversal)).toEqual({ found: true, taken: 0, shortfall: 0 });
    await grantDueCredits(server.ctx.db, addMonths(start, 13));
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(10);
    const [row] = await server.ctx.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(row).toMatchObject({ status: 'refunded', creditsReversed: 600, reversalShortfall: 0 });
  });

  it('never takes the balance below 0: spent credits are recorded as the shortfall', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id);
    await recordPayment(server.ctx.db, paid, everyMonth(300, 1), start);
    await server.ctx.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: user.id,
        delta: -250,
        reason: 'generation',
        reference: `test:${user.id}:spent`,
      }),
    );
    const result = await reversePayment(server.ctx.db, {
      paymentIntentId: paid.paymentIntentId as string,
      amount: 1900,
      amountRefunded: 1900,
      dispute: false,
    });
    expect(result).toEqual({ found: true, taken: 60, shortfall: 240 });
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(0);
    const [row] = await server.ctx.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(row).toMatchObject({ creditsReversed: 60, reversalShortfall: 240 });
  });

  it('a partial refund takes back its share; a later dispute takes the rest, once', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id, { amount: 2000 });
    await recordPayment(server.ctx.db, paid, everyMonth(300, 1), start);
    const base = { paymentIntentId: paid.paymentIntentId as string, amount: 2000 };
    expect(
      await reversePayment(server.ctx.db, { ...base, amountRefunded: 500, dispute: false }),
    ).toMatchObject({ taken: 75 });
    // An older event (smaller cumulative refund) arriving late takes nothing.
    expect(
      await reversePayment(server.ctx.db, { ...base, amountRefunded: 200, dispute: false }),
    ).toMatchObject({ taken: 0 });
    expect(
      await reversePayment(server.ctx.db, { ...base, amountRefunded: 2000, dispute: true }),
    ).toMatchObject({ taken: 225 });
    expect(
      await reversePayment(server.ctx.db, { ...base, amountRefunded: 2000, dispute: true }),
    ).toMatchObject({ taken: 0 });
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(10);
  });

  it('a partial refund of a year paid at once trims its months to come: the year grants the unrefunded share, no more', async () => {
    const { user } = await buildPayingUser();
    const paid = payment(user.id, { amount: 10_000 });
    await recordPayment(server.ctx.db, paid, everyMonth(300, 12), start);
    // 45% refunded in the first month: the year may grant 55% of its 3,600 credits, 1,980.
    const result = await reversePayment(server.ctx.db, {
      paymentIntentId: paid.paymentIntentId as string,
      amount: 10_000,
      amountRefunded: 4_500,
      dispute: false,
    });
    expect(result).toEqual({ found: true, taken: 0, shortfall: 0 });
    for (let month = 1; month <= 13; month += 1)
      await grantDueCredits(server.ctx.db, addMonths(start, month));
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(10 + 1_980);
    // All of it refunded later: everything granted goes back.
    await reversePayment(server.ctx.db, {
      paymentIntentId: paid.paymentIntentId as string,
      amount: 10_000,
      amountRefunded: 10_000,
      dispute: false,
    });
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(10);
  });

  it('a subscription that ends nets its cancelled take-backs against its cancelled grants: the rest is taken now', async () => {
    const { user } = await buildPayingUser();
    const year = payment(user.id);
    await recordPayment(server.ctx.db, year, everyMonth(100, 12), start);
    // A downgrade credited back at once, larger per month than what the year still grants.
    const credit = payment(user.id, {
      subscriptionId: year.subscriptionId,
      paymentIntentId: null,
      amount: 0,
    });
    await recordPayment(server.ctx.db, credit, everyMonth(-150, 12), start);
    // 10 + 100 − 110 taken, 40 owed.
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(0);
    expect(await creditsOwed(server.ctx.db, user.id)).toBe(40);
    const dueOn = await cancelGrantsAfter(server.ctx.db, year.subscriptionId as string, start);
    expect(dueOn).toBe(credit.id);
    await grantDueCredits(server.ctx.db, start);
    // 11 months of 100 granted against 11 of 150 taken back: 550 more owed.
    expect(await creditsOwed(server.ctx.db, user.id)).toBe(40 + 550);
    await grantDueCredits(server.ctx.db, addMonths(start, 13));
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(0);
  });

  it('a refund of a payment we never recorded changes nothing', async () => {
    expect(
      await reversePayment(server.ctx.db, {
        paymentIntentId: 'pi_unknown',
        amount: 100,
        amountRefunded: 100,
        dispute: false,
      }),
    ).toEqual({ found: false, taken: 0, shortfall: 0 });
  });
});

describe('the ledger under concurrency', () => {
  it('50 concurrent debits of 10 on a balance of 100: exactly 10 succeed, balance 0', async () => {
    const { user } = await buildPayingUser();
    await recordPayment(server.ctx.db, payment(user.id), everyMonth(90, 1), start);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        server.ctx.db.transaction((tx) =>
          applyCreditChange(tx, {
            userId: user.id,
            delta: -10,
            reason: 'generation',
            reference: `test:${user.id}:d${index}`,
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await expectLedgerHolds(server.ctx.db, user.id)).toBe(0);
  });

  it('any interleaving of grants, debits, refunds and reversals keeps the ledger whole', async () => {
    type Op =
      | { kind: 'pay'; credits: number; months: number }
      | { kind: 'debit' }
      | { kind: 'refundRun' }
      | { kind: 'reverse'; share: number; dispute: boolean }
      | { kind: 'tick'; months: number };
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        credits: fc.constantFrom(100, 300, 800),
        months: fc.constantFrom(1, 12),
      }),
      fc.record({ kind: fc.constant('debit' as const) }),
      fc.record({ kind: fc.constant('refundRun' as const) }),
      fc.record({
        kind: fc.constant('reverse' as const),
        share: fc.integer({ min: 1, max: 100 }),
        dispute: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('tick' as const), months: fc.integer({ min: 0, max: 3 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (rounds) => {
          const { user } = await buildPayingUser();
          const paid: PaymentRecord[] = [];
          const debits: string[] = [];
          let clock = start;
          let step = 0;
          const run = async (action: Op) => {
            step += 1;
            switch (action.kind) {
              case 'pay': {
                const record = payment(user.id, { amount: 1000 });
                paid.push(record);
                await recordPayment(server.ctx.db, record, everyMonth(action.credits, action.months), clock);
                return;
              }
              case 'debit': {
                const reference = `execution:${user.id}:${step}`;
                await server.ctx.db
                  .transaction((tx) =>
                    applyCreditChange(tx, { userId: user.id, delta: -10, reason: 'generation', reference }),
                  )
                  .then(() => debits.push(reference))
                  .catch(() => undefined);
                return;
              }
              case 'refundRun': {
                const reference = debits.shift();
                if (!reference) return;
                await server.ctx.db.transaction((tx) =>
                  applyCreditChange(tx, {
                    userId: user.id,
                    delta: 10,
                    reason: 'refund',
                    reference: `refund:${reference}`,
                  }),
                );
                return;
              }
              case 'reverse': {
                const target = paid[step % Math.max(1, paid.length)];
                if (!target?.paymentIntentId) return;
                await reversePayment(server.ctx.db, {
                  paymentIntentId: target.paymentIntentId,
                  amount: 1000,
                  amountRefunded: action.share * 10,
                  dispute: action.dispute,
                });
                return;
              }
              case 'tick':
                clock = addMonths(clock, action.months);
                await grantDueCredits(server.ctx.db, clock);
                return;
            }
          };
          // Each round's operations run concurrently; rounds run one after another.
          for (const round of rounds) await Promise.all(round.map(run));
          await expectLedgerHolds(server.ctx.db, user.id);
          const [granted] = await server.ctx.db
            .select({ n: sql<number>`count(*)::int` })
            .from(creditGrants)
            .where(sql`${creditGrants.userId} = ${user.id} and ${creditGrants.grantedAt} is not null`);
          const grantRows = (await ledger(server.ctx.db, user.id)).filter((row) =>
            row.reference.startsWith('grant:'),
          );
          expect(grantRows).toHaveLength(granted?.n ?? -1);
        },
      ),
      { numRuns: 40 },
    );
  });
});
