import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { envelope, messageEnvelopeSchema } from './envelope.ts';
import { Messages } from './messages.ts';
import { canonicalEmail, lineSchema, opaqueTokenSchema, timeZoneSchema } from './text.ts';

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

/** PRODUCT.md §5: at least 8 characters, a lowercase letter, an uppercase letter and a digit. */
export const newPasswordSchema = lineSchema()
  .min(PASSWORD_MIN_LENGTH, { error: Messages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: Messages.passwordComplexity });

const nameSchema = lineSchema().trim().min(1, { error: Messages.fillAllFields }).max(NAME_MAX_LENGTH);

/*
 * The forms' schemas. PRODUCT.md §5: every wrong field shows its first broken rule next to it, all at
 * once (the web app's lib/schema-form.ts). A field that must be filled checks that first, then its own
 * rule (`nonBlankSchema(…).pipe(rule)`): an empty password reads 'Please fill in all fields', never
 * 'at least 8 characters'.
 */

/** A form's text field that must hold more than blanks. */
export const nonBlankSchema = (message: string) =>
  z.string().refine((value) => value.trim() !== '', { error: message });
/** A form's password field that must not be empty: any character counts, a space too. */
export const nonEmptySchema = (message: string) => z.string().min(1, { error: message });

/** The user as the auth calls answer it (snake_case, PRODUCT.md §7). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_verified: z.boolean(),
  credits: z.number().int(),
  /** The account's time zone (issue 33): every date the app shows is in it; null until one is known. */
  time_zone: z.string().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The languages of the UI and of the mails; stored on the account. */
export const LANGUAGES = ['en', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  /** The UI's language at sign-up: the account's mails use it. */
  language: languageSchema.optional(),
  /** The browser's time zone at sign-up (issue 33): the account's dates and mails use it. */
  timeZone: timeZoneSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * The sign-up form (PRODUCT.md §5): each field says at once what is wrong with it, an empty one that
 * every field must be filled, then its own rule (the name's length, the email, the password rules);
 * the UI adds `language`. Its output is the call's body.
 */
export const signUpFormSchema = z.object({
  firstName: nonBlankSchema(Messages.fillAllFields).pipe(nameSchema),
  lastName: nonBlankSchema(Messages.fillAllFields).pipe(nameSchema),
  email: nonBlankSchema(Messages.fillAllFields).pipe(emailSchema),
  password: nonEmptySchema(Messages.fillAllFields).pipe(newPasswordSchema),
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: lineSchema().min(1, { error: Messages.fillAllFields }).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The sign-in form: each field filled, then its own rule (a valid email); its output is the call's body. */
export const signInFormSchema = z.object({
  email: nonBlankSchema(Messages.fillAllFields).pipe(loginBodySchema.shape.email),
  password: nonEmptySchema(Messages.fillAllFields).pipe(loginBodySchema.shape.password),
});
export type SignInForm = z.input<typeof signInFormSchema>;

export const sessionResponseSchema = envelope(z.object({ token: z.string(), user: authUserSchema }));
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = envelope(authUserSchema);

export const verifyEmailQuerySchema = z.object({
  token: opaqueTokenSchema(Messages.invalidVerificationLink),
  /** The address the link was sent to; informative only (the token says which address it proves). */
  email: lineSchema().max(EMAIL_MAX_LENGTH).optional(),
});
/**
 * verified: the account's address is proven; email_changed: a pending address became the account's;
 * already_verified: the link was used before and the address it proved is still verified.
 */
export const verifyEmailStatusSchema = z.enum(['verified', 'email_changed', 'already_verified']);
export type VerifyEmailStatus = z.infer<typeof verifyEmailStatusSchema>;
export const verifyEmailResponseSchema = envelope(
  z.object({ credits: z.number().int(), status: verifyEmailStatusSchema }),
);

/** The one-click undo of an email change, mailed to the previous address. */
export const revertEmailChangeBodySchema = z.object({ token: opaqueTokenSchema(Messages.invalidRevertLink) });
export const revertEmailChangeResponseSchema = envelope(
  z.object({
    email: z.string(),
    /** A password-reset token for that address: the undo ends with choosing a new password. */
    resetToken: z.string(),
  }),
);

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

/**
 * A form asking for one address (forgot password, resend verification): `emptyMessage` when it is
 * blank (the verify page words it its own way), then a valid email.
 */
export const emailFormSchema = (emptyMessage: string = Messages.enterEmail) =>
  z.object({ email: nonBlankSchema(emptyMessage).pipe(emailSchema) });
export type EmailForm = z.input<ReturnType<typeof emailFormSchema>>;

export const resendVerificationResponseSchema = messageEnvelopeSchema.extend({
  attemptCount: z.number().int(),
  remainingTime: z.number().int(),
});

export const resetPasswordBodySchema = z.object({
  token: opaqueTokenSchema(Messages.invalidResetLink),
  password: newPasswordSchema,
});

/**
 * The reset form: each field filled, the password the password rules, its confirmation that it does
 * not match (once both are filled), all at once; its output is `{ password }`.
 */
export const resetPasswordFormSchema = z
  .object({
    password: nonEmptySchema(Messages.fillAllFields).pipe(resetPasswordBodySchema.shape.password),
    confirmPassword: nonEmptySchema(Messages.fillAllFields),
  })
  .refine(
    (values) => !values.password || !values.confirmPassword || values.password === values.confirmPassword,
    {
      error: Messages.passwordsDoNotMatch,
      path: ['confirmPassword'],
    },
  )
  .transform((values) => ({ password: values.password }));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const tokenQuerySchema = z.object({ token: opaqueTokenSchema(Messages.invalidResetLink) });
export const verifyResetTokenResponseSchema = envelope(z.object({ email: z.string() }));

/** OAuth codes and states are visible ASCII (RFC 6749 §A.11 and §A.5). */
const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

/** A path of this app to return to (never another origin). */
const appPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[A-Za-z0-9/_?=&.-]*$/);

/**
 * GET /auth/google: `intent=reauth` (signed in) asks Google to sign the same person in again, to
 * confirm it is them before an account change; `lang` is the language a new account gets.
 */
export const googleStartQuerySchema = z.object({
  intent: z.enum(['signin', 'reauth']).default('signin'),
  lang: languageSchema.optional(),
  returnTo: appPathSchema.optional(),
});

export const googleAuthUrlResponseSchema = envelope(z.object({ authUrl: z.string() }));

/**
 * The Google callback's answer: a session (signin), the same session confirmed (reauth), or, for an
 * address held by an account with a password, the request for that password (link: not an error,
 * the next step of signing in; then POST /auth/google/link).
 */
export const googleCallbackResponseSchema = envelope(
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('signin'), token: z.string(), user: authUserSchema }),
    z.object({
      intent: z.literal('reauth'),
      token: z.string(),
      user: authUserSchema,
      returnTo: z.string().optional(),
    }),
    z.object({ intent: z.literal('link'), email: z.string() }),
  ]),
);

/** Proves the password of the existing account a Google sign-in asks to be connected to. */
export const googleLinkBodySchema = z.object({
  password: lineSchema().min(1, { error: Messages.fillAllFields }).max(PASSWORD_MAX_LENGTH),
});
export type GoogleLinkBody = z.infer<typeof googleLinkBodySchema>;
export const googleCallbackBodySchema = z.object({
  code: z
    .string()
    .min(1, { error: Messages.noAuthCode })
    .max(2048)
    .regex(VISIBLE_ASCII, { error: Messages.googleFailed }),
  state: z.string().min(1).max(512).regex(VISIBLE_ASCII, { error: Messages.googleFailed }),
});
