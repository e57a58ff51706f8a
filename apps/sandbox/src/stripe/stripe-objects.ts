/**
 * Stripe's objects as API version 2026-10-28.endive shapes them (the SDK's own type definitions),
 * built with the values a new test-mode object has. Where the SDK declares a field that Stripe's
 * published fixtures (fixtures/stripe-fixtures.json) do not carry, the fixtures win and the type
 * says so with an `Omit`; optional fields are present exactly when the fixtures have them.
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

export const API_VERSION = '2026-10-28.endive';

export type WireCustomer = Stripe.Customer;
export type WireProduct = Omit<Stripe.Product, 'tax_details'>;
export type WirePrice = Stripe.Price;
export type WireCheckoutSession = Omit<Stripe.Checkout.Session, 'allowed_payment_method_types'>;
export type WireLineItem = Stripe.LineItem;
export type WirePaymentIntent = Omit<Stripe.PaymentIntent, 'allowed_payment_method_types' | 'payment_record'>;
export type WireCharge = Stripe.Charge;
export type WireRefund = Stripe.Refund;
export type WireSubscriptionItem = Omit<Stripe.SubscriptionItem, 'current_trial'>;
export type WireSubscription = Omit<Stripe.Subscription, 'items'> & {
  items: Stripe.ApiList<WireSubscriptionItem>;
};
export type WireInvoice = Stripe.Invoice;
export type WireInvoiceLine = Stripe.InvoiceLineItem;
export type WireInvoicePayment = Stripe.InvoicePayment;
export type WireDispute = Omit<Stripe.Dispute, 'intended_submission_method'>;
export type WirePortalSession = Stripe.BillingPortal.Session;
export type WirePortalConfiguration = Stripe.BillingPortal.Configuration;

export interface WireEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 (rejection sampling, so every character is equally likely). */
export function base62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** Ids as Stripe writes them: a prefix and random base62 (14 characters for customers and items). */
export const newId = (prefix: string, length = 24) => `${prefix}_${base62(length)}`;

/** Decimal fields travel as strings on the wire (the SDK turns them into its Decimal type). */
const decimal = (value: number) => String(value) as unknown as Stripe.Decimal;

const emptyAddress = (): Stripe.Address => ({
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
});

/** Zero-decimal currencies: their minor unit is the unit. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** An amount in minor units, written for people (Intl, en-US). */
export function formatAmount(amount: number, currency: string): string {
  const divisor = ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / divisor,
  );
}

export function buildCustomer(input: {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
}): WireCustomer {
  return {
    id: input.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: input.email,
    invoice_prefix: base62(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function buildProduct(input: {
  id: string;
  created: number;
  name: string;
  defaultPrice: string | null;
}): WireProduct {
  return {
    id: input.id,
    object: 'product',
    active: true,
    created: input.created,
    default_price: input.defaultPrice,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: input.created,
    url: null,
  };
}

export function buildPrice(input: {
  id: string;
  created: number;
  product: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year' | null;
  lookupKey: string | null;
  metadata: Record<string, string>;
}): WirePrice {
  return {
    id: input.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: input.metadata,
    nickname: null,
    product: input.product,
    recurring: input.interval
      ? {
          interval: input.interval,
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: decimal(input.unitAmount),
  };
}

export function buildCheckoutSession(input: {
  id: string;
  created: number;
  url: string;
  mode: 'subscription' | 'payment';
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  currency: string;
  amountTotal: number;
}): WireCheckoutSession {
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer ? null : 'if_required',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.created + 24 * 60 * 60,
    integration_identifier: null,
    invoice: null,
    invoice_creation:
      input.mode === 'payment'
        ? {
            enabled: false,
            invoice_data: {
              account_tax_ids: null,
              custom_fields: null,
              description: null,
              footer: null,
              issuer: null,
              metadata: {},
              rendering_options: null,
            },
          }
        : null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: input.url,
    wallet_options: null,
  };
}

export function buildLineItem(input: {
  price: WirePrice;
  quantity: number;
  description: string;
}): WireLineItem {
  const amount = (input.price.unit_amount ?? 0) * input.quantity;
  return {
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: input.price.currency,
    description: input.description,
    metadata: {},
    price: input.price as Stripe.Price,
    quantity: input.quantity,
  };
}

export function buildPaymentIntent(input: {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  automaticPaymentMethods: boolean;
}): WirePaymentIntent {
  return {
    id: input.id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: input.automaticPaymentMethods
      ? { allow_redirects: 'always', enabled: true }
      : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${input.id}_secret_${base62(25)}`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

export interface SandboxCard {
  paymentMethod: string;
  last4: string;
  brand: 'visa' | 'mastercard';
  /** Attached, but every charge on it is declined (Stripe's 4000 0000 0000 0341). */
  failsCharges: boolean;
}

export function buildCharge(input: {
  id: string;
  created: number;
  amount: number;
  currency: string;
  customer: string | null;
  paymentIntent: string;
  description: string | null;
  metadata: Record<string, string>;
  card: SandboxCard;
}): WireCharge {
  return {
    id: input.id,
    object: 'charge',
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: `txn_${base62(24)}`,
    billing_details: { address: emptyAddress(), email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'AFFILIATE AUTOPILOT',
    captured: true,
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: input.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      risk_score: 32,
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: input.paymentIntent,
    payment_method: input.card.paymentMethod,
    payment_method_details: {
      card: {
        amount_authorized: input.amount,
        authorization_code: null,
        brand: input.card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: 2034,
        extended_authorization: { status: 'disabled' },
        fingerprint: base62(16),
        funding: 'credit',
        incremental_authorization: { status: 'unavailable' },
        installments: null,
        last4: input.card.last4,
        mandate: null,
        multicapture: { status: 'unavailable' },
        network: input.card.brand,
        network_token: { used: false },
        network_transaction_id: base62(15),
        overcapture: { maximum_amount_capturable: input.amount, status: 'unavailable' },
        regulated_status: 'unregulated',
        three_d_secure: null,
        wallet: null,
        electronic_commerce_indicator: null,
        transaction_link_id: null,
      },
      type: 'card',
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${input.id}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function buildRefund(input: {
  id: string;
  created: number;
  amount: number;
  charge: WireCharge;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
}): WireRefund {
  return {
    id: input.id,
    object: 'refund',
    amount: input.amount,
    balance_transaction: `txn_${base62(24)}`,
    charge: input.charge.id,
    created: input.created,
    currency: input.charge.currency,
    customer: input.charge.customer,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: input.metadata,
    payment_intent: input.charge.payment_intent,
    payment_method: input.charge.payment_method,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function buildSubscriptionItem(input: {
  subscription: string;
  created: number;
  price: WirePrice;
  periodStart: number;
  periodEnd: number;
}): WireSubscriptionItem {
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    discounts: [],
    metadata: {},
    plan: planOfPrice(input.price),
    price: input.price as Stripe.Price,
    quantity: 1,
    subscription: input.subscription,
    tax_rates: [],
  };
}

/** The legacy `plan` view of a recurring price, which subscription items still carry. */
export function planOfPrice(price: WirePrice): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: typeof price.product === 'string' ? price.product : price.product.id,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  } as Stripe.Plan;
}

export function buildSubscription(input: {
  id: string;
  created: number;
  customer: string;
  currency: string;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  item: WireSubscriptionItem;
}): WireSubscription {
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.item.current_period_start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: [input.item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
}

export function buildInvoiceLine(input: {
  invoice: string;
  subscription: WireSubscription;
  item: WireSubscriptionItem;
  price: WirePrice;
  amount: number;
  description: string;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
}): WireInvoiceLine {
  return {
    id: newId('il'),
    object: 'line_item',
    amount: input.amount,
    currency: input.price.currency,
    description: input.description,
    discount_amounts: [],
    discountable: !input.proration,
    discounts: [],
    invoice: input.invoice,
    livemode: false,
    metadata: input.subscription.metadata,
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: input.proration ? newId('ii') : null,
        proration: input.proration,
        proration_details: { credited_items: null },
        subscription: input.subscription.id,
        subscription_item: input.item.id,
      },
      type: 'subscription_item_details',
    },
    period: { end: input.periodEnd, start: input.periodStart },
    pretax_credit_amounts: [],
    pricing: {
      price_details: {
        price: input.price.id,
        product: typeof input.price.product === 'string' ? input.price.product : input.price.product.id,
      },
      type: 'price_details',
      unit_amount_decimal: input.price.unit_amount_decimal,
    },
    quantity: 1,
    quantity_decimal: decimal(1),
    subscription: input.subscription.id,
    subtotal: input.amount,
    taxes: [],
  };
}

export function buildInvoice(input: {
  id: string;
  created: number;
  customer: WireCustomer;
  subscription: WireSubscription;
  billingReason: Stripe.Invoice.BillingReason;
  lines: WireInvoiceLine[];
  periodStart: number;
  periodEnd: number;
  number: string;
  hostedUrl: string | null;
}): WireInvoice {
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: input.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Affiliate Autopilot',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.subscription.currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: input.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: input.hostedUrl,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: input.lines, has_more: false, url: `/v1/invoices/${input.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: input.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: {
        metadata: input.subscription.metadata,
        subscription: input.subscription.id,
      },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: {
      finalized_at: input.created,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: input.created,
  };
}

export function buildInvoicePayment(input: {
  invoice: WireInvoice;
  paymentIntent: string;
  created: number;
}): WireInvoicePayment {
  return {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: input.invoice.amount_due,
    created: input.created,
    currency: input.invoice.currency,
    invoice: input.invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: input.paymentIntent, type: 'payment_intent' },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

export function buildDispute(input: { id: string; created: number; charge: WireCharge }): WireDispute {
  const evidence = Object.fromEntries(
    [
      'access_activity_log',
      'billing_address',
      'cancellation_policy',
      'cancellation_policy_disclosure',
      'cancellation_rebuttal',
      'customer_communication',
      'customer_email_address',
      'customer_name',
      'customer_purchase_ip',
      'customer_signature',
      'duplicate_charge_documentation',
      'duplicate_charge_explanation',
      'duplicate_charge_id',
      'product_description',
      'receipt',
      'refund_policy',
      'refund_policy_disclosure',
      'refund_refusal_explanation',
      'service_date',
      'service_documentation',
      'shipping_address',
      'shipping_carrier',
      'shipping_date',
      'shipping_documentation',
      'shipping_tracking_number',
      'uncategorized_file',
      'uncategorized_text',
    ].map((field) => [field, null]),
  );
  return {
    id: input.id,
    object: 'dispute',
    amount: input.charge.amount,
    balance_transactions: [],
    charge: input.charge.id,
    created: input.created,
    currency: input.charge.currency,
    enhanced_eligibility_types: [],
    evidence: { ...evidence, enhanced_evidence: {} } as unknown as Stripe.Dispute.Evidence,
    evidence_details: {
      due_by: input.created + 7 * 24 * 60 * 60,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: input.charge.payment_intent,
    payment_method_details: {
      card: { brand: 'visa', case_type: 'chargeback', network: 'visa', network_reason_code: '10.4' },
      type: 'card',
    },
    reason: 'fraudulent',
    status: 'needs_response',
  };
}

export function buildPortalSession(input: {
  id: string;
  created: number;
  customer: string;
  configuration: string;
  returnUrl: string | null;
  url: string;
}): WirePortalSession {
  return {
    id: input.id,
    object: 'billing_portal.session',
    configuration: input.configuration,
    created: input.created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: input.url,
  };
}
