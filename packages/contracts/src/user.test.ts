import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Messages } from './messages.ts';
import { changePasswordFormSchema, updateEmailFormSchema } from './user.ts';

function shown(schema: z.ZodType, values: unknown): string | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Each refused field's first message, as the form shows them next to the fields. */
function byField(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues)
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('profile form schemas (PRODUCT.md §5)', () => {
  it('change password: every wrong field at once; no current password for a first one', () => {
    const filled = { currentPassword: 'Old1pass', newPassword: 'Secret123', confirmNewPassword: 'Secret123' };
    expect(byField(changePasswordFormSchema, { ...filled, currentPassword: '' })).toEqual({
      currentPassword: Messages.fillAllFields,
    });
    // The new password's rules and the confirmation's match are said together.
    expect(
      byField(changePasswordFormSchema, { ...filled, newPassword: 'a', confirmNewPassword: 'b' }),
    ).toEqual({
      newPassword: Messages.passwordTooShort,
      confirmNewPassword: Messages.newPasswordsDoNotMatch,
    });
    expect(
      byField(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: 'Secret123',
        confirmNewPassword: 'x',
      }),
    ).toEqual({
      currentPassword: Messages.fillAllFields,
      confirmNewPassword: Messages.newPasswordsDoNotMatch,
    });
    // An empty field only asks to be filled: no rule, no mismatch.
    expect(byField(changePasswordFormSchema, { ...filled, newPassword: '' })).toEqual({
      newPassword: Messages.fillAllFields,
    });
    expect(byField(changePasswordFormSchema, { ...filled, confirmNewPassword: '' })).toEqual({
      confirmNewPassword: Messages.fillAllFields,
    });
    expect(
      byField(changePasswordFormSchema, {
        ...filled,
        newPassword: 'secret123',
        confirmNewPassword: 'secret123',
      }),
    ).toEqual({ newPassword: Messages.passwordComplexity });
    expect(changePasswordFormSchema.parse(filled)).toEqual({
      currentPassword: 'Old1pass',
      newPassword: 'Secret123',
    });
    expect(
      changePasswordFormSchema.parse({ newPassword: 'Secret123', confirmNewPassword: 'Secret123' }),
    ).toEqual({ currentPassword: '', newPassword: 'Secret123' });
  });

  it('update email: the address (empty, then invalid) and the current password', () => {
    expect(shown(updateEmailFormSchema, { email: ' ', currentPassword: 'pw' })).toBe(Messages.enterEmail);
    expect(byField(updateEmailFormSchema, { email: 'nope', currentPassword: '' })).toEqual({
      email: Messages.invalidEmail,
      currentPassword: Messages.currentPasswordRequired,
    });
    expect(shown(updateEmailFormSchema, { email: 'new@example.com', currentPassword: '' })).toBe(
      Messages.currentPasswordRequired,
    );
    expect(updateEmailFormSchema.parse({ email: ' New@Example.com ' })).toEqual({ email: 'new@example.com' });
    expect(updateEmailFormSchema.parse({ email: 'new@example.com', currentPassword: 'pw' })).toEqual({
      email: 'new@example.com',
      currentPassword: 'pw',
    });
  });
});
