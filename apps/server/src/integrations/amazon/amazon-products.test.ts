import { performance } from 'node:perf_hooks';
import { amazonSandbox } from '@aa/sandbox/amazon/amazon-sandbox';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../lib/safe-fetch.ts';
import { AmazonProductError, createAmazonProducts } from './amazon-products.ts';
import { parseAmazonUrl } from './asin.ts';
import { parseProductPage } from './product-page.ts';

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
      // As the app wires the sandbox (integrations/registry.ts): each store under its host.
      pageUrl: (asin, store) =>
        pageBase === base ? `${base}/${store.host}/dp/${asin}` : `${pageBase}/dp/${asin}`,
      shortLinkUrl: (url) => `${base}/s/${url.hostname}${url.pathname}`,
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
    expect(info).toMatchObject({
      asin: 'B0C33XXS56',
      brand: 'Sony',
      url: 'https://www.amazon.com/dp/B0C33XXS56',
    });
  });

  it("reads a store's own page: amazon.fr's French listing, on amazon.fr", async () => {
    const info = await products().resolve('https://www.amazon.fr/dp/B0C33XXS56?tag=other-21');
    expect(info).toMatchObject({
      asin: 'B0C33XXS56',
      brand: 'Sony',
      title: expect.stringContaining('Écouteurs sans fil à réduction de bruit'),
      url: 'https://www.amazon.fr/dp/B0C33XXS56',
      source: 'page',
    });
    expect(info.features.join(' ')).toContain('autonomie');
    for (const [link, host] of [
      ['https://www.amazon.de/dp/B0C33XXS56', 'www.amazon.de'],
      ['https://amazon.co.uk/gp/product/B0C33XXS56', 'www.amazon.co.uk'],
      ['https://m.amazon.it/dp/B0C33XXS56', 'www.amazon.it'],
      ['https://www.amazon.es/dp/B0C33XXS56', 'www.amazon.es'],
    ] as const) {
      const other = await products().resolve(link);
      expect(other, link).toMatchObject({
        brand: 'Sony',
        source: 'page',
        url: `https://${host}/dp/B0C33XXS56`,
      });
    }
  });

  it('knows the store of a short link once followed: amzn.eu to amazon.fr, a named store, amzn.asia to Japan', async () => {
    const store = async (link: string) => (await products().link(link)).store.id;
    expect(await store('https://amzn.eu/B0C33XXS56')).toBe('amazon.fr');
    expect(await store('https://amzn.to/B0C33XXS56-co.uk')).toBe('amazon.co.uk');
    expect(await store('https://a.co/B0C33XXS56-hop')).toBe('amazon.com');
    expect(await store('https://amzn.asia/B0C33XXS56')).toBe('amazon.co.jp');
    expect(await store('https://www.amazon.de/dp/B0C33XXS56')).toBe('amazon.de');
    const french = await products().resolve('https://amzn.eu/B0C33XXS56');
    expect(french).toMatchObject({
      url: 'https://www.amazon.fr/dp/B0C33XXS56',
      title: expect.stringContaining('Écouteurs'),
    });
  });

  it('refuses a short link that leads outside Amazon', async () => {
    await expect(products().link('https://amzn.eu/B0C33XXS56-evil.example')).rejects.toBeInstanceOf(
      AmazonProductError,
    );
  });

  it('judges each hop as the outside world would, offline too: a relative Location cannot leave Amazon (issue 26)', async () => {
    // The stand-in answers this one with the relative, protocol-relative Location //evil.example/x.
    const error = await products()
      .link('https://amzn.to/%2F%2Fevil.example%2Fx-hop')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonProductError);
    expect((error as AmazonProductError).kind).toBe('not-amazon');
  });

  it('falls back to the slug and ASIN when the page is a robot check; says so when the store has no such page', async () => {
    const captcha = await products(`${base}/captcha`).resolve(
      'https://www.amazon.com/Kobo-Clara-2E/dp/B0B7HVJTB8',
    );
    expect(captcha).toMatchObject({
      asin: 'B0B7HVJTB8',
      title: 'Kobo Clara 2E',
      source: 'slug',
      features: [],
    });
    // The store answers "page not found": there is no product to write about (issue 27).
    const missing = await products()
      .resolve('https://www.amazon.com/dp/B000000000')
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(AmazonProductError);
    expect((missing as AmazonProductError).kind).toBe('missing');
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

describe('a product page built to be slow to read (issue 26)', () => {
  it('reads unclosed titles, bylines and bullets in time linear in their length', () => {
    // Each of these made the old patterns scan the rest of the page from every tag: quadratic.
    const hostile = [
      '<span id="productTitle">x'.repeat(60_000),
      `<title>${'<title>'.repeat(200_000)}`,
      `<span id="productTitle">Lamp</span><div id="feature-bullets">${'<li>'.repeat(300_000)}`,
      `<span id="productTitle">Lamp</span>${'<a id="bylineInfo" '.repeat(60_000)}`,
    ];
    for (const html of hostile) {
      const started = performance.now();
      parseProductPage(html);
      expect(performance.now() - started, html.slice(0, 30)).toBeLessThan(2_000);
    }
    const bullets = parseProductPage(
      `<span id="productTitle">Lamp</span><div id="feature-bullets">${'<li>Bright'.repeat(300_000)}`,
    );
    expect(bullets).toEqual({ title: 'Lamp', features: Array(6).fill('Bright') });
  });
});
