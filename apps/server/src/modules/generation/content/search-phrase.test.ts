import { describe, expect, it } from 'vitest';
import {
  clipWords,
  containsPhrase,
  introWithSearchPhrase,
  META_DESCRIPTION_MAX,
  planWithSearchPhrase,
  settleSearchPhrase,
} from './search-phrase.ts';

const products = [
  { title: 'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation', brand: 'Apple' },
  { title: 'Sony WF-1000XM5 The Best Truly Wireless Bluetooth Noise Canceling Earbuds', brand: 'Sony' },
];
const settle = (proposed: string | undefined, earlier: string[] = []) =>
  settleSearchPhrase({
    proposed,
    products,
    targetKeyword: 'earbuds for travel',
    angle: 'which one travels better?',
    earlier,
  });

describe('settleSearchPhrase', () => {
  it("keeps the writer's phrase when it names both products, fits a title and is the campaign's first", () => {
    expect(settle('Apple AirPods Pro 2 vs Sony WF-1000XM5 for travel')).toBe(
      'Apple AirPods Pro 2 vs Sony WF-1000XM5 for travel',
    );
  });

  it('falls back to both names with the keyword, then the angle, when the phrase is missing, partial, long or taken', () => {
    const byKeyword = settle(undefined);
    expect(byKeyword).toMatch(/ vs .* earbuds for travel$/);
    expect(settle('best earbuds for travel')).toBe(byKeyword);
    expect(settle(`Apple AirPods Pro 2 vs Sony WF-1000XM5 ${'very '.repeat(20)}long`)).toBe(byKeyword);
    // An earlier run has it, in another case and with accents folded: the angle's words instead.
    const taken = settle('Apple AirPods Pro 2 vs Sony WF-1000XM5 for travel', [
      'APPLE AIRPODS PRO 2 VS SONY WF-1000XM5 FOR TRAVEL',
      byKeyword,
    ]);
    expect(taken).toMatch(/ vs .*: which one travels better$/);
    expect(taken.length).toBeLessThanOrEqual(70);
  });
});

describe('planWithSearchPhrase', () => {
  const phrase = 'AirPods Pro 2 vs WF-1000XM5 for travel';
  it('puts the phrase in a title that lacks it, keeping what followed its colon when that fits', () => {
    const plan = planWithSearchPhrase(
      {
        title: 'AirPods Pro 2 vs WF-1000XM5: The Better Travel Pair',
        metaDescription: 'Which one travels better.',
      },
      phrase,
      'en',
    );
    expect(plan.title).toBe('AirPods Pro 2 vs WF-1000XM5 for travel: The Better Travel Pair');
    expect(plan.metaDescription).toBe('AirPods Pro 2 vs WF-1000XM5 for travel: Which one travels better.');
  });

  it('keeps a title and a meta description that carry it, and cuts a meta on a word within 155 characters', () => {
    const long = `${phrase}: ${'a fair comparison of battery, fit and cases '.repeat(6)}`;
    const plan = planWithSearchPhrase(
      { title: `Packing light: ${phrase}`, metaDescription: long },
      phrase,
      'en',
    );
    expect(plan.title).toBe(`Packing light: ${phrase}`);
    expect(plan.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(plan.metaDescription).toMatch(/…$/);
    expect(plan.metaDescription).toMatch(/^AirPods Pro 2 vs WF-1000XM5 for travel: a fair/);
    expect(containsPhrase(plan.metaDescription, phrase)).toBe(true);
  });

  it('writes French with its own spacing, and a title too long for the tail is the phrase alone', () => {
    const french = planWithSearchPhrase(
      {
        title: 'AirPods Pro 2 ou WF-1000XM5 : le meilleur compagnon de voyage ?',
        metaDescription: 'Lequel voyage le mieux.',
      },
      'AirPods Pro 2 vs WF-1000XM5 en voyage',
      'fr',
    );
    expect(french.title).toBe('AirPods Pro 2 vs WF-1000XM5 en voyage');
    expect(french.metaDescription).toBe(
      'AirPods Pro 2 vs WF-1000XM5 en voyage\u00a0: Lequel voyage le mieux.',
    );
  });
});

describe('introWithSearchPhrase', () => {
  it('leaves a first paragraph that names the phrase, and opens one that does not with a question naming it', () => {
    const phrase = 'AirPods Pro 2 vs WF-1000XM5 for travel';
    expect(introWithSearchPhrase(`Looking at ${phrase.toLowerCase()} today.`, phrase, 'en')).toBe(
      `Looking at ${phrase.toLowerCase()} today.`,
    );
    expect(introWithSearchPhrase('Both fit a carry-on.', phrase, 'en')).toBe(
      `Searching for ${phrase}? Both fit a carry-on.`,
    );
    expect(introWithSearchPhrase('Les deux tiennent dans un bagage.', 'A vs B en voyage', 'fr')).toBe(
      'Vous cherchez A vs B en voyage\u202f? Les deux tiennent dans un bagage.',
    );
    expect(introWithSearchPhrase('x'.repeat(1990), phrase, 'en')).toBe('x'.repeat(1990));
  });

  it('clips on a word', () => {
    expect(clipWords('one two three four', 10)).toBe('one two…');
  });
});
