/** Figures with a source (issue 29): what states a figure no fact gives is taken out, within the article's shape. */
import { ARTICLE_LIMITS } from '@aa/contracts';
import { describe, expect, it } from 'vitest';
import type { Article } from './schemas.ts';
import { figuresOf, givenFigures, keepSourced } from './sourced.ts';

const FACTS = [
  'Up to 30 hours of battery life',
  'Weighs 250 g',
  'Two devices at once',
  '4-quart basket, 105°F to 400°F',
];

const article = (rows: [string, string][], pros: string[], verdict: string): Article =>
  ({
    intro: 'Intro.',
    sections: [],
    comparisonRows: rows.map(([product1, product2], index) => ({
      feature: `Row ${index}`,
      product1,
      product2,
    })),
    product1: { pros, cons: ['Heavier at 250 g', 'A 45-hour claim nobody made'] },
    product2: { pros: ['Fine', 'Also fine'], cons: ['Nothing stands out'] },
    verdict,
    faq: [],
  }) as unknown as Article;

describe('figures with a source', () => {
  it('reads figures that stand alone, and those a fact writes in words or a writer restates', () => {
    expect(figuresOf('WF-1000XM5 and amber12: 2,5 h or 1,299 mAh, not XM4')).toEqual([1000, 2.5, 1299]);
    const given = givenFigures(FACTS);
    for (const figure of [30, 250, 2, 4, 105, 400, 3.8, 41, 204])
      expect(given.has(figure), String(figure)).toBe(true);
  });

  it('takes out rows, pros, cons and verdict sentences stating a figure no fact gives, within the article’s shape', () => {
    const given = givenFigures(FACTS);
    const written = article(
      [
        ['Up to 30 hours', 'Up to 24 hours'],
        ['250 g', '254 g'],
        ['Two devices', 'Three devices'],
        ['4-quart basket', 'Not listed'],
        ['Best for long days', 'Best for travel'],
      ],
      ['Up to 30 hours', 'Folds into a 7-inch case', 'Light'],
      'The first lasts 30 hours. The second charges in 15 minutes. Pick by your day.',
    );
    const { article: kept, dropped } = keepSourced(written, given);
    // One unsourced row goes (24 hours); four must stay, so the next ones (254 g) stay too.
    expect(kept.comparisonRows).toHaveLength(ARTICLE_LIMITS.rows.min);
    expect(kept.comparisonRows.map((row) => row.product2)).not.toContain('Up to 24 hours');
    expect(kept.product1.pros).toEqual(['Up to 30 hours', 'Light']);
    expect(kept.product1.cons).toEqual(['Heavier at 250 g']);
    expect(kept.verdict).toBe('The first lasts 30 hours. Pick by your day.');
    expect(dropped).toEqual([
      'Up to 30 hours | Up to 24 hours',
      'Folds into a 7-inch case',
      'A 45-hour claim nobody made',
      'The second charges in 15 minutes.',
    ]);
  });
});
