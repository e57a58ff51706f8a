/**
 * The Stripe sandbox driven as our server drives Stripe: through the real `stripe` SDK (23.1.0,
 * API 2026-10-28.endive) over HTTP, the hosted pages posted like a browser posts them, and every
 * webhook verified by the SDK's constructEvent. Business rules are checked on the objects the SDK
 * reads back and on the events, in order.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWithoutBody } from '../unread-body.driver.ts';
import { addInterval } from './stripe-billing.ts';
import {
  type Driver,
  formAction,
  PREFIX,
  SECRET_KEY,
  START,
  startDriver,
  WEBHOOK_SECRET,
} from './stripe-sandbox.driver.ts';
import { signatureHeader } from './stripe-webhooks.ts';

const drivers: Driver[] = [];
const directories: string[] = [];
afterEach(async () => {
  await Promise.all(drivers.splice(0).map((driver) => driver.close()));
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

async function start(
  overrides: Parameters<typeof startDriver>[0] = {},
  options: Parameters<typeof startDriver>[1] = {},
) {
  const driver = await startDriver(overrides, options);
  drivers.push(driver);
  return driver;
}

const MONTH_START = Math.floor(START / 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

describe('API plumbing', () => {
  it('refuses a missing or wrong key with 401 and Stripe’s error body', async () => {
    const driver = await start();
    const wrong = new Stripe('sk_test_wrong_key_123456', {
      host: '127.0.0.1',
      port: Number(new URL(driver.base).port),
      protocol: 'http',
      httpClient: (await import('./stripe-http-client.ts')).prefixedHttpClient(PREFIX),
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const anonymous = await fetch(`${driver.base}${PREFIX}/v1/customers`);
    expect(anonymous.status).toBe(401);
    const body = (await anonymous.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/You did not provide an API key/);
    const helper = await driver.helper('/_sandbox/clock/advance', { seconds: 60 }, 'sk_test_nope');
    expect(helper.status).toBe(401);
  });

  // Issue 17, finding 9: the key is checked before a form body (up to 1 MB) is read.
  it('refuses a request without a valid key before reading its body, and closes the connection', async () => {
    const driver = await start();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [path, headers] of [
      [`${PREFIX}/v1/customers`, form],
      [`${PREFIX}/v1/checkout/sessions`, { ...form, authorization: 'Bearer sk_test_wrong_key_123456' }],
      [`${PREFIX}/_sandbox/clock/advance`, { 'content-type': 'application/json' }],
    ] as const) {
      const answer = await answerWithoutBody(driver.base, {
        method: 'POST',
        path,
        headers,
        contentLength: 1024 * 1024,
      });
      expect(answer, path).not.toBe('no answer');
      if (answer === 'no answer') return;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { type: 'invalid_request_error' } });
      expect(answer.closed).toBe(true);
    }
    // With the key, the body is awaited (here it never comes).
    expect(
      await answerWithoutBody(
        driver.base,
        {
          method: 'POST',
          path: `${PREFIX}/v1/customers`,
          headers: { ...form, authorization: `Bearer ${SECRET_KEY}` },
          contentLength: 1024 * 1024,
        },
        500,
      ),
    ).toBe('no answer');
  });

  it('answers 404 resource_missing for unknown ids and 400 parameter_missing, as Stripe does', async () => {
    const driver = await start();
    await expect(driver.stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such customer: 'cus_missing'",
    });
    await expect(driver.stripe.paymentIntents.create({ currency: 'eur' } as never)).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'amount',
    });
    const unknown = await fetch(`${driver.base}${PREFIX}/v1/nothing`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/nothing\)/,
    );
  });

  it('creates one customer for one Idempotency-Key, replayed in sequence and at once', async () => {
    const driver = await start();
    const params = { email: 'ada@example.com', name: 'Ada Lovelace', metadata: { userId: 'u1' } };
    const first = await driver.stripe.customers.create(params, { idempotencyKey: 'customer:u1' });
    const again = await driver.stripe.customers.create(params, { idempotencyKey: 'customer:u1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.metadata).toEqual({ userId: 'u1' });

    const together = await Promise.all(
      Array.from({ length: 6 }, () =>
        driver.stripe.customers.create(
          { ...params, email: 'bob@example.com' },
          { idempotencyKey: 'customer:u2' },
        ),
      ),
    );
    expect(new Set(together.map((customer) => customer.id)).size).toBe(1);
    const bobs = await driver.stripe.customers.list({ email: 'bob@example.com' });
    expect(bobs.data).toHaveLength(1);
    const all = await driver.stripe.customers.list();
    expect(all.data).toHaveLength(2);
    expect(driver.types()).toEqual(['customer.created', 'customer.created']);

    await expect(
      driver.stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer:u1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('updates a customer (metadata merged, empty values unset) and lists by email', async () => {
    const driver = await start();
    const customer = await driver.stripe.customers.create({
      email: 'a@example.com',
      metadata: { a: '1', b: '2' },
    });
    const updated = await driver.stripe.customers.update(customer.id, {
      name: 'Ann',
      metadata: { a: '', c: '3' },
    });
    expect(updated.name).toBe('Ann');
    expect(updated.metadata).toEqual({ b: '2', c: '3' });
    expect((await driver.stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      name: 'Ann',
    });
    expect((await driver.stripe.customers.list({ email: 'nobody@example.com' })).data).toEqual([]);
    const updatedEvent = driver.received.at(-1)?.event;
    expect(updatedEvent?.type).toBe('customer.updated');
    expect(updatedEvent?.data.previous_attributes).toMatchObject({
      name: null,
      metadata: { a: '1', b: '2' },
    });
  });

  it('finds the seeded prices by lookup key, with their products expanded', async () => {
    const driver = await start();
    const found = await driver.stripe.prices.list({
      lookup_keys: ['pro_monthly', 'starter_annual'],
      active: true,
      expand: ['data.product'],
      limit: 100,
    });
    expect(found.data.map((price) => price.lookup_key).sort()).toEqual(['pro_monthly', 'starter_annual']);
    const pro = found.data.find((price) => price.lookup_key === 'pro_monthly');
    expect(pro).toMatchObject({
      object: 'price',
      unit_amount: 4900,
      currency: 'eur',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      metadata: { plan: 'pro' },
    });
    expect(pro?.product).toMatchObject({ object: 'product', name: 'Pro' });
    const plain = await driver.stripe.prices.retrieve(pro?.id ?? '');
    expect(typeof plain.product).toBe('string');
    expect((await driver.stripe.products.retrieve(plain.product as string)).name).toBe('Pro');
    // Monthly and annual prices of a plan share its product.
    const starter = await driver.stripe.prices.list({ lookup_keys: ['starter_monthly', 'starter_annual'] });
    expect(new Set(starter.data.map((price) => price.product)).size).toBe(1);
    await expect(
      driver.stripe.prices.list({ lookup_keys: ['pro_monthly'], expand: ['data.nickname'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'This property cannot be expanded (data.nickname).',
    });
  });

  it('pages lists with limit and starting_after (newest first), as the SDK auto-paginates', async () => {
    const driver = await start();
    for (let index = 0; index < 5; index += 1)
      await driver.stripe.customers.create({ email: `c${index}@example.com` });
    const page = await driver.stripe.customers.list({ limit: 2 });
    expect(page.data.map((customer) => customer.email)).toEqual(['c4@example.com', 'c3@example.com']);
    expect(page.has_more).toBe(true);
    const emails: string[] = [];
    for await (const customer of driver.stripe.customers.list({ limit: 2 }))
      emails.push(customer.email ?? '');
    expect(emails).toEqual([
      'c4@example.com',
      'c3@example.com',
      'c2@example.com',
      'c1@example.com',
      'c0@example.com',
    ]);
  });
});

describe('webhooks', () => {
  it('signs as Stripe: t=<real seconds>,v1=<HMAC-SHA256 of "t.body">, which the SDK accepts', async () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event' });
    const now = Math.floor(Date.now() / 1000);
    const header = signatureHeader(body, WEBHOOK_SECRET, now);
    const sdk = new Stripe('sk_test_x');
    expect(sdk.webhooks.constructEvent(body, header, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(() => sdk.webhooks.constructEvent(body, header, 'whsec_other')).toThrow();
    expect(() => sdk.webhooks.constructEvent(`${body} `, header, WEBHOOK_SECRET)).toThrow();
  });

  it('delivers with the real time in t even when the sandbox clock is a year ahead', async () => {
    const driver = await start({ now: () => Date.parse('2031-01-01T00:00:00Z') });
    await driver.advance(400 * 86_400);
    await driver.stripe.customers.create({ email: 'late@example.com' });
    expect(driver.rejected).toEqual([]);
    expect(driver.received).toHaveLength(1);
    const event = driver.received[0]?.event;
    expect(event).toMatchObject({
      object: 'event',
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      type: 'customer.created',
    });
    expect(event?.created).toBe(Math.floor(Date.parse('2031-01-01T00:00:00Z') / 1000) + 400 * 86_400);
    expect(event?.request?.id).toMatch(/^req_/);
  });

  it('records a failed delivery, retries it once a second later, and never fails the request', async () => {
    const driver = await start();
    driver.setReceiverStatus(500);
    const customer = await driver.stripe.customers.create({ email: 'x@example.com' });
    expect(customer.id).toMatch(/^cus_/);
    driver.setReceiverStatus(200);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(driver.types()).toEqual(['customer.created']);
    const deliveries = await fetch(`${driver.base}${PREFIX}/_sandbox/webhook-deliveries`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    const { data } = (await deliveries.json()) as { data: Array<{ attempt: number; status: number }> };
    expect(data.map((entry) => [entry.attempt, entry.status])).toEqual([
      [2, 200],
      [1, 500],
    ]);
  });

  it('resends an event with the same id and lists events newest first', async () => {
    const driver = await start();
    await driver.stripe.customers.create({ email: 'a@example.com' });
    await driver.stripe.customers.create({ email: 'b@example.com' });
    const events = await driver.stripe.events.list();
    expect(events.data.map((event) => (event.data.object as Stripe.Customer).email)).toEqual([
      'b@example.com',
      'a@example.com',
    ]);
    const first = events.data[1];
    const resent = await driver.helper(`/_sandbox/events/${first?.id}/resend`);
    expect(resent).toMatchObject({ status: 200, body: { id: first?.id, delivered: true } });
    expect(driver.received.map((entry) => entry.event.id)).toEqual([
      first?.id,
      events.data[0]?.id,
      first?.id,
    ]);
    expect((await driver.stripe.events.retrieve(first?.id ?? '')).type).toBe('customer.created');
  });
});

describe('Checkout, subscription mode', () => {
  it('pays through the hosted page: subscription, first invoice, events in order, redirect', async () => {
    const driver = await start();
    const customer = await driver.stripe.customers.create({ email: 'ada@example.com', name: 'Ada Lovelace' });
    const [price] = (await driver.stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data;
    const session = await driver.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'user-1',
      line_items: [{ price: price?.id ?? '', quantity: 1 }],
      metadata: { userId: 'user-1', planId: 'pro', billingCycle: 'monthly' },
      subscription_data: { metadata: { userId: 'user-1', planId: 'pro' } },
      success_url: 'http://localhost:3000/buy?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/buy?canceled=true',
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      subscription: null,
      invoice: null,
      amount_total: 4900,
      currency: 'eur',
    });
    expect(session.id).toMatch(/^cs_test_a1[0-9A-Za-z]{56}$/);
    expect(session.url).toBe(`http://localhost:3000${PREFIX}/checkout/${session.id}`);

    const { status, html } = await driver.page(session.url ?? '');
    expect(status).toBe(200);
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('Subscribe to Pro');
    expect(html).toContain('€49.00');
    expect(html).toContain('per month');
    driver.clear();

    const paid = await driver.post(formAction(html, 'Pay'), { card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/buy?success=true&session_id=${session.id}`,
    );
    expect(driver.types()).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    expect(driver.rejected).toEqual([]);

    const completed = await driver.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription', 'invoice', 'line_items'],
    });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(completed.line_items?.data[0]).toMatchObject({ object: 'item', quantity: 1, amount_total: 4900 });
    const subscription = completed.subscription as Stripe.Subscription;
    const item = subscription.items.data[0];
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      cancel_at_period_end: false,
      metadata: { userId: 'user-1', planId: 'pro' },
      latest_invoice: idOf(completed.invoice),
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(item?.id).toMatch(/^si_/);
    expect(item?.price).toMatchObject({ id: price?.id, lookup_key: 'pro_monthly' });
    expect(item?.current_period_start).toBe(MONTH_START);
    expect(item?.current_period_end).toBe(Date.parse('2026-04-02T09:00:00Z') / 1000);

    const invoice = await driver.stripe.invoices.retrieve(idOf(completed.invoice) ?? '', {
      expand: ['payments'],
    });
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_create',
      amount_due: 4900,
      amount_paid: 4900,
      amount_remaining: 0,
      currency: 'eur',
      customer: customer.id,
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscription.id,
          metadata: { userId: 'user-1', planId: 'pro' },
        },
      },
    });
    expect(invoice.number).toMatch(/^[0-9A-Z]{8}-0001$/);
    const line = invoice.lines.data[0];
    expect(line).toMatchObject({
      object: 'line_item',
      amount: 4900,
      pricing: { type: 'price_details', price_details: { price: price?.id, product: price?.product } },
      period: { start: MONTH_START, end: item?.current_period_end },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription_item: item?.id },
      },
    });
    const payment = invoice.payments?.data[0];
    expect(payment).toMatchObject({ object: 'invoice_payment', status: 'paid', amount_paid: 4900 });
    expect(payment?.payment.type).toBe('payment_intent');
    const intent = await driver.stripe.paymentIntents.retrieve(idOf(payment?.payment.payment_intent) ?? '', {
      expand: ['latest_charge'],
    });
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 4900,
      amount_received: 4900,
      customer: customer.id,
    });
    expect(intent.latest_charge).toMatchObject({
      object: 'charge',
      paid: true,
      amount: 4900,
      payment_intent: intent.id,
    });

    // The events carry the objects as they were; the invoice event names its subscription.
    const invoicePaid = driver.received[1]?.event.data.object as Stripe.Invoice;
    expect(invoicePaid.parent?.subscription_details?.subscription).toBe(subscription.id);
    const sessionEvent = driver.received[3]?.event.data.object as Stripe.Checkout.Session;
    expect(sessionEvent).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      client_reference_id: 'user-1',
    });

    // The finished session's page says so and offers no Pay.
    const after = await driver.page(session.url ?? '');
    expect(after.html).toContain('This checkout is complete');
    expect(after.html).not.toContain('>Pay</button>');
    const listed = await driver.stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((entry) => entry.id)).toEqual([subscription.id]);
    const invoices = await driver.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((entry) => entry.id)).toEqual([invoice.id]);
  });

  it('shows a declined card and an incorrect number on the page, creating nothing', async () => {
    const driver = await start();
    const customer = await driver.stripe.customers.create({ email: 'd@example.com' });
    const [price] = (await driver.stripe.prices.list({ lookup_keys: ['starter_monthly'] })).data;
    const session = await driver.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price?.id ?? '', quantity: 1 }],
      success_url: 'http://localhost:3000/ok',
    });
    driver.clear();
    const declined = await driver.pay(session, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('role="alert">Your card was declined.</p>');
    expect(declinedHtml).toContain('aria-invalid="true"');
    const wrong = await driver.pay(session, '1234 5678 9012 3456');
    expect(await wrong.text()).toContain('role="alert">Your card number is incorrect.</p>');
    // Attaches but cannot be charged: Checkout charges at once, so it is declined too.
    expect(await (await driver.pay(session, '4000000000000341')).text()).toContain('Your card was declined.');

    expect(driver.received).toEqual([]);
    expect((await driver.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual(
      [],
    );
    expect((await driver.stripe.invoices.list({ customer: customer.id })).data).toEqual([]);
    expect(await driver.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    // The page has no cancel button without a cancel_url; a session without it still pays later.
    expect((await driver.pay(session)).status).toBe(303);
  });

  it('goes back to cancel_url on Cancel, the session staying open', async () => {
    const driver = await start();
    const [price] = (await driver.stripe.prices.list({ lookup_keys: ['starter_monthly'] })).data;
    const session = await driver.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'new@example.com',
      line_items: [{ price: price?.id ?? '', quantity: 1 }],
      success_url: 'http://localhost:3000/ok',
      cancel_url: 'http://localhost:3000/buy?canceled=true',
    });
    const { html } = await driver.page(session.url ?? '');
    const canceled = await driver.post(formAction(html, 'Cancel'), {});
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe('http://localhost:3000/buy?canceled=true');
    expect((await driver.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(driver.received).toEqual([]);
    // Without a customer, Checkout makes one from customer_email when paying.
    await driver.pay(session);
    const paid = await driver.stripe.checkout.sessions.retrieve(session.id);
    const customer = (await driver.stripe.customers.retrieve(idOf(paid.customer) ?? '')) as Stripe.Customer;
    expect(customer.email).toBe('new@example.com');
  });

  it('expires open sessions after 24 hours on the clock; an expired page offers no Pay', async () => {
    const driver = await start();
    const [price] = (await driver.stripe.prices.list({ lookup_keys: ['starter_monthly'] })).data;
    const session = await driver.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price?.id ?? '', quantity: 1 }],
      success_url: 'http://localhost:3000/ok',
    });
    await driver.advance(25 * 3600);
    expect(driver.types()).toEqual(['checkout.session.expired']);
    expect((await driver.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const { html } = await driver.page(session.url ?? '');
    expect(html).toContain('This checkout has expired');
    expect(html).not.toContain('>Pay</button>');
  });

  it('completes unpaid with the bank-transfer card, then settles at the next clock advance', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly', '4000 0025 0000 3155');
    expect(session).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(driver.types()).toEqual([
      'customer.created',
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    expect(driver.received[2]?.event.data.object).toMatchObject({ payment_status: 'unpaid' });
    const open = await driver.stripe.invoices.retrieve(idOf(session.invoice) ?? '');
    expect(open.status).toBe('open');
    driver.clear();

    await driver.advance(3600);
    expect(driver.types()).toEqual([
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(await driver.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      payment_status: 'paid',
    });
    expect(await driver.stripe.invoices.retrieve(idOf(session.invoice) ?? '')).toMatchObject({
      status: 'paid',
      amount_paid: 1900,
    });
  });
});

describe('Checkout, payment mode', () => {
  it('pays a one-time amount (price_data) into a succeeded PaymentIntent with its metadata', async () => {
    const driver = await start();
    const customer = await driver.stripe.customers.create({ email: 'p@example.com' });
    const session = await driver.stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [
        { price_data: { currency: 'eur', unit_amount: 2900, product_data: { name: 'Top-up' } }, quantity: 1 },
      ],
      payment_intent_data: { metadata: { kind: 'top_up', userId: 'u9' } },
      success_url: 'http://localhost:3000/ok?session={CHECKOUT_SESSION_ID}',
    });
    const { html } = await driver.page(session.url ?? '');
    expect(html).toContain('Pay Affiliate Autopilot');
    expect(html).toContain('€29.00');
    expect(html).not.toContain('per month');
    driver.clear();
    const paid = await driver.pay(session);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/ok?session=${session.id}`);
    expect(driver.types()).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    const completed = await driver.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      subscription: null,
      invoice: null,
    });
    expect(completed.payment_intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2900,
      metadata: { kind: 'top_up', userId: 'u9' },
    });
    await expect(
      driver.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            price: (await driver.stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data[0]?.id,
            quantity: 1,
          },
        ],
        success_url: 'http://localhost:3000/ok',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
  });

  it('completes unpaid with the bank-transfer card and settles with async_payment_succeeded', async () => {
    const driver = await start();
    const session = await driver.stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: 'slow@example.com',
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Credits' } },
          quantity: 2,
        },
      ],
      success_url: 'http://localhost:3000/ok',
    });
    await driver.pay(session, '4000002500003155');
    expect(driver.types()).toEqual(['customer.created', 'checkout.session.completed']);
    const intentId = idOf((await driver.stripe.checkout.sessions.retrieve(session.id)).payment_intent) ?? '';
    expect((await driver.stripe.paymentIntents.retrieve(intentId)).status).toBe('processing');
    await driver.advance(60);
    expect(driver.types()).toEqual([
      'customer.created',
      'checkout.session.completed',
      'payment_intent.succeeded',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(await driver.stripe.paymentIntents.retrieve(intentId)).toMatchObject({
      status: 'succeeded',
      amount: 3000,
    });
  });
});

describe('PaymentIntents', () => {
  async function newIntent(driver: Driver) {
    const customer = await driver.stripe.customers.create({ email: 'pi@example.com' });
    return driver.stripe.paymentIntents.create({
      amount: 4900,
      currency: 'eur',
      customer: customer.id,
      automatic_payment_methods: { enabled: true },
      description: 'Pro: 500 credits',
      metadata: { kind: 'top_up', userId: 'u1' },
    });
  }

  it('creates with a client secret and confirms with pm_card_visa into a charge', async () => {
    const driver = await start();
    const intent = await newIntent(driver);
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 4900,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
      metadata: { kind: 'top_up', userId: 'u1' },
      latest_charge: null,
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[0-9A-Za-z]{25}$`));
    driver.clear();
    const confirmed = await driver.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 4900 });
    expect(confirmed.payment_method).toMatch(/^pm_/);
    const charge = await driver.stripe.charges.retrieve(idOf(confirmed.latest_charge) ?? '');
    expect(charge).toMatchObject({
      amount: 4900,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      payment_intent: intent.id,
      customer: intent.customer,
    });
    expect(driver.types()).toEqual(['payment_intent.succeeded']);
    await expect(
      driver.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('declines pm_card_chargeDeclined with a 402 card_error and last_payment_error', async () => {
    const driver = await start();
    const intent = await newIntent(driver);
    driver.clear();
    await expect(
      driver.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const after = await driver.stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({ code: 'card_declined', type: 'card_error' });
    expect(driver.types()).toEqual(['payment_intent.payment_failed']);
    // It can be confirmed again with a good card.
    expect(
      (await driver.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).status,
    ).toBe('succeeded');
  });

  it('keeps pm_card_visa_async processing until the clock moves', async () => {
    const driver = await start();
    const intent = await newIntent(driver);
    driver.clear();
    const processing = await driver.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa_async',
    });
    expect(processing).toMatchObject({ status: 'processing', latest_charge: null });
    expect((await driver.stripe.paymentIntents.retrieve(intent.id)).status).toBe('processing');
    await driver.advance(60);
    expect(await driver.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 4900,
    });
    expect(driver.types()).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
  });
});

describe('the clock and renewals', () => {
  it('reads and advances the clock; advancing needs the key and a positive integer', async () => {
    const driver = await start();
    expect(await driver.clockNow()).toBe(MONTH_START);
    expect(await driver.advance(90)).toBe(MONTH_START + 90);
    expect((await driver.helper('/_sandbox/clock/advance', { seconds: -5 })).status).toBe(400);
    expect((await driver.helper('/_sandbox/clock/advance', { seconds: 1.5 })).status).toBe(400);
  });

  it('renews a monthly price every month: 12 advances of a month, 12 cycle invoices', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly');
    const subscriptionId = idOf(session.subscription) ?? '';
    driver.clear();
    await driver.advanceMonths(12);
    const invoices = await driver.stripe.invoices.list({ subscription: subscriptionId, limit: 100 });
    const cycles = invoices.data.filter((invoice) => invoice.billing_reason === 'subscription_cycle');
    expect(cycles).toHaveLength(12);
    expect(cycles.every((invoice) => invoice.status === 'paid' && invoice.amount_paid === 1900)).toBe(true);
    expect(driver.types()).toEqual(
      Array.from({ length: 12 }, () => [
        'invoice.paid',
        'invoice.payment_succeeded',
        'customer.subscription.updated',
      ]).flat(),
    );
    const subscription = await driver.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    expect(item?.current_period_start).toBe(addInterval(MONTH_START, 'month', 12));
    expect(item?.current_period_end).toBe(addInterval(MONTH_START, 'month', 13));
    // Each renewal's line covers the new period; the invoice's own period is the one that ended.
    const oldest = cycles.at(-1);
    expect(oldest?.lines.data[0]?.period).toEqual({
      start: addInterval(MONTH_START, 'month', 1),
      end: addInterval(MONTH_START, 'month', 2),
    });
    expect([oldest?.period_start, oldest?.period_end]).toEqual([
      MONTH_START,
      addInterval(MONTH_START, 'month', 1),
    ]);
    const updated = driver.received[2]?.event;
    expect(updated?.data.previous_attributes).toHaveProperty('items');
    expect(await driver.clockNow()).toBe(addInterval(MONTH_START, 'month', 12));
  });

  it('does not invoice an annual price month by month until the year has passed', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('pro_annual');
    const subscriptionId = idOf(session.subscription) ?? '';
    driver.clear();
    for (let month = 1; month <= 11; month += 1) {
      await driver.advanceMonths(1);
      expect(driver.received).toEqual([]);
    }
    expect((await driver.stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);
    await driver.advanceMonths(1);
    expect(driver.types()).toEqual([
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    const invoices = (await driver.stripe.invoices.list({ subscription: subscriptionId })).data;
    expect(invoices.map((invoice) => invoice.billing_reason)).toEqual([
      'subscription_cycle',
      'subscription_create',
    ]);
    expect(invoices[0]?.amount_paid).toBe(47_040);
    const item = (await driver.stripe.subscriptions.retrieve(subscriptionId)).items.data[0];
    expect(item?.current_period_end).toBe(addInterval(MONTH_START, 'year', 2));
  });

  it('crosses several boundaries in one advance, in order', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly');
    driver.clear();
    await driver.advance(95 * 86_400);
    const created = driver.received
      .filter((entry) => entry.event.type === 'invoice.paid')
      .map((entry) => entry.event.created);
    expect(created).toEqual([1, 2, 3].map((count) => addInterval(MONTH_START, 'month', count)));
    const invoices = await driver.stripe.invoices.list({ subscription: idOf(session.subscription) ?? '' });
    expect(invoices.data).toHaveLength(4);
  });

  it('ends a subscription canceled at period end at that end, with no invoice after', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly');
    const subscriptionId = idOf(session.subscription) ?? '';
    driver.clear();
    const canceling = await driver.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
    });
    const periodEnd = canceling.items.data[0]?.current_period_end ?? 0;
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd, status: 'active' });
    expect(driver.types()).toEqual(['customer.subscription.updated']);
    expect(driver.received[0]?.event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    await driver.advanceMonths(3);
    expect(driver.types()).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect(driver.received[1]?.event.created).toBe(periodEnd);
    const ended = await driver.stripe.subscriptions.retrieve(subscriptionId);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodEnd });
    expect((await driver.stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);
    expect((await driver.stripe.subscriptions.list({ customer: idOf(ended.customer) ?? '' })).data).toEqual(
      [],
    );
  });

  it('cancels at once with DELETE', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly');
    driver.clear();
    const canceled = await driver.stripe.subscriptions.cancel(idOf(session.subscription) ?? '');
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: MONTH_START, canceled_at: MONTH_START });
    expect(driver.types()).toEqual(['customer.subscription.deleted']);
    await driver.advanceMonths(2);
    expect(driver.types()).toEqual(['customer.subscription.deleted']);
  });

  it('fails a renewal on a card that cannot be charged: open invoice, past_due', async () => {
    const driver = await start();
    const { session, customer } = await driver.subscribe('starter_monthly');
    const card = await driver.helper(`/_sandbox/customers/${customer.id}/card`, {
      number: '4000 0000 0000 0341',
    });
    expect(card).toMatchObject({ status: 200, body: { last4: '0341' } });
    expect(
      (await driver.helper(`/_sandbox/customers/${customer.id}/card`, { number: '4000000000000002' })).status,
    ).toBe(402);
    driver.clear();
    await driver.advanceMonths(1);
    expect(driver.types()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const failed = driver.received[0]?.event.data.object as Stripe.Invoice;
    expect(failed).toMatchObject({
      status: 'open',
      billing_reason: 'subscription_cycle',
      amount_paid: 0,
      amount_due: 1900,
      attempted: true,
    });
    expect(failed.parent?.subscription_details?.subscription).toBe(idOf(session.subscription));
    const subscription = await driver.stripe.subscriptions.retrieve(idOf(session.subscription) ?? '');
    expect(subscription.status).toBe('past_due');
    expect(driver.received[1]?.event.data.previous_attributes).toMatchObject({ status: 'active' });
  });
});

describe('Customer Portal', () => {
  async function portal(driver: Driver, customer: string) {
    const session = await driver.stripe.billingPortal.sessions.create({
      customer,
      return_url: 'http://localhost:3000/dashboard/profile',
    });
    expect(session).toMatchObject({
      object: 'billing_portal.session',
      customer,
      return_url: 'http://localhost:3000/dashboard/profile',
      url: `http://localhost:3000${PREFIX}/portal/${session.id}`,
    });
    expect(session.id).toMatch(/^bps_/);
    return session;
  }

  it('shows the plan, card and invoices; cancels and renews the plan', async () => {
    const driver = await start();
    const { customer, session } = await driver.subscribe('starter_monthly');
    const subscriptionId = idOf(session.subscription) ?? '';
    const { url } = await portal(driver, customer.id);
    const first = await driver.page(url);
    expect(first.status).toBe(200);
    expect(first.html).toContain('<strong>Starter</strong> · €19.00 per month');
    expect(first.html).toContain('Status: Active');
    expect(first.html).toContain('Renews on April 2, 2026');
    expect(first.html).toContain('Visa •••• 4242');
    expect(first.html).toMatch(/-0001<\/td><td>March 2, 2026<\/td><td>€19\.00<\/td><td>Paid<\/td>/);
    expect(first.html).toContain(
      '<a href="http://localhost:3000/dashboard/profile">Return to Affiliate Autopilot</a>',
    );
    driver.clear();

    const canceled = await driver.post(formAction(first.html, 'Cancel plan'), {});
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toMatch(new RegExp(`/portal/${await portalId(url)}\\?`));
    expect((await driver.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    expect(driver.types()).toEqual(['customer.subscription.updated']);
    const second = await driver.page(canceled.headers.get('location') ?? '');
    expect(second.html).toContain('Cancels on April 2, 2026');

    await driver.post(formAction(second.html, 'Renew plan'), {});
    expect((await driver.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
    expect(driver.types()).toEqual(['customer.subscription.updated', 'customer.subscription.updated']);
  });

  async function portalId(url: string) {
    return new URL(url).pathname.split('/').at(-1);
  }

  it('switches up with an immediate prorated invoice; down credits the unused time to the balance, which pays the next invoices', async () => {
    const driver = await start();
    const { customer, session } = await driver.subscribe('starter_monthly');
    const subscriptionId = idOf(session.subscription) ?? '';
    const prices = await driver.stripe.prices.list({ lookup_keys: ['starter_monthly', 'pro_monthly'] });
    const starter = prices.data.find((price) => price.lookup_key === 'starter_monthly');
    const pro = prices.data.find((price) => price.lookup_key === 'pro_monthly');
    // Ten days into the 31-day period: 21/31 of it remains.
    await driver.advance(10 * 86_400);
    const { url, configuration } = await portal(driver, customer.id);
    // A new account's default configuration: every change at once, always invoiced.
    const defaults = await driver.stripe.billingPortal.configurations.retrieve(configuration as string);
    expect(defaults).toMatchObject({
      is_default: true,
      features: {
        subscription_update: {
          proration_behavior: 'always_invoice',
          schedule_at_period_end: { conditions: [] },
        },
      },
    });
    const { html } = await driver.page(url);
    expect(html).toContain('<label for="price-');
    expect(html).toContain(`<option value="${pro?.id}">Pro · €49.00 per month</option>`);
    expect(html).not.toContain('per year</option>');
    driver.clear();

    const up = await driver.post(formAction(html, 'Switch plan'), { price: pro?.id ?? '' });
    expect(up.status).toBe(303);
    expect(driver.types()).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const subscription = await driver.stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.items.data[0]?.price.id).toBe(pro?.id);
    const invoice = (await driver.stripe.invoices.list({ subscription: subscriptionId })).data[0];
    const fraction = 21 / 31;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      amount_paid: Math.round((4900 - 1900) * fraction),
    });
    const [credit, debit] = invoice?.lines.data ?? [];
    expect(credit?.amount).toBeLessThan(0);
    expect(credit?.pricing?.price_details?.price).toBe(starter?.id);
    expect(debit?.amount).toBe(Math.round(4900 * fraction));
    expect(debit?.pricing?.price_details?.price).toBe(pro?.id);
    expect((credit?.amount ?? 0) + (debit?.amount ?? 0)).toBe(invoice?.amount_paid);
    expect(credit?.parent?.subscription_item_details?.proration).toBe(true);
    // The period does not move.
    expect(subscription.items.data[0]?.current_period_end).toBe(addInterval(MONTH_START, 'month', 1));

    // Back down at once: the unused time of Pro, less the rest of the period on Starter, is credited.
    driver.clear();
    const page = await driver.page(url);
    await driver.post(formAction(page.html, 'Switch plan'), { price: starter?.id ?? '' });
    expect(driver.types()).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const downgrade = (await driver.stripe.invoices.list({ subscription: subscriptionId })).data[0];
    const credited = -Math.round((4900 - 1900) * fraction);
    expect(downgrade).toMatchObject({
      billing_reason: 'subscription_update',
      status: 'paid',
      total: credited,
      amount_due: 0,
      amount_paid: 0,
      starting_balance: 0,
      ending_balance: credited,
    });
    expect((await driver.stripe.customers.retrieve(customer.id)) as { balance: number }).toMatchObject({
      balance: credited,
    });
    // Up again: the credit balance pays for it, the card is not charged.
    driver.clear();
    await driver.post(formAction((await driver.page(url)).html, 'Switch plan'), { price: pro?.id ?? '' });
    const paidByBalance = (await driver.stripe.invoices.list({ subscription: subscriptionId })).data[0];
    expect(paidByBalance).toMatchObject({
      status: 'paid',
      total: -credited,
      amount_due: 0,
      amount_paid: 0,
      starting_balance: credited,
      ending_balance: 0,
    });
    expect(paidByBalance?.payments?.data ?? []).toHaveLength(0);
    expect((await driver.stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(4);
  });

  it('a configuration that schedules cheaper plans: the downgrade waits for the period end, nothing is credited', async () => {
    const driver = await start();
    const { customer, session } = await driver.subscribe('pro_monthly');
    const subscriptionId = idOf(session.subscription) ?? '';
    const [starter] = (await driver.stripe.prices.list({ lookup_keys: ['starter_monthly'] })).data;
    const configuration = await driver.stripe.billingPortal.configurations.create({
      features: {
        subscription_update: {
          enabled: true,
          default_allowed_updates: ['price'],
          proration_behavior: 'always_invoice',
          schedule_at_period_end: { conditions: [{ type: 'decreasing_item_amount' }] },
        },
      },
      metadata: { app: 'test' },
    });
    expect(configuration).toMatchObject({ is_default: false, metadata: { app: 'test' } });
    const listed = await driver.stripe.billingPortal.configurations.list({ active: true });
    expect(listed.data.map((entry) => entry.id)).toContain(configuration.id);
    await driver.advance(10 * 86_400);
    // Made when the customer opens billing: a session lives minutes, not the ten days before.
    const portalSession = await driver.stripe.billingPortal.sessions.create({
      customer: customer.id,
      configuration: configuration.id,
    });
    expect(portalSession.configuration).toBe(configuration.id);
    driver.clear();
    const switched = await driver.post(
      formAction((await driver.page(portalSession.url)).html, 'Switch plan'),
      {
        price: starter?.id ?? '',
      },
    );
    expect(switched.headers.get('location')).toContain('notice=scheduled');
    expect(driver.types()).toEqual(['customer.subscription.updated']);
    const waiting = await driver.stripe.subscriptions.retrieve(subscriptionId);
    expect(waiting.items.data[0]?.price.lookup_key).toBe('pro_monthly');
    expect(waiting.schedule).toMatch(/^sub_sched_/);
    expect((await driver.page(portalSession.url)).html).toContain('Changes to Starter on');
    expect((await driver.stripe.invoices.list({ subscription: subscriptionId })).data).toHaveLength(1);

    driver.clear();
    await driver.advanceMonths(1);
    const renewed = await driver.stripe.subscriptions.retrieve(subscriptionId);
    expect(renewed.items.data[0]?.price.lookup_key).toBe('starter_monthly');
    expect(renewed.schedule).toBeNull();
    const [cycle] = (await driver.stripe.invoices.list({ subscription: subscriptionId })).data;
    expect(cycle).toMatchObject({ billing_reason: 'subscription_cycle', amount_paid: 1900 });
  });

  it('create_prorations puts the proration on the next invoice', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly');
    const subscription = await driver.stripe.subscriptions.retrieve(idOf(session.subscription) ?? '');
    const [pro] = (await driver.stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data;
    await driver.advance(10 * 86_400);
    driver.clear();
    await driver.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, price: pro?.id }],
      proration_behavior: 'create_prorations',
    });
    expect(driver.types()).toEqual(['customer.subscription.updated']);
    await driver.advanceMonths(1);
    const [cycle] = (await driver.stripe.invoices.list({ subscription: subscription.id })).data;
    const fraction = 21 / 31;
    expect(cycle?.billing_reason).toBe('subscription_cycle');
    expect(
      cycle?.lines.data.map((line) => [line.amount, line.parent?.subscription_item_details?.proration]),
    ).toEqual([
      [Math.round((4900 - 1900) * fraction) - Math.round(4900 * fraction), true],
      [Math.round(4900 * fraction), true],
      [4900, false],
    ]);
    expect(cycle?.amount_paid).toBe(4900 + Math.round((4900 - 1900) * fraction));
  });

  it('switches plan through the API with items[0][id] and items[0][price]', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly');
    const subscription = await driver.stripe.subscriptions.retrieve(idOf(session.subscription) ?? '');
    const [pro] = (await driver.stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data;
    const [annual] = (await driver.stripe.prices.list({ lookup_keys: ['pro_annual'] })).data;
    driver.clear();
    const updated = await driver.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]?.id, price: pro?.id }],
      proration_behavior: 'always_invoice',
    });
    expect(updated.items.data[0]).toMatchObject({
      id: subscription.items.data[0]?.id,
      price: { id: pro?.id },
    });
    expect(driver.types()).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    await expect(
      driver.stripe.subscriptions.update(subscription.id, {
        items: [{ id: subscription.items.data[0]?.id, price: annual?.id }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'items[0][price]' });
  });

  it('updates the card: a declined or wrong number is refused, 0341 attaches and later fails', async () => {
    const driver = await start();
    const { customer, session } = await driver.subscribe('starter_monthly');
    const { url } = await portal(driver, customer.id);
    const { html } = await driver.page(url);
    const action = formAction(html, 'Update card');
    const declined = await driver.post(action, { card_number: '4000 0000 0000 0002' });
    const declinedPage = await driver.page(declined.headers.get('location') ?? '');
    expect(declinedPage.html).toContain('role="alert">Your card was declined.</p>');
    const wrong = await driver.post(action, { card_number: '4242 4242 4242 4241' });
    expect((await driver.page(wrong.headers.get('location') ?? '')).html).toContain(
      'Your card number is incorrect.',
    );

    await driver.post(action, { card_number: '4000 0000 0000 0341' });
    expect((await driver.page(url)).html).toContain('Visa •••• 0341');
    driver.clear();
    await driver.advanceMonths(1);
    expect(driver.types()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect((await driver.stripe.subscriptions.retrieve(idOf(session.subscription) ?? '')).status).toBe(
      'past_due',
    );
    // A month later the first session has long expired: billing is opened again.
    const pastDue = await driver.page((await portal(driver, customer.id)).url);
    expect(pastDue.html).toContain('Status: Past due');
    expect(pastDue.html).toContain('<td>Open</td>');
  });

  it('answers 404 for an unknown portal session or another customer’s subscription', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('starter_monthly');
    const stranger = await driver.stripe.customers.create({ email: 'stranger@example.com' });
    const { url } = await portal(driver, stranger.id);
    expect((await driver.page(`${url}x`)).status).toBe(404);
    const attempt = await driver.post(`${url}/subscriptions/${idOf(session.subscription)}/cancel`, {});
    expect(attempt.status).toBe(404);
    expect(
      (await driver.stripe.subscriptions.retrieve(idOf(session.subscription) ?? '')).cancel_at_period_end,
    ).toBe(false);
    expect((await driver.page(url)).html).toContain('No subscription yet.');
  });
});

describe('Customer Portal sessions expire and stay out of the logs (issue 26 #8)', () => {
  const portal = (driver: Driver, customer: string) =>
    driver.stripe.billingPortal.sessions.create({
      customer,
      return_url: 'http://localhost:3000/dashboard/profile',
    });

  it('lives 5 minutes until it is first opened, then an hour from that opening; expired, it changes nothing', async () => {
    const driver = await start();
    const { customer, session } = await driver.subscribe('starter_monthly');
    const subscriptionId = idOf(session.subscription) ?? '';

    const unopened = await portal(driver, customer.id);
    await driver.advance(5 * 60);
    const late = await driver.page(unopened.url);
    expect(late.status).toBe(410);
    expect(late.html).toContain('This billing portal session has expired');
    expect(late.html).toContain(
      '<a href="http://localhost:3000/dashboard/profile">Return to Affiliate Autopilot</a>',
    );
    const refused = await driver.post(`${unopened.url}/subscriptions/${subscriptionId}/cancel`, {});
    expect(refused.status).toBe(410);
    expect((await driver.post(`${unopened.url}/card`, { card_number: '4000 0000 0000 0341' })).status).toBe(
      410,
    );
    const untouched = await driver.stripe.subscriptions.retrieve(subscriptionId);
    expect(untouched.cancel_at_period_end).toBe(false);

    const opened = await portal(driver, customer.id);
    await driver.advance(4 * 60);
    expect((await driver.page(opened.url)).status).toBe(200);
    // An hour from the first opening, not from its creation, whatever is done in between.
    await driver.advance(59 * 60);
    const first = await driver.page(opened.url);
    expect(first.status).toBe(200);
    expect((await driver.post(formAction(first.html, 'Cancel plan'), {})).status).toBe(303);
    await driver.advance(60);
    expect((await driver.page(opened.url)).status).toBe(410);
    expect((await driver.post(`${opened.url}/subscriptions/${subscriptionId}/renew`, {})).status).toBe(410);
    expect((await driver.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);

    // Expired sessions are dropped when the next one is made: their links are then unknown.
    const fresh = await portal(driver, customer.id);
    expect((await driver.page(unopened.url)).status).toBe(404);
    expect((await driver.page(opened.url)).status).toBe(404);
    expect((await driver.page(fresh.url)).status).toBe(200);
  });

  it('logs a portal session id by its first characters only', async () => {
    const lines: string[] = [];
    const driver = await start({}, { logLine: (line) => lines.push(line) });
    const customer = await driver.stripe.customers.create({ email: 'ada@example.com' });
    const { id, url } = await portal(driver, customer.id);
    const { html } = await driver.page(url);
    const updated = await driver.post(formAction(html, 'Update card'), {
      card_number: '4242 4242 4242 4242',
    });
    await driver.page(updated.headers.get('location') ?? '');
    const log = lines.join('');
    expect(log).toContain(`/portal/${id.slice(0, 8)}…/card`);
    expect(log.match(new RegExp(`/portal/${id.slice(0, 8)}…`, 'g'))).toHaveLength(3);
    expect(log).not.toContain(id.slice(0, 9));
  });
});

describe('refunds and disputes', () => {
  it('refunds a payment: refund object, charge updated, refund.created then charge.refunded', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('pro_monthly');
    const invoice = await driver.stripe.invoices.retrieve(idOf(session.invoice) ?? '', {
      expand: ['payments'],
    });
    const intentId = idOf(invoice.payments?.data[0]?.payment.payment_intent) ?? '';
    driver.clear();
    const partial = await driver.stripe.refunds.create({ payment_intent: intentId, amount: 1000 });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 1000,
      status: 'succeeded',
      payment_intent: intentId,
    });
    expect(partial.id).toMatch(/^re_/);
    expect(driver.types()).toEqual(['refund.created', 'charge.refunded']);
    const refundedCharge = driver.received[1]?.event.data.object as Stripe.Charge;
    expect(refundedCharge).toMatchObject({
      payment_intent: intentId,
      amount: 4900,
      amount_refunded: 1000,
      refunded: false,
    });

    const rest = await driver.stripe.refunds.create({ charge: idOf(partial.charge) ?? '' });
    expect(rest.amount).toBe(3900);
    const charge = await driver.stripe.charges.retrieve(idOf(partial.charge) ?? '');
    expect(charge).toMatchObject({ amount_refunded: 4900, refunded: true });
    await expect(driver.stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
  });

  it('opens a dispute on a charge through the helper', async () => {
    const driver = await start();
    const { session } = await driver.subscribe('pro_monthly');
    const invoice = await driver.stripe.invoices.retrieve(idOf(session.invoice) ?? '', {
      expand: ['payments.data.payment.payment_intent'],
    });
    const intent = invoice.payments?.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    const chargeId = idOf(intent.latest_charge) ?? '';
    driver.clear();
    const dispute = await driver.helper(`/_sandbox/charges/${chargeId}/dispute`);
    expect(dispute.status).toBe(200);
    expect(driver.types()).toEqual(['charge.dispute.created']);
    expect(driver.received[0]?.event.data.object).toMatchObject({
      object: 'dispute',
      charge: chargeId,
      payment_intent: intent.id,
      amount: 4900,
      status: 'needs_response',
      reason: 'fraudulent',
    });
    expect(String(dispute.body.id)).toMatch(/^dp_/);
    expect((await driver.stripe.charges.retrieve(chargeId)).disputed).toBe(true);
    expect((await driver.helper(`/_sandbox/charges/${chargeId}/dispute`)).status).toBe(400);
  });
});

describe('persistence', () => {
  it('keeps customers, subscriptions, the clock and the seeded prices across a restart', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'stripe-sandbox-'));
    directories.push(directory);
    const dataFile = path.join(directory, 'stripe.json');
    const first = await start({ dataFile });
    const { customer, session } = await first.subscribe('starter_monthly');
    await first.advance(3600);
    const [price] = (await first.stripe.prices.list({ lookup_keys: ['starter_monthly'] })).data;
    await first.close();
    drivers.splice(drivers.indexOf(first), 1);
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).version).toBe(1);

    const second = await start({ dataFile });
    expect(((await second.stripe.customers.retrieve(customer.id)) as Stripe.Customer).email).toBe(
      'ada@example.com',
    );
    expect((await second.stripe.subscriptions.retrieve(idOf(session.subscription) ?? '')).status).toBe(
      'active',
    );
    expect(await second.clockNow()).toBe(MONTH_START + 3600);
    const [again] = (await second.stripe.prices.list({ lookup_keys: ['starter_monthly'] })).data;
    expect(again?.id).toBe(price?.id);
    expect((await second.stripe.prices.list({ limit: 100 })).data).toHaveLength(4);
    // The renewal still happens on the restored clock.
    await second.advanceMonths(1);
    expect(second.types()).toContain('invoice.paid');
  });
});
