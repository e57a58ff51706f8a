/**
 * Billing through Stripe (PRODUCT.md §7 "Billing", PRODUCT.md §13): a plan is a Stripe subscription bought on
 * Stripe Checkout; PRODUCT.md's one-time PaymentIntent path is a top-up of one month of a package. Every
 * credit comes from grants.ts, keyed by what was paid for, whether the browser's return, a webhook
 * or both report the payment. Stripe stays the source of truth: objects are re-read from it, never
 * trusted from a request.
 */
import {
  type BillingCycle,
  type CreditPackage,
  CURRENCY,
  chargedPrice,
  ErrorCode,
  FIRST_PACKAGE_BONUS_PERCENT,
  findPlan,
  Messages,
  type PaymentStatus,
  PLAN_COPY,
  PLANS,
  type PlanId,
  paths,
  type Subscription,
  toMinorUnits,
} from '@aa/contracts';
import { and, desc, eq, isNull, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Database, Tx } from '../../db/client.ts';
import { billingCustomers, creditGrants, payments, subscriptions } from '../../db/schema/billing.ts';
import { idOf, type Stripe } from '../../integrations/stripe/stripe-client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../users/users.queries.ts';
import { findCredits } from '../users/users.queries.ts';
import {
  type ChargedLine,
  cancelGrantsAfter,
  creditInstallments,
  creditsGrantedBy,
  everyMonth,
  grantDueCredits,
  recordPayment,
} from './grants.ts';
import { paymentReceivedMail, queuePlanChangedMail } from './payment-mails.ts';

type BillingContext = Pick<AppContext, 'db' | 'stripe' | 'config' | 'mail'>;

/** GET /stripe/packages: PRODUCT.md §3's packages of the cycle, from contracts' plans. */
export function listPackages(cycle: BillingCycle): CreditPackage[] {
  return PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: PLAN_COPY[plan.id].description,
    credits: plan.credits,
    price: chargedPrice(plan, cycle),
    ...(cycle === 'annual' ? { originalPrice: Math.round(plan.monthlyPrice * 12 * 100) / 100 } : {}),
    popular: plan.popular === true,
    features: [...PLAN_COPY[plan.id].features],
    currency: CURRENCY,
    billingCycle: cycle,
  }));
}

/**
 * The bonus an account's first paid package would still carry (FIRST_PACKAGE_BONUS_PERCENT), or
 * undefined once it has paid for anything.
 */
export async function firstPackageBonusPercent(
  db: Database | Tx,
  userId: string,
): Promise<number | undefined> {
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.userId, userId))
    .limit(1);
  return paid ? undefined : FIRST_PACKAGE_BONUS_PERCENT;
}

function notFound(): AppError {
  return new AppError(ErrorCode.NOT_FOUND, Messages.paymentNotFound, 404);
}

/** The user's Stripe customer, created once: an idempotency key per user makes a double click one customer. */
export async function ensureCustomer(ctx: BillingContext, user: SessionUser): Promise<string> {
  const [existing] = await ctx.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  if (existing) return existing.id;
  const customer = await ctx.stripe.api.customers.create(
    {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim() || undefined,
      metadata: { userId: user.id },
    },
    { idempotencyKey: `customer:${user.id}` },
  );
  await ctx.db
    .insert(billingCustomers)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoNothing();
  const [stored] = await ctx.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  return stored?.id ?? customer.id;
}

/** Whose Stripe customer this is (ours only: a customer we did not create belongs to no user). */
export async function userOfCustomer(
  db: Database,
  customer: string | { id: string } | null,
): Promise<string | undefined> {
  const customerId = idOf(customer);
  if (!customerId) return undefined;
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  return row?.userId;
}

async function activeSubscription(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        sql`${subscriptions.status} in ('active', 'past_due', 'incomplete')`,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** POST /stripe/create-checkout-session: a subscription to the plan, or its credits once, on Stripe Checkout. */
export async function createCheckoutSession(
  ctx: BillingContext,
  user: SessionUser,
  planId: PlanId,
  cycle: BillingCycle,
  purchase: 'plan' | 'top_up' = 'plan',
): Promise<{ sessionId: string; url: string }> {
  if (purchase === 'top_up') return createTopUpCheckout(ctx, user, planId);
  const exists = () => new AppError(ErrorCode.SUBSCRIPTION_EXISTS, Messages.subscriptionExists, 409);
  if (await activeSubscription(ctx.db, user.id)) throw exists();
  const customer = await ensureCustomer(ctx, user);
  // Stripe too: a plan paid a moment ago may not have reached us yet (its webhook still queued).
  const live = await ctx.stripe.api.subscriptions.list({ customer, status: 'active', limit: 1 });
  if (live.data.length > 0) throw exists();
  const price = await ctx.stripe.priceFor(planId, cycle);
  const metadata = { userId: user.id, planId, billingCycle: cycle };
  const buyPage = `${ctx.config.appUrl}${paths.buyCredits}`;
  const session = await ctx.stripe.api.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price, quantity: 1 }],
    metadata,
    subscription_data: { metadata },
    success_url: `${buyPage}?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${buyPage}?canceled=true`,
  });
  if (!session.url) throw new AppError(ErrorCode.PAYMENT_UNAVAILABLE, Messages.checkoutFailed, 502);
  return { sessionId: session.id, url: session.url };
}

/** The plan and cycle of a subscription, from its price's lookup key. */
function planOfSubscription(ctx: BillingContext, subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const plan = ctx.stripe.planOfPrice(item?.price);
  return plan && item ? { ...plan, item } : undefined;
}

const SUBSCRIPTION_STATUS: Record<string, Subscription['status']> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'unpaid',
  paused: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
};

/**
 * Re-reads a subscription from Stripe and stores it; an ended subscription grants nothing after its
 * end. A plan change alone grants nothing: credits come with what Stripe charges for the change
 * (its proration invoice, or the next period's). Answers the stored row's plan before.
 */
export async function syncSubscription(ctx: BillingContext, subscriptionId: string, now = new Date()) {
  const subscription = await ctx.stripe.api.subscriptions.retrieve(subscriptionId);
  const userId = await userOfCustomer(ctx.db, subscription.customer);
  const plan = planOfSubscription(ctx, subscription);
  if (!userId || !plan) return undefined;
  const values = {
    id: subscription.id,
    userId,
    planId: plan.planId,
    billingCycle: plan.cycle,
    status: SUBSCRIPTION_STATUS[subscription.status] ?? 'unpaid',
    currentPeriodStart: new Date(plan.item.current_period_start * 1000),
    currentPeriodEnd: new Date(plan.item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at ? new Date(subscription.ended_at * 1000) : null,
    updatedAt: now,
  };
  const synced = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id))
      .for('update');
    await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({ target: subscriptions.id, set: values });
    const takeBackOn =
      values.status === 'canceled' ? await cancelGrantsAfter(tx, subscription.id, now) : undefined;
    // Issue 33: a plan (or cycle) that changed is mailed, once per subscription and new plan.
    const planBefore = before ? findPlan(before.planId) : undefined;
    const after = findPlan(values.planId);
    if (
      before &&
      planBefore &&
      after &&
      (before.planId !== values.planId || before.billingCycle !== values.billingCycle)
    )
      await queuePlanChangedMail(ctx, tx, {
        userId,
        subscriptionId: subscription.id,
        fromPlan: planBefore.name,
        toPlan: after.name,
        toPlanId: after.id,
        cycle: values.billingCycle,
        credits: after.credits,
      });
    return { previousPlanId: before?.planId, takeBackOn, ...values };
  });
  // An ended subscription may leave a take-back due now (see cancelGrantsAfter).
  if (synced.takeBackOn) await grantDueCredits(ctx.db, now, synced.takeBackOn);
  return synced;
}

/**
 * Records a paid plan invoice and grants what it pays for (see grants.ts). An unpaid invoice does
 * nothing (its payment may still settle). Answers the credits the invoice has granted so far.
 */
export async function settleInvoice(
  ctx: BillingContext,
  invoiceId: string,
  now = new Date(),
): Promise<PaymentStatus['status']> {
  const invoice = await ctx.stripe.api.invoices.retrieve(invoiceId, { expand: ['payments'] });
  if (invoice.status !== 'paid')
    return invoice.status === 'void' || invoice.status === 'uncollectible' ? 'failed' : 'pending';
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const userId = await userOfCustomer(ctx.db, invoice.customer);
  if (!subscriptionId || !userId) return 'failed';
  const synced = await syncSubscription(ctx, subscriptionId, now);
  if (!synced) return 'failed';
  const plan = findPlan(synced.planId);
  if (!plan) return 'failed';

  const payment = invoice.payments?.data.find((entry) => entry.payment.type === 'payment_intent');
  await recordPayment(
    ctx.db,
    {
      id: invoice.id,
      userId,
      kind: 'subscription',
      subscriptionId,
      paymentIntentId: idOf(payment?.payment.payment_intent) ?? null,
      planId: plan.id,
      amount: invoice.amount_paid,
      currency: invoice.currency,
    },
    creditInstallments(await chargedLines(ctx, invoice)),
    now,
    {
      firstPackage: invoice.billing_reason === 'subscription_create',
      afterRecorded: paymentReceivedMail(ctx, {
        id: invoice.id,
        userId,
        amount: invoice.amount_paid,
        currency: invoice.currency,
        planName: plan.name,
        kind:
          invoice.billing_reason === 'subscription_create'
            ? 'plan'
            : invoice.billing_reason === 'subscription_update'
              ? 'change'
              : 'renewal',
      }),
    },
  );
  return 'paid';
}

/**
 * The invoice's lines for our plans' prices, each with its plan's price and credits (grants.ts turns
 * them into credits). Lines of other prices count for nothing.
 */
async function chargedLines(ctx: BillingContext, invoice: Stripe.Invoice): Promise<ChargedLine[]> {
  const lines = invoice.lines.has_more
    ? await ctx.stripe.api.invoices
        .listLineItems(invoice.id, { limit: 100 })
        .autoPagingToArray({ limit: 1000 })
    : invoice.lines.data;
  const charged: ChargedLine[] = [];
  for (const line of lines) {
    const priceId = idOf(line.pricing?.price_details?.price);
    const price = priceId ? await ctx.stripe.planPriceById(priceId) : undefined;
    const plan = price && findPlan(price.planId);
    if (!price || !plan) continue;
    charged.push({
      amount: line.amount,
      unitAmount: price.unitAmount,
      credits: plan.credits,
      months: price.cycle === 'annual' ? 12 : 1,
      periodStart: line.period.start,
      periodEnd: line.period.end,
    });
  }
  return charged;
}

/** A paid top-up PaymentIntent grants one month of its package, once. */
export async function settlePaymentIntent(
  ctx: BillingContext,
  paymentIntent: string | Stripe.PaymentIntent,
  now = new Date(),
): Promise<PaymentStatus['status']> {
  const intent =
    typeof paymentIntent === 'string'
      ? await ctx.stripe.api.paymentIntents.retrieve(paymentIntent)
      : paymentIntent;
  if (intent.metadata?.kind !== 'top_up') return 'failed';
  const userId = await userOfCustomer(ctx.db, intent.customer);
  const plan = findPlan(intent.metadata.planId ?? '');
  if (!userId || !plan || intent.metadata.userId !== userId) return 'failed';
  if (intent.status === 'canceled') return 'canceled';
  // A new intent also waits for a payment method: it failed only when an attempt was declined.
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  if (intent.status !== 'succeeded') return 'pending';
  await recordPayment(
    ctx.db,
    {
      id: intent.id,
      userId,
      kind: 'top_up',
      subscriptionId: null,
      paymentIntentId: intent.id,
      planId: plan.id,
      amount: intent.amount_received || intent.amount,
      currency: intent.currency,
    },
    everyMonth(plan.credits, 1),
    now,
    {
      firstPackage: true,
      afterRecorded: paymentReceivedMail(ctx, {
        id: intent.id,
        userId,
        amount: intent.amount_received || intent.amount,
        currency: intent.currency,
        planName: plan.name,
        kind: 'top-up',
      }),
    },
  );
  return 'paid';
}

/** A top-up of a package: one month of its credits at its monthly price, and what settles it. */
function topUpOf(user: SessionUser, planId: PlanId) {
  const plan = findPlan(planId);
  if (!plan) throw notFound();
  return {
    plan,
    amount: toMinorUnits(plan.monthlyPrice),
    currency: CURRENCY.toLowerCase(),
    description: `${plan.name}: ${plan.credits} credits`,
    // settlePaymentIntent grants it by these.
    metadata: { userId: user.id, planId: plan.id, kind: 'top_up', credits: String(plan.credits) },
  };
}

/**
 * A top-up on Stripe Checkout (issue 33): a subscriber, or anyone, buys a package's credits once. The
 * session's PaymentIntent carries the top-up's metadata, so it is settled as create-payment-intent's
 * are (the return page's verify-checkout-session, or the webhook): once, keyed by the intent.
 */
async function createTopUpCheckout(
  ctx: BillingContext,
  user: SessionUser,
  planId: PlanId,
): Promise<{ sessionId: string; url: string }> {
  const topUp = topUpOf(user, planId);
  const customer = await ensureCustomer(ctx, user);
  const buyPage = `${ctx.config.appUrl}${paths.buyCredits}`;
  const session = await ctx.stripe.api.checkout.sessions.create({
    mode: 'payment',
    customer,
    client_reference_id: user.id,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: topUp.currency,
          unit_amount: topUp.amount,
          product_data: { name: topUp.description },
        },
      },
    ],
    metadata: topUp.metadata,
    payment_intent_data: { description: topUp.description, metadata: topUp.metadata },
    success_url: `${buyPage}?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${buyPage}?canceled=true`,
  });
  if (!session.url) throw new AppError(ErrorCode.PAYMENT_UNAVAILABLE, Messages.checkoutFailed, 502);
  return { sessionId: session.id, url: session.url };
}

/** POST /stripe/create-payment-intent: one month of a package's credits at its monthly price. */
export async function createTopUp(ctx: BillingContext, user: SessionUser, planId: PlanId) {
  const { plan, amount, currency, description, metadata } = topUpOf(user, planId);
  const customer = await ensureCustomer(ctx, user);
  const intent = await ctx.stripe.api.paymentIntents.create({
    amount,
    currency,
    customer,
    automatic_payment_methods: { enabled: true },
    description,
    metadata,
  });
  if (!intent.client_secret)
    throw new AppError(ErrorCode.PAYMENT_UNAVAILABLE, Messages.paymentIntentFailed, 502);
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount,
    currency: intent.currency,
    packageId: plan.id,
    credits: plan.credits,
    billingCycle: 'monthly' as const,
  };
}

async function paymentStatus(
  ctx: BillingContext,
  userId: string,
  paymentId: string | undefined,
  status: PaymentStatus['status'],
): Promise<PaymentStatus> {
  const creditsGranted = paymentId && status === 'paid' ? await creditsGrantedBy(ctx.db, paymentId) : 0;
  return { status, creditsGranted, credits: await findCredits(ctx.db, userId) };
}

/** POST /stripe/verify-payment: the user's own top-up only; another user's id is not found. */
export async function verifyPayment(
  ctx: BillingContext,
  user: SessionUser,
  paymentIntentId: string,
): Promise<PaymentStatus> {
  const intent = await retrieveOrNull(() => ctx.stripe.api.paymentIntents.retrieve(paymentIntentId));
  if (
    !intent ||
    intent.metadata?.userId !== user.id ||
    (await userOfCustomer(ctx.db, intent.customer)) !== user.id
  ) {
    throw notFound();
  }
  const status = await settlePaymentIntent(ctx, intent);
  return paymentStatus(ctx, user.id, intent.id, status);
}

/** POST /stripe/verify-checkout-session: the buy page's return; credits show before the webhook lands. */
export async function verifyCheckoutSession(
  ctx: BillingContext,
  user: SessionUser,
  sessionId: string,
): Promise<PaymentStatus> {
  const session = await retrieveOrNull(() => ctx.stripe.api.checkout.sessions.retrieve(sessionId));
  if (
    !session ||
    session.client_reference_id !== user.id ||
    (await userOfCustomer(ctx.db, session.customer)) !== user.id
  ) {
    throw notFound();
  }
  if (session.status === 'expired') return paymentStatus(ctx, user.id, undefined, 'canceled');
  if (session.status !== 'complete' || session.payment_status === 'unpaid') {
    return paymentStatus(ctx, user.id, undefined, 'pending');
  }
  const invoiceId = idOf(session.invoice);
  if (session.mode === 'subscription' && invoiceId) {
    return paymentStatus(ctx, user.id, invoiceId, await settleInvoice(ctx, invoiceId));
  }
  const intentId = idOf(session.payment_intent);
  if (intentId) return paymentStatus(ctx, user.id, intentId, await settlePaymentIntent(ctx, intentId));
  return paymentStatus(ctx, user.id, undefined, 'failed');
}

/** A Stripe object by id, or null when Stripe says there is none (a made-up or foreign id). */
async function retrieveOrNull<T>(retrieve: () => Promise<T>): Promise<T | null> {
  try {
    return await retrieve();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/**
 * POST /stripe/portal-session: Stripe's Customer Portal (plan, card, invoices, cancel), under our
 * configuration: a cheaper plan starts when the period already paid for ends.
 */
export async function createPortalSession(ctx: BillingContext, user: SessionUser): Promise<{ url: string }> {
  const customer = await ensureCustomer(ctx, user);
  const session = await ctx.stripe.api.billingPortal.sessions.create({
    customer,
    configuration: await ctx.stripe.portalConfiguration(),
    return_url: `${ctx.config.appUrl}${paths.profile}`,
  });
  return { url: session.url };
}

/** The plan of the user's subscription, while one is active; undefined without one (what a plan allows, PRODUCT.md §9). */
export async function currentPlanId(db: Database, userId: string): Promise<PlanId | undefined> {
  const row = await activeSubscription(db, userId);
  return row ? findPlan(row.planId)?.id : undefined;
}

/** GET /stripe/subscription: the current plan as last reported by Stripe, and its next credits. */
export async function getSubscription(db: Database, userId: string): Promise<Subscription | null> {
  const row = await activeSubscription(db, userId);
  if (!row) return null;
  const plan = findPlan(row.planId);
  if (!plan) return null;
  const [next] = await db
    .select({ dueAt: min(creditGrants.dueAt) })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.subscriptionId, row.id),
        isNull(creditGrants.grantedAt),
        isNull(creditGrants.canceledAt),
      ),
    );
  const nextGrantAt =
    next?.dueAt ?? (row.cancelAtPeriodEnd || row.status !== 'active' ? null : row.currentPeriodEnd);
  return {
    planId: plan.id,
    planName: plan.name,
    credits: plan.credits,
    billingCycle: row.billingCycle,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    nextGrantAt: nextGrantAt ? new Date(nextGrantAt).toISOString() : null,
  };
}
