import { describe, expect, it } from 'vitest';
import { Messages } from './messages.ts';
import { supportFormSchema } from './support.ts';

/** Each refused field's first message, as the widget shows them next to the fields. */
function byField(values: unknown): Record<string, string> {
  const parsed = supportFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues)
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the support form (PRODUCT.md §5)', () => {
  const visitor = { type: 'question', message: 'Hello', userEmail: 'ada@example.com', website: '' };

  it('needs a message of more than blanks, at most 1000 characters once trimmed', () => {
    expect(byField({ ...visitor, message: ' \n ' })).toEqual({ message: Messages.supportMessageRequired });
    expect(byField({ ...visitor, message: 'x'.repeat(1001) })).toEqual({
      message: Messages.supportMessageTooLong,
    });
    expect(supportFormSchema.parse({ ...visitor, message: `  ${'y'.repeat(1000)}  ` }).message).toBe(
      'y'.repeat(1000),
    );
  });

  it("needs a visitor's address, filled and valid, and says every wrong field at once", () => {
    expect(byField({ ...visitor, userEmail: '  ' })).toEqual({ userEmail: Messages.enterEmail });
    expect(byField({ ...visitor, message: '', userEmail: 'nope' })).toEqual({
      message: Messages.supportMessageRequired,
      userEmail: Messages.invalidEmail,
    });
    expect(supportFormSchema.parse({ ...visitor, userEmail: ' Ada@Example.com ' }).userEmail).toBe(
      'ada@example.com',
    );
  });

  it('takes no address from a signed-in sender (the session says who it is)', () => {
    const { userEmail: _, ...signedIn } = visitor;
    expect(supportFormSchema.parse(signedIn)).toEqual({ type: 'question', message: 'Hello', website: '' });
  });
});
