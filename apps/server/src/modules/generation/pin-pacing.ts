/**
 * When each pin of a post goes (issue 32), as a marketer who fears Pinterest's spam filter would
 * space them: never more than the account's pins per day in any 24 hours, only inside the posting
 * window of the account's time zone, never two of the account's pins within PIN_ACCOUNT_GAP_MINUTES,
 * the pins of one post at least the set spacing apart, and (random minutes) at times that do not
 * repeat from one day to the next. A post's first pin may go at once when all of that allows it.
 * Pure: the queue (pin-queue.ts) gives it the account's pins and a random source.
 */
import { PIN_ACCOUNT_GAP_MINUTES, PIN_RANDOM_MINUTES } from '@aa/contracts';
import { localMinutes, localTimeOn } from '../../lib/zoned-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface Pacing {
  pinsPerDay: number;
  /** Minutes after local midnight: the window is [start, end). */
  windowStart: number;
  windowEnd: number;
  spacingHours: number;
  randomMinutes: boolean;
  timeZone: string;
}

export interface PacingInput {
  pacing: Pacing;
  now: number;
  /** The account's other pins: posted (the last day's are enough) and waiting, as instants. */
  account: readonly number[];
  /** The post's pins already posted or waiting (a subset of `account`). */
  post: readonly number[];
  /** How many pins of the post to place. */
  count: number;
  /** Whether the first may go at once (a run's own pins; not a pin placed again). */
  firstAtOnce: boolean;
  /** A number in [0, 1): Math.random, or a seeded one in tests. */
  random: () => number;
}

/** Whether `at` lies inside the posting window. */
export function inWindow(pacing: Pacing, at: number): boolean {
  const minutes = localMinutes(at, pacing.timeZone);
  return minutes >= pacing.windowStart && minutes < pacing.windowEnd;
}

/** The next opening of the window after `at` (today's, else tomorrow's). */
function nextOpening(pacing: Pacing, at: number): number {
  const today = localTimeOn(at, pacing.timeZone, pacing.windowStart);
  if (today > at) return today;
  for (let day = 1; day <= 3; day += 1) {
    const next = localTimeOn(at, pacing.timeZone, pacing.windowStart, day);
    if (next > at) return next;
  }
  return at + DAY_MS;
}

/**
 * Why `at` cannot take a pin, as the earliest later instant worth trying; null when it can. `sorted`
 * holds the account's pins in order.
 */
function blockedUntil(pacing: Pacing, sorted: readonly number[], post: readonly number[], at: number) {
  if (!inWindow(pacing, at)) return nextOpening(pacing, at);
  const spacing = pacing.spacingHours * HOUR_MS;
  for (const other of post) if (Math.abs(other - at) < spacing) return other + spacing;
  const gap = PIN_ACCOUNT_GAP_MINUTES * MINUTE_MS;
  for (const other of sorted) if (Math.abs(other - at) < gap) return other + gap;
  return capBlock(pacing.pinsPerDay, sorted, at);
}

/**
 * At most `cap` pins in any 24 hours: with `at` among them, no pin and the cap-th after it in order
 * may be less than a day apart. The earliest instant worth trying when they are, else null.
 */
function capBlock(cap: number, sorted: readonly number[], at: number): number | null {
  const all = [...sorted, at].sort((a, b) => a - b);
  const index = all.indexOf(at);
  for (let first = Math.max(0, index - cap); first <= index; first += 1) {
    const last = first + cap;
    if (last >= all.length) break;
    if ((all[last] as number) - (all[first] as number) < DAY_MS) {
      // Past the earliest other pin of that too-full day.
      const earliest = first === index ? (all[first + 1] as number) : (all[first] as number);
      return Math.max(at + MINUTE_MS, earliest + DAY_MS);
    }
  }
  return null;
}

/** The earliest instant from `from` on that takes a pin. */
function earliestFrom(pacing: Pacing, sorted: readonly number[], post: readonly number[], from: number) {
  let at = from;
  // Each step moves forward; a year is far beyond any allowed setting's need.
  const horizon = from + 366 * DAY_MS;
  while (at < horizon) {
    const next = blockedUntil(pacing, sorted, post, at);
    if (next === null) return at;
    at = next;
  }
  throw new Error('no time for a pin within a year');
}

/** Up to PIN_RANDOM_MINUTES, whole minutes, when random minutes are on. */
function jitter(pacing: Pacing, random: () => number): number {
  return pacing.randomMinutes ? Math.floor(random() * (PIN_RANDOM_MINUTES + 1)) * MINUTE_MS : 0;
}

/** The instants of the post's next `count` pins, in order. */
export function planPins(input: PacingInput): number[] {
  const { pacing, now, count, random } = input;
  const sorted = [...input.account].sort((a, b) => a - b);
  const post = [...input.post];
  const planned: number[] = [];
  const spacing = pacing.spacingHours * HOUR_MS;
  for (let n = 0; n < count; n += 1) {
    const after = post.length > 0 ? Math.max(now, Math.max(...post) + spacing) : now;
    let at: number | undefined;
    if (n === 0 && input.firstAtOnce && blockedUntil(pacing, sorted, post, now) === null) at = now;
    if (at === undefined) {
      const base = earliestFrom(pacing, sorted, post, after + jitter(pacing, random));
      // Random minutes also past the slot the rules gave (a window's opening, a day's end), if it still fits.
      const moved = base + jitter(pacing, random);
      at = blockedUntil(pacing, sorted, post, moved) === null ? moved : base;
    }
    planned.push(at);
    post.push(at);
    sorted.push(at);
    sorted.sort((a, b) => a - b);
  }
  return planned;
}

/**
 * Whether the user's own time for a pin keeps the pacing's hard rules (the cap, the post's spacing;
 * not the window: the user may choose the evening): the broken rule, or null.
 */
export function userTimeProblem(
  pacing: Pacing,
  at: number,
  account: readonly number[],
  post: readonly number[],
): 'spacing' | 'cap' | null {
  const spacing = pacing.spacingHours * HOUR_MS;
  if (post.some((other) => Math.abs(other - at) < spacing)) return 'spacing';
  const sorted = [...account].sort((a, b) => a - b);
  return capBlock(pacing.pinsPerDay, sorted, at) === null ? null : 'cap';
}
