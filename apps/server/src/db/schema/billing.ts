/**
 * Billing (owned by the billing module): who is which Stripe customer, the webhook events received,
 * the subscriptions as Stripe last described them, what was paid, and the credits each payment
 * grants month by month. The ledger itself is credit_transactions (credits module).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** One Stripe customer per user, created once. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  /**
   * Credits taken back (a refund, a dispute, a plan's unused time credited by Stripe) that the balance
   * could not cover because they were spent: the next grants repay them before the balance rises.
   */
  creditsOwed: integer('credits_owed').notNull().default(0),
  createdAt: createdAt(),
});

/** Every webhook event, stored once by Stripe's id: a replay inserts nothing and does nothing. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('stripe_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';

/** A plan subscription, as Stripe last described it (re-read from Stripe on every event about it). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    billingCycle: text('billing_cycle').$type<'monthly' | 'annual'>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export type PaymentKind = 'subscription' | 'top_up';
export type PaymentStatus = 'paid' | 'refunded' | 'disputed';

/**
 * What was paid for, keyed by what Stripe charged: an invoice (`in_…`, a plan's month or year, or an
 * upgrade's proration) or a PaymentIntent (`pi_…`, a top-up). Its grants are keyed by this id, so
 * every event about the same payment lands on the same row.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    subscriptionId: text('subscription_id'),
    /** The PaymentIntent that moved the money: refunds and disputes name it (through their charge). */
    paymentIntentId: text('payment_intent_id'),
    planId: text('plan_id').notNull(),
    /** Minor units, in `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('paid'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /**
     * The credits the payment paid for when it was recorded (every month of it, and the first
     * package's bonus): a refund leaves the unrefunded share of this, whatever was granted yet.
     */
    creditsTotal: integer('credits_total').notNull().default(0),
    /** Credits taken back after refunds or a dispute. */
    creditsReversed: integer('credits_reversed').notNull().default(0),
    /** Credits that should have been taken back but were already spent (the balance never goes below 0). */
    reversalShortfall: integer('reversal_shortfall').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_payment_intent_key').on(t.paymentIntentId),
  ],
);

/**
 * The credits a payment grants, one row per month: a monthly invoice has one, a yearly invoice
 * twelve (due a month apart), granted when due. The ledger reference is `grant:<payment>:<month>`.
 */
export type GrantKind = 'plan' | 'bonus';

export const creditGrants = pgTable(
  'credit_grants',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    /** Negative for a take-back (a plan's unused time that Stripe credited back). */
    credits: integer('credits').notNull(),
    /** `bonus`: the one-time extra credits on an account's first paid package. */
    kind: text('kind').$type<GrantKind>().notNull().default('plan'),
    /** Of a take-back: what the balance could not cover (added to the account's credits owed). */
    shortfall: integer('shortfall').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    /** Set when the subscription ended or the payment was reversed before this month came. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_grants_payment_month_key').on(t.paymentId, t.month),
    index('credit_grants_due_idx').on(t.dueAt).where(sql`${t.grantedAt} is null and ${t.canceledAt} is null`),
    index('credit_grants_subscription_idx').on(t.subscriptionId),
    // The first-package bonus is granted once per account, whatever races or replays.
    uniqueIndex('credit_grants_bonus_once').on(t.userId).where(sql`${t.kind} = 'bonus'`),
  ],
);
