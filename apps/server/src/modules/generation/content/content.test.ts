/**
 * The article and pin content of DESIGN §5, checked on what the offline model writes through the
 * AI SDK (the same path a provider takes) and on hostile model text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAiLimiter } from '../../../integrations/ai/limiter.ts';
import { OfflineLanguageModel } from '../../../integrations/ai/offline-model.ts';
import { offlineWriters } from './offline-writer.ts';
import { affiliateUrl, DISCLOSURE, pinDescription, renderArticleHtml } from './render-article.ts';
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
      affiliateUrl: affiliateUrl(p.asin, 'mytag-20'),
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

describe('the published article (DESIGN §5)', () => {
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
    // Three figures with alt text and dimensions, none hosted by Amazon.
    expect(html.match(/<figure/g)).toHaveLength(3);
    for (const img of html.match(/<img [^>]+>/g) ?? [])
      expect(img).toMatch(/alt="[^"]+".*width="1000" height="1500"/);
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

  it('never lets arbitrary model text add markup (property)', async () => {
    const { plan, article } = await writeArticle();
    fc.assert(
      fc.property(fc.string(), fc.string(), (intro, heading) => {
        const html = render(
          { ...article, intro, sections: [{ heading, paragraphs: [intro] }, ...article.sections] },
          plan,
        );
        expect(html.match(/<script/g)).toHaveLength(1);
        expect(html).not.toMatch(/\son[a-z]+=/i);
      }),
      { numRuns: 200 },
    );
  });
});

describe('pin copy', () => {
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
