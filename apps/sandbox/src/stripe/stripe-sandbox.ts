/**
 * The Stripe sandbox: a local stand-in for the part of api.stripe.com/v1 our billing code calls
 * through the official SDK (customers, prices, Checkout Sessions, PaymentIntents, subscriptions,
 * invoices, refunds, Customer Portal sessions, events), the Stripe-hosted pages (Checkout, Customer
 * Portal), a clock that can be moved forward to renew subscriptions, and webhooks signed exactly as
 * Stripe signs them. Requests are form-encoded with bracket notation; answers and errors have
 * Stripe's shapes (API version 2026-10-28.endive). Customer Portal sessions expire as Stripe's do
 * and are logged by a prefix of their id (README.md). Mounted by the server under /sandbox/stripe.
 *
 * Helpers for tests and demos, all JSON and all needing the secret key as Bearer (except reading
 * the clock): GET _sandbox/clock, POST _sandbox/clock/advance {seconds}, POST
 * _sandbox/events/:id/resend, POST _sandbox/charges/:id/dispute, POST _sandbox/customers/:id/card
 * {number}, GET _sandbox/webhook-deliveries. A key is checked before a body is read.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FormEncodingError, type FormObject, parseStripeForm } from './form-encoding.ts';
import {
  CARD_MESSAGES,
  createBilling,
  newOperation,
  type Operation,
  type SeedPrice,
} from './stripe-billing.ts';
import { StripeApiError, stripeErrors } from './stripe-errors.ts';
import { expandObject, expandParam, listPage } from './stripe-expand.ts';
import { newId, type WireLineItem, type WirePrice } from './stripe-objects.ts';
import {
  renderCheckoutPage,
  renderExpiredPortalPage,
  renderNotFoundPage,
  renderPortalPage,
} from './stripe-pages.ts';
import { optionalString, type Params } from './stripe-params.ts';
import { portalSwitch } from './stripe-portal-configurations.ts';
import { createStripeStore } from './stripe-store.ts';
import { createWebhookSender } from './stripe-webhooks.ts';

export interface StripeSandboxOptions {
  /** Where it is mounted, e.g. '/sandbox/stripe' (the app registers it with this prefix). */
  prefix: string;
  /** Absolute URL of the mount, e.g. 'http://localhost:3000/sandbox/stripe' (hosted pages' links). */
  publicUrl: string;
  /** The only API key accepted (Authorization: Bearer <key>). */
  secretKey: string;
  /** Every event is POSTed there, signed with `secret`. */
  webhook: { url: string; secret: string };
  /** Seeded at start as products and recurring prices (found again by lookup key after a restart). */
  prices: SeedPrice[];
  /** Keep the whole state in this JSON file; absent: memory only. */
  dataFile?: string;
  /** The real clock in ms (tests); the sandbox clock is now() plus what the clock helper advanced. */
  now?: () => number;
  /** The merchant's name on the hosted pages. */
  merchantName?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

interface Answer {
  status: number;
  body: string;
}

/** Stripe answers are pretty-printed JSON. */
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** How much of a portal session id a log line keeps: `bps_` and 4 of its 24 random characters. */
const PORTAL_ID_LOGGED = 8;

/**
 * A portal page request as its log line shows it. The session id is the key to the portal (whoever
 * has its URL manages the customer's plan and card while it lives): only its first characters are
 * logged, enough to follow one session through a log. No query string, as the server logs requests.
 */
function portalRequestForLog(request: FastifyRequest) {
  const path = (request.url.split('?')[0] ?? '').replace(
    /(\/portal\/)([^/]+)/,
    (_match, at: string, id: string) => `${at}${id.slice(0, PORTAL_ID_LOGGED)}…`,
  );
  return { method: request.method, url: path, ip: request.ip };
}
const portalRoute = { logSerializers: { req: portalRequestForLog } };

export const stripeSandbox: FastifyPluginAsync<StripeSandboxOptions> = async (app, options) => {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const merchant = options.merchantName ?? 'Affiliate Autopilot';
  const realNow = options.now ?? Date.now;
  const store = createStripeStore(options.dataFile);
  const billing = createBilling({ store, publicUrl, nowMs: () => realNow() + store.state.clockOffsetMs });
  const webhooks = createWebhookSender({
    url: options.webhook.url,
    secret: options.webhook.secret,
    record: (delivery) => {
      store.recordDelivery(delivery);
      store.save();
    },
    log: (message, details) => app.log.warn(details, message),
  });
  /** Idempotent requests under way, by key: a concurrent duplicate waits for the first. */
  const inFlight = new Map<string, Promise<Answer & { fingerprint: string }>>();

  billing.seedPrices(options.prices);
  store.save();
  app.addHook('onClose', async () => webhooks.close());

  // --- Plumbing: Stripe's encodings and error shape, for this plugin only ----------------------
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    function parseForm(_request, text, done) {
      try {
        done(null, parseStripeForm(String(text)));
      } catch (error) {
        done(stripeErrors.invalidRequest((error as Error).message), undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    function parseJson(_request, text, done) {
      try {
        done(null, text === '' ? {} : JSON.parse(String(text)));
      } catch {
        done(stripeErrors.invalidRequest('Invalid JSON body.'), undefined);
      }
    },
  );
  app.setErrorHandler(function sendStripeError(error, request, reply) {
    if (error instanceof StripeApiError)
      return reply.code(error.status).type('application/json').send(json(error.toBody()));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'Stripe sandbox failure');
      return reply
        .code(500)
        .type('application/json')
        .send(
          json({ error: { type: 'api_error', message: 'An unknown error occurred in the Stripe sandbox.' } }),
        );
    }
    return reply
      .code(status)
      .type('application/json')
      .send(json({ error: { type: 'invalid_request_error', message: (error as Error).message } }));
  });
  app.setNotFoundHandler(function sendNotFound(request, reply) {
    const path = request.url.split('?')[0] ?? '';
    const error = stripeErrors.unrecognizedUrl(request.method, path.slice(path.indexOf('/v1')));
    return reply.code(404).type('application/json').send(json(error.toBody()));
  });

  function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    let key: string | undefined;
    const bearer = /^Bearer\s+(\S+)$/i.exec(header);
    if (bearer) key = bearer[1];
    const basic = /^Basic\s+(\S+)$/i.exec(header);
    if (basic?.[1]) key = Buffer.from(basic[1], 'base64').toString().split(':')[0];
    if (!key) throw stripeErrors.noApiKey();
    if (!sameSecret(key, options.secretKey)) throw stripeErrors.invalidApiKey(key);
  }

  // The key is checked before a body is read (a form may be 1 MB), as Stripe answers 401 first; the
  // handlers check it again. The hosted pages' forms are the browser's and need none.
  app.addHook('onRequest', async function authenticateFirst(request, reply) {
    const route = request.routeOptions.url?.slice(app.prefix.length) ?? '';
    const helper = route.startsWith('/_sandbox/') && route !== '/_sandbox/clock';
    if (!route.startsWith('/v1/') && !helper) return;
    try {
      authenticate(request);
    } catch (error) {
      // The body stays unread: the connection closes after the answer instead of draining it.
      if (request.headers['content-length'] || request.headers['transfer-encoding'])
        reply.header('connection', 'close');
      throw error;
    }
  });

  const queryOf = (request: FastifyRequest): Params => {
    const query = request.url.split('?')[1] ?? '';
    try {
      return parseStripeForm(query);
    } catch (error) {
      if (error instanceof FormEncodingError) throw stripeErrors.invalidRequest(error.message);
      throw error;
    }
  };
  const bodyOf = (request: FastifyRequest): Params =>
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? (request.body as FormObject)
      : {};

  const includable = (owner: Record<string, unknown>, field: string): object | undefined => {
    if (owner.object === 'checkout.session' && field === 'line_items') {
      const id = String(owner.id);
      return listPage(
        store.state.checkoutPlans[id]?.lineItems ?? [],
        { limit: '100' },
        `/v1/checkout/sessions/${id}/line_items`,
      );
    }
    if (owner.object === 'invoice' && field === 'payments') {
      const id = String(owner.id);
      return listPage(store.state.invoicePayments[id] ?? [], { limit: '100' }, `/v1/invoices/${id}/payments`);
    }
    return undefined;
  };
  const present = (object: object, params: Params) =>
    expandObject(object, expandParam(params), { byId: billing.objectById, includable });

  type Handler = (input: { params: Params; id: string; operation: Operation }) => object;

  /**
   * One /v1 endpoint: the key checked, parameters parsed (query for GET and DELETE, form body for
   * POST), Idempotency-Key honoured on POST, `expand[]` applied, the state saved and the events it
   * caused delivered before answering.
   */
  function api(method: 'GET' | 'POST' | 'DELETE', url: string, handler: Handler) {
    app.route({
      method,
      url: `/v1${url}`,
      handler: async (request, reply) => {
        authenticate(request);
        const requestId = newId('req', 14);
        reply.header('request-id', requestId).header('stripe-version', '2026-10-28.endive');
        const params = method === 'POST' ? bodyOf(request) : queryOf(request);
        const id = (request.params as { id?: string }).id ?? '';
        const header = request.headers['idempotency-key'];
        const idempotencyKey =
          method === 'POST' && typeof header === 'string' && header !== '' ? header : null;

        const run = async (): Promise<Answer> => {
          const operation = newOperation({ id: requestId, idempotency_key: idempotencyKey });
          try {
            const result = present(handler({ params, id, operation }), params);
            return { status: 200, body: json(result) };
          } catch (error) {
            if (!(error instanceof StripeApiError)) throw error;
            return { status: error.status, body: json(error.toBody()) };
          } finally {
            if (method !== 'GET') store.save();
            await webhooks.deliverAll(operation.events);
          }
        };

        let answer: Answer;
        if (!idempotencyKey) answer = await run();
        else {
          reply.header('idempotency-key', idempotencyKey);
          const fingerprint = `${method} ${url} ${id} ${sha256(JSON.stringify(params)).toString('hex')}`;
          const stored = store.idempotentAnswer(idempotencyKey, Date.now());
          const pending = inFlight.get(idempotencyKey);
          if (stored || pending) {
            const first = stored ?? (await (pending as Promise<Answer & { fingerprint: string }>));
            if (first.fingerprint !== fingerprint) throw stripeErrors.idempotencyMismatch(idempotencyKey);
            reply.header('idempotent-replayed', 'true');
            answer = first;
          } else {
            const running = run().then((result) => ({ ...result, fingerprint }));
            inFlight.set(idempotencyKey, running);
            try {
              answer = await running;
            } finally {
              inFlight.delete(idempotencyKey);
            }
            // Stripe keeps what a request that ran answered (success or a declined card), not a refusal of its parameters.
            if (answer.status === 200 || answer.status === 402) {
              store.state.idempotency[idempotencyKey] = { ...answer, fingerprint, storedAt: Date.now() };
              store.save();
            }
          }
        }
        return reply.code(answer.status).type('application/json').send(answer.body);
      },
    });
  }

  const state = store.state;
  const newestFirst = <T>(items: Record<string, T>) => Object.values(items).reverse();

  // --- /v1: customers ------------------------------------------------------------------------
  api('POST', '/customers', ({ params, operation }) => billing.createCustomer(operation, params));
  api('GET', '/customers/:id', ({ id }) => billing.find(state.customers, id));
  api('POST', '/customers/:id', ({ id, params, operation }) => billing.updateCustomer(operation, id, params));
  api('GET', '/customers', ({ params }) => {
    const email = optionalString(params, 'email');
    const customers = newestFirst(state.customers).filter(
      (entry) => email === undefined || entry.email === email,
    );
    return listPage(customers, params, '/v1/customers');
  });

  // --- /v1: products and prices -------------------------------------------------------------
  api('GET', '/products/:id', ({ id }) => billing.find(state.products, id));
  api('GET', '/products', ({ params }) => listPage(newestFirst(state.products), params, '/v1/products'));
  api('GET', '/prices/:id', ({ id }) => billing.find(state.prices, id));
  api('GET', '/prices', ({ params }) => {
    const lookupKeys = params.lookup_keys === undefined ? undefined : stringArrayParam(params, 'lookup_keys');
    const active = optionalString(params, 'active');
    const product = optionalString(params, 'product');
    const type = optionalString(params, 'type');
    const prices = newestFirst(state.prices).filter(
      (entry: WirePrice) =>
        (lookupKeys === undefined || (entry.lookup_key !== null && lookupKeys.includes(entry.lookup_key))) &&
        (active === undefined || String(entry.active) === active) &&
        (product === undefined || entry.product === product) &&
        (type === undefined || entry.type === type),
    );
    return listPage(prices, params, '/v1/prices');
  });

  // --- /v1: Checkout ----------------------------------------------------------------------------
  api('POST', '/checkout/sessions', ({ params, operation }) =>
    billing.createCheckoutSession(operation, params),
  );
  api('GET', '/checkout/sessions/:id', ({ id }) => billing.find(state.checkoutSessions, id, 'session'));
  api('POST', '/checkout/sessions/:id/expire', ({ id, operation }) =>
    billing.expireCheckoutSession(operation, id),
  );
  api('GET', '/checkout/sessions/:id/line_items', ({ id, params }) => {
    billing.find(state.checkoutSessions, id, 'session');
    const items: WireLineItem[] = state.checkoutPlans[id]?.lineItems ?? [];
    return listPage(items, params, `/v1/checkout/sessions/${id}/line_items`);
  });

  // --- /v1: PaymentIntents and charges --------------------------------------------------------
  api('POST', '/payment_intents', ({ params, operation }) => billing.createPaymentIntent(operation, params));
  api('GET', '/payment_intents/:id', ({ id }) => billing.find(state.paymentIntents, id, 'intent'));
  api('POST', '/payment_intents/:id/confirm', ({ id, params, operation }) =>
    billing.confirmPaymentIntent(operation, id, params),
  );
  api('GET', '/charges/:id', ({ id }) => billing.find(state.charges, id, 'charge'));

  // --- /v1: subscriptions and invoices -------------------------------------------------------
  api('GET', '/subscriptions/:id', ({ id }) => billing.find(state.subscriptions, id));
  api('POST', '/subscriptions/:id', ({ id, params, operation }) =>
    billing.updateSubscription(operation, id, params),
  );
  api('DELETE', '/subscriptions/:id', ({ id, params, operation }) =>
    billing.cancelSubscription(operation, id, params),
  );
  api('GET', '/subscriptions', ({ params }) => {
    const customer = optionalString(params, 'customer');
    const status = optionalString(params, 'status');
    const subscriptions = newestFirst(state.subscriptions).filter(
      (entry) =>
        (customer === undefined || entry.customer === customer) &&
        (status === 'all' || (status === undefined ? entry.status !== 'canceled' : entry.status === status)),
    );
    return listPage(subscriptions, params, '/v1/subscriptions');
  });
  api('GET', '/invoices/:id', ({ id }) => billing.find(state.invoices, id, 'invoice'));
  api('GET', '/invoices/:id/lines', ({ id, params }) =>
    listPage(billing.find(state.invoices, id, 'invoice').lines.data, params, `/v1/invoices/${id}/lines`),
  );
  api('GET', '/invoices', ({ params }) => {
    const customer = optionalString(params, 'customer');
    const subscription = optionalString(params, 'subscription');
    const status = optionalString(params, 'status');
    const invoices = newestFirst(state.invoices).filter(
      (entry) =>
        (customer === undefined || entry.customer === customer) &&
        (subscription === undefined || entry.parent?.subscription_details?.subscription === subscription) &&
        (status === undefined || entry.status === status),
    );
    return listPage(invoices, params, '/v1/invoices');
  });

  // --- /v1: refunds, disputes, portal, events ----------------------------------------------
  api('POST', '/refunds', ({ params, operation }) => billing.createRefund(operation, params));
  api('GET', '/refunds/:id', ({ id }) => billing.find(state.refunds, id, 'refund'));
  api('GET', '/disputes/:id', ({ id }) => billing.find(state.disputes, id, 'dispute'));
  api('POST', '/billing_portal/sessions', ({ params, operation }) =>
    billing.createPortalSession(operation, params),
  );
  api('POST', '/billing_portal/configurations', ({ params }) => billing.createPortalConfiguration(params));
  api('GET', '/billing_portal/configurations/:id', ({ id }) =>
    billing.find(state.portalConfigurations, id, 'configuration'),
  );
  api('GET', '/billing_portal/configurations', ({ params }) => {
    const active = optionalString(params, 'active');
    const isDefault = optionalString(params, 'is_default');
    const configurations = billing
      .listPortalConfigurations()
      .filter(
        (entry) =>
          (active === undefined || String(entry.active) === active) &&
          (isDefault === undefined || String(entry.is_default) === isDefault),
      );
    return listPage(configurations, params, '/v1/billing_portal/configurations');
  });
  api('GET', '/events/:id', ({ id }) => billing.find(state.events, id));
  api('GET', '/events', ({ params }) => {
    const type = optionalString(params, 'type');
    const events = newestFirst(state.events).filter(
      (event) =>
        type === undefined ||
        event.type === type ||
        (type.endsWith('.*') && event.type.startsWith(type.slice(0, -1))),
    );
    return listPage(events, params, '/v1/events');
  });

  function stringArrayParam(params: Params, name: string): string[] {
    const value = params[name];
    const values = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
    return values.map((entry, index) => {
      if (typeof entry !== 'string') throw stripeErrors.invalidValue(`${name}[${index}]`, 'Invalid string');
      return entry;
    });
  }

  // --- Hosted pages -----------------------------------------------------------------------------
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  async function finish(operation: Operation) {
    store.save();
    await webhooks.deliverAll(operation.events);
  }

  function checkoutView(id: string, extra: { cardNumber?: string; error?: string } = {}) {
    const session = state.checkoutSessions[id];
    const plan = state.checkoutPlans[id];
    if (!session || !plan) return undefined;
    const first = plan.lineItems[0]?.price;
    const customerId = typeof session.customer === 'string' ? session.customer : null;
    return renderCheckoutPage({
      action: `${publicUrl}/checkout/${id}/pay`,
      cancelAction: session.cancel_url ? `${publicUrl}/checkout/${id}/cancel` : null,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      mode: session.mode === 'subscription' ? 'subscription' : 'payment',
      merchant,
      productName: plan.lineItems.map((line) => line.description ?? '').join(', '),
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      interval: session.mode === 'subscription' ? (first?.recurring?.interval ?? null) : null,
      email: (customerId ? state.customers[customerId]?.email : session.customer_email) ?? null,
      ...extra,
    });
  }

  app.get('/checkout/:id', async (request, reply) => {
    const html = checkoutView((request.params as { id: string }).id);
    return html ? sendPage(reply, 200, html) : sendPage(reply, 404, renderNotFoundPage('Checkout'));
  });

  app.post('/checkout/:id/pay', async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = state.checkoutSessions[id];
    if (!session) return sendPage(reply, 404, renderNotFoundPage('Checkout'));
    const cardNumber = optionalString(bodyOf(request), 'card_number') ?? '';
    const operation = newOperation();
    const outcome = billing.payCheckout(operation, id, cardNumber);
    if (outcome.error) {
      const status = outcome.error === CARD_MESSAGES.declined ? 402 : 400;
      return sendPage(reply, status, checkoutView(id, { cardNumber, error: outcome.error }) ?? '');
    }
    await finish(operation);
    const target = (session.success_url ?? publicUrl).replaceAll('{CHECKOUT_SESSION_ID}', id);
    return reply.code(303).header('location', target).send();
  });

  app.post('/checkout/:id/cancel', async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = state.checkoutSessions[id];
    if (!session) return sendPage(reply, 404, renderNotFoundPage('Checkout'));
    if (!session.cancel_url || session.status !== 'open') return sendPage(reply, 200, checkoutView(id) ?? '');
    return reply.code(303).header('location', session.cancel_url).send();
  });

  const PORTAL_MESSAGES: Record<string, string> = {
    declined: CARD_MESSAGES.declined,
    incorrect: CARD_MESSAGES.incorrect,
    switch: 'That plan cannot be chosen for this subscription.',
    card: 'Your card has been updated.',
    canceled: 'Your plan will be canceled at the end of the period.',
    renewed: 'Your plan will renew.',
    switched: 'Your plan has been changed.',
    scheduled: 'Your plan will change at the end of the period.',
  };

  /** A portal session past its life: the page saying so, and nothing it asks for is done. */
  const sendExpiredPortal = (reply: FastifyReply, session: { return_url: string | null }) =>
    sendPage(reply, 410, renderExpiredPortalPage({ merchant, returnUrl: session.return_url }));

  /** The portal session a hosted page request uses; its first use is saved (its hour runs from it). */
  function usePortal(id: string) {
    const use = billing.usePortalSession(id);
    if (use?.kind === 'open' && use.opened) store.save();
    return use;
  }

  function portalView(id: string, query: Params) {
    const session = state.portalSessions[id];
    if (!session) return undefined;
    const customer = state.customers[session.customer];
    const subscriptions = Object.values(state.subscriptions).filter(
      (entry) => entry.customer === session.customer,
    );
    const seeded = Object.values(state.prices).filter(
      (entry) => entry.active && entry.lookup_key && entry.recurring,
    );
    const plans = subscriptions.reverse().map((subscription) => {
      const item = subscription.items.data[0];
      const price = item?.price as WirePrice | undefined;
      const interval = price?.recurring?.interval ?? 'month';
      return {
        id: subscription.id,
        productName: price ? billing.productName(price) : 'Plan',
        amount: price?.unit_amount ?? 0,
        currency: price?.currency ?? 'usd',
        interval,
        status: subscription.status,
        periodEnd: item?.current_period_end ?? 0,
        endedAt: subscription.ended_at,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        changesTo: (() => {
          const next = billing.scheduledPrice(subscription.id);
          return next ? billing.productName(next) : null;
        })(),
        // With a change scheduled, the current price is offered too: choosing it keeps the plan.
        alternatives: seeded
          .filter(
            (entry) =>
              (entry.id !== price?.id || billing.scheduledPrice(subscription.id) !== undefined) &&
              entry.recurring?.interval === interval &&
              entry.currency === price?.currency,
          )
          .map((entry) => ({
            id: entry.id,
            label: `${entry.id === price?.id ? 'Keep ' : ''}${billing.productName(entry)} · ${new Intl.NumberFormat('en-US', { style: 'currency', currency: entry.currency.toUpperCase() }).format((entry.unit_amount ?? 0) / 100)} per ${interval}`,
          })),
      };
    });
    const card = state.cards[session.customer];
    const code = optionalString(query, 'error') ?? '';
    const notice = optionalString(query, 'notice') ?? '';
    return renderPortalPage({
      actionBase: `${publicUrl}/portal/${id}`,
      merchant,
      email: customer?.email ?? null,
      returnUrl: session.return_url,
      plans,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      invoices: newestFirst(state.invoices)
        .filter((invoice) => invoice.customer === session.customer)
        .map((invoice) => ({
          number: invoice.number ?? invoice.id,
          created: invoice.created,
          amount: invoice.total,
          currency: invoice.currency,
          status: invoice.status ?? 'draft',
        })),
      error: PORTAL_MESSAGES[code],
      notice: PORTAL_MESSAGES[notice],
    });
  }

  app.get('/portal/:id', portalRoute, async (request, reply) => {
    const { id } = request.params as { id: string };
    const use = usePortal(id);
    if (use?.kind === 'expired') return sendExpiredPortal(reply, use.session);
    const html = portalView(id, queryOf(request));
    return html
      ? sendPage(reply, 200, html)
      : sendPage(reply, 404, renderNotFoundPage('Billing portal session'));
  });

  const backToPortal = (reply: FastifyReply, id: string, query: string) =>
    reply.code(303).header('location', `${publicUrl}/portal/${id}?${query}`).send();

  app.post('/portal/:id/subscriptions/:subscription/:action', portalRoute, async (request, reply) => {
    const { id, subscription, action } = request.params as {
      id: string;
      subscription: string;
      action: string;
    };
    const use = usePortal(id);
    if (use?.kind === 'expired') return sendExpiredPortal(reply, use.session);
    const session = use?.session;
    const target = state.subscriptions[subscription];
    if (
      !session ||
      !target ||
      target.customer !== session.customer ||
      !['cancel', 'renew', 'switch'].includes(action)
    )
      return sendPage(reply, 404, renderNotFoundPage('Subscription'));
    const operation = newOperation();
    let notice = action === 'cancel' ? 'canceled' : 'renewed';
    if (action === 'switch') {
      const price = optionalString(bodyOf(request), 'price') ?? '';
      const allowed = state.prices[price];
      if (!allowed?.active || !allowed.lookup_key) return sendPage(reply, 404, renderNotFoundPage('Price'));
      const current = target.items.data[0]?.price as WirePrice | undefined;
      const how = portalSwitch(
        state.portalConfigurations[String(session.configuration)],
        current?.unit_amount ?? 0,
        allowed.unit_amount ?? 0,
      );
      try {
        if (how.when === 'period_end') billing.schedulePriceAtPeriodEnd(operation, subscription, price);
        else billing.switchPrice(operation, subscription, price, how.prorationBehavior);
      } catch (error) {
        if (error instanceof StripeApiError) return backToPortal(reply, id, 'error=switch');
        throw error;
      }
      notice = how.when === 'period_end' ? 'scheduled' : 'switched';
    } else billing.setCancelAtPeriodEnd(operation, subscription, action === 'cancel');
    await finish(operation);
    return backToPortal(reply, id, `notice=${notice}`);
  });

  app.post('/portal/:id/card', portalRoute, async (request, reply) => {
    const { id } = request.params as { id: string };
    const use = usePortal(id);
    if (use?.kind === 'expired') return sendExpiredPortal(reply, use.session);
    const session = use?.session;
    if (!session) return sendPage(reply, 404, renderNotFoundPage('Billing portal session'));
    const operation = newOperation();
    const outcome = billing.setCard(
      operation,
      session.customer,
      optionalString(bodyOf(request), 'card_number') ?? '',
    );
    if (outcome.kind !== 'card')
      return backToPortal(reply, id, `error=${outcome.kind === 'incorrect' ? 'incorrect' : 'declined'}`);
    await finish(operation);
    return backToPortal(reply, id, 'notice=card');
  });

  // --- Helpers: the clock, events, disputes, cards ----------------------------------------------
  app.get('/_sandbox/clock', async () => ({ now: billing.now() }));

  app.post('/_sandbox/clock/advance', async (request) => {
    authenticate(request);
    const seconds = Number((bodyOf(request) as { seconds?: unknown }).seconds);
    if (!Number.isInteger(seconds) || seconds <= 0)
      throw stripeErrors.invalidValue(
        'seconds',
        'seconds must be a positive integer.',
        'parameter_invalid_integer',
      );
    const operation = newOperation();
    billing.advanceClock(operation, seconds);
    await finish(operation);
    return { now: billing.now() };
  });

  app.post('/_sandbox/events/:id/resend', async (request) => {
    authenticate(request);
    const event = billing.find(state.events, (request.params as { id: string }).id);
    const delivered = await webhooks.deliver(event);
    store.save();
    return { id: event.id, type: event.type, delivered };
  });

  app.post('/_sandbox/charges/:id/dispute', async (request) => {
    authenticate(request);
    const operation = newOperation();
    const dispute = billing.dispute(operation, (request.params as { id: string }).id);
    await finish(operation);
    return dispute;
  });

  app.post('/_sandbox/customers/:id/card', async (request, reply) => {
    authenticate(request);
    const { id } = request.params as { id: string };
    const number = String((bodyOf(request) as { number?: unknown }).number ?? '');
    const operation = newOperation();
    const outcome = billing.setCard(operation, id, number);
    if (outcome.kind !== 'card') {
      const declined = outcome.kind !== 'incorrect';
      const error = new StripeApiError(
        402,
        'card_error',
        declined ? CARD_MESSAGES.declined : CARD_MESSAGES.incorrect,
        {
          code: declined ? 'card_declined' : 'incorrect_number',
          param: 'number',
        },
      );
      return reply.code(402).type('application/json').send(json(error.toBody()));
    }
    await finish(operation);
    const card = state.cards[id];
    return { customer: id, payment_method: card?.paymentMethod, brand: card?.brand, last4: card?.last4 };
  });

  app.get('/_sandbox/webhook-deliveries', async (request) => {
    authenticate(request);
    return { data: [...state.deliveries].reverse() };
  });
};
