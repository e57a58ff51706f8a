/**
 * Plans end to end against the Stripe sandbox: the hosted checkout page, its signed webhooks to our
 * endpoint, the browser's return, the test clock renewing, the portal's changes, refunds, disputes.
 */
import { ErrorCode, type PlanId } from '@aa/contracts';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditGrants, creditTransactions, payments, stripeEvents } from '../../db/schema/index.ts';
import { type EmailTemplate, renderEmail } from '../../integrations/mail/render-email.ts';
import {
  advanceStripeClock,
  drainStripeEvents,
  payOnCheckoutPage,
  sandboxCall,
  switchInPortal,
} from '../../test/billing.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { queuedMails } from '../../test/mails.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { applyCreditChange } from '../credits/credits.service.ts';
import { addMonths, creditsOwed, grantDueCredits } from './grants.ts';

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

/** The plan's grants on the ledger (the first package's one-time bonus apart). */
async function grantsOf(userId: string) {
  return server.ctx.db
    .select()
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, userId),
        like(creditTransactions.reference, 'grant:%'),
        ne(creditTransactions.reason, 'bonus'),
      ),
    );
}

/** 20% of the first package, once per account. */
const BONUS = (credits: number) => (credits * 20) / 100;

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
    expect(first.json().data).toEqual({
      status: 'paid',
      creditsGranted: 300 + BONUS(300),
      credits: 10 + 300 + BONUS(300),
    });
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
      creditsGranted: 360,
    });
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(370);
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

  it('a subscriber buys a package once on Checkout (a top-up): its credits once, the plan unchanged (issue 33)', async () => {
    const { user, headers } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    const before = (await reloadUser(server.ctx, user.id)).credits;
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers,
      payload: { package_id: 'growth', billing_period: 'monthly', purchase: 'top_up' },
    });
    expect(created.statusCode).toBe(200);
    const { sessionId, url } = created.json().data as { sessionId: string; url: string };
    const session = await server.ctx.stripe.api.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ mode: 'payment', amount_total: 1900, currency: 'eur' });
    const paid = await payOnCheckoutPage(url, '4242 4242 4242 4242');
    expect(paid.location).toContain(`session_id=${sessionId}`);

    // The browser's return and the webhook race; the top-up is granted once (no bonus: not the first package).
    const [returned] = await Promise.all([verify(headers, sessionId), drainStripeEvents(server.ctx)]);
    expect(returned.json().data).toMatchObject({ status: 'paid', creditsGranted: 300 });
    await verify(headers, sessionId);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(before + 300);
    const purchases = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, user.id), eq(creditTransactions.reason, 'purchase')));
    expect(purchases).toMatchObject([{ delta: 300 }]);
    // One payment mail per payment however often it was settled (issue 33), with a plain-text part.
    const paymentMails = (await queuedMails(server, user.email)).filter(
      (mail) => mail.template === 'payment-received',
    );
    expect(paymentMails.map((mail) => mail.props)).toMatchObject([
      { kind: 'plan', planName: 'Income Starter', credits: 100, bonus: 20 },
      { kind: 'top-up', planName: 'Growth Accelerator', credits: 300, bonus: 0, amount: '€19.00', months: 1 },
    ]);
    const rendered = await renderEmail(paymentMails[1] as EmailTemplate);
    expect(rendered.subject).toBe('Payment received: 300 credits added');
    expect(rendered.text).toContain(
      'We received your payment of €19.00 for 300 credits (Growth Accelerator, once).',
    );

    // The plan is still the Starter one.
    const plan = await server.app.inject({ method: 'GET', url: '/api/stripe/subscription', headers });
    expect(plan.json().data.subscription).toMatchObject({ planId: 'starter', status: 'active' });

    // Another user can neither read the session nor be granted by it.
    const mallory = await buildSignedInUser(server.ctx);
    expect((await verify(mallory.headers, sessionId)).statusCode).toBe(404);
    expect((await reloadUser(server.ctx, mallory.user.id)).credits).toBe(10);
  });

  it("mails a payment in the account's language, and not at all once the user switched it off (issue 33)", async () => {
    const settings = (headers: Record<string, string>, payload: object) =>
      server.app.inject({ method: 'PATCH', url: '/api/user/profile', headers, payload });
    const topUp = async (headers: Record<string, string>) => {
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        headers,
        payload: { package_id: 'starter', billing_period: 'monthly', purchase: 'top_up' },
      });
      const { sessionId, url } = created.json().data as { sessionId: string; url: string };
      await payOnCheckoutPage(url, '4242 4242 4242 4242');
      await Promise.all([verify(headers, sessionId), drainStripeEvents(server.ctx)]);
    };

    const marie = await buildSignedInUser(server.ctx, { firstName: 'Marie' });
    await server.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: marie.headers,
      payload: { language: 'fr' },
    });
    await topUp(marie.headers);
    const [french] = (await queuedMails(server, marie.email)).filter(
      (mail) => mail.template === 'payment-received',
    );
    const rendered = await renderEmail(french as EmailTemplate);
    expect(rendered.subject).toBe('Paiement reçu : 100 crédits ajoutés');
    expect(rendered.text).toContain('Bonjour Marie');
    expect(rendered.text).toContain('9,85');
    expect(rendered.text).toContain('un bonus unique de 20 crédits');

    const quiet = await buildSignedInUser(server.ctx);
    const off = await settings(quiet.headers, { mails: { paymentReceived: false } });
    expect(off.json().data.mails).toMatchObject({
      paymentReceived: false,
      planChanged: true,
      weeklySummary: false,
    });
    await topUp(quiet.headers);
    expect((await reloadUser(server.ctx, quiet.user.id)).credits).toBe(130);
    expect((await queuedMails(server, quiet.email)).map((mail) => mail.template)).not.toContain(
      'payment-received',
    );
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
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(130);
    expect((await verify(headers, sessionId)).json().data).toMatchObject({
      status: 'paid',
      creditsGranted: 120,
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
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10 + 12 * 100 + BONUS(100));
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
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(230);

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
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(230);
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
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(130);
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

/** Switches the plan through the API, as Stripe's `always_invoice` does it (at once, invoiced now). */
async function switchPlan(userId: string, planId: PlanId, cycle: 'monthly' | 'annual') {
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

describe('plan changes', () => {
  it('an upgrade grants the difference for the month under way, once; renewals grant the new plan', async () => {
    const { user, headers } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    await switchPlan(user.id, 'professional', 'monthly');
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10 + 100 + BONUS(100) + 700);
    expect(
      (await server.app.inject({ url: '/api/stripe/subscription', headers })).json().data.subscription,
    ).toMatchObject({
      planId: 'professional',
      credits: 800,
    });
    await advanceStripeClock(server.ctx, 31 * DAY);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10 + 100 + BONUS(100) + 700 + 800);
  });

  it('an annual upgrade mid-year grants the difference month by month for the months paid, no more', async () => {
    const { user } = await subscribe('starter', 'annual');
    await drainStripeEvents(server.ctx);
    const start = new Date();
    // Three months into the year: the proration pays Growth instead of Starter for the rest of it.
    await advanceStripeClock(server.ctx, 91 * DAY);
    await switchPlan(user.id, 'growth', 'annual');
    const invoices = await stripeInvoicesOf(user.id);
    const upgrade = invoices.find((invoice) => invoice.billing_reason === 'subscription_update');
    if (!upgrade) throw new Error('no proration invoice');
    const share = (upgrade.lines.data[1]?.amount ?? 0) / (await unitAmountOf('growth', 'annual'));
    const paidFor = 12 * (300 - 100) * share;
    for (let month = 1; month <= 13; month += 1)
      await grantDueCredits(server.ctx.db, addMonths(start, month));
    const { credits } = await reloadUser(server.ctx, user.id);
    const upgradeCredits = credits - (10 + 12 * 100 + BONUS(100));
    expect(upgradeCredits).toBeLessThanOrEqual(paidFor);
    expect(upgradeCredits).toBeGreaterThan(paidFor - 2);
    // Month by month at the new rate: 200 a month, the last month the remainder.
    const rows = await server.ctx.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.paymentId, upgrade.id));
    expect(rows.slice(0, -1).every((row) => row.credits === 200)).toBe(true);
    expect(rows.length).toBe(Math.ceil(paidFor / 200));
  });
});

describe('the plan-switch attack (issue 17, finding 1)', () => {
  /** The sandbox's clock and the end of the user's current period, in seconds. */
  async function secondsToPeriodEnd(userId: string) {
    const { now } = (await sandboxCall(server.ctx, 'GET', '/_sandbox/clock')) as { now: number };
    const [subscription] = (
      await server.ctx.stripe.api.subscriptions.list({ customer: await customerOf(userId) })
    ).data;
    return (subscription?.items.data[0]?.current_period_end ?? now) - now;
  }

  async function portalUrl(headers: Record<string, string>) {
    const res = await server.app.inject({ method: 'POST', url: '/api/stripe/portal-session', headers });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { url: string }).url;
  }

  /** What the user paid Stripe, in minor units (invoices paid by card; a credit balance is not money paid). */
  async function moneyPaid(userId: string) {
    return (await stripeInvoicesOf(userId)).reduce((sum, invoice) => sum + invoice.amount_paid, 0);
  }

  it('five Starter → Enterprise → Starter cycles in the portal two hours before the period ends grant only the two hours paid for', async () => {
    const { user, headers } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    const before = (await reloadUser(server.ctx, user.id)).credits;
    const total = await secondsToPeriodEnd(user.id);
    await advanceStripeClock(server.ctx, total - 2 * 3600);
    const enterprise = await server.ctx.stripe.priceFor('enterprise', 'monthly');
    const starter = await server.ctx.stripe.priceFor('starter', 'monthly');
    const url = await portalUrl(headers);
    const notices: string[] = [];
    for (let cycle = 0; cycle < 5; cycle += 1) {
      // The webhooks are worked after each switch, as the job works them in a few milliseconds.
      notices.push(await switchInPortal(url, enterprise));
      await drainStripeEvents(server.ctx);
      notices.push(await switchInPortal(url, starter));
      await drainStripeEvents(server.ctx);
    }
    const fraction = (2 * 3600) / total;
    const granted = (await reloadUser(server.ctx, user.id)).credits - before;
    // Enterprise instead of Starter for two hours of the month: 7,900 credits × 2 h / month, and
    // Stripe charged exactly that share of the price difference.
    expect(granted).toBeLessThanOrEqual(Math.ceil(7900 * fraction));
    expect(await moneyPaid(user.id)).toBe(985 + Math.round((7900 - 985) * fraction));
    // Up at once and charged; down at the end of the period paid for, so nothing is credited back.
    expect(notices).toEqual(Array.from({ length: 5 }, () => ['switched', 'scheduled']).flat());
    // The period ends on Starter: its renewal grants Starter's 100.
    await advanceStripeClock(server.ctx, 3 * 3600);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits - before - granted).toBe(100);
  });

  it('three up-and-down cycles at once through the API at the period start: each downgrade takes back what its credit refunds', async () => {
    const { user } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    const before = (await reloadUser(server.ctx, user.id)).credits;
    for (let cycle = 0; cycle < 3; cycle += 1) {
      await switchPlan(user.id, 'enterprise', 'monthly');
      await switchPlan(user.id, 'starter', 'monthly');
    }
    // Stripe credited each downgrade's unused Enterprise time to the balance, which paid the next
    // upgrades: the user paid for Starter only (and holds a credit balance), and holds Starter's credits.
    expect(await moneyPaid(user.id)).toBe(985 + (7900 - 985));
    const customer = await server.ctx.stripe.api.customers.retrieve(await customerOf(user.id));
    expect((customer as { balance: number }).balance).toBe(-(7900 - 985));
    const after = (await reloadUser(server.ctx, user.id)).credits;
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThanOrEqual(before - 3);
    const reasons = (await ledgerOf(user.id)).map((row) => row.reason);
    expect(reasons.filter((reason) => reason === 'plan_change')).toHaveLength(3);
  });

  it('credits spent before a downgrade that Stripe credits back are owed, and the next grants repay them', async () => {
    const { user } = await subscribe('starter', 'monthly');
    await drainStripeEvents(server.ctx);
    await switchPlan(user.id, 'enterprise', 'monthly');
    const spendable = (await reloadUser(server.ctx, user.id)).credits;
    await server.ctx.db.transaction((tx) =>
      applyCreditChange(tx, {
        userId: user.id,
        delta: -spendable,
        reason: 'generation',
        reference: `test:${user.id}:spent`,
      }),
    );
    await switchPlan(user.id, 'starter', 'monthly');
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(0);
    const owed = await creditsOwed(server.ctx.db, user.id);
    expect(owed).toBeGreaterThanOrEqual(7899);
    // The renewal (paid from the credit balance) grants Starter's 100, which repay what is owed.
    await advanceStripeClock(server.ctx, 31 * DAY);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(0);
    expect(await creditsOwed(server.ctx.db, user.id)).toBe(owed - 100);
    const repaid = (await ledgerOf(user.id)).filter((row) => row.reason === 'owed');
    expect(repaid).toMatchObject([{ delta: -100 }]);
    // Repaid from the renewal's own grant, keyed alike.
    expect(repaid[0]?.reference.replace('owed:', 'grant:')).toMatch(/^grant:in_/);
  });

  it('a portal downgrade keeps the plan paid for until its period ends, then renews on the cheaper plan', async () => {
    const { user, headers } = await subscribe('professional', 'monthly');
    await drainStripeEvents(server.ctx);
    const before = (await reloadUser(server.ctx, user.id)).credits;
    await advanceStripeClock(server.ctx, 10 * DAY);
    const url = await portalUrl(headers);
    expect(await switchInPortal(url, await server.ctx.stripe.priceFor('growth', 'monthly'))).toBe(
      'scheduled',
    );
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(before);
    expect(
      (await server.app.inject({ url: '/api/stripe/subscription', headers })).json().data.subscription,
    ).toMatchObject({ planId: 'professional' });
    await advanceStripeClock(server.ctx, 25 * DAY);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(before + 300);
    expect(
      (await server.app.inject({ url: '/api/stripe/subscription', headers })).json().data.subscription,
    ).toMatchObject({ planId: 'growth' });
    // Issue 33: the change is mailed once, when it takes effect; the renewal on Growth is a payment mail.
    const mails = await queuedMails(server, user.email);
    expect(mails.filter((mail) => mail.template === 'plan-changed').map((mail) => mail.props)).toMatchObject([
      { fromPlan: 'Professional Suite', toPlan: 'Growth Accelerator', cycle: 'monthly', credits: 300 },
    ]);
    expect(
      mails.filter((mail) => mail.template === 'payment-received').map((mail) => mail.props),
    ).toMatchObject([
      { kind: 'plan', planName: 'Professional Suite', credits: 800, bonus: 160, amount: '€39.00' },
      { kind: 'renewal', planName: 'Growth Accelerator', credits: 300, bonus: 0, amount: '€19.00' },
    ]);
  });
});

describe('money taken back', () => {
  it('a refund takes back what the payment granted, never below 0; a dispute the rest, once', async () => {
    const { user } = await subscribe('growth', 'monthly');
    await drainStripeEvents(server.ctx);
    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    if (!payment?.paymentIntentId) throw new Error('no payment intent recorded');
    // Half of the payment refunded: half of what it granted (its 300 and the first package's 60) goes.
    await server.ctx.stripe.api.refunds.create({ payment_intent: payment.paymentIntentId, amount: 950 });
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(370 - 180);
    const intent = await server.ctx.stripe.api.paymentIntents.retrieve(payment.paymentIntentId);
    await sandboxCall(server.ctx, 'POST', `/_sandbox/charges/${intent.latest_charge}/dispute`);
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10);
    const [after] = await server.ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'disputed', creditsReversed: 360, reversalShortfall: 0 });
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

async function stripeInvoicesOf(userId: string) {
  return (await server.ctx.stripe.api.invoices.list({ customer: await customerOf(userId), limit: 100 })).data;
}

async function unitAmountOf(planId: PlanId, cycle: 'monthly' | 'annual') {
  const price = await server.ctx.stripe.api.prices.retrieve(await server.ctx.stripe.priceFor(planId, cycle));
  return price.unit_amount ?? 0;
}

async function ledgerOf(userId: string) {
  return server.ctx.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(creditTransactions.createdAt, creditTransactions.id);
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
