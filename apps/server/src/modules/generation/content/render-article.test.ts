/**
 * Where and how the post's images are shown: the featured image (image 1, shown by the theme above
 * the post) is not what the body opens with, no picture follows itself, and the tall pins are shown
 * at a blog post's size, centred and within the column. An article in another language carries its
 * own disclosure and labels.
 */
import { ARTICLE_LANGUAGES, type ArticleLanguage, disclosureFor, storeById } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import { checkPost } from '../post-check/check-post.ts';
import { labelsFor } from './article-labels.ts';
import {
  IMAGE_MAX_WIDTH,
  priceTime,
  type RenderedProduct,
  renderArticleHtml,
  shownSize,
} from './render-article.ts';
import type { Article, BlogPlan } from './schemas.ts';

const plan = {
  title: 'AirPods Pro 2 vs Sony WF-1000XM5',
  metaDescription: 'Two noise-cancelling earbuds compared.',
  excerpt: 'Which earbuds to buy.',
  sections: [],
  faqQuestions: [],
  categories: ['Headphones'],
  tags: ['earbuds', 'noise cancelling', 'comparison'],
} as unknown as BlogPlan;

function article(sections: number): Article {
  return {
    intro: 'Two earbuds, one choice.',
    sections: Array.from({ length: sections }, (_, index) => ({
      heading: `Section ${index + 1}`,
      paragraphs: [`Paragraph of section ${index + 1}.`],
    })),
    comparisonRows: [{ feature: 'Battery', product1: '6 hours', product2: '8 hours' }],
    product1: { pros: ['Small', 'Light'], cons: ['Short battery'] },
    product2: { pros: ['Quiet', 'Long battery'], cons: ['Bulky'] },
    verdict: 'Both are good.',
    faq: [{ question: 'Which is quieter?', answer: 'The Sony.' }],
  };
}

/** The two products every article here compares. */
const EARBUDS: RenderedProduct[] = [
  {
    title: 'AirPods Pro 2',
    asin: 'B0D1XD1ZV3',
    affiliateUrl: 'https://www.amazon.com/dp/B0D1XD1ZV3?tag=t-20',
  },
  {
    title: 'Sony WF-1000XM5',
    asin: 'B0C33XXS56',
    affiliateUrl: 'https://www.amazon.com/dp/B0C33XXS56?tag=t-20',
  },
];

function render(sections = 4, size = { width: 1000, height: 1500 }) {
  return renderArticleHtml({
    article: article(sections),
    plan,
    products: EARBUDS,
    images: [1, 2, 3].map((n) => ({
      url: `https://blog.example/wp-content/uploads/pin-${n}.png`,
      alt: `Pin ${n}`,
      caption: `Caption ${n}`,
      ...size,
    })),
    publishedAt: new Date('2026-11-22T10:00:00Z'),
    structuredData: false,
  });
}

const imageOrder = (html: string) =>
  [...html.matchAll(/<img [^>]*src="[^"]*pin-(\d)\.png"/g)].map((m) => m[1]);

describe('the images of the post', () => {
  it('does not open the body with the featured image (image 1): image 2 comes first, image 1 further down', () => {
    for (const sections of [3, 4, 8]) {
      const html = render(sections);
      const order = imageOrder(html);
      expect(order, `${sections} sections`).toEqual(['2', '1', '3']);
      // Nothing before the first section's end shows image 1: the theme shows it above the post.
      const firstSectionEnd = html.indexOf('<h2>Section 2</h2>');
      expect(html.slice(0, firstSectionEnd)).not.toContain('pin-1.png');
      // Image 1 after the last section, before the pros and cons: text between it and each neighbour.
      expect(html.indexOf('pin-1.png')).toBeGreaterThan(html.indexOf(`<h2>Section ${sections}</h2>`));
      expect(html.indexOf('pin-1.png')).toBeLessThan(html.indexOf('<h2>Pros and cons</h2>'));
    }
  });

  it('never shows a picture twice in a row, counting the featured image above the body', () => {
    const shown = ['1', ...imageOrder(render(3))];
    for (let i = 1; i < shown.length; i++) expect(shown[i]).not.toBe(shown[i - 1]);
  });

  it('shows a 1000×1500 pin at most 560 px wide, centred and responsive, proportions kept', () => {
    const html = render();
    const figures = html.match(/<figure [^>]*><img [^>]*>/g) ?? [];
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(figure).toContain('class="wp-block-image aligncenter size-large"');
      expect(figure).toContain('style="max-width:560px;margin-left:auto;margin-right:auto"');
      expect(figure).toMatch(/<img [^>]*width="560" height="840"/);
      expect(figure).toMatch(/<img [^>]*style="width:100%;height:auto"/);
    }
  });

  it('keeps a small image at its own size and scales any other within the limit', () => {
    expect(shownSize({ width: 400, height: 600 })).toEqual({ width: 400, height: 600 });
    expect(shownSize({ width: 1000, height: 1500 })).toEqual({ width: IMAGE_MAX_WIDTH, height: 840 });
    expect(shownSize({ width: 1200, height: 800 })).toEqual({ width: IMAGE_MAX_WIDTH, height: 373 });
    expect(render(4, { width: 400, height: 600 })).toMatch(/max-width:400px.*width="400" height="600"/);
  });
});

describe('an article in another language', () => {
  const french = (language: ArticleLanguage) =>
    renderArticleHtml({
      article: article(3),
      plan,
      products: [
        {
          title: 'AirPods Pro 2',
          asin: 'B0D1XD1ZV3',
          affiliateUrl: 'https://www.amazon.fr/dp/B0D1XD1ZV3?tag=t-21',
        },
        {
          title: 'Sony WF-1000XM5',
          asin: 'B0C33XXS56',
          affiliateUrl: 'https://www.amazon.fr/dp/B0C33XXS56?tag=t-21',
        },
      ],
      images: [],
      publishedAt: new Date('2026-11-22T10:00:00Z'),
      language,
    });

  it("opens with Amazon's disclosure in that language and writes every label of its own in it", () => {
    const html = french('fr');
    expect(html).toContain(
      'En tant que Partenaire Amazon, je réalise un bénéfice sur les achats remplissant les conditions requises.',
    );
    expect(html.indexOf('En tant que Partenaire Amazon')).toBeLessThan(html.indexOf('<a '));
    expect(html).toMatch(/^<div class="aa-article" lang="fr">/);
    for (const label of [
      'Points forts et points faibles',
      'Points forts',
      'Points faibles',
      'Notre verdict',
      'Questions fréquentes',
      'Caractéristique',
      'Voir le prix sur Amazon\u00a0: Sony WF-1000XM5',
    ])
      expect(html).toContain(label);
    expect(html).toContain('Dans ce comparatif\u00a0: <a');
    for (const english of [
      'As an Amazon Associate',
      'Pros and cons',
      'Check price',
      'Frequently asked',
      '>Feature<',
      'Compared here',
    ])
      expect(html).not.toContain(english);
    expect(html).toContain('"inLanguage":"fr"');
  });

  it('marks a right-to-left language as such', () => {
    expect(french('ar')).toMatch(/^<div class="aa-article" lang="ar" dir="rtl">/);
  });

  it('puts its own words where a model wrote a price', () => {
    const html = renderArticleHtml({
      ...{ plan, images: [], publishedAt: new Date(), structuredData: false },
      article: { ...article(3), verdict: 'Le Sony coûte 299 € ou 299,99 EUR.' },
      products: [
        { title: 'A', asin: 'B0D1XD1ZV3', affiliateUrl: 'https://www.amazon.fr/dp/B0D1XD1ZV3' },
        { title: 'B', asin: 'B0C33XXS56', affiliateUrl: 'https://www.amazon.fr/dp/B0C33XXS56' },
      ],
      language: 'fr',
    });
    expect(html).toContain('Le Sony coûte le prix du moment ou le prix du moment.');
  });

  it('has labels for every article language, none of them English but for English', () => {
    for (const language of ARTICLE_LANGUAGES) {
      const labels = labelsFor(language);
      for (const value of Object.values(labels))
        if (typeof value === 'string') expect(value.trim(), language).not.toBe('');
      expect(labels.pinLabels).toHaveLength(6);
      if (language === 'en') continue;
      const html = french(language);
      expect(html, language).toContain(disclosureFor(language));
      for (const english of [
        'Pros and cons',
        'Frequently asked questions',
        'Check price on Amazon',
        'Side-by-side',
      ])
        expect(html, language).not.toContain(english);
    }
  });
});

describe('the prices a model wrote', () => {
  /** A price as each new store's country writes it, in an article in that store's language. */
  const prices: [ArticleLanguage, string][] = [
    ['en', '₹1,999'],
    ['sv', '1 299 kr'],
    ['ja', '12,800円'],
    ['pl', '49,90 zł'],
    ['tr', '₺499'],
    ['ar', 'AED 99'],
    ['pt', 'R$ 199'],
    ['en', '49£'],
  ];

  const withPrice = (language: ArticleLanguage, price: string) =>
    renderArticleHtml({
      ...{ plan, images: [], publishedAt: new Date(), language },
      article: {
        ...article(3),
        intro: `Now ${price}.`,
        verdict: `Buy it at ${price}, not more.`,
        faq: [{ question: `Is ${price} fair?`, answer: `${price} is fair.` }],
      },
      products: [
        { title: `A for ${price}`, asin: 'B0D1XD1ZV3', affiliateUrl: 'https://www.amazon.in/dp/B0D1XD1ZV3' },
        { title: 'B', asin: 'B0C33XXS56', affiliateUrl: 'https://www.amazon.in/dp/B0C33XXS56' },
      ],
    });

  /** The post check's price item on a page whose content is `html`. */
  async function priceItem(html: string) {
    const url = 'https://blog.example/post/';
    const page = `<html><head><title>${plan.title}</title></head><body><div class="entry-content">${html}</div></body></html>`;
    const items = await checkPost(
      {
        page: async () => ({ answered: true, status: 200, url, html: page }),
        file: async () => ({ answered: true, status: 200, contentType: 'image/png' }),
      },
      { url, disclosure: disclosureFor('en'), store: storeOf('amazon.in'), tag: null },
    );
    return items.find((item) => item.key === 'price');
  }

  it("puts the language's words in its place, whole, wherever the price is", () => {
    for (const [language, price] of prices) {
      const html = withPrice(language, price);
      const { currentPrice } = labelsFor(language);
      expect(html, price).not.toContain(price);
      expect(html, price).toContain(`Buy it at ${currentPrice}, not more.`);
      expect(html, price).toContain(`"name":"Is ${currentPrice} fair?"`);
    }
  });

  it("publishes an article that passes the post check's price item", async () => {
    for (const [language, price] of prices)
      expect(await priceItem(withPrice(language, price)), price).toEqual({ key: 'price', ok: true });
    // The check does see a price the renderer did not take out.
    expect(await priceItem('<p>Now R$ 199.</p>')).toMatchObject({ ok: false, params: { found: 'R$ 199' } });
  });
});

function storeOf(id: string) {
  const found = storeById(id);
  if (!found) throw new Error(`no store ${id}`);
  return found;
}

describe('the product boxes', () => {
  const boxed = (language: ArticleLanguage, first: Partial<RenderedProduct>) =>
    renderArticleHtml({
      article: { ...article(2), verdict: 'The Sony costs $279.99 today.' },
      plan,
      products: [
        {
          title: 'AirPods Pro 2',
          asin: 'B0D1XD1ZV3',
          affiliateUrl: 'https://www.amazon.fr/dp/B0D1XD1ZV3?tag=t-21',
          ...first,
        },
        {
          title: 'Sony WF-1000XM5',
          asin: 'B0C33XXS56',
          affiliateUrl: 'https://www.amazon.fr/dp/B0C33XXS56?tag=t-21',
        },
      ],
      images: [],
      publishedAt: new Date('2026-11-22T10:00:00Z'),
      structuredData: false,
      language,
    });
  const boxes = (html: string) => html.match(/<div class="aa-product-box"[\s\S]*?<\/div>/g) ?? [];

  it('show Amazon’s image and price with its time in the article’s language, after the introduction', () => {
    const html = boxed('fr', {
      imageUrl: 'https://m.media-amazon.com/images/I/61SUj2aKoEL.jpg',
      price: { display: '249,99 €', readAt: '2026-11-28T07:05:00.000Z' },
    });
    const [first, second] = boxes(html);
    expect(html.indexOf('aa-product-box')).toBeGreaterThan(html.indexOf('Two earbuds, one choice.'));
    expect(html.indexOf('aa-product-box')).toBeLessThan(html.indexOf('<table'));
    expect(first).toContain(
      '<img src="https://m.media-amazon.com/images/I/61SUj2aKoEL.jpg" alt="AirPods Pro 2" width="160" height="160"',
    );
    expect(first).toContain(
      `<p class="aa-price" data-read-at="2026-11-28T07:05:00.000Z"><strong>249,99 € (au ${priceTime('2026-11-28T07:05:00.000Z', 'fr')})</strong></p>`,
    );
    expect(priceTime('2026-11-28T07:05:00.000Z', 'fr')).toBe('28 nov. 2026, 07:05 UTC');
    expect(first).toContain('>Voir le prix sur Amazon</a>');
    expect(second).not.toContain('<img');
    expect(second).not.toContain('aa-price');
    expect(html).toContain(labelsFor('fr').priceNote);
    // The box's price is Amazon's, shown whole; a price in the text is still taken out.
    expect(html).toContain('The Sony costs le prix du moment today.');
  });

  it('show the title and the button only without the Creators API, and escape what Amazon gives', () => {
    const plain = boxed('en', {});
    expect(boxes(plain)).toHaveLength(2);
    expect(boxes(plain).join('')).not.toMatch(/<img|aa-price/);
    expect(plain).not.toContain(labelsFor('en').priceNote);
    const hostile = boxed('en', {
      title: 'A <script>alert(1)</script>',
      imageUrl: 'javascript:alert(1)',
      price: { display: '<b>$1</b>', readAt: '2026-11-28T07:05:00.000Z' },
    });
    expect(hostile).not.toMatch(/<script|<b>|javascript:/);
    expect(hostile).toContain('&lt;b&gt;$1&lt;/b&gt; (as of Nov 28, 2026, 7:05 AM UTC)');
  });

  it('have a price line in every article language', () => {
    for (const language of ARTICLE_LANGUAGES) {
      const line = labelsFor(language).priceAsOf('9', priceTime('2026-11-28T07:05:00.000Z', language));
      expect(line, language).toContain('9');
      expect(line, language).toContain('UTC');
      if (language !== 'en') expect(line, language).not.toContain('as of');
    }
  });
});

describe('links to the blog’s other posts (issue 31)', () => {
  const related = [
    { url: 'https://blog.example/gym/', title: 'At the Gym: <AirPods> or Sony?', kind: 'campaign' as const },
    {
      url: 'https://blog.example/upgrade/',
      title: 'Which Is the Better Upgrade?',
      kind: 'campaign' as const,
    },
    { url: 'https://blog.example/headphones/', title: 'Over-ear headphones compared', kind: 'site' as const },
    { url: 'https://blog.example/cases/', title: 'Charging cases', kind: 'site' as const },
  ];
  const more = [{ url: 'https://blog.example/calls/', title: 'Better for Calls' }];
  const withLinks = (language: ArticleLanguage) =>
    renderArticleHtml({
      article: article(3),
      plan,
      products: EARBUDS,
      images: [],
      publishedAt: new Date('2026-11-22T10:00:00Z'),
      structuredData: false,
      language,
      related,
      moreComparisons: more,
    });

  it('says them in sentences before the FAQ: the campaign’s in one, the blog’s by turns, titles escaped', () => {
    const html = withLinks('en');
    const paragraph = html.match(/<p class="aa-related">(.*?)<\/p>/)?.[1];
    expect(paragraph).toBe(
      'For other angles on the same two, read <a href="https://blog.example/gym/">At the Gym: &lt;AirPods&gt; or Sony?</a> and <a href="https://blog.example/upgrade/">Which Is the Better Upgrade?</a>. ' +
        'If you are still deciding, <a href="https://blog.example/headphones/">Over-ear headphones compared</a> may help too. ' +
        'On this blog you can also read <a href="https://blog.example/cases/">Charging cases</a>.',
    );
    expect(html.indexOf('aa-related')).toBeLessThan(html.indexOf('Frequently asked questions'));
    // The blog's own links: no sponsored or nofollow.
    expect(paragraph).not.toContain('rel=');
  });

  it('ends with the "More comparisons" line between its markers, in the article’s language', () => {
    expect(withLinks('en')).toContain(
      '<!-- aa:more-comparisons -->\n<p class="aa-more-comparisons"><strong>More comparisons:</strong> <a href="https://blog.example/calls/">Better for Calls</a></p>\n<!-- /aa:more-comparisons -->',
    );
    const fr = withLinks('fr');
    expect(fr).toContain(
      '<p class="aa-more-comparisons" lang="fr"><strong>Autres comparatifs\u00a0:</strong>',
    );
    expect(fr).toContain(
      'Pour d’autres regards sur ces deux modèles, lisez <a href="https://blog.example/gym/">',
    );
    expect(fr).toMatch(/<\/a> et <a href="https:\/\/blog\.example\/upgrade\/">/);
  });

  it('has every sentence in every article language, each with its link', () => {
    for (const language of ARTICLE_LANGUAGES) {
      const html = withLinks(language);
      const paragraph = html.match(/<p class="aa-related">(.*?)<\/p>/)?.[1] ?? '';
      for (const post of related) expect(paragraph, language).toContain(`href="${post.url}"`);
      expect(paragraph, language).not.toMatch(/\{links?\}|undefined/);
      expect(html, language).toContain(labelsFor(language).moreComparisons);
    }
  });
});
