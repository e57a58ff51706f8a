import { describe, expect, it } from 'vitest';
import { Messages } from './messages.ts';
import { runMessagesFr, sayMessage } from './run-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('a failed run’s message said in a language', () => {
  it('is French with its values kept, and English as stored', () => {
    const stored = `${Messages.runTooSimilar.replace('{{percent}}', '87')} ${Messages.runRefundLimitReached}`;
    expect(sayMessage(stored, 'en')).toBe(stored);
    expect(sayMessage(stored, 'fr')).toBe(
      `${runMessagesFr.runTooSimilar.replace('{{percent}}', '87')} ${runMessagesFr.runRefundLimitReached}`,
    );
    // Words no message has (a pin's own error) are said as they came.
    expect(sayMessage(`${Messages.pinsFailed} Board gone.`, 'fr')).toBe(
      `${runMessagesFr.pinsFailed} Board gone.`,
    );
  });

  it('has French with the same placeholders as each English message', () => {
    for (const [key, french] of Object.entries(runMessagesFr))
      expect(placeholders(french), key).toEqual(placeholders(Messages[key as keyof typeof runMessagesFr]));
  });
});
