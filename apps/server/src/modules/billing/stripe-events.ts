/**
 * Stripe's webhook events: stored once by id and worked by the `process-stripe-event` job. Working
 * re-reads the objects from Stripe, so events may come in any order, twice, or late; what they do
 * is keyed by what was paid for (grants.ts), not by the event.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { stripeEvents } from '../../db/schema/billing.ts';
import { idOf, type Stripe } from '../../integrations/stripe/stripe-client.ts';
import { findUserById } from '../users/users.queries.ts';
import { settleInvoice, settlePaymentIntent, syncSubscription, userOfCustomer } from './billing.service.ts';
import { reversePayment } from './grants.ts';
import { mailAmount } from './payment-mails.ts';

type EventContext = Pick<AppContext, 'db' | 'stripe' | 'config' | 'jobs' | 'mail'>;

/**
 * Stores a verified event and enqueues its processing in the same transaction. A replay (same id)
 * inserts nothing and enqueues nothing. Answers whether it was new.
 */
export async function receiveEvent(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  event: Stripe.Event,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return false;
    await ctx.jobs.enqueue('process-stripe-event', { eventId: event.id }, { tx, singletonKey: event.id });
    return true;
  });
}

/** Works one stored event (once it succeeded, never again). Throws to be retried. */
export async function processEvent(ctx: EventContext, eventId: string, now = new Date()): Promise<void> {
  const [row] = await ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
  if (!row || row.processedAt) return;
  await ctx.db
    .update(stripeEvents)
    .set({ attempts: sql`${stripeEvents.attempts} + 1` })
    .where(eq(stripeEvents.id, eventId));
  try {
    await handle(ctx, row.payload as Stripe.Event, now);
  } catch (error) {
    await ctx.db
      .update(stripeEvents)
      .set({ lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      .where(eq(stripeEvents.id, eventId));
    throw error;
  }
  await ctx.db
    .update(stripeEvents)
    .set({ processedAt: now, lastError: null })
    .where(eq(stripeEvents.id, eventId));
}

async function handle(ctx: EventContext, event: Stripe.Event, now: Date): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Completed but unpaid (a bank debit): async_payment_succeeded comes when it settles.
      if (session.payment_status === 'unpaid') return;
      const invoice = idOf(session.invoice);
      if (session.mode === 'subscription' && invoice) await settleInvoice(ctx, invoice, now);
      const intent = idOf(session.payment_intent);
      if (session.mode === 'payment' && intent) await settlePaymentIntent(ctx, intent, now);
      return;
    }
    // invoice.paid covers every paid invoice (invoice.payment_succeeded, sent with it, would only repeat it).
    case 'invoice.paid':
      await settleInvoice(ctx, event.data.object.id as string, now);
      return;
    case 'invoice.payment_failed':
      await paymentFailed(ctx, event.data.object);
      return;
    case 'payment_intent.succeeded':
      if (event.data.object.metadata?.kind === 'top_up')
        await settlePaymentIntent(ctx, event.data.object.id, now);
      return;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(ctx, event.data.object.id, now);
      return;
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = idOf(charge.payment_intent);
      if (intent) {
        await reversePayment(
          ctx.db,
          {
            paymentIntentId: intent,
            amount: charge.amount,
            amountRefunded: charge.amount_refunded,
            dispute: false,
          },
          now,
        );
      }
      return;
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const intent = idOf(dispute.payment_intent);
      if (intent) {
        await reversePayment(
          ctx.db,
          { paymentIntentId: intent, amount: dispute.amount, amountRefunded: dispute.amount, dispute: true },
          now,
        );
      }
      return;
    }
    default:
      // Not an event we act on: stored, and nothing changes.
      return;
  }
}

/**
 * A renewal that failed grants nothing; the user is told by mail, with the way to fix the card.
 * The subscription is re-read (past_due) so the profile shows it.
 */
async function paymentFailed(ctx: EventContext, invoice: Stripe.Invoice): Promise<void> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (subscriptionId) await syncSubscription(ctx, subscriptionId);
  const userId = await userOfCustomer(ctx.db, invoice.customer);
  const user = userId ? await findUserById(ctx.db, userId) : undefined;
  if (!user || !invoice.id) return;
  await ctx.mail.queue(user.email, {
    template: 'payment-failed',
    language: user.language === 'fr' ? 'fr' : 'en',
    props: {
      firstName: user.firstName,
      amount: mailAmount(user.language === 'fr' ? 'fr' : 'en', invoice.amount_due, invoice.currency),
      billingUrl: `${ctx.config.appUrl}/dashboard/profile`,
    },
  });
}
