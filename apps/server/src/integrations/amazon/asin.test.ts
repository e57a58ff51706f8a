import { AMAZON_STORES, storeById } from '@aa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalProductUrl, isAmazonProductUrl, isShortLink, parseAmazonUrl } from './asin.ts';

const ASIN = 'B0C33XXS56';

describe('a product link in every Associates store', () => {
  // Every form a user pastes, on every host a store answers on: the link keeps its store.
  const forms = (domain: string) => [
    `https://www.${domain}/dp/${ASIN}`,
    `https://${domain}/gp/product/${ASIN}?th=1`,
    `https://m.${domain}/gp/aw/d/${ASIN}`,
    `https://smile.${domain}/exec/obidos/ASIN/${ASIN}/`,
    `http://www.${domain}/o/${ASIN}`,
    `https://www.${domain}/Some-Product-Title/dp/${ASIN}/ref=sr_1_1?keywords=x`,
    `https://WWW.${domain.toUpperCase()}/product/${ASIN}`,
    `https://www.${domain}/s?asin=${ASIN}`,
  ];

  it.each(AMAZON_STORES.map((store) => [store.id, store] as const))('reads %s', (_id, store) => {
    for (const url of forms(store.id)) {
      const link = parseAmazonUrl(url);
      expect(link, url).toMatchObject({ asin: ASIN, store: { id: store.id, host: store.host } });
      expect(isAmazonProductUrl(url), url).toBe(true);
    }
    expect(canonicalProductUrl(ASIN, store)).toBe(`https://${store.host}/dp/${ASIN}`);
  });

  it('refuses hosts that are not an Associates store, and lookalikes', () => {
    for (const url of [
      `https://www.amazon.ie/dp/${ASIN}`,
      `https://www.amazon.cn/dp/${ASIN}`,
      `https://amazon.com.evil.example/dp/${ASIN}`,
      `https://evil.example/www.amazon.fr/dp/${ASIN}`,
      `https://www.amazon.fr.evil.example/dp/${ASIN}`,
      `https://sub.www.amazon.fr/dp/${ASIN}`,
      'https://www.amazon.fr/',
      `ftp://www.amazon.fr/dp/${ASIN}`,
    ])
      expect(parseAmazonUrl(url), url).toBeNull();
  });

  it.each([
    'https://amzn.to/3xYzAbC',
    'https://amzn.eu/d/abc1234',
    'https://a.co/d/0Ab1Cd2',
    'https://amzn.asia/d/9ZyXwV8',
  ])('takes the short link %s, whose store is known once followed', (url) => {
    expect(isShortLink(url)).toBe(true);
    expect(isAmazonProductUrl(url)).toBe(true);
    expect(parseAmazonUrl(url)).toBeNull();
  });

  it('takes no short link without a code, and no other shortener', () => {
    expect(isShortLink('https://amzn.to/')).toBe(false);
    expect(isShortLink('https://amzn.eu')).toBe(false);
    expect(isShortLink('https://bit.ly/3xYzAbC')).toBe(false);
  });

  it('reads the title in the slug', () => {
    expect(
      parseAmazonUrl('https://www.amazon.fr/Sony-WF-1000XM5-%C3%89couteurs-sans-fil/dp/B0C33XXS56')
        ?.slugTitle,
    ).toBe('Sony WF 1000XM5 Écouteurs sans fil');
  });

  it('finds the ASIN and the store in any canonical link it makes (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^B0[A-Z0-9]{8}$/),
        fc.constantFrom(...AMAZON_STORES.map((store) => store.id)),
        (asin, id) => {
          const store = storeById(id);
          if (!store) throw new Error(`no store ${id}`);
          expect(parseAmazonUrl(canonicalProductUrl(asin, store))).toMatchObject({ asin, store });
        },
      ),
    );
  });
});
