/**
 * Every kind of object the sandbox answers has the top-level fields of Stripe's own sample of it
 * (fixtures/stripe-fixtures.json, from github.com/stripe/openapi): the same key set, the same
 * `object`. Read on the wire (raw JSON), as the SDK receives it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Driver, PREFIX, SECRET_KEY, startDriver } from './stripe-sandbox.driver.ts';

type Json = Record<string, unknown>;

const fixtures = (
  JSON.parse(readFileSync(new URL('./fixtures/stripe-fixtures.json', import.meta.url), 'utf8')) as {
    resources: Record<string, Json>;
  }
).resources;

/**
 * Where the fixtures and API version 2026-10-28.endive disagree, the version wins: invoices lost
 * their top-level `subscription` in 2025-03-31.basil (it moved to parent.subscription_details), and
 * the SDK's Invoice type for this version has no such field.
 */
const FIXTURE_ONLY: Record<string, string[]> = { invoice: ['subscription'] };

let driver: Driver;
const objects = new Map<string, Json>();

async function raw(path: string): Promise<Json> {
  const response = await fetch(`${driver.base}${PREFIX}/v1${path}`, {
    headers: { authorization: `Bearer ${SECRET_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const first = (list: Json) => (list.data as Json[])[0] as Json;

beforeAll(async () => {
  driver = await startDriver();
  const { customer, session } = await driver.subscribe('pro_monthly');
  const checkout = await raw(`/checkout/sessions/${session.id}?expand[0]=line_items`);
  const { line_items: lineItems, ...plainSession } = checkout;
  objects.set('checkout.session', plainSession);
  objects.set('item', first(lineItems as Json));
  objects.set('customer', await raw(`/customers/${customer.id}`));
  const price = first(await raw('/prices?lookup_keys[0]=pro_monthly'));
  objects.set('price', price);
  objects.set('product', await raw(`/products/${price.product}`));
  const subscription = await raw(`/subscriptions/${session.subscription}`);
  objects.set('subscription', subscription);
  objects.set('subscription_item', first(subscription.items as Json));
  const invoice = await raw(`/invoices/${session.invoice}`);
  objects.set('invoice', invoice);
  objects.set('line_item', first(invoice.lines as Json));
  const withPayments = await raw(`/invoices/${session.invoice}?expand[0]=payments`);
  const payment = first(withPayments.payments as Json);
  objects.set('invoice_payment', payment);
  const intentId = (payment.payment as Json).payment_intent as string;
  const intent = await raw(`/payment_intents/${intentId}`);
  objects.set('payment_intent', intent);
  objects.set('charge', await raw(`/charges/${intent.latest_charge}`));
  const refund = await driver.stripe.refunds.create({ payment_intent: intentId, amount: 100 });
  objects.set('refund', await raw(`/refunds/${refund.id}`));
  const dispute = await driver.helper(`/_sandbox/charges/${intent.latest_charge}/dispute`);
  objects.set('dispute', await raw(`/disputes/${dispute.body.id}`));
  const portal = await fetch(`${driver.base}${PREFIX}/v1/billing_portal/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer: customer.id, return_url: 'http://localhost:3000/' }).toString(),
  });
  objects.set('billing_portal.session', (await portal.json()) as Json);
  objects.set('event', first(await raw('/events?limit=1')));
  // What was delivered, byte for byte, has the event's shape too.
  const delivered = driver.received.at(-1);
  objects.set('event (delivered)', JSON.parse(delivered?.raw ?? '{}') as Json);
});

afterAll(async () => {
  await driver.close();
});

const kinds = Object.keys(fixtures).sort();

describe("the sandbox's objects against Stripe's fixtures", () => {
  it('covers every vendored fixture kind', () => {
    expect([...objects.keys()].filter((kind) => !kind.includes(' ')).sort()).toEqual(kinds);
  });

  it.each([...kinds, 'event (delivered)'])('%s has the fixture’s top-level keys', (kind) => {
    const fixtureKind = kind.split(' ')[0] ?? kind;
    const fixture = fixtures[fixtureKind] ?? {};
    const object = objects.get(kind) ?? {};
    const expected = Object.keys(fixture)
      .filter((key) => !(FIXTURE_ONLY[fixtureKind] ?? []).includes(key))
      .sort();
    expect(Object.keys(object).sort()).toEqual(expected);
    expect(object.object).toBe(fixture.object);
  });
});
