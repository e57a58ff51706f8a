/** The mails a test queued, read where the send-email job would (for servers started without workers). */
import { sql } from 'drizzle-orm';
import type { EmailTemplate } from '../integrations/mail/render-email.ts';
import type { TestServer } from './test-server.ts';

/** The mails queued for `to`, oldest first, opened as the send-email job opens them. */
export async function queuedMails(server: TestServer, to: string): Promise<EmailTemplate[]> {
  const { rows } = (await server.ctx.db.execute(
    sql`select data from pgboss.job where name = 'send-email' and data->>'to' = ${to} order by created_on`,
  )) as unknown as { rows: { data: { sealed: string } }[] };
  return rows.map(({ data }) => JSON.parse(server.ctx.secrets.open(data.sealed)) as EmailTemplate);
}
