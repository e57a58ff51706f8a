/**
 * Test driver of the Stripe sandbox: the sandbox listening on 127.0.0.1 under its prefix, the real
 * `stripe` SDK pointed at it, a webhook receiver that verifies every delivery with the SDK's
 * `constructEvent`, and a browser's moves on the hosted pages (the forms posted as a browser posts
 * them).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { prefixedHttpClient } from './stripe-http-client.ts';
import { type StripeSandboxOptions, stripeSandbox } from './stripe-sandbox.ts';

export const PREFIX = '/sandbox/stripe';
export const SECRET_KEY = 'sk_test_sandbox_0123456789abcdef';
export const WEBHOOK_SECRET = 'whsec_sandbox_test_secret';
export const START = Date.parse('2026-03-02T09:00:00Z');
export const PUBLIC_URL = `http://localhost:3000${PREFIX}`;

export const SEED_PRICES: StripeSandboxOptions['prices'] = [
  {
    lookupKey: 'starter_monthly',
    productName: 'Starter',
    unitAmount: 1900,
    currency: 'eur',
    interval: 'month',
    metadata: { plan: 'starter' },
  },
  {
    lookupKey: 'pro_monthly',
    productName: 'Pro',
    unitAmount: 4900,
    currency: 'eur',
    interval: 'month',
    metadata: { plan: 'pro' },
  },
  {
    lookupKey: 'starter_annual',
    productName: 'Starter',
    unitAmount: 18_240,
    currency: 'eur',
    interval: 'year',
    metadata: { plan: 'starter' },
  },
  {
    lookupKey: 'pro_annual',
    productName: 'Pro',
    unitAmount: 47_040,
    currency: 'eur',
    interval: 'year',
    metadata: { plan: 'pro' },
  },
];

export interface Received {
  event: Stripe.Event;
  raw: string;
}

export interface Driver {
  stripe: Stripe;
  base: string;
  received: Received[];
  /** Deliveries whose signature did not verify (must stay empty). */
  rejected: string[];
  app: FastifyInstance;
  /** Answer of the webhook receiver (e.g. 500 to test retries). */
  setReceiverStatus(status: number): void;
  types(): string[];
  clear(): void;
  helper(
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  advance(seconds: number): Promise<number>;
  /** Moves the sandbox clock to the same day and time `months` calendar months later. */
  advanceMonths(months: number): Promise<void>;
  clockNow(): Promise<number>;
  page(url: string): Promise<{ status: number; html: string }>;
  post(url: string, form: Record<string, string>): Promise<Response>;
  /** Opens the Checkout page and pays with `card` (the page's form, as a browser posts it). */
  pay(session: { url: string | null }, card?: string): Promise<Response>;
  subscribe(
    lookupKey?: string,
    card?: string,
  ): Promise<{ customer: Stripe.Customer; session: Stripe.Checkout.Session }>;
  close(): Promise<void>;
}

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The path (under the test server) of a link the sandbox wrote with its public URL. */
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** The action of the first form whose button says `button`. */
export function formAction(html: string, button: string): string {
  for (const match of html.matchAll(/<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)) {
    if ((match[2] ?? '').includes(`>${button}</button>`)) return unescapeHtml(match[1] ?? '');
  }
  throw new Error(`no form with a ${button} button`);
}

export async function startDriver(
  overrides: Partial<StripeSandboxOptions> = {},
  /** `logLine`: every line the sandbox's server logs (debug level, as a developer's server logs). */
  { logLine }: { logLine?: (line: string) => void } = {},
): Promise<Driver> {
  const received: Received[] = [];
  const rejected: string[] = [];
  let receiverStatus = 200;
  const verifier = new Stripe('sk_test_unused');
  const receiver = Fastify();
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  receiver.post('/webhooks/stripe', async (request, reply) => {
    const raw = String(request.body);
    try {
      const event = verifier.webhooks.constructEvent(
        raw,
        String(request.headers['stripe-signature']),
        WEBHOOK_SECRET,
      );
      if (receiverStatus === 200) received.push({ event, raw });
    } catch (error) {
      rejected.push((error as Error).message);
      return reply.code(400).send({ error: 'bad signature' });
    }
    return reply.code(receiverStatus).send({ received: true });
  });
  await receiver.listen({ host: '127.0.0.1', port: 0 });
  const receiverAddress = receiver.server.address();
  const receiverPort = typeof receiverAddress === 'object' && receiverAddress ? receiverAddress.port : 0;

  const app = Fastify(logLine ? { logger: { level: 'debug', stream: { write: logLine } } } : {});
  await app.register(stripeSandbox, {
    prefix: PREFIX,
    publicUrl: PUBLIC_URL,
    secretKey: SECRET_KEY,
    webhook: { url: `http://127.0.0.1:${receiverPort}/webhooks/stripe`, secret: WEBHOOK_SECRET },
    prices: SEED_PRICES,
    now: () => START,
    ...overrides,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const stripe = new Stripe(SECRET_KEY, {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    httpClient: prefixedHttpClient(PREFIX),
    maxNetworkRetries: 0,
    telemetry: false,
  });

  async function helper(path: string, body?: unknown, key = SECRET_KEY) {
    const response = await fetch(`${base}${PREFIX}${path}`, {
      method: body === undefined && path.endsWith('/clock') ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined && path.endsWith('/clock') ? undefined : JSON.stringify(body ?? {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function clockNow() {
    return Number((await helper('/_sandbox/clock')).body.now);
  }

  async function advance(seconds: number) {
    const answer = await helper('/_sandbox/clock/advance', { seconds });
    if (answer.status !== 200) throw new Error(`advance: ${JSON.stringify(answer.body)}`);
    return Number(answer.body.now);
  }

  async function page(url: string) {
    const response = await fetch(`${base}${pathOf(url)}`);
    return { status: response.status, html: await response.text() };
  }

  const post = (url: string, form: Record<string, string>) =>
    fetch(`${base}${pathOf(url)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  async function pay(session: { url: string | null }, card = '4242 4242 4242 4242') {
    if (!session.url) throw new Error('the session has no url');
    const { html } = await page(session.url);
    return post(formAction(html, 'Pay'), { card_number: card });
  }

  return {
    stripe,
    base,
    received,
    rejected,
    app,
    setReceiverStatus: (status) => {
      receiverStatus = status;
    },
    types: () => received.map((entry) => entry.event.type),
    clear: () => {
      received.length = 0;
    },
    helper,
    advance,
    async advanceMonths(months) {
      for (let step = 0; step < months; step += 1) {
        const current = await clockNow();
        const date = new Date(current * 1000);
        const next = Date.UTC(
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
          date.getUTCHours(),
          date.getUTCMinutes(),
          date.getUTCSeconds(),
        );
        await advance(next / 1000 - current);
      }
    },
    clockNow,
    page,
    post,
    pay,
    async subscribe(lookupKey = 'starter_monthly', card = '4242 4242 4242 4242') {
      const customer = await stripe.customers.create({
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        metadata: { userId: 'u1' },
      });
      const prices = await stripe.prices.list({ lookup_keys: [lookupKey] });
      const price = prices.data[0];
      if (!price) throw new Error(`no price ${lookupKey}`);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customer.id,
        client_reference_id: 'u1',
        line_items: [{ price: price.id, quantity: 1 }],
        metadata: { userId: 'u1', planId: 'starter' },
        subscription_data: { metadata: { userId: 'u1', planId: 'starter' } },
        success_url: 'http://localhost:3000/buy?success=true&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/buy?canceled=true',
      });
      const response = await pay(session, card);
      if (response.status !== 303) throw new Error(`pay answered ${response.status}`);
      return { customer, session: await stripe.checkout.sessions.retrieve(session.id) };
    },
    async close() {
      await app.close();
      await receiver.close();
    },
  };
}
