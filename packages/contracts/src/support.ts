/**
 * The support widget's message (PRODUCT.md §3 Support message, §5, §7 POST /support/message). Signed-in
 * senders are known by their session: the server then ignores `userEmail` and `userName`.
 */
import { z } from 'zod';
import { emailSchema, nonBlankSchema } from './auth.ts';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MAX_LINKS,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_TYPES,
} from './constants.ts';
import { Messages } from './messages.ts';
import { lineSchema, textSchema } from './text.ts';

const LINK = /\b(?:https?:\/\/|www\.)/gi;

/** The links in a text, as people write them: with a scheme, or starting with www. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

export const supportMessageBodySchema = z.object({
  type: z.enum(SUPPORT_TYPES, { error: Messages.supportTypeInvalid }),
  message: textSchema()
    .trim()
    .min(1, { error: Messages.supportMessageRequired })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: Messages.supportMessageTooLong })
    .refine((message) => countLinks(message) <= SUPPORT_MESSAGE_MAX_LINKS, {
      error: Messages.supportTooManyLinks,
    }),
  /** Required when signed out; a signed-in sender's address comes from the session. */
  userEmail: emailSchema.optional(),
  userName: lineSchema().trim().max(SUPPORT_NAME_MAX_LENGTH).optional(),
  /** When the browser sent it (ISO 8601); informative only, the server records its own time. */
  timestamp: lineSchema().max(64).optional(),
  userAgent: lineSchema().max(500).optional(),
  /** The page the widget was opened on. */
  url: lineSchema().max(2048).optional(),
  /** A honeypot: hidden from people, filled by bots. Anything in it makes the message vanish. */
  website: z.string().max(2048).optional(),
});
export type SupportMessageBody = z.input<typeof supportMessageBodySchema>;

/**
 * The support widget's form (PRODUCT.md §5): the type, the message (required, trimmed, at most 1000
 * characters) and the honeypot as the body has them, and a visitor's address, required and valid. A
 * signed-in sender has no address field: the form leaves `userEmail` out (the session says who it is).
 * The page, the time and the browser are added to its output when it is sent.
 */
export const supportFormSchema = supportMessageBodySchema
  .pick({ type: true, message: true, website: true })
  .extend({ userEmail: nonBlankSchema(Messages.enterEmail).pipe(emailSchema).optional() });
export type SupportForm = z.input<typeof supportFormSchema>;
