/**
 * The article and pin content of PRODUCT.md §11, checked on what the offline model writes through the
 * AI SDK (the same path a provider takes) and on hostile model text.
 */

import { OfflineLanguageModel, offlineWriters } from '@aa/offline-writer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAiLimiter } from '../../../integrations/ai/limiter.ts';
import {
  affiliateUrl,
  altText,
  DISCLOSURE,
  pinDescription,
  pinTitle,
  renderArticleHtml,
} from './render-article.ts';
import type { Article, ProductFacts } from './schemas.ts';
import {
  chooseSubject,
  type Models,
  planArticle,
  researchTrends,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from './tasks.ts';

const models: Models = {
  text: new OfflineLanguageModel(offlineWriters),
  limiter: createAiLimiter({ maxConcurrency: 2 }),
};

const products: [ProductFacts, ProductFacts] = [
  {
    asin: 'B0D1XD1ZV3',
    title: 'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation',
    brand: 'Apple',
    features: [
      'Up to 2x more Active Noise Cancellation',
      'Adaptive Audio',
      'Up to 6 hours of listening time',
    ],
    url: 'https://www.amazon.com/dp/B0D1XD1ZV3',
    source: 'page',
  },
  {
    asin: 'B0C33XXS56',
    title: 'Sony WF-1000XM5 Truly Wireless Noise Canceling Earbuds',
    brand: 'Sony',
    features: ['Industry-leading noise cancellation', 'Hi-Res Audio Wireless', 'Up to 8 hours of battery'],
    url: 'https://www.amazon.com/dp/B0C33XXS56',
    source: 'page',
  },
];

async function writeArticle(earlierSubjects: string[] = []) {
  const trends = await researchTrends(models, { products, keywords: ['wireless earbuds'], earlierSubjects });
  const subject = await chooseSubject(models, { products, trends, earlierSubjects });
  const plan = await planArticle(models, { products, subject, trends });
  const [body, closing] = await Promise.all([
    writeArticleBody(models, { products, plan }),
    writeArticleClosing(models, { products, plan, subject }),
  ]);
  return { trends, subject, plan, article: { ...body, ...closing } as Article };
}

function render(
  article: Article,
  plan: Awaited<ReturnType<typeof writeArticle>>['plan'],
  structuredData = true,
) {
  return renderArticleHtml({
    article,
    plan,
    products: products.map((p) => ({
      title: p.title,
      asin: p.asin,
      affiliateUrl: affiliateUrl(p.asin, 'mytag-20', 'www.amazon.com'),
    })),
    images: [1, 2, 3].map((n) => ({
      url: `https://blog.example/wp-content/uploads/pin-${n}.png`,
      alt: `Pin ${n}`,
      caption: `Caption ${n}`,
      width: 1000,
      height: 1500,
    })),
    publishedAt: new Date('2026-11-22T10:00:00Z'),
    structuredData,
  });
}

describe('the offline model through the AI SDK', () => {
  it('writes every task schema-valid and picks a fresh subject on each run', async () => {
    const subjects: string[] = [];
    for (let run = 0; run < 6; run += 1) subjects.push((await writeArticle([...subjects])).subject.subject);
    expect(new Set(subjects.map((s) => s.toLowerCase())).size).toBe(6);
    for (const subject of subjects) expect(subject.length).toBeLessThanOrEqual(100);
    const pins = await writePinCopy(models, { products, subject: (await writeArticle()).subject });
    expect(pins).toHaveLength(3);
  });
});

describe('the published article (PRODUCT.md §11)', () => {
  it('meets every content rule', async () => {
    const { plan, article } = await writeArticle();
    const html = render(article, plan);
    // The disclosure comes first, near the links.
    expect(html.indexOf(DISCLOSURE)).toBeGreaterThan(-1);
    expect(html.indexOf(DISCLOSURE)).toBeLessThan(html.indexOf('<a '));
    expect(html.startsWith('<p class="aa-disclosure">')).toBe(true);
    // Every Amazon link carries the tag and rel="sponsored nofollow".
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)];
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const [tag, href] of links) {
      expect(href).toMatch(/^https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}\?tag=mytag-20$/);
      expect(tag).toMatch(/rel="sponsored nofollow[^"]*"/);
    }
    expect(html).toContain('<table class="aa-comparison"><thead>');
    expect(html).toMatch(/<h2>Pros and cons<\/h2>/);
    expect(html).toMatch(/<h2>Verdict<\/h2>/);
    expect(html).toMatch(/<h2>Frequently asked questions<\/h2>/);
    expect(html).toContain('Check price on Amazon');
    // Three image figures with alt text and dimensions, none hosted by Amazon (the table's is a table block).
    expect(html.match(/<figure class="wp-block-image/g)).toHaveLength(3);
    expect(html.match(/<figure class="wp-block-table">/g)).toHaveLength(1);
    for (const img of html.match(/<img [^>]+>/g) ?? [])
      expect(img).toMatch(/alt="[^"]+".*width="560" height="840"/);
    expect(html).not.toMatch(/media-amazon\.com|images-amazon\.com/);
    // No prices.
    expect(html).not.toMatch(/[$€£]\s?\d/);
    // Article and FAQ structured data.
    const script = /<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1];
    const data = JSON.parse(script ?? '[]') as { '@type': string; mainEntity?: unknown[] }[];
    expect(data.map((entry) => entry['@type'])).toEqual(['Article', 'FAQPage']);
    expect(data[1]?.mainEntity?.length).toBe(article.faq.length);
  });

  it('leaves the JSON-LD out for a WordPress user whose scripts WordPress would strip to text', async () => {
    const { plan, article } = await writeArticle();
    const html = render(article, plan, false);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"@type"');
  });

  it('neutralises hostile or priced model text', async () => {
    const { plan, article } = await writeArticle();
    const hostile: Article = {
      ...article,
      intro: 'Only $199.99 today! <script>alert(1)</script><img src=x onerror=alert(2)>',
      faq: [{ question: '</script><script>alert(3)</script>', answer: 'It costs 49 EUR.' }, ...article.faq],
    };
    const html = render(hostile, plan);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img[^>]+onerror/);
    expect(html).not.toMatch(/\$199|49 EUR/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('escapes product titles, alt texts and captions: markup in them shows as text (issue 17)', async () => {
    const { plan, article } = await writeArticle();
    const hostile = '<h1>HACKED</h1><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = renderArticleHtml({
      article,
      plan,
      products: products.map((p) => ({
        title: hostile,
        asin: p.asin,
        affiliateUrl: affiliateUrl(p.asin, 't-20', 'www.amazon.com'),
      })),
      images: [1, 2, 3].map(() => ({
        url: 'https://blog.example/wp-content/uploads/pin.png',
        alt: hostile,
        caption: hostile,
        width: 1000,
        height: 1500,
      })),
      publishedAt: new Date('2026-11-22T10:00:00Z'),
      structuredData: false,
    });
    expect(html).not.toMatch(/<h1|<script/);
    expect(html).toContain('&lt;h1&gt;HACKED&lt;/h1&gt;');
    // Attributes as a browser reads them: the alt text may say "onerror", no image may have one.
    const attributes = [
      ...html.matchAll(/<[a-z][a-z0-9]*((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)/gi),
    ]
      .flatMap(([, list]) => [
        ...(list ?? '').matchAll(/\s+([^\s=>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g),
      ])
      .map(([, name]) => name?.toLowerCase());
    expect(attributes).toContain('alt');
    expect(attributes.filter((name) => name?.startsWith('on'))).toEqual([]);
    expect(html.match(/<img /g)).toHaveLength(3);
  });

  it('never lets arbitrary model text add markup (property)', async () => {
    const { plan, article } = await writeArticle();
    // Strings rich in markup, not just random characters.
    const hostile = fc.oneof(
      fc.string(),
      fc
        .array(
          fc.constantFrom(
            '<script>alert(1)</script>',
            '<img src=x onerror=alert(1)>',
            '</script>',
            '<a href="javascript:alert(1)">x</a>',
            '" onmouseover="alert(1)',
            '<svg onload=alert(1)>',
            '<!--',
            '&lt;script&gt;',
            'text',
            ' ',
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(hostile, hostile, hostile, (intro, heading, answer) => {
        const html = render(
          {
            ...article,
            intro,
            sections: [{ heading, paragraphs: [intro] }, ...article.sections],
            comparisonRows: [
              { feature: heading, product1: intro, product2: answer },
              ...article.comparisonRows,
            ],
            product1: { pros: [answer], cons: [heading] },
            faq: [{ question: heading, answer }, ...article.faq],
            verdict: answer,
          },
          { ...plan, title: heading, metaDescription: intro },
        );
        expect(html.match(/<script/g)).toHaveLength(1);
        expect(html).toMatch(/<script type="application\/ld\+json">[^<]*<\/script>$/);
        expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
        expect(html).not.toMatch(/<[^>]*\s(href|src)\s*=\s*["']?\s*javascript:/i);
        expect(
          html.match(/<(?!\/)[a-z0-9]+/g)?.filter((tag) => /<(svg|iframe|style|object)/.test(tag)),
        ).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('opens every affiliate link in a new tab, sponsored, nofollow and noopener, and states no price', async () => {
    const { plan, article } = await writeArticle();
    const html = render(article, plan);
    const anchors = html.match(/<a [^>]+>/g) ?? [];
    expect(anchors.length).toBeGreaterThanOrEqual(4);
    for (const anchor of anchors) {
      expect(anchor).toContain('target="_blank"');
      expect(anchor).toMatch(/rel="sponsored nofollow noopener"/);
    }
    expect(html.match(/Check price on Amazon/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html.match(/<strong>Pros<\/strong>/g)).toHaveLength(2);
    expect(html.match(/<strong>Cons<\/strong>/g)).toHaveLength(2);
    expect(html).toMatch(
      /<table[^>]*><thead><tr><th>Feature<\/th>.*<\/thead><tbody>(<tr>.*?<\/tr>){4,}<\/tbody><\/table>/s,
    );
    expect(html).not.toMatch(/[$€£]\s?\d|\d\s?(USD|EUR)\b/);
  });

  it('leaves out an image hosted by Amazon', async () => {
    const { plan, article } = await writeArticle();
    const html = renderArticleHtml({
      article,
      plan,
      products: products.map((p) => ({
        title: p.title,
        asin: p.asin,
        affiliateUrl: affiliateUrl(p.asin, 't-20', 'www.amazon.com'),
      })),
      images: [
        'https://m.media-amazon.com/images/I/71.jpg',
        'https://images-na.ssl-images-amazon.com/images/I/72.jpg',
        'https://blog.example/uploads/3.png',
      ].map((url) => ({ url, alt: 'A product', caption: 'c', width: 1000, height: 1500 })),
      publishedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(html).not.toMatch(/amazon\.com\/images/);
    expect(html.match(/<figure class="wp-block-image/g)).toHaveLength(1);
  });

  it('escapes hostile product titles and subjects, in the HTML and in the JSON-LD', async () => {
    const { plan, article } = await writeArticle();
    const html = renderArticleHtml({
      article,
      plan: { ...plan, title: '<script>alert(1)</script> vs' },
      products: products.map((p) => ({
        title: `${p.title} <img src=x onerror=alert(1)>`,
        asin: p.asin,
        affiliateUrl: affiliateUrl(p.asin, 't-20', 'www.amazon.com'),
      })),
      images: [],
      publishedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const json = /<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1] ?? '';
    expect(json).toContain('\\u003cscript');
    expect(JSON.parse(json)[0].headline).toBe('<script>alert(1)</script> vs');
  });
});

describe('pin copy', () => {
  it('keeps titles within 100 and alt texts within 500 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1500 }), (text) => {
        expect(pinTitle(text).length).toBeLessThanOrEqual(100);
        expect(altText(text).length).toBeLessThanOrEqual(500);
      }),
    );
    expect(pinTitle('Short')).toBe('Short');
    expect(pinTitle('x'.repeat(150))).toMatch(/^x{99}…$/);
  });

  it('writes 3 pins within every limit once the helpers apply', async () => {
    const { subject } = await writeArticle();
    const pins = await writePinCopy(models, { products, subject });
    expect(pins).toHaveLength(3);
    for (const pin of pins) {
      expect(pinTitle(pin.title).length).toBeLessThanOrEqual(100);
      const description = pinDescription(pin.description);
      expect(description.length).toBeLessThanOrEqual(800);
      expect(description.endsWith(' #affiliate')).toBe(true);
      expect(description.match(/#affiliate/g)).toHaveLength(1);
      expect(altText(pin.altText).length).toBeLessThanOrEqual(500);
    }
  });

  it('keeps descriptions within 800 characters ending with the disclosure', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const description = pinDescription(text);
        expect(description.length).toBeLessThanOrEqual(800);
        expect(description.endsWith('#affiliate')).toBe(true);
      }),
    );
  });
});
