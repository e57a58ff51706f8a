import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailFormSchema, resetPasswordFormSchema, signInFormSchema, signUpFormSchema } from './auth.ts';
import { Messages } from './messages.ts';

/** What the form shows: its first issue's message, or null when the form is valid. */
function shown(schema: z.ZodType, values: unknown): string | null {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

const signUp = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret123' };

describe('form schemas (PRODUCT.md §5: one message, the first broken rule)', () => {
  it('sign-up: an empty field wins over every other rule, then the email, then the password', () => {
    expect(shown(signUpFormSchema, { ...signUp, lastName: '  ', email: 'nope', password: 'x' })).toBe(
      Messages.fillAllFields,
    );
    expect(shown(signUpFormSchema, { ...signUp, password: '' })).toBe(Messages.fillAllFields);
    expect(shown(signUpFormSchema, { ...signUp, email: 'nope', password: 'x' })).toBe(Messages.invalidEmail);
    expect(shown(signUpFormSchema, { ...signUp, password: 'Sec1' })).toBe(Messages.passwordTooShort);
    expect(shown(signUpFormSchema, { ...signUp, password: 'secret123' })).toBe(Messages.passwordComplexity);
    expect(shown(signUpFormSchema, signUp)).toBeNull();
  });

  it('sign-up: the output is the register body, trimmed names and the canonical email', () => {
    expect(
      signUpFormSchema.parse({
        ...signUp,
        firstName: ' Ada ',
        email: ' Ada@Example.COM ',
        password: ' Secret123',
      }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: ' Secret123' });
  });

  it('sign-in: both fields filled before the address is checked', () => {
    expect(shown(signInFormSchema, { email: 'nope', password: '' })).toBe(Messages.fillAllFields);
    expect(shown(signInFormSchema, { email: ' ', password: 'x' })).toBe(Messages.fillAllFields);
    expect(shown(signInFormSchema, { email: 'nope', password: 'x' })).toBe(Messages.invalidEmail);
    expect(signInFormSchema.parse({ email: ' ada@example.com ', password: ' ' })).toEqual({
      email: 'ada@example.com',
      password: ' ',
    });
  });

  it('one address: its own empty message, then a valid email', () => {
    expect(shown(emailFormSchema(), { email: '  ' })).toBe(Messages.enterEmail);
    expect(shown(emailFormSchema(Messages.verificationEmailRequired), { email: '' })).toBe(
      Messages.verificationEmailRequired,
    );
    expect(shown(emailFormSchema(), { email: 'nope' })).toBe(Messages.invalidEmail);
    expect(emailFormSchema().parse({ email: ' ada@example.com' })).toEqual({ email: 'ada@example.com' });
  });

  it('reset: both filled, then they match, then the password rules; the output is the password', () => {
    expect(shown(resetPasswordFormSchema, { password: '', confirmPassword: 'x' })).toBe(
      Messages.fillAllFields,
    );
    expect(shown(resetPasswordFormSchema, { password: 'short', confirmPassword: 'other' })).toBe(
      Messages.passwordsDoNotMatch,
    );
    expect(shown(resetPasswordFormSchema, { password: 'short', confirmPassword: 'short' })).toBe(
      Messages.passwordTooShort,
    );
    expect(resetPasswordFormSchema.parse({ password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({
      password: 'Secret123',
    });
  });
});
