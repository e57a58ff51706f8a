import { z } from 'zod';
import { emailSchema, languageSchema, newPasswordSchema, nonBlankSchema, nonEmptySchema } from './auth.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import { envelope } from './envelope.ts';
import { Messages } from './messages.ts';
import { lineSchema, timeZoneSchema } from './text.ts';

/**
 * The account's mails beside the run mails (issue 33), each switchable on the profile: a payment that
 * added credits, a plan changed, a campaign that finished its runs, a campaign paused because the credits
 * ran out, a draft waiting for review, and a weekly summary (off until the user turns it on).
 */
export const ACCOUNT_MAILS = [
  'paymentReceived',
  'planChanged',
  'campaignFinished',
  'campaignPaused',
  'draftReady',
  'weeklySummary',
] as const;
export type AccountMail = (typeof ACCOUNT_MAILS)[number];
export const ACCOUNT_MAIL_DEFAULTS: Readonly<Record<AccountMail, boolean>> = {
  paymentReceived: true,
  planChanged: true,
  campaignFinished: true,
  campaignPaused: true,
  draftReady: true,
  weeklySummary: false,
};
export const accountMailsSchema = z.object(
  Object.fromEntries(ACCOUNT_MAILS.map((mail) => [mail, z.boolean()])) as Record<AccountMail, z.ZodBoolean>,
);
export type AccountMails = z.infer<typeof accountMailsSchema>;

/** GET /user/profile (PRODUCT.md §7: email, credits, isVerified, createdAt). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  credits: z.number().int(),
  isVerified: z.boolean(),
  /** A new address waiting for its verification link; the email changes once it is used. */
  pendingEmail: z.string().nullable(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
  language: languageSchema,
  /** The account's time zone (issue 33); null until the browser or the user gave one. */
  timeZone: z.string().nullable(),
  /** Which of the account's mails it receives (issue 33). */
  mails: accountMailsSchema,
  /**
   * Until when this session may change the email or set a first password without a password:
   * set by a fresh Google sign-in (accounts without a password), null otherwise.
   */
  reauthenticatedUntil: z.string().nullable(),
  /** Whether a failed run or a failed post check is mailed (the app shows them either way). */
  runMails: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelope(profileSchema);

/** A new email needs the current password (or, without one, a fresh Google sign-in). */
export const updateProfileBodySchema = z.object({
  email: emailSchema,
  currentPassword: lineSchema().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * The Email Address form (PRODUCT.md §5, each field's first broken rule next to it): the address
 * filled and valid, and the current password. `currentPassword` is absent for an account without one
 * (a fresh Google sign-in proves it is the owner instead). Its output is the call's body.
 */
export const updateEmailFormSchema = z.object({
  email: nonBlankSchema(Messages.enterEmail).pipe(emailSchema),
  currentPassword: nonEmptySchema(Messages.currentPasswordRequired)
    .pipe(updateProfileBodySchema.shape.currentPassword.unwrap())
    .optional(),
});
export type UpdateEmailForm = z.input<typeof updateEmailFormSchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: lineSchema().max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * The Change Password form (PRODUCT.md §5): each field says at once what is wrong with it, an empty
 * one that it must be filled (an empty new password must not read 'at least 8 characters'), the new
 * password the password rules, its confirmation that it does not match. `currentPassword` is absent
 * for an account setting its first password (it sends ''). Its output is the call's body.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: nonEmptySchema(Messages.fillAllFields)
      .pipe(changePasswordBodySchema.shape.currentPassword)
      .optional(),
    newPassword: nonEmptySchema(Messages.fillAllFields).pipe(newPasswordSchema),
    confirmNewPassword: nonEmptySchema(Messages.fillAllFields),
  })
  // Checked beside the fields' own rules (not after them), and only once both are filled.
  .refine(
    (values) =>
      !values.newPassword || !values.confirmNewPassword || values.newPassword === values.confirmNewPassword,
    { error: Messages.newPasswordsDoNotMatch, path: ['confirmNewPassword'] },
  )
  .transform(
    (values): ChangePasswordBody => ({
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword,
    }),
  );
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * PATCH /user/profile: the account's settings (unknown fields refused, so a typo is not a silent
 * no-op); each is changed only when named, `mails` one switch at a time or several.
 */
export const updateSettingsBodySchema = z
  .strictObject({
    runMails: z.boolean().optional(),
    /** Issue 33: the zone every date of the app and the mails is shown in. */
    timeZone: timeZoneSchema.optional(),
    mails: accountMailsSchema.partial().strict().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: Messages.noSettingNamed,
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const updateLanguageBodySchema = z.object({ language: languageSchema });
