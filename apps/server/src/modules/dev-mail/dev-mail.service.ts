/** The dev mailbox: mail captured in the database instead of sent, readable at /dev/mail. */
import { canonicalEmail } from '@aa/contracts';
import { desc, eq, sql } from 'drizzle-orm';
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

/**
 * The most of a mail's text and HTML the listing shows: mail is bounded when it is queued, but the
 * mailbox may hold mail from before (issue 26: 19 MB mails made the listing answer 500). Each mail
 * whole stays at /dev/mail/:id.
 */
export const DEV_MAIL_LISTED_CHARS = 200_000;
/** Mails a listing shows, newest first. */
export const DEV_MAIL_PAGE = 50;

/** `column` cut at DEV_MAIL_LISTED_CHARS in the query, with a mark: megabytes never leave the database. */
const listed = (column: typeof devMail.text | typeof devMail.html) =>
  sql<string>`CASE WHEN length(${column}) > ${DEV_MAIL_LISTED_CHARS} THEN left(${column}, ${DEV_MAIL_LISTED_CHARS - 1}) || '…' ELSE ${column} END`;

export async function listDevMail(db: Database, to?: string, limit = DEV_MAIL_PAGE) {
  const rows = await db
    .select({
      id: devMail.id,
      to: devMail.to,
      subject: devMail.subject,
      text: listed(devMail.text),
      html: listed(devMail.html),
      createdAt: devMail.createdAt,
    })
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
