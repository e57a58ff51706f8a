/**
 * HTTP routes of PRODUCT.md §7 "Billing" under /api/stripe, and Stripe's webhook. Every route acts for the
 * signed-in user only: a payment, session or customer of another user answers 404.
 */
import {
  checkoutSessionResponseSchema,
  createCheckoutSessionBodySchema,
  createPaymentIntentBodySchema,
  ErrorCode,
  Messages,
  packagesQuerySchema,
  packagesResponseSchema,
  paymentIntentResponseSchema,
  paymentStatusResponseSchema,
  portalSessionResponseSchema,
  subscriptionResponseSchema,
  verifyCheckoutSessionBodySchema,
  verifyPaymentBodySchema,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { perIp } from '../../lib/rate-limits.ts';
import { authOf } from '../../request-auth.ts';
import {
  createCheckoutSession,
  createPortalSession,
  createTopUp,
  getSubscription,
  listPackages,
  verifyCheckoutSession,
  verifyPayment,
} from './billing.service.ts';
import { receiveEvent } from './stripe-events.ts';

const tags = ['billing'];
const security = [{ bearer: [] }];

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Calls that reach Stripe: a few a minute is all a person needs.
  const stripeLimit = perIp(30, '1 minute');

  /** Stripe unreachable or refusing: PRODUCT.md §8's message for the step, never Stripe's internals. */
  async function withStripe<T>(message: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      app.log.error({ err: error }, message);
      throw new AppError(ErrorCode.PAYMENT_UNAVAILABLE, message, 502);
    }
  }

  app.get(
    '/stripe/packages',
    {
      config: { access: 'signed-in' },
      schema: { tags, security, querystring: packagesQuerySchema, response: { 200: packagesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      message: Messages.packagesFetched,
      data: { packages: listPackages(request.query.billing_cycle) },
    }),
  );

  app.post(
    '/stripe/create-checkout-session',
    {
      config: stripeLimit,
      schema: {
        tags,
        security,
        body: createCheckoutSessionBodySchema,
        response: { 200: checkoutSessionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.checkoutSessionCreated,
      data: await withStripe(Messages.checkoutFailed, () =>
        createCheckoutSession(
          ctx,
          authOf(request).user,
          request.body.package_id,
          request.body.billing_period,
          request.body.purchase,
        ),
      ),
    }),
  );

  app.post(
    '/stripe/verify-checkout-session',
    {
      config: stripeLimit,
      schema: {
        tags,
        security,
        body: verifyCheckoutSessionBodySchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.paymentVerified,
      data: await withStripe(Messages.verifyPaymentFailed, () =>
        verifyCheckoutSession(ctx, authOf(request).user, request.body.session_id),
      ),
    }),
  );

  app.post(
    '/stripe/create-payment-intent',
    {
      config: stripeLimit,
      schema: {
        tags,
        security,
        body: createPaymentIntentBodySchema,
        response: { 200: paymentIntentResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.paymentIntentCreated,
      data: await withStripe(Messages.paymentIntentFailed, () =>
        createTopUp(ctx, authOf(request).user, request.body.package_id),
      ),
    }),
  );

  app.post(
    '/stripe/verify-payment',
    {
      config: stripeLimit,
      schema: {
        tags,
        security,
        body: verifyPaymentBodySchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: Messages.paymentVerified,
      data: await withStripe(Messages.verifyPaymentFailed, () =>
        verifyPayment(ctx, authOf(request).user, request.body.payment_intent_id),
      ),
    }),
  );

  app.post(
    '/stripe/portal-session',
    { config: stripeLimit, schema: { tags, security, response: { 200: portalSessionResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: Messages.portalSessionCreated,
      data: await withStripe(Messages.portalFailed, () => createPortalSession(ctx, authOf(request).user)),
    }),
  );

  app.get(
    '/stripe/subscription',
    { schema: { tags, security, response: { 200: subscriptionResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: Messages.subscriptionFetched,
      data: { subscription: await getSubscription(ctx.db, authOf(request).user.id) },
    }),
  );
};

/**
 * POST /api/stripe/webhook: Stripe's signed events. The raw body is verified with the SDK (a bad or
 * stale signature answers 400 and changes nothing), stored once by event id and worked by a job;
 * the answer is 200 at once, for a replay too.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // The signature covers the exact bytes: keep them (this plugin's scope only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags,
        headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: ReturnType<typeof ctx.stripe.constructEvent>;
      try {
        event = ctx.stripe.constructEvent(raw, request.headers['stripe-signature']);
      } catch {
        throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.invalidStripeSignature, 400);
      }
      const fresh = await receiveEvent(ctx, event);
      return { received: true as const, duplicate: !fresh };
    },
  );
};
