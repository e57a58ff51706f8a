import { amazonSandbox } from '@aa/sandbox/amazon/amazon-sandbox';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../lib/safe-fetch.ts';
import { AmazonProductError, createAmazonProducts } from './amazon-products.ts';
import { canonicalProductUrl, isShortLink, parseAmazonUrl } from './asin.ts';
import { parseProductPage } from './product-page.ts';

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

describe('a product title carrying markup (issue 17)', () => {
  it('reads a slug as text: tags, encoded or not, are stripped', () => {
    const slug = (path: string) => parseAmazonUrl(`https://www.amazon.com/${path}/dp/B0D1XD1ZV3`)?.slugTitle;
    expect(slug('%3Ch1%3EHACKED%3C%2Fh1%3E')).toBe('HACKED');
    expect(slug('%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E-Desk-Lamp')).toBe('Desk Lamp');
    expect(slug('%3Cscript%3Ealert(1)%3C%2Fscript%3E-Fan')).toBe('Fan');
    expect(slug('%26lt%3Bh1%26gt%3BHACKED')).toBe('HACKED');
    expect(slug('Tom-%26amp%3B-Jerry')).toBe('Tom & Jerry');
    expect(slug('%3Ch1%3E')).toBeNull();
  });

  it("reads a page's title, brand and features as text, whatever their entities hide", () => {
    const page = parseProductPage(`<span id="productTitle">&lt;h1&gt;HACKED&lt;/h1&gt; Speaker
      &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;</span>
      <a id="bylineInfo">Visit the &lt;b&gt;Evil&lt;/b&gt; Store</a>
      <div id="feature-bullets"><ul><li>&lt;img src=x onerror=alert(3)&gt; Loud &amp;amp; clear</li></ul></div>`);
    expect(page).toEqual({ title: 'HACKED Speaker', brand: 'Evil', features: ['Loud &amp; clear'] });
    const og = parseProductPage(
      '<meta property="og:title" content="Amazon.com: &lt;h1&gt;Lamp&lt;/h1&gt; : Home">',
    );
    expect(og?.title).toBe('Lamp');
  });
});
