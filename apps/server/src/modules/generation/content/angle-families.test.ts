/**
 * Angle families (issue 20, 3): an angle's words place it in a family, a campaign's families are
 * ranked by their pins' outbound clicks per impression, and the one preference the writers apply puts
 * the best family first among the angles still free, never an angle already taken.
 */

import { offlineWriters } from '@aa/offline-writer';
import { ANGLES } from '@aa/offline-writer/angles';
import { vocabularyFor } from '@aa/offline-writer/categories';
import { amazonCatalogue } from '@aa/sandbox/amazon/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANGLE_FAMILIES,
  type AngleFamily,
  familyOf,
  hasEvidence,
  MIN_FAMILY_IMPRESSIONS,
  preferFamilies,
  preferredFamily,
  type RunResults,
  rankFamilies,
  type SubjectSteer,
  steerPromptLine,
  steerReason,
} from './angle-families.ts';
import type { ProductFacts, SubjectChoice } from './schemas.ts';
import type { EarlierRun } from './tasks.ts';

function listed(asin: string): ProductFacts {
  const product = amazonCatalogue.find((entry) => entry.asin === asin);
  if (!product) throw new Error(`${asin} is not in the catalogue`);
  return { ...product, url: `https://www.amazon.com/dp/${asin}`, source: 'page' };
}
const airFryers: [ProductFacts, ProductFacts] = [listed('B07FDJMC9Q'), listed('B0936FGLQS')];
const earbuds: [ProductFacts, ProductFacts] = [listed('B0D1XD1ZV3'), listed('B0C33XXS56')];
const readers: [ProductFacts, ProductFacts] = [amazonCatalogue[4], amazonCatalogue[5]].map((product) =>
  listed(product?.asin ?? ''),
) as [ProductFacts, ProductFacts];

const run = (family: AngleFamily, impressions: number, outboundClicks: number, saves = 0): RunResults => ({
  family,
  impressions,
  outboundClicks,
  saves,
});

describe('familyOf', () => {
  it('places English and French angles by their words', () => {
    const cases: [string, AngleFamily][] = [
      ['which one will still be a good buy in a few years', 'value'],
      ['which one is the bigger step up from a basket fryer', 'value'],
      ['lequel offre le meilleur rapport qualité-prix', 'value'],
      ['which one gets you done faster', 'performance'],
      ['which one cleans better', 'performance'],
      ['lequel est le plus puissant', 'performance'],
      ['which one keeps the kitchen calmer', 'comfort'],
      ['lequel est le plus silencieux la nuit', 'comfort'],
      ['which one is easier as a first air fryer', 'simplicity'],
      ['lequel est le plus facile pour débuter', 'simplicity'],
      ['which one earns its space in a small kitchen', 'lifestyle'],
      ['lequel fait le meilleur cadeau', 'lifestyle'],
      ['which one is less work to keep clean and working', 'durability'],
      ['lequel a la meilleure autonomie', 'durability'],
      ['which one has the smart features you will actually use', 'features'],
      ['lequel a les fonctions connectées les plus utiles', 'features'],
    ];
    for (const [text, family] of cases) expect(familyOf(text), text).toBe(family);
    expect(familyOf('which one is blue')).toBeUndefined();
    // A language narrows the words: "prix" is French.
    expect(familyOf('prix', 'en')).toBeUndefined();
    expect(familyOf('prix', 'fr')).toBe('value');
  });

  it('agrees with most of the offline angles’ own families', () => {
    const v = vocabularyFor(airFryers);
    const agree = ANGLES.filter((angle) => familyOf(angle.angle(v)) === angle.family);
    expect(agree.length / ANGLES.length).toBeGreaterThanOrEqual(0.75);
  });
});

describe('rankFamilies', () => {
  it('ranks by outbound clicks per impression, summing runs of a family', () => {
    const ranked = rankFamilies([
      run('features', 600, 3),
      run('value', 300, 6),
      run('value', 300, 9),
      run('comfort', 400, 4),
    ]);
    expect(ranked.map((result) => result.family)).toEqual(['value', 'comfort', 'features']);
    expect(ranked[0]).toEqual({
      family: 'value',
      runs: 2,
      impressions: 600,
      saves: 0,
      outboundClicks: 15,
      clickRate: 15 / 600,
    });
  });

  it('does not let a few impressions decide, and breaks ties by saves', () => {
    const ranked = rankFamilies([
      run('lifestyle', 3, 3),
      run('comfort', MIN_FAMILY_IMPRESSIONS, 4, 1),
      run('durability', MIN_FAMILY_IMPRESSIONS, 4, 7),
    ]);
    expect(ranked.map((result) => result.family)).toEqual(['durability', 'comfort', 'lifestyle']);
    expect(ranked[2]?.clickRate).toBe(1);
  });

  it('leaves out runs no family describes', () => {
    expect(rankFamilies([{ family: undefined, impressions: 900, saves: 1, outboundClicks: 50 }])).toEqual([]);
  });
});

describe('preferredFamily and the sentences that say why', () => {
  it('prefers a family only once two have enough impressions to compare', () => {
    expect(preferredFamily({ ranked: rankFamilies([run('value', 900, 30)]) })).toBeUndefined();
    expect(
      preferredFamily({ ranked: rankFamilies([run('value', 900, 30), run('comfort', 50, 0)]) }),
    ).toBeUndefined();
    const steer = {
      ranked: rankFamilies([run('value', 500, 12), run('features', 800, 4), run('comfort', 300, 3)]),
    };
    const preferred = preferredFamily(steer);
    expect(preferred?.best.family).toBe('value');
    expect(preferred?.compared).toBe(3);
    if (!preferred) throw new Error('no preferred family');
    expect(steerReason(preferred)).toBe(
      'Value angles earned 2.4% outbound clicks per impression on Pinterest, best of 3 families tried.',
    );
    expect(steerReason(preferred, 'fr')).toBe(
      'Les angles « rapport qualité-prix » ont obtenu 2,4\u00a0% de clics sortants par impression sur Pinterest, le meilleur taux des 3 familles essayées.',
    );
    expect(steerPromptLine(steer)).toContain(
      'Pins about value angles earned the most outbound clicks per impression (2.4% over 1 run; 3 families compared: comfort 1.0%, features 0.5%)',
    );
    expect(steerPromptLine({ ranked: [] })).toContain('no results yet');
  });

  it('prefers no family that earned no clicks, nor one only level with the runner-up', () => {
    // No clicks anywhere: the most saves is no reason to steer, and nothing says "earned 0.0%".
    const noClicks = { ranked: rankFamilies([run('value', 900, 0, 40), run('comfort', 900, 0, 2)]) };
    expect(noClicks.ranked[0]?.family).toBe('value');
    expect(preferredFamily(noClicks)).toBeUndefined();
    expect(steerPromptLine(noClicks)).toContain('no results yet');
    // The offline writer takes the schedule's angle, as without results.
    expect(chooseOffline(airFryers, [], noClicks)).toEqual(chooseOffline(airFryers, []));
    // The same click rate on both: a tie broken by saves is no preference either.
    expect(
      preferredFamily({ ranked: rankFamilies([run('value', 900, 9, 40), run('comfort', 900, 9, 2)]) }),
    ).toBeUndefined();
  });
});

/** Any ranking of the families, with impressions on either side of the threshold. */
const steers: fc.Arbitrary<SubjectSteer> = fc
  .array(
    fc.record({
      family: fc.constantFrom(...ANGLE_FAMILIES),
      impressions: fc.integer({ min: 0, max: 2000 }),
      saves: fc.integer({ min: 0, max: 50 }),
      // No clicks at all half the time: a family must not be preferred for its saves alone.
      outboundClicks: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
    }),
    { maxLength: 8 },
  )
  .map((runs) => ({ ranked: rankFamilies(runs) }));

describe('preferFamilies', () => {
  it('reorders, never adds or drops; the preferred family first, each group in its order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.nat(), family: fc.constantFrom(...ANGLE_FAMILIES) }), {
          maxLength: 12,
          selector: (candidate) => candidate.id,
        }),
        steers,
        (candidates, steer) => {
          const ordered = preferFamilies(candidates, steer);
          expect([...ordered].sort((a, b) => a.id - b.id)).toEqual(
            [...candidates].sort((a, b) => a.id - b.id),
          );
          const preferred = preferredFamily(steer)?.best.family;
          if (!preferred) {
            expect(ordered).toEqual(candidates);
            return;
          }
          // A preferred family earned clicks, more per impression than every other it was compared with.
          const rates = steer.ranked.filter(hasEvidence).map((result) => result.clickRate);
          const best = steer.ranked.find((result) => result.family === preferred)?.clickRate ?? 0;
          expect(best).toBeGreaterThan(0);
          expect(rates.filter((rate) => rate >= best)).toEqual([best]);
          const mine = candidates.filter((candidate) => candidate.family === preferred);
          const others = candidates.filter((candidate) => candidate.family !== preferred);
          expect(ordered).toEqual([...mine, ...others]);
        },
      ),
    );
  });
});

// ---- the offline writer's choice ----

const madeOf = (chosen: SubjectChoice): EarlierRun => ({ subject: chosen.subject, angle: chosen.angle });

const chooseOffline = (products: [ProductFacts, ProductFacts], earlier: EarlierRun[], steer?: SubjectSteer) =>
  offlineWriters.subject?.({ products, earlier, steer }) as SubjectChoice;

/** A campaign's runs, newest first, each taking what the offline writer chose after the earlier ones. */
function campaign(products: [ProductFacts, ProductFacts], runs: number, steer?: (n: number) => SubjectSteer) {
  const made: SubjectChoice[] = [];
  for (let n = 0; n < runs; n += 1) made.unshift(chooseOffline(products, made.map(madeOf), steer?.(n)));
  return made;
}

describe('the offline writer, steered', () => {
  it('takes a new angle of the family whose pins earned the better click rate, and says why', () => {
    let steered = 0;
    for (const products of [airFryers, earbuds, readers]) {
      const first = chooseOffline(products, []);
      const second = chooseOffline(products, [madeOf(first)]);
      const earlier = [madeOf(second), madeOf(first)];
      const next = chooseOffline(products, earlier);
      // The families of the angles the pair's first pass has left after the two runs.
      const left = new Set(
        campaign(products, 21)
          .slice(0, -2)
          .filter((made) => !made.angle.includes(','))
          .map((made) => made.family),
      );
      const families = [first.family, second.family];
      for (const [better, worse] of [families, [...families].reverse()]) {
        if (!better || !worse || better === worse) throw new Error('two runs of two families');
        const steer = { ranked: rankFamilies([run(better, 400, 12), run(worse, 400, 2)]) };
        const chosen = chooseOffline(products, earlier, steer);
        expect([first.angle, second.angle]).not.toContain(chosen.angle);
        if (!left.has(better)) {
          // No angle of that family is free: the schedule's next.
          expect(chosen).toEqual(next);
          continue;
        }
        steered += 1;
        expect(chosen.family).toBe(better);
        expect(chosen.reason).toMatch(
          / angles earned 3\.0% outbound clicks per impression on Pinterest, best of 2 families tried\. Written for /,
        );
      }
      // Unsteered, the schedule's next angle, whatever its family.
      expect(next.reason).not.toMatch(/Pinterest/);
    }
    expect(steered).toBeGreaterThanOrEqual(3);
  });

  it('never takes an angle an earlier run took, whatever the results (30 runs)', () => {
    fc.assert(
      fc.property(fc.array(steers, { minLength: 30, maxLength: 30 }), (perRun) => {
        const angles = campaign(airFryers, 30, (n) => perRun[n] as SubjectSteer).map((made) => made.angle);
        expect(new Set(angles).size).toBe(angles.length);
      }),
      { numRuns: 5 },
    );
  });

  it('keeps the schedule’s order without enough evidence', () => {
    const unsteered = campaign(earbuds, 8);
    const weak = campaign(earbuds, 8, () => ({
      ranked: rankFamilies([run('value', MIN_FAMILY_IMPRESSIONS - 1, 40), run('features', 900, 1)]),
    }));
    expect(weak).toEqual(unsteered);
  });
});
