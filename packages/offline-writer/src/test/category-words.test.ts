/** The leak check itself: a listing's own words excuse a group only when they mean what the group is about. */
import { describe, expect, it } from 'vitest';
import { categoryLeaks } from './category-words.ts';

const airFryer = { language: 'fr', texts: ['air-fryer', 'kitchen'] } as const;
const multicooker = { language: 'fr', texts: ['multicooker', 'kitchen'] } as const;

describe('categoryLeaks', () => {
  it('finds headphone words in an air-fryer article whose listings only look like them', () => {
    // « prise en charge » is support, « son panier » its basket, « robot » a kitchen machine.
    const listings =
      'Friteuse sans huile 5,5 L, prise en charge du lave-vaisselle, son panier antiadhésif, robot cuiseur compatible';
    expect(
      categoryLeaks('Son autonomie est longue et ses basses sont riches. Une serpillière suffit.', {
        ...airFryer,
        listings,
      }).map((leak) => leak.group),
    ).toEqual(['battery', 'sound', 'floors']);
  });

  it('leaves a word alone when a listing really is about it', () => {
    expect(
      categoryLeaks('Son autonomie tient une semaine.', {
        ...multicooker,
        listings: 'Autocuiseur sans fil, batterie 4000 mAh, 2 heures d’autonomie',
      }),
    ).toEqual([]);
  });
});
