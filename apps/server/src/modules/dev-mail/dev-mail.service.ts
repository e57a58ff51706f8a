/** The dev mailbox: mail captured in the database instead of sent, readable at /dev/mail. */
import { canonicalEmail } from '@aa/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { devMail } from '../../db/schema/dev-mail.ts';
import type { OutgoingMail } from '../../integrations/mail/mailer.ts';

export function storeDevMail(db: Database) {
  return async (mail: OutgoingMail) => {
    await db
      .insert(devMail)
      .values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html });
  };
}

export async function listDevMail(db: Database, to?: string, limit = 100) {
  const rows = await db
    .select()
    .from(devMail)
    .where(to ? eq(devMail.to, canonicalEmail(to) ?? to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMail.createdAt), desc(devMail.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function findDevMail(db: Database, id: string) {
  const [row] = await db.select().from(devMail).where(eq(devMail.id, id)).limit(1);
  return row;
}
