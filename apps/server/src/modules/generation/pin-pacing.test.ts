/**
 * The pin pacing's rules over random accounts (issue 32): random settings, time zones (daylight
 * saving included), runs arriving at random times with one to three pins each. Whatever the mix:
 * never more than the cap in any 24 hours, never outside the window, never two of the account's pins
 * within the account gap, never two pins of one post closer than the spacing, no pin before its run,
 * every pin given exactly one time.
 */
import { PIN_ACCOUNT_GAP_MINUTES } from '@aa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localMinutes } from '../../lib/zoned-time.ts';
import { DAY_MS, inWindow, type Pacing, planPins, userTimeProblem } from './pin-pacing.ts';

const HOUR_MS = 3_600_000;
const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'America/Los_Angeles',
];
// Around the spring and autumn clock changes of 2026 in Europe and the US.
const STARTS = [
  Date.UTC(2026, 2, 27, 22),
  Date.UTC(2026, 9, 24, 5),
  Date.UTC(2026, 10, 27, 3),
  Date.UTC(2026, 2, 7, 12),
];

const pacingArb = fc
  .record({
    pinsPerDay: fc.integer({ min: 1, max: 25 }),
    windowStart: fc.integer({ min: 0, max: 22 * 60 }),
    length: fc.integer({ min: 60, max: 24 * 60 }),
    spacingHours: fc.integer({ min: 1, max: 72 }),
    randomMinutes: fc.boolean(),
    timeZone: fc.constantFrom(...ZONES),
  })
  .map(({ length, ...rest }): Pacing => ({ ...rest, windowEnd: Math.min(1440, rest.windowStart + length) }));

const runsArb = fc.array(
  fc.record({ afterMinutes: fc.integer({ min: 0, max: 12 * 60 }), pins: fc.integer({ min: 1, max: 3 }) }),
  { minLength: 1, maxLength: 12 },
);

describe('pin pacing', () => {
  it('keeps every rule for any account, settings and clock (property)', () => {
    fc.assert(
      fc.property(
        pacingArb,
        runsArb,
        fc.constantFrom(...STARTS),
        fc.integer(),
        (pacing, runs, start, seed) => {
          let state = seed;
          const random = () => {
            state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
            return Math.abs(state) / 2_147_483_648;
          };
          const account: number[] = [];
          const posts: { arrived: number; times: number[] }[] = [];
          let now = start;
          for (const run of runs) {
            now += run.afterMinutes * 60_000;
            const times = planPins({
              pacing,
              now,
              account,
              post: [],
              count: run.pins,
              firstAtOnce: true,
              random,
            });
            expect(times).toHaveLength(run.pins);
            posts.push({ arrived: now, times });
            account.push(...times);
          }
          const sorted = [...account].sort((a, b) => a - b);
          for (let k = 0; k + pacing.pinsPerDay < sorted.length; k += 1)
            expect((sorted[k + pacing.pinsPerDay] as number) - (sorted[k] as number)).toBeGreaterThanOrEqual(
              DAY_MS,
            );
          for (let k = 1; k < sorted.length; k += 1)
            expect((sorted[k] as number) - (sorted[k - 1] as number)).toBeGreaterThanOrEqual(
              PIN_ACCOUNT_GAP_MINUTES * 60_000,
            );
          for (const at of sorted) {
            const minutes = localMinutes(at, pacing.timeZone);
            expect(minutes >= pacing.windowStart && minutes < pacing.windowEnd).toBe(true);
          }
          for (const post of posts) {
            for (const at of post.times) expect(at).toBeGreaterThanOrEqual(post.arrived);
            for (let k = 1; k < post.times.length; k += 1)
              expect((post.times[k] as number) - (post.times[k - 1] as number)).toBeGreaterThanOrEqual(
                pacing.spacingHours * HOUR_MS,
              );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  const defaults: Pacing = {
    pinsPerDay: 5,
    windowStart: 8 * 60,
    windowEnd: 21 * 60,
    spacingHours: 24,
    randomMinutes: true,
    timeZone: 'Europe/Paris',
  };
  const noon = Date.UTC(2026, 10, 27, 11); // 12:00 in Paris

  it("puts a run's first pin at once when the window is open, the others a day apart", () => {
    const [first, second, third] = planPins({
      pacing: defaults,
      now: noon,
      account: [],
      post: [],
      count: 3,
      firstAtOnce: true,
      random: () => 0.5,
    }) as [number, number, number];
    expect(first).toBe(noon);
    expect(second - first).toBeGreaterThanOrEqual(DAY_MS);
    expect(second - first).toBeLessThan(DAY_MS + 2 * HOUR_MS);
    expect(third - second).toBeGreaterThanOrEqual(DAY_MS);
  });

  it('waits for the window when it is closed, at random minutes past its opening', () => {
    const night = Date.UTC(2026, 10, 27, 22); // 23:00 in Paris
    const [first] = planPins({
      pacing: defaults,
      now: night,
      account: [],
      post: [],
      count: 1,
      firstAtOnce: true,
      random: () => 0.5,
    }) as [number];
    expect(inWindow(defaults, first)).toBe(true);
    const minutes = localMinutes(first, 'Europe/Paris');
    expect(minutes).toBeGreaterThan(8 * 60);
    expect(minutes).toBeLessThanOrEqual(8 * 60 + 80);
    expect(first - night).toBeLessThan(11 * HOUR_MS);
  });

  it('moves pins past a full day: the sixth run of a day waits for the first to turn a day old', () => {
    // 08:00 to 11:00 in Paris, five pins.
    const account = [4, 3.5, 3, 2, 1].map((hours) => noon - hours * HOUR_MS);
    const [at] = planPins({
      pacing: { ...defaults, randomMinutes: false },
      now: noon,
      account,
      post: [],
      count: 1,
      firstAtOnce: true,
      random: () => 0,
    }) as [number];
    expect(at).toBe((account[0] as number) + DAY_MS);
  });

  it("names the rule a user's own time breaks", () => {
    const pacing = defaults;
    expect(userTimeProblem(pacing, noon, [noon - HOUR_MS], [noon - HOUR_MS])).toBe('spacing');
    const full = [1, 2, 3, 4, 5].map((n) => noon - n * HOUR_MS);
    expect(userTimeProblem(pacing, noon, full, [])).toBe('cap');
    expect(userTimeProblem(pacing, noon + 20 * HOUR_MS, full, [])).toBe(null);
    // The evening is the user's choice: the window does not bind it.
    expect(userTimeProblem(pacing, Date.UTC(2026, 10, 27, 22), [], [])).toBe(null);
  });
});
