/** Renders a mail (copy.ts) with the React Email layout to subject, HTML and plain text. */
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { contentOf, type EmailTemplate, mailCopy } from './copy.ts';
import { MailLayout } from './templates/layout.ts';

export type { EmailTemplate } from './copy.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Replies go there instead of to our sender address. */
  replyTo?: string;
}

export async function renderEmail(email: EmailTemplate): Promise<RenderedEmail> {
  const content = contentOf(email);
  const copy = mailCopy[email.language] ?? mailCopy.en;
  const html = await render(
    createElement(MailLayout, {
      language: email.language,
      content,
      footer: content.footer ?? copy.footer,
      linkFallbackText: copy.linkFallback,
    }),
  );
  return { subject: content.subject, html, text: toPlainText(html), replyTo: content.replyTo };
}
