import { describe, expect, it } from 'vitest';
import { setIslandTexts, translate } from './texts.ts';

describe("the islands' texts", () => {
  it('reads nested keys and fills {{placeholders}}', () => {
    setIslandTexts({ landing: { examples: { open: 'View full size: {{alt}}' } } }, 'en');
    expect(translate('landing.examples.open', { alt: 'Pin 1' })).toBe('View full size: Pin 1');
    expect(translate('landing.examples.open')).toBe('View full size: {{alt}}');
  });

  it('picks the plural form of the language as i18next does, _zero first for 0', () => {
    const texts = { credits: { counter_one: '{{count}} credit', counter_other: '{{count}} credits' } };
    setIslandTexts(texts, 'en');
    expect(translate('credits.counter', { count: 1 })).toBe('1 credit');
    expect(translate('credits.counter', { count: 0 })).toBe('0 credits');
    expect(translate('credits.counter', { count: 2 })).toBe('2 credits');
    // French says "0 crédit": zero is singular there.
    setIslandTexts(
      { credits: { counter_one: '{{count}} crédit', counter_other: '{{count}} crédits' } },
      'fr',
    );
    expect(translate('credits.counter', { count: 0 })).toBe('0 crédit');
    setIslandTexts({ credits: { ...texts.credits, counter_zero: 'No credits' } }, 'en');
    expect(translate('credits.counter', { count: 0 })).toBe('No credits');
  });

  it('answers an unknown key with the key (or the default value), as i18next does', () => {
    setIslandTexts({ nav: { main: 'Main' } }, 'en');
    expect(translate('nav.missing')).toBe('nav.missing');
    expect(translate('nav.main.deeper')).toBe('nav.main.deeper');
    expect(translate('nav')).toBe('nav');
    expect(translate('nav.missing', { defaultValue: 'Hi {{name}}', name: 'Ada' })).toBe('Hi Ada');
  });
});
