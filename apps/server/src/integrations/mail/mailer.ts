/**
 * Sends mail: nodemailer over SMTP when SMTP_URL is set, otherwise into the dev mailbox
 * (a store the caller provides). Knows nothing of our tables.
 */
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './render-email.ts';

export interface OutgoingMail extends RenderedEmail {
  to: string;
}

export interface Mailer {
  kind: 'smtp' | 'dev-mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        replyTo: mail.replyTo,
        html: mail.html,
        text: mail.text,
      });
    },
    close: () => transport.close(),
  };
}

export function createDevMailboxMailer(store: (mail: OutgoingMail) => Promise<void>): Mailer {
  return { kind: 'dev-mailbox', send: store, close: () => undefined };
}
