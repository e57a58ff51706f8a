import { Messages } from '@aa/contracts/messages';
import { runMessagesFr } from '@aa/contracts/run-messages';
import { describe, expect, it } from 'vitest';
import i18n, { translateMessage } from './i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('French has every English key, and every shared message', () => {
    const french = new Set(keys(fr));
    expect(keys(en).filter((key) => !french.has(key))).toEqual([]);
    // A failed run's messages are French in contracts (the mails say them too).
    const elsewhere = new Set(Object.keys(runMessagesFr));
    expect(
      Object.keys(Messages).filter((key) => !french.has(`messages.${key}`) && !elsewhere.has(key)),
    ).toEqual([]);
    expect([...elsewhere].filter((key) => french.has(`messages.${key}`))).toEqual([]);
  });
});

describe('translateMessage', () => {
  const failed = `${Messages.runNeedsAmazonTag.replaceAll('{{store}}', 'amazon.fr')} ${Messages.creditsRefunded}`;

  it("says a failed run's reason and refund in French, with the store kept", () => {
    const t = i18n.getFixedT('fr');
    expect(translateMessage(t, failed)).toBe(
      `${runMessagesFr.runNeedsAmazonTag.replaceAll('{{store}}', 'amazon.fr')} ${runMessagesFr.creditsRefunded}`,
    );
    expect(translateMessage(t, Messages.wordpressAuthFailed)).toBe(runMessagesFr.wordpressAuthFailed);
  });

  it('keeps English as stored, and a text it does not know as it came', () => {
    expect(translateMessage(i18n.getFixedT('en'), failed)).toBe(failed);
    expect(translateMessage(i18n.getFixedT('fr'), 'Board gone.  Try later')).toBe('Board gone.  Try later');
  });
});
