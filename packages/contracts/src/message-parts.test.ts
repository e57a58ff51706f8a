import { describe, expect, it } from 'vitest';
import { fillMessage, messageParts } from './message-parts.ts';
import { Messages } from './messages.ts';

describe('a stored text taken apart', () => {
  it('gives its messages in order, with their values', () => {
    const tag = Messages.runNeedsAmazonTag.replaceAll('{{store}}', 'amazon.fr');
    expect(messageParts(`${tag} ${Messages.creditsRefunded}`)).toEqual([
      { key: 'runNeedsAmazonTag', values: { store: 'amazon.fr' } },
      { key: 'creditsRefunded', values: {} },
    ]);
    // A placeholder used twice must say the same thing both times.
    const both = fillMessage(Messages.campaignStoreNeedsTag, { store: 'amazon.de' });
    expect(messageParts(both)).toEqual([{ key: 'campaignStoreNeedsTag', values: { store: 'amazon.de' } }]);
    // The longest message wins where one starts another ("Email updated successfully!").
    expect(messageParts(Messages.emailChangePending)).toEqual([{ key: 'emailChangePending', values: {} }]);
  });

  it('keeps words it does not know, and finds a message after them', () => {
    expect(messageParts(`${Messages.pinsFailed} Board gone. ${Messages.creditsRefunded}`)).toEqual([
      { key: 'pinsFailed', values: {} },
      { text: 'Board gone.' },
      { key: 'creditsRefunded', values: {} },
    ]);
    expect(messageParts('Something else entirely')).toEqual([{ text: 'Something else entirely' }]);
  });
});
