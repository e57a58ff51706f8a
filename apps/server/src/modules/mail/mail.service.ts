/**
 * Outgoing mail of the product: templates are sealed into a `send-email` job (optionally inside the
 * caller's transaction) and sent by the job handler, with retries.
 */
import type { Tx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { EmailTemplate } from '../../integrations/mail/render-email.ts';
import { jobIdFor } from '../../jobs/job-id.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { clip } from '../../lib/plain-text.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

export interface MailService {
  /**
   * Queues a mail, with `tx` only if that transaction commits; with `key` (what the mail is about,
   * 'run-failed:<id>'), a second queueing is dropped while pg-boss keeps the first job (an hour
   * after it is sent): a guard against replays, beside the caller's own once-only transaction.
   */
  queue(to: string, email: EmailTemplate, tx?: Tx, key?: string): Promise<void>;
  /** The `send-email` job handler. */
  deliver(payload: { to: string; sealed: string }): Promise<void>;
}

/**
 * The most a mail carries (issue 26: one link with a 4.8 MB attribute made a 19 MB mail). What goes
 * into a mail comes partly from outside (a post's title and links, a page's problems): every string
 * is cut at MAIL_TEXT_MAX characters, ending with '…', every list at MAIL_LIST_MAX entries. Our own
 * texts are far shorter (a support message is at most 1,000 characters).
 */
export const MAIL_TEXT_MAX = 4_000;
export const MAIL_LIST_MAX = 50;

/** `value` with each string and list cut to the mail's bounds. */
export function boundedForMail<T>(value: T): T {
  if (typeof value === 'string')
    return (value.length > MAIL_TEXT_MAX ? `${clip(value, MAIL_TEXT_MAX - 1)}…` : value) as T;
  if (Array.isArray(value)) return value.slice(0, MAIL_LIST_MAX).map(boundedForMail) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, boundedForMail(entry)])) as T;
  return value;
}

export function createMailService(deps: { jobs: JobQueue; secrets: SecretBox; mailer: Mailer }): MailService {
  return {
    async queue(to, email, tx, key) {
      await deps.jobs.enqueue(
        'send-email',
        { to, sealed: deps.secrets.seal(JSON.stringify(boundedForMail(email))) },
        { tx, ...(key ? { id: jobIdFor(`send-email:${key}`) } : {}) },
      );
    },
    async deliver({ to, sealed }) {
      const email = JSON.parse(deps.secrets.open(sealed)) as EmailTemplate;
      // Loaded on the first mail, not at start-up: React Email costs ~0.4 s to import.
      const { renderEmail } = await import('../../integrations/mail/render-email.ts');
      const rendered = await renderEmail(email);
      await deps.mailer.send({ to, ...rendered });
    },
  };
}
