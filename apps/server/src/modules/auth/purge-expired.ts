/** Housekeeping of the auth tables: nothing expired is kept longer than it is useful. */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authTokens, emailSendAttempts, sessions } from '../../db/schema/auth.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeExpiredAuth(db: Database, now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const deletedSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const deletedTokens = await db
    .delete(authTokens)
    .where(
      or(lt(authTokens.expiresAt, dayAgo), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, dayAgo))),
    )
    .returning({ id: authTokens.id });
  // Counters reset after a quiet day anyway (email-cooldown.ts).
  const deletedAttempts = await db
    .delete(emailSendAttempts)
    .where(lt(emailSendAttempts.lastSentAt, dayAgo))
    .returning({ email: emailSendAttempts.email });
  return { sessions: deletedSessions.length, tokens: deletedTokens.length, attempts: deletedAttempts.length };
}
