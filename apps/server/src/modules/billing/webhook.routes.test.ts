import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@aa/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '../../db/schema/index.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { processEvent } from './stripe-events.ts';

const server = setupTestServer({}, { workers: false });

function secret(): string {
  const stripe = server.runtime.sandboxes.stripe;
  if (!stripe) throw new Error('the Stripe sandbox is off');
  return stripe.webhookSecret;
}

function event(type = 'customer.created', id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `cus_${id.slice(4, 18)}`, object: 'customer' } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

function signed(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret(),
    timestamp: options.timestamp,
  });
}

function post(payload: string, signature?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

async function stored(id: string) {
  return server.ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
}

describe('POST /api/stripe/webhook', () => {
  it('stores a correctly signed event once, however often and however concurrently it comes', async () => {
    const payload = event();
    const { id } = JSON.parse(payload) as { id: string };
    const first = await post(payload, signed(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    for (let i = 0; i < 19; i += 1) {
      const again = await post(payload, signed(payload));
      expect(again.json()).toEqual({ received: true, duplicate: true });
    }
    const burst = await Promise.all(Array.from({ length: 20 }, () => post(payload, signed(payload))));
    expect(burst.every((res) => res.statusCode === 200)).toBe(true);
    expect(await stored(id)).toHaveLength(1);
    const concurrent = event();
    const { id: concurrentId } = JSON.parse(concurrent) as { id: string };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(concurrent, signed(concurrent))));
    expect(answers.filter((res) => res.json().duplicate === false)).toHaveLength(1);
    expect(await stored(concurrentId)).toHaveLength(1);
  });

  it('refuses a bad signature, another secret, a stale timestamp, a tampered body or none: 400, nothing stored', async () => {
    const payload = event();
    const { id } = JSON.parse(payload) as { id: string };
    const stale = Math.floor(Date.now() / 1000) - 301;
    const attempts = [
      post(payload),
      post(payload, 't=1,v1=deadbeef'),
      post(payload, signed(payload, { secret: 'whsec_not_ours' })),
      post(payload, signed(payload, { timestamp: stale })),
      post(payload.replace('customer.created', 'invoice.paid'), signed(payload)),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: ErrorCode.VALIDATION_ERROR,
        message: 'Invalid Stripe signature',
      });
    }
    expect(await stored(id)).toHaveLength(0);
  });

  it('keeps the exact bytes it verifies, whatever the content type says', async () => {
    // Whitespace a JSON parser would drop is part of what Stripe signed.
    const payload = `${event()}\n   `;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signed(payload) },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });

  it('an event type we do not act on is stored and worked without changing anything', async () => {
    const payload = event('customer.created');
    const { id } = JSON.parse(payload) as { id: string };
    await post(payload, signed(payload));
    await processEvent(server.ctx, id);
    const [row] = await stored(id);
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    // Worked once: a second run is a no-op.
    await processEvent(server.ctx, id);
    expect((await stored(id))[0]?.attempts).toBe(1);
  });
});
