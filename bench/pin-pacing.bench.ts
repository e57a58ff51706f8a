/**
 * The pin queue's pacing over a busy day (issue 32): RUNS runs (default 10) of one Pinterest account,
 * at random times between 08:00 and 20:00 in its time zone, three pins each, with the product's
 * defaults (5 pins a day, window 08:00–21:00, one post's pins 24 h apart, random minutes), as the
 * queue gives them times (the same planPins the queue calls, the account's earlier pins included).
 * Prints pins per calendar day and the most in any 24 hours, the smallest spacing between pins of one
 * post and between any two of the account, the share inside the window, the first pin's wait, and
 * when the last pin goes. SEEDS (default 5) days are simulated.
 *
 *   npm run bench:pin-pacing
 */
import { PIN_PACING_DEFAULTS } from '@aa/contracts';
import { localMinutes } from '../apps/server/src/lib/zoned-time.ts';
import { DAY_MS, type Pacing, planPins } from '../apps/server/src/modules/generation/pin-pacing.ts';

const RUNS = Number(process.env.RUNS ?? 10);
const SEEDS = Number(process.env.SEEDS ?? 5);
const TIME_ZONE = process.env.TZ_NAME ?? 'Europe/Paris';
const HOUR_MS = 3_600_000;
const clock = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));

const pacing: Pacing = {
  pinsPerDay: PIN_PACING_DEFAULTS.pinsPerDay,
  windowStart: clock(PIN_PACING_DEFAULTS.windowStart),
  windowEnd: clock(PIN_PACING_DEFAULTS.windowEnd),
  spacingHours: PIN_PACING_DEFAULTS.spacingHours,
  randomMinutes: PIN_PACING_DEFAULTS.randomMinutes,
  timeZone: TIME_ZONE,
};

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const fmt = (at: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(
    at,
  );

for (let seed = 1; seed <= SEEDS; seed += 1) {
  const random = seeded(seed * 7919);
  // 08:00 in the zone on 2026-12-01 (Paris is UTC+1 in December).
  const morning = Date.UTC(2026, 11, 1, 7);
  const arrivals = Array.from({ length: RUNS }, () => morning + Math.floor(random() * 12 * HOUR_MS)).sort(
    (a, b) => a - b,
  );
  const account: number[] = [];
  const posts: { arrived: number; times: number[] }[] = [];
  const started = performance.now();
  for (const arrived of arrivals) {
    const times = planPins({ pacing, now: arrived, account, post: [], count: 3, firstAtOnce: true, random });
    posts.push({ arrived, times });
    account.push(...times);
  }
  const planMs = performance.now() - started;
  const sorted = [...account].sort((a, b) => a - b);
  const perDay = new Map<string, number>();
  for (const at of sorted) {
    const day = fmt(at).slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  let most24 = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    let j = i;
    while (j < sorted.length && (sorted[j] as number) - (sorted[i] as number) < DAY_MS) j += 1;
    most24 = Math.max(most24, j - i);
  }
  const gaps = sorted.slice(1).map((at, i) => at - (sorted[i] as number));
  const postSpacing = posts.flatMap((post) =>
    post.times.slice(1).map((at, i) => at - (post.times[i] as number)),
  );
  const inWindow = sorted.filter((at) => {
    const minutes = localMinutes(at, TIME_ZONE);
    return minutes >= pacing.windowStart && minutes < pacing.windowEnd;
  }).length;
  const firstWaits = posts.map((post) => ((post.times[0] as number) - post.arrived) / HOUR_MS);
  console.log(
    [
      `seed ${seed}: ${RUNS} runs between ${fmt(arrivals[0] as number)} and ${fmt(arrivals.at(-1) as number)} (${TIME_ZONE})`,
      `  pins per day: ${[...perDay.entries()].map(([day, count]) => `${day} ${count}`).join(', ')}`,
      `  most in any 24 h: ${most24} (cap ${pacing.pinsPerDay}); inside the window: ${inWindow}/${sorted.length}`,
      `  smallest spacing, one post's pins: ${(Math.min(...postSpacing) / HOUR_MS).toFixed(2)} h; any two of the account: ${(Math.min(...gaps) / 60_000).toFixed(0)} min`,
      `  first pin's wait: ${firstWaits.filter((wait) => wait === 0).length} at once, longest ${Math.max(...firstWaits).toFixed(1)} h; last pin ${fmt(sorted.at(-1) as number)}; planned in ${planMs.toFixed(1)} ms`,
    ].join('\n'),
  );
}
