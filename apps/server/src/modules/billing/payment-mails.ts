/**
 * The account mails of billing (issue 33): a payment that added credits, and a plan changed. Each is
 * queued in the transaction that records what it is about, keyed by it, so a replayed webhook or a
 * second verify never sends it twice; each goes only to an account that keeps it switched on.
 */
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { accountMailRecipient } from '../users/users.service.ts';
import type { RecordedGrants } from './grants.ts';

type MailContext = Pick<AppContext, 'mail' | 'config'>;

/** "€19.00" in the mail's language. */
export function mailAmount(language: 'en' | 'fr', minorUnits: number, currency: string): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100);
}

/** recordPayment's `afterRecorded`: the payment-received mail of this payment. */
export function paymentReceivedMail(
  ctx: MailContext,
  payment: {
    id: string;
    userId: string;
    amount: number;
    currency: string;
    planName: string;
    kind: 'plan' | 'renewal' | 'change' | 'top-up';
  },
) {
  return async (tx: Tx, granted: RecordedGrants) => {
    if (granted.now + granted.bonus <= 0) return;
    const to = await accountMailRecipient(tx, payment.userId, 'paymentReceived');
    if (!to) return;
    await ctx.mail.queue(
      to.email,
      {
        template: 'payment-received',
        language: to.language,
        props: {
          firstName: to.firstName,
          amount: mailAmount(to.language, payment.amount, payment.currency),
          kind: payment.kind,
          planName: payment.planName,
          credits: granted.now,
          months: granted.months,
          bonus: granted.bonus,
          historyUrl: `${ctx.config.appUrl}/dashboard/profile`,
        },
      },
      tx,
      `payment-received:${payment.id}`,
    );
  };
}

/** The plan-changed mail, when a synced subscription's plan is not the one stored before. */
export async function queuePlanChangedMail(
  ctx: MailContext,
  tx: Tx,
  change: {
    userId: string;
    subscriptionId: string;
    fromPlan: string;
    toPlan: string;
    toPlanId: string;
    cycle: 'monthly' | 'annual';
    credits: number;
  },
): Promise<void> {
  const to = await accountMailRecipient(tx, change.userId, 'planChanged');
  if (!to) return;
  await ctx.mail.queue(
    to.email,
    {
      template: 'plan-changed',
      language: to.language,
      props: {
        firstName: to.firstName,
        fromPlan: change.fromPlan,
        toPlan: change.toPlan,
        cycle: change.cycle,
        credits: change.credits,
        billingUrl: `${ctx.config.appUrl}/dashboard/profile`,
      },
    },
    tx,
    `plan-changed:${change.subscriptionId}:${change.toPlanId}:${change.cycle}`,
  );
}
