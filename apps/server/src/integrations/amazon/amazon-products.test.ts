import { amazonSandbox } from '@aa/sandbox/amazon/amazon-sandbox';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../lib/safe-fetch.ts';
import { AmazonProductError, createAmazonProducts } from './amazon-products.ts';
import { canonicalProductUrl, isShortLink, parseAmazonUrl } from './asin.ts';

describe('Amazon product links', () => {
  it.each([
    ['https://www.amazon.com/dp/B0D1XD1ZV3', 'B0D1XD1ZV3', 'www.amazon.com'],
    ['https://amazon.com/gp/product/B0D1XD1ZV3?th=1', 'B0D1XD1ZV3', 'www.amazon.com'],
    [
      'https://www.amazon.co.uk/Apple-AirPods-Pro/dp/B0D1XD1ZV3/ref=sr_1_1?keywords=x',
      'B0D1XD1ZV3',
      'www.amazon.co.uk',
    ],
    ['https://m.amazon.de/gp/aw/d/B0C33XXS56', 'B0C33XXS56', 'www.amazon.de'],
    ['https://smile.amazon.com/exec/obidos/ASIN/B0C33XXS56/', 'B0C33XXS56', 'www.amazon.com'],
    ['http://www.amazon.co.jp/o/0316769487', '0316769487', 'www.amazon.co.jp'],
    ['https://www.amazon.fr/product/B0C33XXS56', 'B0C33XXS56', 'www.amazon.fr'],
    ['https://www.amazon.com/s?asin=B0C33XXS56', 'B0C33XXS56', 'www.amazon.com'],
  ])('reads %s', (url, asin, host) => {
    expect(parseAmazonUrl(url)).toMatchObject({ asin, host });
  });

  it('reads the title in the slug, and refuses what is not an Amazon product page', () => {
    expect(
      parseAmazonUrl('https://www.amazon.com/Apple-AirPods-Pro-2nd-Generation/dp/B0D1XD1ZV3')?.slugTitle,
    ).toBe('Apple AirPods Pro 2nd Generation');
    for (const url of [
      'https://evil.example/dp/B0D1XD1ZV3',
      'https://www.amazon.com/',
      'javascript:alert(1)',
      'https://amazon.com.evil.example/dp/B0D1XD1ZV3',
    ])
      expect(parseAmazonUrl(url), url).toBeNull();
    expect(isShortLink('https://amzn.to/3xYzAbC')).toBe(true);
    expect(isShortLink('https://amzn.to/')).toBe(false);
  });

  it('finds the ASIN in any canonical link it makes (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^B0[A-Z0-9]{8}$/),
        fc.constantFrom('www.amazon.com', 'www.amazon.de'),
        (asin, host) => {
          expect(parseAmazonUrl(canonicalProductUrl(asin, host))).toMatchObject({ asin, host });
        },
      ),
    );
  });
});

describe('product facts', () => {
  const app = Fastify();
  let base = '';
  beforeAll(async () => {
    await app.register(amazonSandbox, { prefix: '/amazon' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/amazon`;
  });
  afterAll(() => app.close());

  const products = (pageBase = base) =>
    createAmazonProducts({
      fetch: createSafeFetch({ allow: [base] }),
      pageUrl: (asin) => `${pageBase}/dp/${asin}`,
      shortLinkUrl: (url) => `${base}/s${url.pathname}`,
    });

  it("reads the product page's title, brand and features, never a price", async () => {
    const info = await products().resolve('https://www.amazon.com/dp/B0D1XD1ZV3?tag=other-20');
    expect(info).toMatchObject({
      asin: 'B0D1XD1ZV3',
      brand: 'Apple',
      title: expect.stringContaining('AirPods Pro 2'),
      url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
      source: 'page',
    });
    expect(info.features.length).toBeGreaterThanOrEqual(4);
  });

  it('follows short links (through a redirect chain) to the product', async () => {
    const info = await products().resolve('https://amzn.to/B0C33XXS56-hop');
    expect(info).toMatchObject({ asin: 'B0C33XXS56', brand: 'Sony' });
  });

  it('falls back to the slug and ASIN when the page is a robot check or missing', async () => {
    const captcha = await products(`${base}/captcha`).resolve(
      'https://www.amazon.com/Kobo-Clara-2E/dp/B0B7HVJTB8',
    );
    expect(captcha).toMatchObject({
      asin: 'B0B7HVJTB8',
      title: 'Kobo Clara 2E',
      source: 'slug',
      features: [],
    });
    const missing = await products().resolve('https://www.amazon.com/dp/B000000000');
    expect(missing).toMatchObject({ title: 'Amazon product B000000000', source: 'slug' });
  });

  it('refuses a link that is not an Amazon product', async () => {
    await expect(products().resolve('https://example.com/dp/B0D1XD1ZV3')).rejects.toBeInstanceOf(
      AmazonProductError,
    );
  });
});
