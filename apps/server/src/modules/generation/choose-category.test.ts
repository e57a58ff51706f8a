/**
 * Which of a blog's categories a post is filed under: the one a person would pick by topic, what the
 * plan names when the blog has it, never Uncategorized, and nothing when nothing fits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BlogCategory, type CategoryClues, categoryWords, chooseCategories } from './choose-category.ts';

/** The demo blog's categories, as WordPress lists them (names stored as HTML). */
const BLOG: BlogCategory[] = [
  { id: 1, name: 'Uncategorized', slug: 'uncategorized' },
  { id: 2, name: 'Kitchen &amp; Cooking', slug: 'kitchen-cooking' },
  { id: 3, name: 'Tech &amp; Audio', slug: 'tech-audio' },
  { id: 4, name: 'Home Office', slug: 'home-office' },
  { id: 5, name: 'Fitness', slug: 'fitness' },
  { id: 6, name: 'Reviews', slug: 'reviews' },
];

const names = (clues: Partial<CategoryClues>) => {
  const choice = chooseCategories(BLOG, { planCategories: [], tags: [], productTitles: [], ...clues });
  return { fitting: choice.fitting.map((category) => category.name), closest: choice.closest?.name };
};

const EARBUDS = [
  'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation',
  'Sony WF-1000XM5 Truly Wireless Noise Canceling Earbuds',
];

describe('choosing a category', () => {
  it('files a French article where a blogger would, on an English blog and on a French one', () => {
    expect(
      names({
        planCategories: ['Cuisine'],
        tags: ['friteuse sans huile', 'friteuse sans huile au quotidien'],
        productTitles: ['Ninja AF101 Friteuse sans huile, 3,8 L', 'COSORI Pro LE Friteuse sans huile 4,7 L'],
      }),
    ).toEqual({ fitting: ['Kitchen &amp; Cooking'], closest: undefined });
    const french: BlogCategory[] = [
      { id: 1, name: 'Non classé', slug: 'non-classe' },
      { id: 7, name: 'Maison', slug: 'maison' },
      { id: 8, name: 'Cuisine', slug: 'cuisine' },
    ];
    const choice = chooseCategories(french, {
      planCategories: ['Maison connectée'],
      tags: ['robot aspirateur', 'iRobot Roomba 694'],
      productTitles: ['iRobot Roomba 694 Robot aspirateur connecté Wi-Fi'],
    });
    expect(choice.fitting.map((category) => category.name)).toEqual(['Maison']);
  });

  it('files earbuds under Tech & Audio, though no word of the plan is in its name', () => {
    expect(
      names({
        planCategories: ['Headphones'],
        tags: ['noise cancelling earbuds', 'wireless earbuds'],
        productTitles: EARBUDS,
      }),
    ).toEqual({ fitting: ['Tech &amp; Audio'], closest: undefined });
  });

  it('files each kind of product where a blogger would', () => {
    const cases: Array<[Partial<CategoryClues>, string]> = [
      [
        {
          planCategories: ['Kitchen Appliances'],
          tags: ['air fryer', 'healthy recipes'],
          productTitles: ['Ninja AF101 Air Fryer, 4 Quart', 'COSORI Pro LE Air Fryer, 5 Qt'],
        },
        'Kitchen &amp; Cooking',
      ],
      [
        {
          planCategories: ['Wearables'],
          tags: ['fitness tracker', 'heart rate'],
          productTitles: ['Fitbit Charge 6 Fitness Tracker', 'Garmin vívosmart 5 Fitness Tracker'],
        },
        'Fitness',
      ],
      [
        {
          planCategories: ['Ergonomics'],
          tags: ['office chair', 'standing desk'],
          productTitles: ['Herman Miller Aeron Chair', 'Steelcase Leap V2 Chair'],
        },
        'Home Office',
      ],
      [{ planCategories: ['Kitchen and Cooking'], tags: ['gadgets'] }, 'Kitchen &amp; Cooking'],
    ];
    for (const [clues, expected] of cases) expect(names(clues).fitting, expected).toEqual([expected]);
  });

  it('adds the category the plan names when the blog has it, beside the topic', () => {
    expect(
      names({ planCategories: ['Reviews'], tags: ['wireless earbuds', 'comparison'], productTitles: EARBUDS })
        .fitting,
    ).toEqual(['Tech &amp; Audio', 'Reviews']);
    expect(names({ planCategories: ['reviews'], tags: ['gift ideas'] }).fitting).toEqual(['Reviews']);
  });

  it('finds nothing that fits a topic the blog has no category for, and never offers Uncategorized', () => {
    expect(
      names({
        planCategories: ['Gardening', 'Uncategorized'],
        tags: ['lawn mower', 'cordless mower'],
        productTitles: ['Greenworks 40V Cordless Lawn Mower', 'EGO Power+ LM2102SP Mower'],
      }),
    ).toEqual({ fitting: [], closest: undefined });
  });

  it('keeps a weak match (a product word only) as the closest, not as a fit', () => {
    expect(
      names({
        planCategories: ['Robot Vacuums'],
        tags: ['pet hair', 'cleaning robots'],
        productTitles: ['iRobot Roomba 694 Robot Vacuum', 'eufy RoboVac 11S'],
      }),
    ).toEqual({ fitting: [], closest: 'Home Office' });
  });

  it('reads names and slugs as words: entities, accents, plurals and gerunds', () => {
    expect(categoryWords('Kitchen &amp; Cooking')).toEqual(['kitchen', 'cook']);
    expect(categoryWords('Écouteurs & Headphones')).toEqual(['ecouteur', 'headphone']);
    expect(categoryWords('tech-audio')).toEqual(['tech', 'audio']);
    expect(categoryWords('Best of the Fitness Trackers')).toEqual(['fitness', 'tracker']);
  });

  it('chooses at most two of the blog’s own categories, never the default one, each once (property)', () => {
    const word = fc.constantFrom(
      'audio',
      'kitchen',
      'fitness',
      'reviews',
      'tech',
      'garden',
      'home',
      'office',
      'x',
    );
    const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 50 }), name: text }), {
          selector: (category) => category.id,
          maxLength: 12,
        }),
        fc.array(text, { maxLength: 2 }),
        fc.array(text, { maxLength: 8 }),
        fc.array(text, { maxLength: 2 }),
        (blog, planCategories, tags, productTitles) => {
          const categories = blog.map(({ id, name }) => ({ id, name, slug: name.replaceAll(' ', '-') }));
          const { fitting, closest } = chooseCategories(categories, { planCategories, tags, productTitles });
          const ids = fitting.map((category) => category.id);
          expect(ids.length).toBeLessThanOrEqual(2);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).not.toContain(1);
          for (const id of ids) expect(categories.map((category) => category.id)).toContain(id);
          if (fitting.length > 0) expect(closest).toBeUndefined();
          expect(closest?.id).not.toBe(1);
        },
      ),
    );
  });
});
