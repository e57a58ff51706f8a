/**
 * The money rule of ARCHITECTURE.md, as a property over the Stripe sandbox: whatever a customer does
 * (plans switched up and down at random times, through the API at once or in the portal, prorations
 * invoiced now or on the next invoice, renewals, partial and full refunds, credits spent between),
 * the credits granted for each period never exceed the credits its invoices' money paid for: each
 * line's plan's credits in the share the line's amount is of the plan's price, less the refunded
 * share (plus, on the account's first package, the 20% bonus). A period's invoices are those whose
 * lines end with it (a renewal carrying the previous period's prorations joins the two). Take-backs
 * the balance could not cover count as taken (they are owed), and what is owed is exactly what was
 * not covered less what later grants repaid.
 */
import { type BillingCycle, FIRST_PACKAGE_BONUS_PERCENT, findPlan, type PlanId } from '@aa/contracts';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingCustomers, creditGrants, creditTransactions, payments } from '../../db/schema/index.ts';
import { idOf } from '../../integrations/stripe/stripe-client.ts';
import {
  advanceStripeClock,
  drainStripeEvents,
  payOnCheckoutPage,
  sandboxCall,
  switchInPortal,
} from '../../test/billing.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { findSessionUser } from '../users/users.queries.ts';
import { createCheckoutSession, createPortalSession } from './billing.service.ts';
import { creditsOwed, grantDueCredits } from './grants.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const PLAN_IDS: PlanId[] = ['starter', 'growth', 'professional', 'enterprise'];

type Action =
  | { kind: 'switch'; plan: PlanId; via: 'portal' | 'always_invoice' | 'create_prorations' }
  | { kind: 'advance'; hours: number }
  | { kind: 'refund'; pick: number; percent: number }
  | { kind: 'spend'; percent: number };

// Switches and time passing most often: an upgrade part-way through a period is where money and
// credits part ways.
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('switch' as const),
      plan: fc.constantFrom(...PLAN_IDS),
      via: fc.constantFrom('portal' as const, 'always_invoice' as const, 'create_prorations' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 800 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      percent: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('spend' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  },
);

/** The sandbox's clock: events are worked and grants fall due at the time Stripe is at. */
async function stripeNow(): Promise<Date> {
  const { now } = (await sandboxCall(server.ctx, 'GET', '/_sandbox/clock')) as { now: number };
  return new Date(now * 1000);
}

async function settle() {
  const now = await stripeNow();
  await drainStripeEvents(server.ctx, now);
  await grantDueCredits(server.ctx.db, now);
}

async function sumOf(userId: string, pattern: string): Promise<number> {
  const rows = await server.ctx.db
    .select({ delta: creditTransactions.delta })
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), like(creditTransactions.reference, pattern)));
  return rows.reduce((sum, row) => sum + row.delta, 0);
}

describe('credits granted never exceed the credits paid for', () => {
  it('holds for random plan switches, renewals, refunds and spending', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<PlanId>('starter', 'growth', 'professional'),
        fc.constantFrom<BillingCycle>('monthly', 'annual'),
        fc.array(action, { minLength: 1, maxLength: 8 }),
        async (firstPlan, cycle, actions) => {
          const { user } = await buildSignedInUser(server.ctx);
          const sessionUser = await findSessionUser(server.ctx.db, user.id);
          if (!sessionUser) throw new Error('no user');
          const checkout = await createCheckoutSession(server.ctx, sessionUser, firstPlan, cycle);
          await payOnCheckoutPage(checkout.url, '4242 4242 4242 4242');
          await settle();
          const stripe = server.ctx.stripe.api;
          const [row] = await server.ctx.db
            .select()
            .from(billingCustomers)
            .where(eq(billingCustomers.userId, user.id));
          const customer = row?.stripeCustomerId;
          if (!customer) throw new Error('no customer');
          const subscription = (await stripe.subscriptions.list({ customer })).data[0];
          if (!subscription) throw new Error('no subscription');

          for (const [index, step] of actions.entries()) {
            switch (step.kind) {
              case 'switch': {
                const price = await server.ctx.stripe.priceFor(step.plan, cycle);
                // Billing opens a new portal session each time, as the user's click does: one lives
                // an hour at most, and the clock may have moved weeks since the last one.
                if (step.via === 'portal')
                  await switchInPortal((await createPortalSession(server.ctx, sessionUser)).url, price);
                else {
                  const current = await stripe.subscriptions.retrieve(subscription.id);
                  if (current.status === 'canceled') break;
                  await stripe.subscriptions.update(subscription.id, {
                    items: [{ id: current.items.data[0]?.id, price }],
                    proration_behavior: step.via,
                  });
                }
                break;
              }
              case 'advance':
                await advanceStripeClock(server.ctx, step.hours * 3600);
                break;
              case 'refund': {
                const paid = await server.ctx.db
                  .select()
                  .from(payments)
                  .where(and(eq(payments.userId, user.id), isNotNull(payments.paymentIntentId)));
                const target = paid[step.pick % Math.max(1, paid.length)];
                if (!target?.paymentIntentId) break;
                const intent = await stripe.paymentIntents.retrieve(target.paymentIntentId);
                const charge = await stripe.charges.retrieve(idOf(intent.latest_charge) ?? '');
                const left = charge.amount - charge.amount_refunded;
                const amount = Math.ceil((left * step.percent) / 100);
                if (amount > 0) await stripe.refunds.create({ payment_intent: intent.id, amount });
                break;
              }
              case 'spend': {
                const { credits } = await reloadUser(server.ctx, user.id);
                const spent = Math.floor((credits * step.percent) / 100);
                if (spent > 0)
                  await server.ctx.db.transaction((tx) =>
                    applyCreditChange(tx, {
                      userId: user.id,
                      delta: -spent,
                      reason: 'generation',
                      reference: `test:${user.id}:spend:${index}`,
                    }),
                  );
                break;
              }
            }
            await settle();
          }
          // Stop it renewing while later runs move the clock.
          // Ended at once, pending prorations invoiced now (Stripe's invoice_now).
          await stripe.subscriptions.cancel(subscription.id, { invoice_now: true });
          await settle();

          const invoices = (await stripe.invoices.list({ customer, limit: 100 })).data.filter(
            (invoice) => invoice.status === 'paid',
          );
          const prices = new Map<string, { credits: number; months: number; unit: number }>();
          for (const planId of PLAN_IDS)
            for (const priceCycle of ['monthly', 'annual'] as const) {
              const id = await server.ctx.stripe.priceFor(planId, priceCycle);
              const price = await stripe.prices.retrieve(id);
              prices.set(id, {
                credits: findPlan(planId)?.credits ?? 0,
                months: priceCycle === 'annual' ? 12 : 1,
                unit: price.unit_amount ?? 0,
              });
            }
          let shortfalls = 0;
          // Invoices by the period they pay for (the end of their lines' period); a renewal that also
          // carries the previous period's prorations joins both periods into one.
          const periods: { ends: Set<number>; granted: number; allowed: number; invoices: string[] }[] = [];
          for (const invoice of invoices) {
            // What the invoice's money paid for, in credits.
            let paidFor = 0;
            for (const line of invoice.lines.data) {
              const price = prices.get(idOf(line.pricing?.price_details?.price) ?? '');
              if (price) paidFor += (price.credits * price.months * line.amount) / price.unit;
            }
            const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.id, invoice.id));
            let refunded = 0;
            if (payment?.paymentIntentId) {
              const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId);
              const charge = await stripe.charges.retrieve(idOf(intent.latest_charge) ?? '');
              refunded = charge.amount > 0 ? charge.amount_refunded / charge.amount : 0;
            }
            const bonus =
              invoice.billing_reason === 'subscription_create' ? 1 + FIRST_PACKAGE_BONUS_PERCENT / 100 : 1;
            const allowed = paidFor > 0 ? paidFor * (1 - refunded) * bonus : paidFor;

            const grants = await server.ctx.db
              .select()
              .from(creditGrants)
              .where(and(eq(creditGrants.paymentId, invoice.id), isNotNull(creditGrants.grantedAt)));
            const shortfall = grants.reduce((sum, row) => sum + row.shortfall, 0);
            shortfalls += shortfall + (payment?.reversalShortfall ?? 0);
            // Taken back counts whole: what the balance could not cover is owed.
            const granted =
              (await sumOf(user.id, `grant:${invoice.id}:%`)) -
              shortfall +
              (await sumOf(user.id, `reversal:${invoice.id}:%`)) -
              (payment?.reversalShortfall ?? 0);

            const ends = new Set(invoice.lines.data.map((line) => line.period.end));
            const joined = periods.filter((period) => [...ends].some((end) => period.ends.has(end)));
            const period = { ends, granted, allowed, invoices: [`${invoice.id} ${invoice.billing_reason}`] };
            for (const other of joined) {
              for (const end of other.ends) period.ends.add(end);
              period.granted += other.granted;
              period.allowed += other.allowed;
              period.invoices.push(...other.invoices);
              periods.splice(periods.indexOf(other), 1);
            }
            periods.push(period);
          }
          for (const period of periods)
            expect(period.granted, `period of ${period.invoices.join(', ')}`).toBeLessThanOrEqual(
              period.allowed + 1e-6,
            );
          // The ledger sums to the balance, which never goes below 0; what is owed is what could not
          // be taken back less what grants repaid since.
          const ledger = await server.ctx.db
            .select()
            .from(creditTransactions)
            .where(eq(creditTransactions.userId, user.id));
          const { credits } = await reloadUser(server.ctx, user.id);
          expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(credits);
          expect(credits).toBeGreaterThanOrEqual(0);
          expect(await creditsOwed(server.ctx.db, user.id)).toBe(
            shortfalls + (await sumOf(user.id, 'owed:%')),
          );
        },
      ),
      { numRuns: 20 },
    );
    // Twenty customers' months of billing through the sandbox: seconds each on a busy machine.
  }, 180_000);
});
