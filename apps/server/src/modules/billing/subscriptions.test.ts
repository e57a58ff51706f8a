/**
 * Plans end to end against the Stripe sandbox: the hosted checkout page, its signed webhooks to our
 * endpoint, the browser's return, the test clock renewing, the portal's changes, refunds, disputes.
 */
import { ErrorCode } from '@aa/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditTransactions, payments, stripeEvents } from '../../db/schema/index.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { addMonths, grantDueCredits } from './grants.ts';
import { advanceStripeClock, drainStripeEvents, payOnCheckoutPage, sandboxCall } from './test-stripe.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const DAY = 86_400;

async function subscribe(planId: string, cycle: 'monthly' | 'annual', card = '4242 4242 4242 4242') {
  const signedIn = await buildSignedInUser(server.ctx);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: signedIn.headers,
    payload: { package_id: planId, billing_period: cycle },
  });
  expect(res.statusCode).toBe(200);
  const { sessionId, url } = res.json().data as { sessionId: string; url: string };
  const paid = await payOnCheckoutPage(url, card);
  return { ...signedIn, sessionId, paid };
}

async function grantsOf(userId: string) {
  return server.ctx.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), like(creditTransactions.reference, 'grant:%')));
}

function verify(headers: Record<string, string>, sessionId: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/stripe/verify-checkout-session',
    headers,
    payload: { session_id: sessionId },
  });
}

describe('a plan bought on Checkout', () => {
  it('grants the plan once: the return page, checkout.session.completed, invoice.paid and a resent event', async () => {
    const { user, headers, sessionId, paid } = await subscribe('growth', 'monthly');
    expect(paid.location).toBe(
      `${server.ctx.config.appUrl}/dashboard/buy-credits?success=true&session_id=${sessionId}`,
    );
    // The browser comes back before any webhook was worked: credits show at once.
    const first = await verify(headers, sessionId);
    expect(first.json().data).toEqual({ status: 'paid', creditsGranted: 300, credits: 310 });
    const events = await server.ctx.db.select().from(stripeEvents);
    const types = events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['checkout.session.completed', 'invoice.paid']));
    await drainStripeEvents(server.ctx);
    // Stripe resends one (same id): stored once, nothing more.
    const resent = events.find((event) => event.type === 'invoice.paid');
    if (resent) await sandboxCall(server.ctx, 'POST', `/_sandbox/events/${resent.id}/resend`);
    await drainStripeEvents(server.ctx);
    expect((await verify(headers, sessionId)).json().data).toMatchObject({
      status: 'paid',
      creditsGranted: 300,
    });
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(310);
    expect(await grantsOf(user.id)).toHaveLength(1);

    const subscription = await server.app.inject({ url: '/api/stripe/subscription', headers });
    expect(subscription.json().data.subscription).toMatchObject({
      planId: 'growth',
      planName: 'Growth Accelerator',
      credits: 300,
      billingCycle: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    // A second plan on top of the first is refused: change it in the portal instead.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { package_id: 'starter', billing_period: 'monthly' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ErrorCode.SUBSCRIPTION_EXISTS });
  });

  it('a second plan is refused even before the first one’s webhooks were worked', async () => {
    const { headers } = await subscribe('starter', 'monthly');
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { package_id: 'growth', billing_period: 'annual' },
    });
    expect(again.statusCode).toBe(409);
    await drainStripeEvents(server.ctx);
  });

  it("another user's session is not found and grants them nothing", async () => {
    const { sessionId } = await subscribe('starter', 'monthly');
    const mallory = await buildSignedInUser(server.ctx);
    const res = await verify(mallory.headers, sessionId);
    expect(res.statusCode).toBe(404);
    expect((await reloadUser(server.ctx, mallory.user.id)).credits).toBe(10);
  });

  it('a declined card leaves no subscription and no credits; events grant nothing', async () => {
    const { user, sessionId, paid } = await subscribe('starter', 'monthly', '4000 0000 0000 0002');
    expect(paid.location).toBeUndefined();
    expect(paid.body).toContain('Your card was declined.');
    await drainStripeEvents(server.ctx);
    const session = await server.ctx.stripe.api.checkout.sessions.retrieve(sessionId);
    expect(session.status).toBe('open');
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10);
  });

  it('a payment that settles later: completed unpaid grants nothing until async_payment_succeeded', async () => {
    const { user, headers, sessionId } = await subscribe('starter', 'monthly', '4000 0025 0000 3155');
    await drainStripeEvents(server.ctx);
    expect((await verify(headers, sessionId)).json().data).toMatchObject({
      status: 'pending',
      creditsGranted: 0,
    });
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10);
    await advanceStripeClock(server.ctx, 60);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(110);
    expect((await verify(headers, sessionId)).json().data).toMatchObject({
      status: 'paid',
      creditsGranted: 100,
    });
    expect(await grantsOf(user.id)).toHaveLength(1);
  });
});

describe('a plan over time (sandbox clock)', () => {
  it('an annual plan: 12 monthly grants in its year, no more; the renewal starts the next 12', async () => {
    const { user } = await subscribe('starter', 'annual');
    await drainStripeEvents(server.ctx);
    const start = new Date();
    for (let month = 1; month <= 11; month += 1) {
      await advanceStripeClock(server.ctx, 30 * DAY);
      await drainStripeEvents(server.ctx);
      await grantDueCredits(server.ctx.db, addMonths(start, month));
    }
    expect(await grantsOf(user.id)).toHaveLength(12);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10 + 12 * 100);
    // Nothing more falls due before the year is renewed…
    await grantDueCredits(server.ctx.db, new Date(addMonths(start, 11).getTime() + 20 * DAY * 1000));
    expect(await grantsOf(user.id)).toHaveLength(12);
    const invoices = await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(invoices).toHaveLength(1);
    // …and the renewal pays the next year, whose first month comes at once.
    await advanceStripeClock(server.ctx, 40 * DAY);
    await drainStripeEvents(server.ctx);
    expect(await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(2);
    expect(await grantsOf(user.id)).toHaveLength(13);
  });

  it('a monthly plan renews each month; cancelled at period end it grants nothing after', async () => {
    const { user, headers } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    await advanceStripeClock(server.ctx, 31 * DAY);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(210);

    const [subscription] = (
      await server.ctx.stripe.api.subscriptions.list({ customer: await customerOf(user.id) })
    ).data;
    if (!subscription) throw new Error('no subscription');
    await server.ctx.stripe.api.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await drainStripeEvents(server.ctx);
    expect(
      (await server.app.inject({ url: '/api/stripe/subscription', headers })).json().data.subscription,
    ).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    await advanceStripeClock(server.ctx, 62 * DAY);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(210);
    expect(
      (await server.app.inject({ url: '/api/stripe/subscription', headers })).json().data.subscription,
    ).toBeNull();
  });

  it('a failed renewal grants nothing, marks the plan past due and mails the user', async () => {
    const { user, headers } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    const customer = await customerOf(user.id);
    await sandboxCall(server.ctx, 'POST', `/_sandbox/customers/${customer}/card`, {
      number: '4000000000000341',
    });
    await advanceStripeClock(server.ctx, 31 * DAY);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(110);
    expect(
      (await server.app.inject({ url: '/api/stripe/subscription', headers })).json().data.subscription,
    ).toMatchObject({
      status: 'past_due',
    });
    await deliverQueuedMail(user.email);
    const mail = await server.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(user.email)}` });
    expect(JSON.stringify(mail.json())).toContain('Your plan renewal payment failed');
  });
});

describe('plan changes', () => {
  async function switchPlan(
    userId: string,
    planId: 'starter' | 'growth' | 'professional',
    cycle: 'monthly' | 'annual',
  ) {
    const [subscription] = (
      await server.ctx.stripe.api.subscriptions.list({ customer: await customerOf(userId) })
    ).data;
    const item = subscription?.items.data[0];
    if (!subscription || !item) throw new Error('no subscription');
    await server.ctx.stripe.api.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: await server.ctx.stripe.priceFor(planId, cycle) }],
      proration_behavior: 'always_invoice',
    });
    await drainStripeEvents(server.ctx);
  }

  it('an upgrade grants the difference for the month under way, once; renewals grant the new plan', async () => {
    const { user, headers } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    await switchPlan(user.id, 'professional', 'monthly');
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10 + 100 + 700);
    expect(
      (await server.app.inject({ url: '/api/stripe/subscription', headers })).json().data.subscription,
    ).toMatchObject({
      planId: 'professional',
      credits: 800,
    });
    await advanceStripeClock(server.ctx, 31 * DAY);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10 + 100 + 700 + 800);
  });

  it('a downgrade takes nothing back; the months still to come of a year grant the new plan', async () => {
    const { user } = await subscribe('growth', 'annual');
    await drainStripeEvents(server.ctx);
    await switchPlan(user.id, 'starter', 'annual');
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(310);
    await grantDueCredits(server.ctx.db, addMonths(new Date(), 1));
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(410);
  });
});

describe('money taken back', () => {
  it('a refund takes back what the payment granted, never below 0; a dispute the rest, once', async () => {
    const { user } = await subscribe('growth', 'monthly');
    await drainStripeEvents(server.ctx);
    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    if (!payment?.paymentIntentId) throw new Error('no payment intent recorded');
    await server.ctx.stripe.api.refunds.create({ payment_intent: payment.paymentIntentId, amount: 950 });
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(310 - 150);
    const intent = await server.ctx.stripe.api.paymentIntents.retrieve(payment.paymentIntentId);
    await sandboxCall(server.ctx, 'POST', `/_sandbox/charges/${intent.latest_charge}/dispute`);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10);
    const [after] = await server.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'disputed', creditsReversed: 300, reversalShortfall: 0 });
  });
});

/** Workers are off here: deliver the mails queued for `to` as the send-email job would. */
async function deliverQueuedMail(to: string) {
  const { rows } = (await server.ctx.db.execute(
    sql`select data from pgboss.job where name = 'send-email' and data->>'to' = ${to}`,
  )) as unknown as { rows: { data: { to: string; sealed: string } }[] };
  expect(rows.length).toBeGreaterThan(0);
  for (const { data } of rows) await server.ctx.mail.deliver(data);
}

async function customerOf(userId: string): Promise<string> {
  const { billingCustomers } = await import('../../db/schema/index.ts');
  const [row] = await server.ctx.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  if (!row) throw new Error('no customer');
  return row.stripeCustomerId;
}
