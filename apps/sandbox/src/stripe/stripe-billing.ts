/**
 * What Stripe does, not only what it answers: customers and their cards, Checkout payments,
 * subscriptions with their invoices (creation, renewal at each period boundary on the sandbox clock,
 * prorated upgrades, cancellation at period end), PaymentIntents, refunds and disputes. Every change
 * happens at once (no await), and the events it causes are collected in the operation's `events`, in
 * Stripe's order, for the caller to deliver.
 */
import type Stripe from 'stripe';
import { StripeApiError, stripeErrors } from './stripe-errors.ts';
import {
  API_VERSION,
  base62,
  buildCharge,
  buildCheckoutSession,
  buildCustomer,
  buildDispute,
  buildInvoice,
  buildInvoiceLine,
  buildInvoicePayment,
  buildLineItem,
  buildPaymentIntent,
  buildPortalSession,
  buildPrice,
  buildProduct,
  buildRefund,
  buildSubscription,
  buildSubscriptionItem,
  newId,
  planOfPrice,
  type SandboxCard,
  type WireCharge,
  type WireCheckoutSession,
  type WireCustomer,
  type WireEvent,
  type WireInvoice,
  type WireInvoiceLine,
  type WirePaymentIntent,
  type WirePortalConfiguration,
  type WirePortalSession,
  type WirePrice,
  type WireSubscription,
} from './stripe-objects.ts';
import {
  objectArray,
  optionalBoolean,
  optionalInteger,
  optionalObject,
  optionalString,
  type Params,
  readMetadata,
  requiredInteger,
  requiredString,
} from './stripe-params.ts';
import { buildPortalConfiguration } from './stripe-portal-configurations.ts';
import type { StripeStore } from './stripe-store.ts';

export interface SeedPrice {
  lookupKey: string;
  productName: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
  metadata?: Record<string, string>;
}

/** One change to the sandbox: the request behind it (events carry it) and the events it causes. */
export interface Operation {
  request: { id: string | null; idempotency_key: string | null };
  events: WireEvent[];
}

export const newOperation = (
  request: Operation['request'] = { id: null, idempotency_key: null },
): Operation => ({
  request,
  events: [],
});

/** What a card number does, as Stripe's test cards do. */
export type CardOutcome =
  | { kind: 'card'; card: Omit<SandboxCard, 'paymentMethod'> }
  | { kind: 'declined' }
  | { kind: 'async' }
  | { kind: 'incorrect' };

export function cardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  switch (digits) {
    case '4242424242424242':
      return { kind: 'card', card: { last4: '4242', brand: 'visa', failsCharges: false } };
    case '5555555555554444':
      return { kind: 'card', card: { last4: '4444', brand: 'mastercard', failsCharges: false } };
    case '4000000000000341':
      return { kind: 'card', card: { last4: '0341', brand: 'visa', failsCharges: true } };
    case '4000000000000002':
      return { kind: 'declined' };
    case '4000002500003155':
      return { kind: 'async' };
    default:
      return { kind: 'incorrect' };
  }
}

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  incorrect: 'Your card number is incorrect.',
};

/** The test PaymentMethods PaymentIntents can be confirmed with. */
const TEST_PAYMENT_METHODS: Record<string, 'visa' | 'declined' | 'async'> = {
  pm_card_visa: 'visa',
  pm_card_chargeDeclined: 'declined',
  pm_card_visa_async: 'async',
};

const DAY = 86_400;
/** A portal session's URL works this long until it is first opened (seconds)… */
const PORTAL_UNOPENED_SECONDS = 5 * 60;
/** …and this long from that first opening. */
const PORTAL_OPENED_SECONDS = 60 * 60;

/** `anchor` moved by `count` months or years, the day of month kept or clamped (Jan 31 → Feb 28). */
export function addInterval(anchor: number, interval: 'month' | 'year', count: number): number {
  const start = new Date(anchor * 1000);
  const months = interval === 'year' ? 12 * count : count;
  const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + months) / 12);
  const month = (((start.getUTCMonth() + months) % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000;
}

/** The first boundary of the anchor's series after `after`. */
function nextBoundary(anchor: number, interval: 'month' | 'year', after: number): number {
  let count = 1;
  while (addInterval(anchor, interval, count) <= after) count += 1;
  return addInterval(anchor, interval, count);
}

const clone = <T>(value: T): T => structuredClone(value);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Top-level fields whose value changed, with their old values (events' `previous_attributes`). */
function previousAttributes(before: object, after: object): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) changed[key] = old[key] ?? null;
  }
  return changed;
}

export interface BillingOptions {
  store: StripeStore;
  publicUrl: string;
  /** The sandbox clock, ms. */
  nowMs: () => number;
}

export function createBilling(options: BillingOptions) {
  const { store, publicUrl } = options;
  const state = store.state;
  /** While the clock is advanced, what happens is dated at its own moment. */
  let happeningAt: number | undefined;
  const now = () => happeningAt ?? Math.floor(options.nowMs() / 1000);

  function emit(
    operation: Operation,
    type: string,
    object: object,
    previous?: Record<string, unknown>,
  ): WireEvent {
    const event: WireEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: {
        object: clone(object) as Record<string, unknown>,
        ...(previous && Object.keys(previous).length > 0 ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { ...operation.request },
      type,
    };
    state.events[event.id] = event;
    operation.events.push(event);
    return event;
  }

  // --- Lookups ------------------------------------------------------------------------------
  function find<T>(collection: Record<string, T>, id: string, param = 'id'): T {
    const found = Object.hasOwn(collection, id) ? collection[id] : undefined;
    if (!found) throw stripeErrors.noSuch(id, param);
    return found;
  }
  const customer = (id: string, param = 'customer') => find(state.customers, id, param);
  const price = (id: string, param = 'price') => find(state.prices, id, param);

  const productName = (priceObject: WirePrice) =>
    state.products[idOf(priceObject.product) ?? '']?.name ?? 'Product';

  /** Any stored object by its id (for `expand`). */
  function objectById(id: string): object | undefined {
    const collections: Array<Record<string, object>> = [
      state.customers,
      state.products,
      state.prices,
      state.checkoutSessions,
      state.paymentIntents,
      state.charges,
      state.refunds,
      state.subscriptions,
      state.invoices,
      state.disputes,
      state.portalSessions,
      state.portalConfigurations,
      state.events,
    ];
    for (const collection of collections) if (Object.hasOwn(collection, id)) return collection[id];
    return undefined;
  }

  // --- Prices ---------------------------------------------------------------------------------
  /** The configured plans as products and recurring prices, found again by lookup key at restart. */
  function seedPrices(seeds: SeedPrice[]) {
    const created = now();
    for (const seed of seeds) {
      const existing = Object.values(state.prices).find((entry) => entry.lookup_key === seed.lookupKey);
      const sameTerms =
        existing &&
        existing.unit_amount === seed.unitAmount &&
        existing.currency === seed.currency &&
        existing.recurring?.interval === seed.interval &&
        productName(existing) === seed.productName;
      if (existing && sameTerms) {
        existing.metadata = { ...(seed.metadata ?? {}) };
        existing.active = true;
        continue;
      }
      // Prices are immutable: new terms are a new price that takes the lookup key over.
      if (existing) {
        existing.lookup_key = null;
        existing.active = false;
      }
      let product = Object.values(state.products).find(
        (entry) => entry.name === seed.productName && entry.active,
      );
      if (!product) {
        product = buildProduct({
          id: newId('prod', 14),
          created,
          name: seed.productName,
          defaultPrice: null,
        });
        state.products[product.id] = product;
      }
      const seeded = buildPrice({
        id: newId('price'),
        created,
        product: product.id,
        unitAmount: seed.unitAmount,
        currency: seed.currency,
        interval: seed.interval,
        lookupKey: seed.lookupKey,
        metadata: { ...(seed.metadata ?? {}) },
      });
      state.prices[seeded.id] = seeded;
      product.default_price ??= seeded.id;
    }
  }

  /** An inline `price_data` (Checkout's one-time amounts): a new, inactive price. */
  function inlinePrice(data: Params, path: string): WirePrice {
    const currency = requiredString(data, 'currency', `${path}[currency]`).toLowerCase();
    const unitAmount = requiredInteger(data, 'unit_amount', `${path}[unit_amount]`);
    if (unitAmount < 0)
      throw stripeErrors.invalidValue(`${path}[unit_amount]`, 'Invalid non-negative integer');
    let productId = optionalString(data, 'product', `${path}[product]`);
    if (productId) find(state.products, productId, `${path}[product]`);
    else {
      const productData = optionalObject(data, 'product_data', `${path}[product_data]`);
      if (!productData) throw stripeErrors.missingParam(`${path}[product]`);
      const name = requiredString(productData, 'name', `${path}[product_data][name]`);
      const product = buildProduct({ id: newId('prod', 14), created: now(), name, defaultPrice: null });
      state.products[product.id] = product;
      productId = product.id;
    }
    const recurring = optionalObject(data, 'recurring', `${path}[recurring]`);
    const interval = recurring ? optionalString(recurring, 'interval', `${path}[recurring][interval]`) : null;
    if (interval !== null && interval !== 'month' && interval !== 'year')
      throw stripeErrors.invalidValue(
        `${path}[recurring][interval]`,
        'The sandbox knows month and year intervals.',
      );
    const inline = buildPrice({
      id: newId('price'),
      created: now(),
      product: productId,
      unitAmount,
      currency,
      interval: interval ?? null,
      lookupKey: null,
      metadata: {},
    });
    inline.active = false;
    state.prices[inline.id] = inline;
    return inline;
  }

  // --- Customers ------------------------------------------------------------------------------
  function createCustomer(operation: Operation, params: Params): WireCustomer {
    const created = buildCustomer({
      id: newId('cus', 14),
      created: now(),
      email: optionalString(params, 'email') || null,
      name: optionalString(params, 'name') || null,
      metadata: readMetadata(params, 'metadata'),
    });
    const description = optionalString(params, 'description');
    if (description) created.description = description;
    state.customers[created.id] = created;
    emit(operation, 'customer.created', created);
    return created;
  }

  function updateCustomer(operation: Operation, id: string, params: Params): WireCustomer {
    const target = customer(id, 'id');
    const before = clone(target);
    const email = optionalString(params, 'email');
    if (email !== undefined) target.email = email || null;
    const name = optionalString(params, 'name');
    if (name !== undefined) target.name = name || null;
    const description = optionalString(params, 'description');
    if (description !== undefined) target.description = description || null;
    target.metadata = readMetadata(params, 'metadata', target.metadata);
    emit(operation, 'customer.updated', target, previousAttributes(before, target));
    return target;
  }

  /** Makes `number` the customer's default card (Checkout, the portal, the helper). */
  function setCard(operation: Operation | undefined, customerId: string, number: string): CardOutcome {
    const outcome = cardOutcome(number);
    const target = customer(customerId);
    if (outcome.kind !== 'card' && outcome.kind !== 'async') return outcome;
    // Outside Checkout the "bank transfer" card is just a card that pays.
    const details =
      outcome.kind === 'card' ? outcome.card : { last4: '3155', brand: 'visa' as const, failsCharges: false };
    const card: SandboxCard = { ...details, paymentMethod: newId('pm') };
    state.cards[customerId] = card;
    const before = clone(target);
    target.invoice_settings.default_payment_method = card.paymentMethod;
    if (operation) emit(operation, 'customer.updated', target, previousAttributes(before, target));
    for (const subscription of Object.values(state.subscriptions)) {
      if (subscription.customer === customerId && subscription.status !== 'canceled')
        subscription.default_payment_method = card.paymentMethod;
    }
    return { kind: 'card', card: details };
  }

  // --- Payments -------------------------------------------------------------------------------
  /** Charges `card` for the PaymentIntent: a charge, and the intent succeeded. */
  function succeed(intent: WirePaymentIntent, card: SandboxCard): WireCharge {
    const charge = buildCharge({
      id: newId('ch'),
      created: now(),
      amount: intent.amount,
      currency: intent.currency,
      customer: idOf(intent.customer),
      paymentIntent: intent.id,
      description: intent.description,
      metadata: intent.metadata,
      card,
    });
    state.charges[charge.id] = charge;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.payment_method = card.paymentMethod;
    intent.last_payment_error = null;
    intent.processing = null;
    return charge;
  }

  function decline(intent: WirePaymentIntent, paymentMethod: string, card?: SandboxCard) {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.processing = null;
    intent.last_payment_error = {
      code: 'card_declined',
      decline_code: 'generic_decline',
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      message: CARD_MESSAGES.declined,
      payment_method: {
        id: paymentMethod,
        object: 'payment_method',
        card: card ? { brand: card.brand, last4: card.last4 } : undefined,
      } as unknown as Stripe.PaymentMethod,
      type: 'card_error',
    };
  }

  function processing(intent: WirePaymentIntent, paymentMethod: string) {
    intent.status = 'processing';
    intent.payment_method = paymentMethod;
    intent.processing = { card: {}, type: 'card' } as WirePaymentIntent['processing'];
  }

  function newIntent(input: {
    amount: number;
    currency: string;
    customer: string | null;
    description: string | null;
    metadata: Record<string, string>;
  }): WirePaymentIntent {
    const intent = buildPaymentIntent({
      id: newId('pi'),
      created: now(),
      automaticPaymentMethods: true,
      ...input,
    });
    state.paymentIntents[intent.id] = intent;
    return intent;
  }

  function createPaymentIntent(operation: Operation, params: Params): WirePaymentIntent {
    const amount = requiredInteger(params, 'amount');
    if (amount < 50)
      throw stripeErrors.invalidValue('amount', 'Amount must be at least 50 cents', 'amount_too_small');
    const currency = requiredString(params, 'currency').toLowerCase();
    const customerId = optionalString(params, 'customer') || null;
    if (customerId) customer(customerId);
    const automatic = optionalObject(params, 'automatic_payment_methods');
    const intent = buildPaymentIntent({
      id: newId('pi'),
      created: now(),
      amount,
      currency,
      customer: customerId,
      description: optionalString(params, 'description') || null,
      metadata: readMetadata(params, 'metadata'),
      automaticPaymentMethods: automatic ? optionalBoolean(automatic, 'enabled') !== false : true,
    });
    state.paymentIntents[intent.id] = intent;
    emit(operation, 'payment_intent.created', intent);
    const paymentMethod = optionalString(params, 'payment_method');
    if (paymentMethod) intent.status = 'requires_confirmation';
    if (paymentMethod && optionalBoolean(params, 'confirm'))
      return confirmPaymentIntent(operation, intent.id, {});
    return intent;
  }

  function confirmPaymentIntent(operation: Operation, id: string, params: Params): WirePaymentIntent {
    const intent = find(state.paymentIntents, id, 'intent');
    const given = optionalString(params, 'payment_method');
    const paymentMethod =
      given ?? (typeof intent.payment_method === 'string' ? intent.payment_method : undefined);
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status))
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `This PaymentIntent's status is ${intent.status}, but it needs to be requires_payment_method or requires_confirmation to be confirmed.`,
        { code: 'payment_intent_unexpected_state', payment_intent: clone(intent) },
      );
    if (!paymentMethod)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'You cannot confirm this PaymentIntent because it’s missing a payment method. To confirm the PaymentIntent with a test card, use a test PaymentMethod such as pm_card_visa.',
        { code: 'payment_intent_unexpected_state', param: 'payment_method' },
      );
    const customerCard = Object.values(state.cards).find((card) => card.paymentMethod === paymentMethod);
    const behaviour = TEST_PAYMENT_METHODS[paymentMethod] ?? (customerCard ? 'saved' : undefined);
    if (!behaviour) throw stripeErrors.noSuch(paymentMethod, 'payment_method');
    const methodId = customerCard ? paymentMethod : newId('pm');
    if (behaviour === 'async') {
      processing(intent, methodId);
      state.pending.push({ kind: 'payment_intent', paymentIntent: intent.id });
      emit(operation, 'payment_intent.processing', intent);
      return intent;
    }
    const card: SandboxCard = customerCard ?? {
      paymentMethod: methodId,
      last4: behaviour === 'declined' ? '0002' : '4242',
      brand: 'visa',
      failsCharges: behaviour === 'declined',
    };
    if (card.failsCharges) {
      decline(intent, methodId, card);
      emit(operation, 'payment_intent.payment_failed', intent);
      throw new StripeApiError(402, 'card_error', CARD_MESSAGES.declined, {
        code: 'card_declined',
        decline_code: 'generic_decline',
        payment_intent: clone(intent),
      });
    }
    succeed(intent, card);
    emit(operation, 'payment_intent.succeeded', intent);
    return intent;
  }

  // --- Checkout -------------------------------------------------------------------------------
  function createCheckoutSession(operation: Operation, params: Params): WireCheckoutSession {
    const mode = requiredString(params, 'mode');
    if (mode !== 'subscription' && mode !== 'payment')
      throw stripeErrors.invalidValue(
        'mode',
        'The sandbox supports Checkout in `subscription` and `payment` modes.',
      );
    const uiMode = optionalString(params, 'ui_mode') ?? 'hosted';
    if (uiMode !== 'hosted')
      throw stripeErrors.invalidValue('ui_mode', 'The sandbox serves hosted Checkout only.');
    const successUrl = requiredString(params, 'success_url');
    const cancelUrl = optionalString(params, 'cancel_url') || null;
    for (const [param, url] of [
      ['success_url', successUrl],
      ['cancel_url', cancelUrl],
    ] as const) {
      if (url !== null && !/^https?:\/\/[^\s]+$/i.test(url))
        throw stripeErrors.invalidValue(param, 'Not a valid URL', 'url_invalid');
    }
    const customerId = optionalString(params, 'customer') || null;
    const customerObject = customerId ? customer(customerId) : undefined;
    const lines = objectArray(params, 'line_items');
    if (lines.length === 0) throw stripeErrors.missingParam('line_items');
    const lineItems = lines.map((line, index) => {
      const path = `line_items[${index}]`;
      const priceId = optionalString(line, 'price', `${path}[price]`);
      const priceData = optionalObject(line, 'price_data', `${path}[price_data]`);
      if (!priceId && !priceData) throw stripeErrors.missingParam(`${path}[price]`);
      const chosen = priceId
        ? price(priceId, `${path}[price]`)
        : inlinePrice(priceData as Params, `${path}[price_data]`);
      const quantity = optionalInteger(line, 'quantity', `${path}[quantity]`) ?? 1;
      if (quantity < 1) throw stripeErrors.invalidValue(`${path}[quantity]`, 'Quantity must be at least 1.');
      if (mode === 'subscription' && !chosen.recurring)
        throw stripeErrors.invalidValue(
          `${path}[price]`,
          'You must provide at least one recurring price in `subscription` mode when using prices.',
        );
      if (mode === 'payment' && chosen.recurring)
        throw stripeErrors.invalidValue(
          `${path}[price]`,
          'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        );
      return buildLineItem({ price: chosen, quantity, description: productName(chosen) });
    });
    if (mode === 'subscription' && (lineItems.length !== 1 || lineItems[0]?.quantity !== 1))
      throw stripeErrors.invalidValue(
        'line_items',
        'The sandbox sells one subscription price, quantity 1, per session.',
      );
    const currency = lineItems[0]?.currency ?? 'usd';
    if (lineItems.some((line) => line.currency !== currency))
      throw stripeErrors.invalidValue('line_items', 'All line items must have the same currency.');
    const subscriptionData = optionalObject(params, 'subscription_data') ?? {};
    const intentData = optionalObject(params, 'payment_intent_data') ?? {};
    const id = `cs_test_a1${base62(56)}`;
    const session = buildCheckoutSession({
      id,
      created: now(),
      url: `${publicUrl}/checkout/${id}`,
      mode,
      customer: customerId,
      customerEmail: customerObject ? null : optionalString(params, 'customer_email') || null,
      clientReferenceId: optionalString(params, 'client_reference_id') || null,
      metadata: readMetadata(params, 'metadata'),
      successUrl,
      cancelUrl,
      currency,
      amountTotal: lineItems.reduce((sum, line) => sum + line.amount_total, 0),
    });
    const expiresAt = optionalInteger(params, 'expires_at');
    if (expiresAt !== undefined) {
      if (expiresAt < now() + 30 * 60 || expiresAt > now() + DAY)
        throw stripeErrors.invalidValue(
          'expires_at',
          'expires_at must be between 30 minutes and 24 hours from now.',
        );
      session.expires_at = expiresAt;
    }
    state.checkoutSessions[id] = session;
    state.checkoutPlans[id] = {
      lineItems,
      subscriptionMetadata: readMetadata(subscriptionData, 'metadata', {}, 'subscription_data[metadata]'),
      paymentIntentMetadata: readMetadata(intentData, 'metadata', {}, 'payment_intent_data[metadata]'),
      paymentIntentDescription: optionalString(intentData, 'description') || null,
    };
    void operation;
    return session;
  }

  function expireCheckoutSession(operation: Operation, id: string): WireCheckoutSession {
    const session = find(state.checkoutSessions, id, 'session');
    if (session.status !== 'open')
      throw stripeErrors.invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = 'expired';
    session.url = null;
    emit(operation, 'checkout.session.expired', session);
    return session;
  }

  /** The customer a Checkout payment belongs to (created from customer_email when none was given). */
  function checkoutCustomer(operation: Operation, session: WireCheckoutSession): WireCustomer {
    const existing = idOf(session.customer);
    if (existing) return customer(existing);
    const created = buildCustomer({
      id: newId('cus', 14),
      created: now(),
      email: session.customer_email,
      name: null,
      metadata: {},
    });
    state.customers[created.id] = created;
    session.customer = created.id;
    emit(operation, 'customer.created', created);
    return created;
  }

  /**
   * The hosted page's Pay: checks the card, then makes what Stripe makes. Answers the message to
   * show when the card does not pay (nothing is created then).
   */
  function payCheckout(operation: Operation, id: string, number: string): { error?: string } {
    const session = find(state.checkoutSessions, id);
    if (session.status !== 'open') return { error: 'This Checkout Session is no longer active.' };
    const outcome = cardOutcome(number);
    if (outcome.kind === 'incorrect') return { error: CARD_MESSAGES.incorrect };
    if (outcome.kind === 'declined' || (outcome.kind === 'card' && outcome.card.failsCharges))
      return { error: CARD_MESSAGES.declined };
    const plan = state.checkoutPlans[id];
    if (!plan) throw new Error(`Checkout Session ${id} has no line items`);
    const buyer = checkoutCustomer(operation, session);
    const card: SandboxCard =
      outcome.kind === 'card'
        ? { ...outcome.card, paymentMethod: newId('pm') }
        : { last4: '3155', brand: 'visa', failsCharges: false, paymentMethod: newId('pm') };
    state.cards[buyer.id] = card;
    buyer.invoice_settings.default_payment_method = card.paymentMethod;
    const settlesLater = outcome.kind === 'async';

    session.status = 'complete';
    session.url = null;
    session.payment_status = settlesLater ? 'unpaid' : 'paid';
    session.customer_details = {
      address: null,
      business_name: null,
      email: buyer.email,
      individual_name: null,
      name: buyer.name ?? null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };

    if (session.mode === 'subscription') {
      const line = plan.lineItems[0];
      const chosen = line?.price ? price(line.price.id) : undefined;
      if (!chosen?.recurring) throw new Error(`Checkout Session ${id} sells no recurring price`);
      const start = now();
      const interval = chosen.recurring.interval === 'year' ? 'year' : 'month';
      const subscriptionId = newId('sub');
      const item = buildSubscriptionItem({
        subscription: subscriptionId,
        created: start,
        price: chosen,
        periodStart: start,
        periodEnd: addInterval(start, interval, 1),
      });
      const subscription = buildSubscription({
        id: subscriptionId,
        created: start,
        customer: buyer.id,
        currency: chosen.currency,
        metadata: plan.subscriptionMetadata,
        defaultPaymentMethod: card.paymentMethod,
        item,
      });
      state.subscriptions[subscription.id] = subscription;
      const invoice = bill(
        subscription,
        'subscription_create',
        [
          {
            price: chosen,
            amount: chosen.unit_amount ?? 0,
            description: `1 × ${productName(chosen)} (at ${formatPlain(chosen)} / ${interval})`,
            periodStart: start,
            periodEnd: item.current_period_end,
            proration: false,
          },
        ],
        { periodStart: start, periodEnd: start },
      );
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      emit(operation, 'customer.subscription.created', subscription);
      if (settlesLater) {
        startProcessing(invoice, card);
        state.pending.push({ kind: 'checkout', session: id });
        emit(operation, 'checkout.session.completed', session);
        return {};
      }
      collect(invoice, card);
      emit(operation, 'invoice.paid', invoice);
      emit(operation, 'invoice.payment_succeeded', invoice);
      emit(operation, 'checkout.session.completed', session);
      return {};
    }

    const intent = newIntent({
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      customer: buyer.id,
      description: plan.paymentIntentDescription,
      metadata: plan.paymentIntentMetadata,
    });
    session.payment_intent = intent.id;
    if (settlesLater) {
      processing(intent, card.paymentMethod);
      state.pending.push({ kind: 'checkout', session: id });
      emit(operation, 'checkout.session.completed', session);
      return {};
    }
    succeed(intent, card);
    emit(operation, 'payment_intent.succeeded', intent);
    emit(operation, 'checkout.session.completed', session);
    return {};
  }

  // --- Invoices -------------------------------------------------------------------------------
  interface LinePlan {
    price: WirePrice;
    amount: number;
    description: string;
    periodStart: number;
    periodEnd: number;
    proration: boolean;
  }

  const formatPlain = (chosen: WirePrice) =>
    `${((chosen.unit_amount ?? 0) / 100).toFixed(2)} ${chosen.currency.toUpperCase()}`;

  /** A finalized invoice of the subscription (open, with its PaymentIntent), not yet collected. */
  function bill(
    subscription: WireSubscription,
    reason: Stripe.Invoice.BillingReason,
    lines: LinePlan[],
    period: { periodStart: number; periodEnd: number },
  ): WireInvoice {
    const buyer = customer(idOf(subscription.customer) ?? '');
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscription.id} has no item`);
    const id = newId('in');
    const sequence = buyer.next_invoice_sequence ?? 1;
    buyer.next_invoice_sequence = sequence + 1;
    const invoiceLines: WireInvoiceLine[] = lines.map((line) =>
      buildInvoiceLine({ invoice: id, subscription, item, ...line }),
    );
    const invoice = buildInvoice({
      id,
      created: now(),
      customer: buyer,
      subscription,
      billingReason: reason,
      lines: invoiceLines,
      number: `${buyer.invoice_prefix ?? 'SANDBOX'}-${String(sequence).padStart(4, '0')}`,
      hostedUrl: null,
      ...period,
    });
    applyCustomerBalance(buyer, invoice);
    state.invoices[id] = invoice;
    subscription.latest_invoice = id;
    if (invoice.amount_due > 0) {
      const intent = newIntent({
        amount: invoice.amount_due,
        currency: invoice.currency,
        customer: buyer.id,
        description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
        metadata: {},
      });
      state.invoicePayments[id] = [
        buildInvoicePayment({ invoice, paymentIntent: intent.id, created: now() }),
      ];
    }
    return invoice;
  }

  /**
   * As Stripe does when it finalizes an invoice: a credit balance (negative) pays what it can of the
   * amount due, and a negative total (unused time credited back) is added to the balance.
   */
  function applyCustomerBalance(buyer: WireCustomer, invoice: WireInvoice) {
    const starting = buyer.balance;
    const applied = invoice.total < 0 ? invoice.total : Math.min(invoice.total, Math.max(0, -starting));
    invoice.starting_balance = starting;
    invoice.ending_balance = starting + applied;
    invoice.amount_due = Math.max(0, invoice.total - Math.max(0, applied));
    invoice.amount_remaining = invoice.amount_due;
    buyer.balance = starting + applied;
  }

  const invoiceIntent = (invoice: WireInvoice): WirePaymentIntent | undefined => {
    const payment = state.invoicePayments[invoice.id]?.[0];
    const intentId = idOf(payment?.payment.payment_intent);
    return intentId ? state.paymentIntents[intentId] : undefined;
  };

  function markPaid(invoice: WireInvoice) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempted = true;
    invoice.attempt_count = Math.max(1, invoice.attempt_count);
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = now();
    const payment = state.invoicePayments[invoice.id]?.[0];
    if (payment) {
      payment.status = 'paid';
      payment.amount_paid = invoice.amount_due;
      payment.status_transitions.paid_at = now();
    }
  }

  /** Charges the invoice to `card`; answers whether it was paid. */
  function collect(invoice: WireInvoice, card: SandboxCard | undefined): boolean {
    const intent = invoiceIntent(invoice);
    if (!intent) {
      markPaid(invoice);
      return true;
    }
    invoice.attempted = true;
    invoice.attempt_count += 1;
    if (!card || card.failsCharges) {
      decline(intent, card?.paymentMethod ?? newId('pm'), card);
      invoice.next_payment_attempt = null;
      return false;
    }
    succeed(intent, card);
    markPaid(invoice);
    return true;
  }

  function startProcessing(invoice: WireInvoice, card: SandboxCard) {
    const intent = invoiceIntent(invoice);
    if (intent) processing(intent, card.paymentMethod);
    invoice.attempted = true;
    invoice.attempt_count = 1;
  }

  // --- Subscriptions ---------------------------------------------------------------------------
  const subscription = (id: string, param = 'id') => find(state.subscriptions, id, param);

  function setCancelAtPeriodEnd(operation: Operation, id: string, cancel: boolean): WireSubscription {
    const target = subscription(id);
    if (target.status === 'canceled')
      throw stripeErrors.invalidRequest(
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    if (target.cancel_at_period_end === cancel) return target;
    const before = clone(target);
    const item = target.items.data[0];
    target.cancel_at_period_end = cancel;
    target.cancel_at = cancel && item ? item.current_period_end : null;
    target.canceled_at = cancel ? now() : null;
    target.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: cancel ? 'cancellation_requested' : null,
    } as WireSubscription['cancellation_details'];
    emit(operation, 'customer.subscription.updated', target, previousAttributes(before, target));
    return target;
  }

  /** The price a subscription may move to: recurring, same interval and currency as `old`. */
  function switchablePrice(target: WireSubscription, priceId: string): { old: WirePrice; next: WirePrice } {
    if (target.status === 'canceled')
      throw stripeErrors.invalidRequest('A canceled subscription cannot change its price.');
    const item = target.items.data[0];
    if (!item) throw new Error(`subscription ${target.id} has no item`);
    const next = price(priceId, 'items[0][price]');
    const old = item.price as WirePrice;
    if (!next.recurring || next.recurring.interval !== old.recurring?.interval)
      throw stripeErrors.invalidValue(
        'items[0][price]',
        'The sandbox switches a subscription only between recurring prices of the same interval.',
      );
    if (next.currency !== old.currency)
      throw stripeErrors.invalidValue('items[0][price]', 'The price must be in the subscription’s currency.');
    return { old, next };
  }

  /**
   * Moves the subscription's item to another price of the same interval, at once. As Stripe
   * prorates: the unused time of the old price is credited and the rest of the period on the new one
   * charged; `always_invoice` bills both lines now (a downgrade's negative total goes to the customer's
   * credit balance, which pays the next invoices), `create_prorations` adds them to the next
   * invoice, `none` changes the price alone. A change scheduled for the period end is dropped.
   */
  function switchPrice(
    operation: Operation,
    id: string,
    priceId: string,
    prorationBehavior: string = 'always_invoice',
  ): WireSubscription {
    const target = subscription(id);
    const { old, next } = switchablePrice(target, priceId);
    const item = target.items.data[0];
    if (!item) return target;
    const before = clone(target);
    releaseSchedule(target);
    if (next.id === old.id) {
      // Staying on the current price drops a change scheduled for the period end, and nothing else.
      if (before.schedule)
        emit(operation, 'customer.subscription.updated', target, previousAttributes(before, target));
      return target;
    }
    item.price = clone(next) as Stripe.Price;
    item.plan = planOfPrice(next);
    const at = now();
    emit(operation, 'customer.subscription.updated', target, previousAttributes(before, target));
    const oldAmount = old.unit_amount ?? 0;
    const newAmount = next.unit_amount ?? 0;
    if (prorationBehavior === 'none' || newAmount === oldAmount) return target;
    const span = item.current_period_end - item.current_period_start;
    const fraction = span > 0 ? Math.max(0, item.current_period_end - at) / span : 0;
    const total = Math.round((newAmount - oldAmount) * fraction);
    const debit = Math.round(newAmount * fraction);
    const date = new Date(at * 1000).toISOString().slice(0, 10);
    const lines: LinePlan[] = [
      {
        price: old,
        amount: total - debit,
        description: `Unused time on ${productName(old)} after ${date}`,
        periodStart: at,
        periodEnd: item.current_period_end,
        proration: true,
      },
      {
        price: next,
        amount: debit,
        description: `Remaining time on ${productName(next)} after ${date}`,
        periodStart: at,
        periodEnd: item.current_period_end,
        proration: true,
      },
    ];
    if (prorationBehavior === 'create_prorations') {
      state.pendingProrations[target.id] = [
        ...(state.pendingProrations[target.id] ?? []),
        ...lines.map(({ price: linePrice, proration: _, ...line }) => ({ price: linePrice.id, ...line })),
      ];
      return target;
    }
    invoiceNow(operation, target, lines, at);
    return target;
  }

  /** A subscription_update invoice of `lines`, billed and collected now, with its events. */
  function invoiceNow(operation: Operation, target: WireSubscription, lines: LinePlan[], at: number) {
    const invoice = bill(target, 'subscription_update', lines, { periodStart: at, periodEnd: at });
    const paid = collect(invoice, state.cards[idOf(target.customer) ?? '']);
    if (paid) {
      emit(operation, 'invoice.paid', invoice);
      emit(operation, 'invoice.payment_succeeded', invoice);
    } else emit(operation, 'invoice.payment_failed', invoice);
  }

  /**
   * The portal's `schedule_at_period_end`: the subscription keeps its price until the period ends,
   * then renews on `priceId` (Stripe records this in a subscription schedule, named on the subscription).
   */
  function schedulePriceAtPeriodEnd(operation: Operation, id: string, priceId: string): WireSubscription {
    const target = subscription(id);
    const { old, next } = switchablePrice(target, priceId);
    if (next.id === old.id) {
      releaseSchedule(target);
      return target;
    }
    const before = clone(target);
    const schedule = state.scheduledChanges[target.id]?.schedule ?? newId('sub_sched');
    state.scheduledChanges[target.id] = { price: next.id, schedule };
    target.schedule = schedule;
    emit(operation, 'customer.subscription.updated', target, previousAttributes(before, target));
    return target;
  }

  function releaseSchedule(target: WireSubscription) {
    delete state.scheduledChanges[target.id];
    target.schedule = null;
  }

  /** The price a subscription changes to at its period end, if one is scheduled. */
  const scheduledPrice = (id: string): WirePrice | undefined => {
    const change = state.scheduledChanges[id];
    return change ? state.prices[change.price] : undefined;
  };

  function updateSubscription(operation: Operation, id: string, params: Params): WireSubscription {
    const target = subscription(id);
    const items = objectArray(params, 'items');
    const prorationBehavior = optionalString(params, 'proration_behavior') ?? 'create_prorations';
    if (!['create_prorations', 'always_invoice', 'none'].includes(prorationBehavior))
      throw stripeErrors.invalidValue(
        'proration_behavior',
        `Invalid proration_behavior: ${prorationBehavior}`,
      );
    if (params.metadata !== undefined) {
      const before = clone(target);
      target.metadata = readMetadata(params, 'metadata', target.metadata);
      emit(operation, 'customer.subscription.updated', target, previousAttributes(before, target));
    }
    const first = items[0];
    if (first) {
      if (items.length > 1)
        throw stripeErrors.invalidValue('items', 'The sandbox subscriptions have one item.');
      const itemId = optionalString(first, 'id', 'items[0][id]');
      if (itemId !== undefined && itemId !== target.items.data[0]?.id)
        throw stripeErrors.noSuch(itemId, 'items[0][id]');
      const priceId = requiredString(first, 'price', 'items[0][price]');
      switchPrice(operation, id, priceId, prorationBehavior);
    }
    const cancel = optionalBoolean(params, 'cancel_at_period_end');
    if (cancel !== undefined) setCancelAtPeriodEnd(operation, id, cancel);
    return target;
  }

  /** Prorations waiting for the next invoice, as invoice lines (taken off the waiting list). */
  function takePendingProrations(target: WireSubscription): LinePlan[] {
    const lines = (state.pendingProrations[target.id] ?? []).flatMap((line) => {
      const linePrice = state.prices[line.price];
      return linePrice ? [{ ...line, price: linePrice, proration: true }] : [];
    });
    delete state.pendingProrations[target.id];
    return lines;
  }

  /** DELETE /v1/subscriptions/:id; `invoice_now` bills the prorations still waiting, at once. */
  function cancelSubscription(operation: Operation, id: string, params: Params = {}): WireSubscription {
    const target = subscription(id);
    if (target.status === 'canceled')
      throw stripeErrors.invalidRequest(`No such subscription: '${id}' is already canceled.`);
    const at = now();
    if (optionalBoolean(params, 'invoice_now') === true) {
      const lines = takePendingProrations(target);
      if (lines.length > 0) invoiceNow(operation, target, lines, at);
    }
    target.status = 'canceled';
    target.canceled_at = at;
    target.ended_at = at;
    target.cancel_at = null;
    target.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: 'cancellation_requested',
    } as WireSubscription['cancellation_details'];
    emit(operation, 'customer.subscription.deleted', target);
    return target;
  }

  /** One period boundary of one subscription: it ends (cancel at period end) or renews. */
  function crossBoundary(operation: Operation, target: WireSubscription) {
    const item = target.items.data[0];
    if (!item) return;
    const boundary = item.current_period_end;
    happeningAt = boundary;
    if (target.cancel_at_period_end) {
      target.status = 'canceled';
      target.ended_at = boundary;
      emit(operation, 'customer.subscription.deleted', target);
      return;
    }
    const before = clone(target);
    const scheduled = scheduledPrice(target.id);
    if (scheduled) {
      item.price = clone(scheduled) as Stripe.Price;
      item.plan = planOfPrice(scheduled);
      releaseSchedule(target);
    }
    const chosen = item.price as WirePrice;
    const interval = chosen.recurring?.interval === 'year' ? 'year' : 'month';
    const previousStart = item.current_period_start;
    item.current_period_start = boundary;
    item.current_period_end = nextBoundary(target.billing_cycle_anchor, interval, boundary);
    // Prorations made with create_prorations are billed on this invoice, before the new period.
    const prorations = takePendingProrations(target);
    const invoice = bill(
      target,
      'subscription_cycle',
      [
        ...prorations,
        {
          price: chosen,
          amount: chosen.unit_amount ?? 0,
          description: `1 × ${productName(chosen)} (at ${formatPlain(chosen)} / ${interval})`,
          periodStart: item.current_period_start,
          periodEnd: item.current_period_end,
          proration: false,
        },
      ],
      { periodStart: previousStart, periodEnd: boundary },
    );
    const paid = collect(invoice, state.cards[idOf(target.customer) ?? '']);
    if (paid) {
      target.status = 'active';
      emit(operation, 'invoice.paid', invoice);
      emit(operation, 'invoice.payment_succeeded', invoice);
    } else {
      target.status = 'past_due';
      emit(operation, 'invoice.payment_failed', invoice);
    }
    emit(operation, 'customer.subscription.updated', target, previousAttributes(before, target));
  }

  /** Payments that settle later settle now. */
  function settlePending(operation: Operation) {
    const pending = state.pending.splice(0);
    for (const entry of pending) {
      if (entry.kind === 'payment_intent') {
        const intent = state.paymentIntents[entry.paymentIntent];
        if (intent?.status !== 'processing') continue;
        succeed(intent, settlementCard(intent));
        emit(operation, 'payment_intent.succeeded', intent);
        continue;
      }
      const session = state.checkoutSessions[entry.session];
      if (!session) continue;
      if (session.mode === 'subscription') {
        const invoice = state.invoices[idOf(session.invoice) ?? ''];
        const intent = invoice ? invoiceIntent(invoice) : undefined;
        if (!invoice || !intent) continue;
        succeed(intent, settlementCard(intent));
        markPaid(invoice);
        session.payment_status = 'paid';
        emit(operation, 'invoice.paid', invoice);
        emit(operation, 'invoice.payment_succeeded', invoice);
        emit(operation, 'checkout.session.async_payment_succeeded', session);
      } else {
        const intent = state.paymentIntents[idOf(session.payment_intent) ?? ''];
        if (!intent) continue;
        succeed(intent, settlementCard(intent));
        session.payment_status = 'paid';
        emit(operation, 'payment_intent.succeeded', intent);
        emit(operation, 'checkout.session.async_payment_succeeded', session);
      }
    }
  }

  function settlementCard(intent: WirePaymentIntent): SandboxCard {
    const paymentMethod = idOf(intent.payment_method as string | null) ?? newId('pm');
    const saved = state.cards[idOf(intent.customer) ?? ''];
    return saved?.paymentMethod === paymentMethod
      ? saved
      : { paymentMethod, last4: '3155', brand: 'visa', failsCharges: false };
  }

  /**
   * Moves the sandbox clock forward: pending payments settle, then every period boundary and
   * session expiry passed happens, in time order (a subscription may cross several).
   */
  function advanceClock(operation: Operation, seconds: number) {
    const target = now() + seconds;
    settlePending(operation);
    try {
      for (;;) {
        let next: { at: number; run: () => void } | undefined;
        for (const candidate of Object.values(state.subscriptions)) {
          if (candidate.status !== 'active' && candidate.status !== 'past_due') continue;
          const end = candidate.items.data[0]?.current_period_end;
          if (end !== undefined && end <= target && (!next || end < next.at))
            next = { at: end, run: () => crossBoundary(operation, candidate) };
        }
        for (const session of Object.values(state.checkoutSessions)) {
          if (
            session.status === 'open' &&
            session.expires_at <= target &&
            (!next || session.expires_at < next.at)
          )
            next = {
              at: session.expires_at,
              run: () => {
                happeningAt = session.expires_at;
                expireCheckoutSession(operation, session.id);
              },
            };
        }
        if (!next) break;
        next.run();
      }
    } finally {
      happeningAt = undefined;
    }
    state.clockOffsetMs += seconds * 1000;
  }

  // --- Refunds and disputes ------------------------------------------------------------------
  function createRefund(operation: Operation, params: Params) {
    const chargeParam = optionalString(params, 'charge');
    const intentParam = optionalString(params, 'payment_intent');
    if (!chargeParam && !intentParam) throw stripeErrors.missingParam('charge');
    let charge: WireCharge;
    if (chargeParam) charge = find(state.charges, chargeParam, 'charge');
    else {
      const intent = find(state.paymentIntents, intentParam ?? '', 'payment_intent');
      const chargeId = idOf(intent.latest_charge);
      if (!chargeId || intent.status !== 'succeeded')
        throw stripeErrors.invalidRequest(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      charge = find(state.charges, chargeId, 'payment_intent');
    }
    const remaining = charge.amount - charge.amount_refunded;
    const amount = optionalInteger(params, 'amount') ?? remaining;
    if (remaining <= 0)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has already been refunded.`,
        {
          code: 'charge_already_refunded',
        },
      );
    if (amount <= 0 || amount > remaining)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    if (charge.disputed)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        {
          code: 'charge_disputed',
        },
      );
    const reason = optionalString(params, 'reason') ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason))
      throw stripeErrors.invalidValue('reason', `Invalid reason: ${reason}`);
    const refund = buildRefund({
      id: newId('re'),
      created: now(),
      amount,
      charge,
      reason: reason as Stripe.Refund.Reason | null,
      metadata: readMetadata(params, 'metadata'),
    });
    state.refunds[refund.id] = refund;
    const before = clone(charge);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds?.data.unshift(refund as Stripe.Refund);
    emit(operation, 'refund.created', refund);
    emit(operation, 'charge.refunded', charge, previousAttributes(before, charge));
    return refund;
  }

  function dispute(operation: Operation, chargeId: string) {
    const charge = find(state.charges, chargeId, 'charge');
    if (charge.disputed) throw stripeErrors.invalidRequest(`Charge ${charge.id} is already disputed.`);
    const created = buildDispute({ id: newId('dp'), created: now(), charge });
    state.disputes[created.id] = created;
    charge.disputed = true;
    emit(operation, 'charge.dispute.created', created);
    return created;
  }

  // --- Portal ---------------------------------------------------------------------------------
  /** The account's default portal configuration, made once (as a new Stripe account has one). */
  function defaultPortalConfiguration(): WirePortalConfiguration {
    const existing = Object.values(state.portalConfigurations).find((entry) => entry.is_default);
    if (existing) return existing;
    const made = buildPortalConfiguration({ params: {}, created: now(), isDefault: true });
    state.portalConfigurations[made.id] = made;
    return made;
  }

  function createPortalConfiguration(params: Params): WirePortalConfiguration {
    defaultPortalConfiguration();
    const made = buildPortalConfiguration({ params, created: now(), isDefault: false });
    state.portalConfigurations[made.id] = made;
    return made;
  }

  function listPortalConfigurations(): WirePortalConfiguration[] {
    defaultPortalConfiguration();
    return Object.values(state.portalConfigurations).reverse();
  }

  /**
   * When a portal session's URL stops working, as Stripe's does (its reference says only that the URL
   * is short-lived and expires unvisited; the rule here is what Stripe's hosted portal does): 5
   * minutes after it was made while nobody opened it, else an hour after it was first opened, however
   * it is used meanwhile. Both on the sandbox clock, so advancing it expires sessions too.
   */
  function portalSessionExpiresAt(session: WirePortalSession): number {
    const opened = state.portalSessionsOpened[session.id];
    return opened === undefined ? session.created + PORTAL_UNOPENED_SECONDS : opened + PORTAL_OPENED_SECONDS;
  }

  /**
   * The portal session a hosted page request uses: `expired` past its life; the first use opens it
   * (`opened: true`: the caller saves the state).
   */
  function usePortalSession(
    id: string,
  ):
    | { kind: 'open'; session: WirePortalSession; opened: boolean }
    | { kind: 'expired'; session: WirePortalSession }
    | undefined {
    const session = state.portalSessions[id];
    if (!session) return undefined;
    if (now() >= portalSessionExpiresAt(session)) return { kind: 'expired', session };
    const opened = state.portalSessionsOpened[id] === undefined;
    if (opened) state.portalSessionsOpened[id] = now();
    return { kind: 'open', session, opened };
  }

  /** Drops the sessions that expired, so the state does not keep every Billing click for ever. */
  function dropExpiredPortalSessions() {
    for (const session of Object.values(state.portalSessions)) {
      if (now() < portalSessionExpiresAt(session)) continue;
      delete state.portalSessions[session.id];
      delete state.portalSessionsOpened[session.id];
    }
  }

  function createPortalSession(operation: Operation, params: Params) {
    dropExpiredPortalSessions();
    const customerId = requiredString(params, 'customer');
    customer(customerId);
    const configurationId = optionalString(params, 'configuration');
    const configuration = configurationId
      ? find(state.portalConfigurations, configurationId, 'configuration')
      : defaultPortalConfiguration();
    if (!configuration.active)
      throw stripeErrors.invalidValue(
        'configuration',
        `The configuration ${configuration.id} is not active.`,
      );
    const returnUrl = optionalString(params, 'return_url') || configuration.default_return_url;
    const id = newId('bps');
    const session = buildPortalSession({
      id,
      created: now(),
      customer: customerId,
      configuration: configuration.id,
      returnUrl,
      url: `${publicUrl}/portal/${id}`,
    });
    state.portalSessions[id] = session;
    void operation;
    return session;
  }

  return {
    now,
    objectById,
    productName,
    seedPrices,
    createCustomer,
    updateCustomer,
    setCard,
    createPaymentIntent,
    confirmPaymentIntent,
    createCheckoutSession,
    expireCheckoutSession,
    payCheckout,
    updateSubscription,
    setCancelAtPeriodEnd,
    switchPrice,
    schedulePriceAtPeriodEnd,
    scheduledPrice,
    cancelSubscription,
    advanceClock,
    createRefund,
    dispute,
    createPortalSession,
    usePortalSession,
    createPortalConfiguration,
    listPortalConfigurations,
    find,
  };
}

export type Billing = ReturnType<typeof createBilling>;
