/**
 * The sandbox's state: every Stripe object it has made (in its wire shape, references as ids), the
 * sandbox's own bookkeeping (customers' cards, payments that settle later, the clock's offset,
 * idempotent answers, webhook deliveries) and the events. Kept in memory and, when a data file is
 * given, written after every change (a temporary file renamed over the old one, so a crash never
 * leaves half a file) and read back at start.
 */
import { readStateFile, writeStateFile } from '../state-file.ts';
import type {
  SandboxCard,
  WireCharge,
  WireCheckoutSession,
  WireCustomer,
  WireDispute,
  WireEvent,
  WireInvoice,
  WireInvoicePayment,
  WireLineItem,
  WirePaymentIntent,
  WirePortalConfiguration,
  WirePortalSession,
  WirePrice,
  WireProduct,
  WireRefund,
  WireSubscription,
} from './stripe-objects.ts';

/** What a Checkout Session sells, beyond what its wire shape shows. */
export interface CheckoutPlan {
  lineItems: WireLineItem[];
  subscriptionMetadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  paymentIntentDescription: string | null;
}

/** A proration made with `create_prorations`: an item of the subscription's next invoice. */
export interface PendingProration {
  price: string;
  amount: number;
  description: string;
  periodStart: number;
  periodEnd: number;
}

/** A price change the portal scheduled for the end of the period (Stripe keeps it in a subscription schedule). */
export interface ScheduledChange {
  price: string;
  schedule: string;
}

/** A payment made with a method that settles later; it settles at the next clock advance. */
export type PendingSettlement =
  | { kind: 'checkout'; session: string }
  | { kind: 'payment_intent'; paymentIntent: string };

export interface IdempotentAnswer {
  /** Method, path and parameters of the first request: the same key with others is refused. */
  fingerprint: string;
  status: number;
  body: string;
  /** Real time (ms); answers are kept 24 hours, as Stripe keeps them. */
  storedAt: number;
}

export interface DeliveryRecord {
  event: string;
  type: string;
  /** Real time (ms). */
  at: number;
  attempt: number;
  /** HTTP status, or null when the request did not complete. */
  status: number | null;
  error: string | null;
}

interface State {
  version: 1;
  /** The sandbox clock runs this many ms ahead of the real one. */
  clockOffsetMs: number;
  customers: Record<string, WireCustomer>;
  products: Record<string, WireProduct>;
  prices: Record<string, WirePrice>;
  checkoutSessions: Record<string, WireCheckoutSession>;
  checkoutPlans: Record<string, CheckoutPlan>;
  paymentIntents: Record<string, WirePaymentIntent>;
  charges: Record<string, WireCharge>;
  refunds: Record<string, WireRefund>;
  subscriptions: Record<string, WireSubscription>;
  invoices: Record<string, WireInvoice>;
  /** By invoice id. */
  invoicePayments: Record<string, WireInvoicePayment[]>;
  disputes: Record<string, WireDispute>;
  portalSessions: Record<string, WirePortalSession>;
  /** When each portal session was first opened (sandbox clock, unix seconds): its hour runs from then. */
  portalSessionsOpened: Record<string, number>;
  portalConfigurations: Record<string, WirePortalConfiguration>;
  /** By subscription. */
  pendingProrations: Record<string, PendingProration[]>;
  /** By subscription. */
  scheduledChanges: Record<string, ScheduledChange>;
  /** In the order they happened. */
  events: Record<string, WireEvent>;
  /** Each customer's default card. */
  cards: Record<string, SandboxCard>;
  pending: PendingSettlement[];
  idempotency: Record<string, IdempotentAnswer>;
  deliveries: DeliveryRecord[];
}

const MAX_DELIVERIES = 500;
const IDEMPOTENCY_MS = 24 * 60 * 60 * 1000;

const emptyState = (): State => ({
  version: 1,
  clockOffsetMs: 0,
  customers: {},
  products: {},
  prices: {},
  checkoutSessions: {},
  checkoutPlans: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  subscriptions: {},
  invoices: {},
  invoicePayments: {},
  disputes: {},
  portalSessions: {},
  portalSessionsOpened: {},
  portalConfigurations: {},
  pendingProrations: {},
  scheduledChanges: {},
  events: {},
  cards: {},
  pending: [],
  idempotency: {},
  deliveries: [],
});

function readState(dataFile: string | undefined): State {
  return readStateFile(dataFile, emptyState, 'Stripe sandbox');
}

export function createStripeStore(dataFile: string | undefined) {
  const state = readState(dataFile);

  function save() {
    writeStateFile(dataFile, state);
  }

  return {
    state,
    save,
    /** An idempotent answer still kept (older ones are dropped on the way). */
    idempotentAnswer(key: string, realNow: number): IdempotentAnswer | undefined {
      for (const [stored, answer] of Object.entries(state.idempotency)) {
        if (realNow - answer.storedAt > IDEMPOTENCY_MS) delete state.idempotency[stored];
      }
      return state.idempotency[key];
    },
    recordDelivery(record: DeliveryRecord) {
      state.deliveries.push(record);
      if (state.deliveries.length > MAX_DELIVERIES)
        state.deliveries.splice(0, state.deliveries.length - MAX_DELIVERIES);
    },
  };
}

export type StripeStore = ReturnType<typeof createStripeStore>;
