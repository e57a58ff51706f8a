/**
 * Cooldowns between mails to one address (PRODUCT.md §4: 60 s, then 180 s past 3 attempts, 300 s past 5),
 * counted per address whether or not an account exists, so the answer never reveals one.
 */
import { resendCooldownSeconds } from '@aa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type EmailSendPurpose, emailSendAttempts } from '../../db/schema/auth.ts';

/** After a day without sends, the count starts again. */
const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface CooldownDecision {
  allowed: boolean;
  attemptCount: number;
  /** Seconds until the next send is allowed. */
  remainingTime: number;
}

/** Records a send to `email` if its cooldown has passed. Call inside the sending transaction. */
export async function takeEmailSend(
  tx: Tx,
  email: string,
  purpose: EmailSendPurpose,
  now = new Date(),
): Promise<CooldownDecision> {
  // Create the row first so that concurrent first requests queue on its lock instead of both sending.
  await tx
    .insert(emailSendAttempts)
    .values({ email, purpose, attemptCount: 0, lastSentAt: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(emailSendAttempts)
    .where(and(eq(emailSendAttempts.email, email), eq(emailSendAttempts.purpose, purpose)))
    .for('update');
  if (!row) throw new Error('email_send_attempts row vanished');

  const quiet = now.getTime() - row.lastSentAt.getTime() > ATTEMPT_WINDOW_MS;
  const previousCount = quiet ? 0 : row.attemptCount;
  if (previousCount > 0) {
    const waitUntil = row.lastSentAt.getTime() + resendCooldownSeconds(previousCount) * 1000;
    if (waitUntil > now.getTime()) {
      return {
        allowed: false,
        attemptCount: previousCount,
        remainingTime: Math.ceil((waitUntil - now.getTime()) / 1000),
      };
    }
  }

  const attemptCount = previousCount + 1;
  await tx
    .update(emailSendAttempts)
    .set({ attemptCount, lastSentAt: now })
    .where(and(eq(emailSendAttempts.email, email), eq(emailSendAttempts.purpose, purpose)));
  return { allowed: true, attemptCount, remainingTime: resendCooldownSeconds(attemptCount) };
}
