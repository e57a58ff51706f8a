/**
 * Where and how the post's images are shown: the featured image (image 1, shown by the theme above
 * the post) is not what the body opens with, no picture follows itself, and the tall pins are shown
 * at a blog post's size, centred and within the column.
 */
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_WIDTH, renderArticleHtml, shownSize } from './render-article.ts';
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

function render(sections = 4, size = { width: 1000, height: 1500 }) {
  return renderArticleHtml({
    article: article(sections),
    plan,
    products: [
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
    ],
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
