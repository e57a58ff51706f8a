/**
 * Cooldowns between verification mails (SPEC §4: 60 s, then 180 s past 3 attempts, 300 s past 5),
 * counted per address whether or not an account exists, so the answer never reveals one.
 */
import { resendCooldownSeconds } from '@aa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type AuthTokenPurpose, emailSendAttempts } from '../../db/schema.ts';

/** After a day without sends, the count starts again. */
const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

export type CooldownDecision =
  | { allowed: true; attemptCount: number; remainingTime: number }
  | { allowed: false; attemptCount: number; remainingTime: number };

/** Records a send for `email` if its cooldown has passed (call inside the sending transaction). */
export async function takeEmailSend(tx: Tx, email: string, purpose: AuthTokenPurpose, now = new Date()) {
  const [row] = await tx
    .select()
    .from(emailSendAttempts)
    .where(and(eq(emailSendAttempts.email, email), eq(emailSendAttempts.purpose, purpose)))
    .for('update')
    .limit(1);

  let previousCount = row?.attemptCount ?? 0;
  if (row && now.getTime() - row.lastSentAt.getTime() > ATTEMPT_WINDOW_MS) previousCount = 0;
  if (row && previousCount > 0) {
    const waitUntil = row.lastSentAt.getTime() + resendCooldownSeconds(previousCount) * 1000;
    if (waitUntil > now.getTime()) {
      const decision: CooldownDecision = {
        allowed: false,
        attemptCount: previousCount,
        remainingTime: Math.ceil((waitUntil - now.getTime()) / 1000),
      };
      return decision;
    }
  }

  const attemptCount = previousCount + 1;
  await tx
    .insert(emailSendAttempts)
    .values({ email, purpose, attemptCount, lastSentAt: now })
    .onConflictDoUpdate({
      target: [emailSendAttempts.email, emailSendAttempts.purpose],
      set: { attemptCount: sql`excluded.attempt_count`, lastSentAt: sql`excluded.last_sent_at` },
    });
  const decision: CooldownDecision = {
    allowed: true,
    attemptCount,
    remainingTime: resendCooldownSeconds(attemptCount),
  };
  return decision;
}
