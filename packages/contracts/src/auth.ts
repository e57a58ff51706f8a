import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { envelope, messageEnvelopeSchema } from './envelope.ts';
import { Messages } from './messages.ts';
import { canonicalEmail, lineSchema, opaqueTokenSchema } from './text.ts';

/** An email in its canonical form (see `canonicalEmail`), the form every comparison and key uses. */
export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH + 100, { error: Messages.invalidEmail })
  .transform((value, ctx) => {
    const canonical = canonicalEmail(value);
    if (canonical === null) {
      ctx.issues.push({ code: 'custom', message: Messages.invalidEmail, input: value });
      return z.NEVER;
    }
    return canonical;
  })
  .pipe(z.email({ error: Messages.invalidEmail }).max(EMAIL_MAX_LENGTH, { error: Messages.invalidEmail }));

/** SPEC §5: at least 8 characters, a lowercase letter, an uppercase letter and a digit. */
export const newPasswordSchema = lineSchema()
  .min(PASSWORD_MIN_LENGTH, { error: Messages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: Messages.passwordComplexity });

const nameSchema = lineSchema().trim().min(1, { error: Messages.fillAllFields }).max(NAME_MAX_LENGTH);

/** The user as the auth calls answer it (snake_case, SPEC §7). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_verified: z.boolean(),
  credits: z.number().int(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: lineSchema().min(1, { error: Messages.fillAllFields }).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionResponseSchema = envelope(z.object({ token: z.string(), user: authUserSchema }));
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = envelope(authUserSchema);

export const verifyEmailQuerySchema = z.object({
  token: opaqueTokenSchema(Messages.invalidVerificationLink),
  /** The address the link was sent to; informative only (the token says which address it proves). */
  email: lineSchema().max(EMAIL_MAX_LENGTH).optional(),
});
export const verifyEmailResponseSchema = envelope(z.object({ credits: z.number().int() }));

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const resendVerificationResponseSchema = messageEnvelopeSchema.extend({
  attemptCount: z.number().int(),
  remainingTime: z.number().int(),
});

export const resetPasswordBodySchema = z.object({
  token: opaqueTokenSchema(Messages.invalidResetLink),
  password: newPasswordSchema,
});

export const tokenQuerySchema = z.object({ token: opaqueTokenSchema(Messages.invalidResetLink) });
export const verifyResetTokenResponseSchema = envelope(z.object({ email: z.string() }));

/** OAuth codes and states are visible ASCII (RFC 6749 §A.11 and §A.5). */
const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

export const googleAuthUrlResponseSchema = envelope(z.object({ authUrl: z.string() }));
export const googleCallbackBodySchema = z.object({
  code: z
    .string()
    .min(1, { error: Messages.noAuthCode })
    .max(2048)
    .regex(VISIBLE_ASCII, { error: Messages.googleFailed }),
  state: z.string().min(1).max(512).regex(VISIBLE_ASCII, { error: Messages.googleFailed }),
});
