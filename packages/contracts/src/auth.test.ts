import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailFormSchema, resetPasswordFormSchema, signInFormSchema, signUpFormSchema } from './auth.ts';
import { Messages } from './messages.ts';

/** What the form shows: each wrong field's first message, by field (PRODUCT.md §5); {} when valid. */
function shown(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const byField: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues)
    byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const signUp = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret123' };

describe("form schemas (PRODUCT.md §5: every wrong field's first message, all at once)", () => {
  it('sign-up: an empty field says so, each other field its own rule', () => {
    expect(shown(signUpFormSchema, { ...signUp, lastName: '  ', email: 'nope', password: 'x' })).toEqual({
      lastName: Messages.fillAllFields,
      email: Messages.invalidEmail,
      password: Messages.passwordTooShort,
    });
    expect(shown(signUpFormSchema, { ...signUp, password: '' })).toEqual({
      password: Messages.fillAllFields,
    });
    expect(shown(signUpFormSchema, { ...signUp, password: 'secret123' })).toEqual({
      password: Messages.passwordComplexity,
    });
    expect(shown(signUpFormSchema, signUp)).toEqual({});
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

  it('sign-in: each field filled, the address valid', () => {
    expect(shown(signInFormSchema, { email: 'nope', password: '' })).toEqual({
      email: Messages.invalidEmail,
      password: Messages.fillAllFields,
    });
    expect(shown(signInFormSchema, { email: ' ', password: 'x' })).toEqual({ email: Messages.fillAllFields });
    expect(signInFormSchema.parse({ email: ' ada@example.com ', password: ' ' })).toEqual({
      email: 'ada@example.com',
      password: ' ',
    });
  });

  it('one address: its own empty message, then a valid email', () => {
    expect(shown(emailFormSchema(), { email: '  ' })).toEqual({ email: Messages.enterEmail });
    expect(shown(emailFormSchema(Messages.verificationEmailRequired), { email: '' })).toEqual({
      email: Messages.verificationEmailRequired,
    });
    expect(shown(emailFormSchema(), { email: 'nope' })).toEqual({ email: Messages.invalidEmail });
    expect(emailFormSchema().parse({ email: ' ada@example.com' })).toEqual({ email: 'ada@example.com' });
  });

  it('reset: each filled, the password rules and the match at once; the output is the password', () => {
    expect(shown(resetPasswordFormSchema, { password: '', confirmPassword: 'x' })).toEqual({
      password: Messages.fillAllFields,
    });
    expect(shown(resetPasswordFormSchema, { password: 'short', confirmPassword: 'other' })).toEqual({
      password: Messages.passwordTooShort,
      confirmPassword: Messages.passwordsDoNotMatch,
    });
    expect(shown(resetPasswordFormSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: Messages.passwordTooShort,
    });
    expect(resetPasswordFormSchema.parse({ password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({
      password: 'Secret123',
    });
  });
});
