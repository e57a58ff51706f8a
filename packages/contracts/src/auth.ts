import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { envelope, messageEnvelopeSchema } from './envelope.ts';
import { Messages } from './messages.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: Messages.invalidEmail }));

/** SPEC §5: at least 8 characters, a lowercase letter, an uppercase letter and a digit. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: Messages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: Messages.passwordComplexity });

const nameSchema = z.string().trim().min(1, { error: Messages.fillAllFields }).max(NAME_MAX_LENGTH);

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
  password: z.string().min(1, { error: Messages.fillAllFields }).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionResponseSchema = envelope(z.object({ token: z.string(), user: authUserSchema }));
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = envelope(authUserSchema);

export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1).max(200),
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
});
export const verifyEmailResponseSchema = envelope(z.object({ credits: z.number().int() }));

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const resendVerificationResponseSchema = messageEnvelopeSchema.extend({
  attemptCount: z.number().int(),
  remainingTime: z.number().int(),
});

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});

export const tokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const verifyResetTokenResponseSchema = envelope(z.object({ email: z.string() }));

export const googleAuthUrlResponseSchema = envelope(z.object({ authUrl: z.string() }));
export const googleCallbackBodySchema = z.object({
  code: z.string().min(1, { error: Messages.noAuthCode }).max(2048),
  state: z.string().min(1).max(512),
});
