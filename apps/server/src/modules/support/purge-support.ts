/**
 * Retention of support messages (the privacy page says the same): the sender's IP address is kept
 * 30 days (abuse), the message itself 2 years, then deleted.
 */
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supportMessages } from '../../db/schema/support.ts';

export const SUPPORT_IP_RETENTION_DAYS = 30;
export const SUPPORT_MESSAGE_RETENTION_DAYS = 730;

export async function purgeSupportMessages(db: Database, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const anonymised = await db
    .update(supportMessages)
    .set({ ip: null })
    .where(
      and(isNotNull(supportMessages.ip), lt(supportMessages.createdAt, daysAgo(SUPPORT_IP_RETENTION_DAYS))),
    )
    .returning({ id: supportMessages.id });
  const deleted = await db
    .delete(supportMessages)
    .where(lt(supportMessages.createdAt, daysAgo(SUPPORT_MESSAGE_RETENTION_DAYS)))
    .returning({ id: supportMessages.id });
  return { supportIpsForgotten: anonymised.length, supportMessagesDeleted: deleted.length };
}
