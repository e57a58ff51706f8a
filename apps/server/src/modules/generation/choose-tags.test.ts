import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseTags, MAX_TAGS, type SiteTag } from './choose-tags.ts';

const EARBUDS = {
  planTags: ['Sony WF-1000XM5', 'Apple AirPods Pro 2', 'wireless earbuds', 'long flights', 'battery life'],
  productNames: ['Sony WF-1000XM5', 'Apple AirPods Pro 2'],
  productTitles: [
    'Sony WF-1000XM5 Truly Wireless Noise Canceling Earbuds',
    'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation',
  ],
};

let nextId = 100;
const tag = (name: string, count: number): SiteTag => ({
  id: nextId++,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  count,
});

describe('choosing a post’s tags', () => {
  it('on a new blog makes only the products’ names, not the angle’s words only this post would carry', () => {
    expect(chooseTags(EARBUDS, [])).toEqual([{ name: 'Sony WF-1000XM5' }, { name: 'Apple AirPods Pro 2' }]);
  });

  it('reuses the site’s tags: the products’, the plan’s and those the listings’ words fit, most used first', () => {
    const sony = tag('Sony WF-1000XM5', 2);
    const earbuds = tag('Wireless Earbuds', 7);
    const flights = tag('Long Flights', 3);
    const noise = tag('Noise', 1);
    const kitchen = tag('Air Fryers', 9);
    const unused = tag('Battery Life', 0);
    const picks = chooseTags(EARBUDS, [sony, earbuds, flights, noise, kitchen, unused]);
    expect(picks).toEqual([
      { id: sony.id },
      { name: 'Apple AirPods Pro 2' },
      { id: earbuds.id },
      { id: flights.id },
      { id: noise.id },
    ]);
  });

  it('matches a tag whatever its case, plural or punctuation, and never picks one twice', () => {
    const earbud = tag('wireless-earbud', 4);
    const picks = chooseTags({ ...EARBUDS, planTags: ['Wireless Earbuds', 'wireless earbuds'] }, [earbud]);
    expect(picks.filter((pick) => 'id' in pick && pick.id === earbud.id)).toHaveLength(1);
  });

  it('at most five, products first, only the site’s carried tags or the products’ names (property)', () => {
    const word = fc.constantFrom(
      'wireless',
      'earbuds',
      'sony',
      'flights',
      'gym',
      'air',
      'fryer',
      'noise',
      '2',
      'pro',
    );
    const siteTag = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      name: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
      slug: fc.constant('x'),
      count: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(
        // A site's tags have distinct ids, as WordPress gives them.
        fc.uniqueArray(siteTag, { maxLength: 30, selector: (tag) => tag.id }),
        fc.array(
          fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
          { maxLength: 8 },
        ),
        (site, planTags) => {
          const picks = chooseTags({ ...EARBUDS, planTags }, site);
          expect(picks.length).toBeLessThanOrEqual(MAX_TAGS);
          const ids = picks.flatMap((pick) => ('id' in pick ? [pick.id] : []));
          expect(new Set(ids).size).toBe(ids.length);
          for (const pick of picks) {
            if ('name' in pick) expect(EARBUDS.productNames).toContain(pick.name);
            else {
              const chosen = site.find((candidate) => candidate.id === pick.id);
              const isProduct = EARBUDS.productNames.some(
                (name) => name.toLowerCase() === chosen?.name.toLowerCase(),
              );
              expect(isProduct || (chosen?.count ?? 0) > 0).toBe(true);
            }
          }
        },
      ),
    );
  });
});
