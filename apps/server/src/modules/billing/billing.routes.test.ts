import { ErrorCode, PLANS } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingCustomers, creditTransactions, payments } from '../../db/schema/index.ts';
import { drainStripeEvents } from '../../test/billing.ts';
import { buildSignedInUser, reloadUser } from '../../test/factories.ts';
import { setupTestServer } from '../../test/test-server.ts';

const server = setupTestServer({}, { listen: true, workers: false });

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('GET /api/stripe/packages', () => {
  it("answers PRODUCT.md §9's four packages with the cycle's price, in the one currency", async () => {
    const { headers } = await buildSignedInUser(server.ctx);
    const monthly = (await call('GET', '/api/stripe/packages?billing_cycle=monthly', headers)).json();
    expect(monthly.data.packages.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual([
      ['starter', 9.85],
      ['growth', 19],
      ['professional', 39],
      ['enterprise', 79],
    ]);
    expect(
      monthly.data.packages.every((p: { originalPrice?: number }) => p.originalPrice === undefined),
    ).toBe(true);
    const annual = (await call('GET', '/api/stripe/packages?billing_cycle=annual', headers)).json();
    const growth = annual.data.packages.find((p: { id: string }) => p.id === 'growth');
    expect(growth).toMatchObject({
      credits: 300,
      price: 160,
      originalPrice: 228,
      popular: true,
      currency: 'EUR',
      billingCycle: 'annual',
    });
    expect(growth.features).toHaveLength(3);
    // Default cycle, bad cycle, signed out.
    expect((await call('GET', '/api/stripe/packages', headers)).json().data.packages[0].billingCycle).toBe(
      'monthly',
    );
    expect((await call('GET', '/api/stripe/packages?billing_cycle=weekly', headers)).statusCode).toBe(400);
    expect((await server.app.inject({ url: '/api/stripe/packages' })).statusCode).toBe(401);
  });
});

describe('POST /api/stripe/create-checkout-session', () => {
  it('creates one Stripe customer per user, even on a double click, and a session that names the user', async () => {
    const { user, headers } = await buildSignedInUser(server.ctx);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/stripe/create-checkout-session', headers, {
          package_id: 'growth',
          billing_period: 'annual',
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const customers = await server.ctx.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.id));
    expect(customers).toHaveLength(1);
    const [first] = answers;
    if (!first) throw new Error('no answer');
    const { sessionId, url } = first.json().data as { sessionId: string; url: string };
    expect(url.startsWith(`${server.ctx.config.appUrl}/sandbox/stripe/`)).toBe(true);
    const session = await server.ctx.stripe.api.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer: customers[0]?.stripeCustomerId,
      metadata: { userId: user.id, planId: 'growth', billingCycle: 'annual' },
    });
    expect(session.success_url).toBe(
      `${server.ctx.config.appUrl}/dashboard/buy-credits?success=true&session_id={CHECKOUT_SESSION_ID}`,
    );
    const listed = await server.ctx.stripe.api.customers.list({ email: user.email });
    expect(listed.data).toHaveLength(1);
  });

  it('refuses an unknown package or cycle with the field named', async () => {
    const { headers } = await buildSignedInUser(server.ctx);
    const res = await call('POST', '/api/stripe/create-checkout-session', headers, {
      package_id: 'gold',
      billing_period: 'annual',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: ErrorCode.VALIDATION_ERROR });
    expect(res.json().errors).toHaveProperty('package_id');
  });
});

describe('top-ups: POST /api/stripe/create-payment-intent and /verify-payment', () => {
  it('grants one month of the package once, whether verify or the webhook comes first, and only to its buyer', async () => {
    const { user, headers } = await buildSignedInUser(server.ctx);
    const created = await call('POST', '/api/stripe/create-payment-intent', headers, {
      package_id: 'starter',
      billing_cycle: 'monthly',
    });
    expect(created.statusCode).toBe(200);
    const intent = created.json().data;
    expect(intent).toMatchObject({
      amount: 985,
      currency: 'eur',
      packageId: 'starter',
      credits: 100,
      billingCycle: 'monthly',
    });
    expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);

    // Not paid yet: pending, nothing granted.
    const early = await call('POST', '/api/stripe/verify-payment', headers, {
      payment_intent_id: intent.paymentIntentId,
    });
    expect(early.json().data).toEqual({ status: 'pending', creditsGranted: 0, credits: 10 });

    await server.ctx.stripe.api.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
    });
    // The webhook (payment_intent.succeeded) and the browser's verify race.
    const [verified] = await Promise.all([
      call('POST', '/api/stripe/verify-payment', headers, { payment_intent_id: intent.paymentIntentId }),
      drainStripeEvents(server.ctx),
    ]);
    // The account's first package: its 100 credits and the one-time 20% bonus.
    expect(verified.json().data).toMatchObject({ status: 'paid', creditsGranted: 120 });
    await call('POST', '/api/stripe/verify-payment', headers, { payment_intent_id: intent.paymentIntentId });
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(130);
    const grants = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `grant:${intent.paymentIntentId}:0`));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ reason: 'purchase', delta: 100 });
    const bonus = await server.ctx.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.reference, `grant:${intent.paymentIntentId}:1`));
    expect(bonus).toMatchObject([{ reason: 'bonus', delta: 20 }]);

    // Another user cannot read or claim it.
    const mallory = await buildSignedInUser(server.ctx);
    const stolen = await call('POST', '/api/stripe/verify-payment', mallory.headers, {
      payment_intent_id: intent.paymentIntentId,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await reloadUser(server.ctx, mallory.user.id)).credits).toBe(10);
    expect(
      (await call('POST', '/api/stripe/verify-payment', headers, { payment_intent_id: 'pi_made_up' }))
        .statusCode,
    ).toBe(404);
  });

  it('a declined card grants nothing', async () => {
    const { user, headers } = await buildSignedInUser(server.ctx);
    const intent = (
      await call('POST', '/api/stripe/create-payment-intent', headers, {
        package_id: 'growth',
        billing_cycle: 'monthly',
      })
    ).json().data;
    await server.ctx.stripe.api.paymentIntents
      .confirm(intent.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' })
      .catch(() => undefined);
    const res = await call('POST', '/api/stripe/verify-payment', headers, {
      payment_intent_id: intent.paymentIntentId,
    });
    expect(res.json().data).toEqual({ status: 'failed', creditsGranted: 0, credits: 10 });
    await drainStripeEvents(server.ctx);
    expect((await reloadUser(server.ctx, user.id)).credits).toBe(10);
    expect(await server.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });
});

describe('ids that are not Stripe ids (issue 17)', () => {
  it('are refused with 400 before Stripe is asked: lone surrogates, other shapes, paths', async () => {
    const { headers } = await buildSignedInUser(server.ctx);
    const cases = [
      [
        '/api/stripe/verify-checkout-session',
        'session_id',
        ['cs_\uD800', '\uDC00', 'cs_a/../b', 'pi_123', 'x'],
      ],
      [
        '/api/stripe/verify-payment',
        'payment_intent_id',
        ['pi_\uD800', 'pi_a b', 'pi_a?expand=x', 'cs_123', ''],
      ],
    ] as const;
    for (const [url, field, ids] of cases)
      for (const id of ids) {
        const res = await call('POST', url, headers, { [field]: id });
        expect(res.statusCode, `${url} ${JSON.stringify(id)}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: ErrorCode.VALIDATION_ERROR });
        expect(res.json().errors).toHaveProperty(field);
      }
    // Well-shaped ids nobody issued are still Stripe's to answer: not found.
    expect(
      (await call('POST', '/api/stripe/verify-checkout-session', headers, { session_id: 'cs_test_nope' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/credits/transactions', () => {
  it("pages this user's ledger, newest first, and nobody else's", async () => {
    const alice = await buildSignedInUser(server.ctx);
    await buildSignedInUser(server.ctx);
    const page = (await call('GET', '/api/credits/transactions?page=1&pageSize=5', alice.headers)).json()
      .data;
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 1 });
    expect(page.transactions).toEqual([
      expect.objectContaining({ reason: 'signup_grant', delta: 10, balance_after: 10 }),
    ]);
    expect((await call('GET', '/api/credits/transactions?pageSize=500', alice.headers)).statusCode).toBe(400);
    expect(PLANS).toHaveLength(4);
  });
});
