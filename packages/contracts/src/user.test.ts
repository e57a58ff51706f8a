import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Messages } from './messages.ts';
import { changePasswordFormSchema, updateEmailFormSchema } from './user.ts';

function shown(schema: z.ZodType, values: unknown): string | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

describe('profile form schemas (PRODUCT.md §5)', () => {
  it('change password: filled, then matching, then the rules; no current password for a first one', () => {
    const filled = { currentPassword: 'Old1pass', newPassword: 'Secret123', confirmNewPassword: 'Secret123' };
    expect(shown(changePasswordFormSchema, { ...filled, currentPassword: '' })).toBe(Messages.fillAllFields);
    expect(shown(changePasswordFormSchema, { ...filled, newPassword: 'a', confirmNewPassword: 'b' })).toBe(
      Messages.newPasswordsDoNotMatch,
    );
    expect(
      shown(changePasswordFormSchema, { ...filled, newPassword: 'abc', confirmNewPassword: 'abc' }),
    ).toBe(Messages.passwordTooShort);
    expect(changePasswordFormSchema.parse(filled)).toEqual({
      currentPassword: 'Old1pass',
      newPassword: 'Secret123',
    });
    expect(
      changePasswordFormSchema.parse({ newPassword: 'Secret123', confirmNewPassword: 'Secret123' }),
    ).toEqual({ currentPassword: '', newPassword: 'Secret123' });
  });

  it('update email: the address first (empty, then invalid), then the current password', () => {
    expect(shown(updateEmailFormSchema, { email: ' ', currentPassword: '' })).toBe(Messages.enterEmail);
    expect(shown(updateEmailFormSchema, { email: 'nope', currentPassword: '' })).toBe(Messages.invalidEmail);
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
