/**
 * The support widget's messages: stored, mailed to the support address and acknowledged to the
 * sender, all in one transaction (no message without its mails, no mail without its message).
 */
import { ErrorCode, Messages, type supportMessageBodySchema } from '@aa/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { supportMessages } from '../../db/schema/support.ts';
import type { MailLanguage } from '../../integrations/mail/copy.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../users/users.queries.ts';

type SupportMessage = z.output<typeof supportMessageBodySchema>;

export interface SupportRequest {
  body: SupportMessage;
  /** The signed-in sender: their account's address and name win over what the body says. */
  user: SessionUser | null;
  ip: string;
  /** The receipt's language for a visitor (an account has its own). */
  visitorLanguage: MailLanguage;
}

/** The address a message is answered at: the session's, else the one the visitor typed. */
export function senderEmailOf(user: SessionUser | null, body: Pick<SupportMessage, 'userEmail'>) {
  return user?.email ?? body.userEmail;
}

/**
 * The page the widget was opened on, without its query and fragment: they can hold live secrets
 * (a password-reset or verification token, an OAuth code) that must never reach a mailbox or a table.
 */
function pageAddressOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}

/**
 * Stores the message and queues both mails. A filled honeypot returns as if sent: the bot learns
 * nothing, and nothing is stored or mailed.
 */
export async function sendSupportMessage(ctx: AppContext, request: SupportRequest): Promise<void> {
  const { body, user } = request;
  if (body.website?.trim()) return;
  const email = senderEmailOf(user, body);
  if (!email) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, Messages.enterEmail, 400, {
      errors: { userEmail: [Messages.enterEmail] },
    });
  }
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : (body.userName ?? '');
  const url = pageAddressOf(body.url);

  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({
        userId: user?.id ?? null,
        email,
        name: name || null,
        type: body.type,
        message: body.message,
        url: url || null,
        userAgent: body.userAgent || null,
        ip: request.ip,
      })
      .returning({ createdAt: supportMessages.createdAt });
    await ctx.mail.queue(
      ctx.config.mail.supportAddress,
      {
        template: 'support-message',
        language: 'en',
        props: {
          firstName: '',
          type: body.type,
          message: body.message,
          senderEmail: email,
          senderName: name,
          userId: user?.id ?? null,
          url,
          userAgent: body.userAgent ?? '',
          sentAt: (row?.createdAt ?? new Date()).toISOString(),
        },
      },
      tx,
    );
    await ctx.mail.queue(
      email,
      {
        template: 'support-receipt',
        language: user?.language ?? request.visitorLanguage,
        props: { firstName: user?.firstName ?? '', type: body.type },
      },
      tx,
    );
  });
}
