import { describe, expect, it } from 'vitest';
import { AMAZON_STORES, tagSuffixMismatch } from './stores.ts';

describe("a tag's ending (issue 33)", () => {
  it('is what each store issues: -20 in the Americas, -21 in Europe and India, -22 in Japan and Oceania', () => {
    const ending = (id: string) => AMAZON_STORES.find((store) => store.id === id)?.tagSuffix;
    expect(
      ['amazon.com', 'amazon.ca', 'amazon.co.uk', 'amazon.de', 'amazon.fr', 'amazon.co.jp'].map(ending),
    ).toEqual(['-20', '-20', '-21', '-21', '-21', '-22']);
  });

  it("says the store's ending when a tag ends otherwise, and nothing when it fits or has none", () => {
    expect(tagSuffixMismatch('amazon.com', 'mariepicks-21')).toBe('-20');
    expect(tagSuffixMismatch('amazon.fr', 'mariepicks-20')).toBe('-21');
    expect(tagSuffixMismatch('amazon.com', 'mariepicks-20')).toBeUndefined();
    expect(tagSuffixMismatch('amazon.fr', ' mariepicks-21 ')).toBeUndefined();
    expect(tagSuffixMismatch('amazon.com', 'mariepicks')).toBeUndefined();
    expect(tagSuffixMismatch('amazon.xx', 'mariepicks-21')).toBeUndefined();
  });
});
