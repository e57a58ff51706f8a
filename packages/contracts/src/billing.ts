/**
 * PRODUCT.md §7 "Billing" on the wire (under /api/stripe), and what the buy page, the profile's billing
 * card and the credit history read. Plans and prices come from plans.ts, so the pricing page, the
 * buy page, the server and Stripe agree.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Messages } from './messages.ts';
import { type BillingCycle, PLANS, type PlanId } from './plans.ts';

export const planIdSchema = z.enum(PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]]);
export const billingCycleSchema = z.enum(['monthly', 'annual'] satisfies BillingCycle[]);

/** GET /stripe/packages?billing_cycle=monthly|annual (default monthly, as PRODUCT.md §9's auth layer). */
export const packagesQuerySchema = z.object({ billing_cycle: billingCycleSchema.default('monthly') });

/**
 * PRODUCT.md §3's credit package as the buy page reads it. `price` is what one payment costs in the cycle
 * (annual: the yearly total); `originalPrice` is 12 × the monthly price on the annual cycle. Money is
 * in major units (9.85) of `currency`.
 */
export const creditPackageSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  description: z.string(),
  /** Credits granted each month, in both cycles. */
  credits: z.number().int(),
  price: z.number(),
  originalPrice: z.number().optional(),
  popular: z.boolean(),
  features: z.array(z.string()),
  currency: z.string(),
  billingCycle: billingCycleSchema,
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const packagesResponseSchema = envelope(z.object({ packages: z.array(creditPackageSchema) }));

/** POST /stripe/create-checkout-session: PRODUCT.md §7 names the cycle `billing_period` here. */
export const createCheckoutSessionBodySchema = z.object({
  package_id: planIdSchema,
  billing_period: billingCycleSchema,
  /**
   * `top_up` (issue 33): the package's credits once, at its monthly price, paid once on Checkout
   * (a PaymentIntent, as the create-payment-intent path grants it); a subscriber buys credits this way.
   * `plan` (the default, SPEC's): a subscription to it.
   */
  purchase: z.enum(['plan', 'top_up']).default('plan'),
});
export const checkoutSessionResponseSchema = envelope(z.object({ sessionId: z.string(), url: z.string() }));

/** POST /stripe/create-payment-intent: one month of a package's credits, once (a top-up). */
export const createPaymentIntentBodySchema = z.object({
  package_id: planIdSchema,
  billing_cycle: billingCycleSchema.default('monthly'),
});
export const paymentIntentResponseSchema = envelope(
  z.object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    /** Minor units (cents), as Stripe counts. */
    amount: z.number().int(),
    currency: z.string(),
    packageId: planIdSchema,
    credits: z.number().int(),
    billingCycle: billingCycleSchema,
  }),
);

/** The state of a payment the browser asks about after paying, and what it changed. */
export const paymentStatusSchema = z.object({
  /** paid: credits are on the balance; pending: the payment has not settled yet; failed/canceled: nothing granted. */
  status: z.enum(['paid', 'pending', 'failed', 'canceled']),
  /** Credits this payment put on the balance (0 until paid). */
  creditsGranted: z.number().int(),
  credits: z.number().int(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * A Stripe object id of one kind (`pi_…`, `cs_test_…`): its prefix, then letters, digits and
 * underscores. Anything else was never issued by Stripe, and would go into the URL of a Stripe call.
 */
const stripeIdSchema = (prefix: 'pi' | 'cs') =>
  z
    .string()
    .max(255, { error: Messages.paymentNotFound })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]+$`), { error: Messages.paymentNotFound });

/** POST /stripe/verify-payment. */
export const verifyPaymentBodySchema = z.object({ payment_intent_id: stripeIdSchema('pi') });
/** POST /stripe/verify-checkout-session: the buy page's return with `session_id`. */
export const verifyCheckoutSessionBodySchema = z.object({ session_id: stripeIdSchema('cs') });
export const paymentStatusResponseSchema = envelope(paymentStatusSchema);

/** POST /stripe/portal-session: Stripe's Customer Portal for this user. */
export const portalSessionResponseSchema = envelope(z.object({ url: z.string() }));

/** GET /stripe/subscription: the current plan, or null without one. */
export const subscriptionSchema = z.object({
  planId: planIdSchema,
  planName: z.string(),
  credits: z.number().int(),
  billingCycle: billingCycleSchema,
  status: z.enum(['active', 'past_due', 'canceled', 'incomplete', 'unpaid']),
  /** When the paid period ends (the renewal date, or the end when cancelling). */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the plan's next monthly credits arrive, if any will. */
  nextGrantAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionResponseSchema = envelope(z.object({ subscription: subscriptionSchema.nullable() }));
