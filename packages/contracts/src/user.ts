import { z } from 'zod';
import { emailSchema, languageSchema, newPasswordSchema } from './auth.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import { envelope } from './envelope.ts';
import { lineSchema } from './text.ts';

/** GET /user/profile (SPEC §7: email, credits, isVerified, createdAt). */
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
  /**
   * Until when this session may change the email or set a first password without a password:
   * set by a fresh Google sign-in (accounts without a password), null otherwise.
   */
  reauthenticatedUntil: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelope(profileSchema);

/** A new email needs the current password (or, without one, a fresh Google sign-in). */
export const updateProfileBodySchema = z.object({
  email: emailSchema,
  currentPassword: lineSchema().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: lineSchema().max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateLanguageBodySchema = z.object({ language: languageSchema });
