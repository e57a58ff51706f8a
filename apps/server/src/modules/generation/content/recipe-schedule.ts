/**
 * The order in which the offline writers (English and French) take a pair's angles, whatever their
 * language: first every fitting angle once, then pairings of a primary angle with a secondary one,
 * round after round (each round its own connector wording). Combinations go through every offset
 * between the two angles before a round ends, so two runs in a row never share their primary, nor
 * their secondary. Angles are counted here by their place in the pair's list of fitting angles.
 */

/** A recipe's place in the schedule: the angles' places among the fitting ones, and its round. */
export interface Slot {
  index: number;
  primary: number;
  secondary?: number;
  /** 0: the primary alone (the first pass); from 1, which connector and which of the angles' sections. */
  round: number;
}

/** How many recipes a pair of `angles` fitting angles has, over `rounds` rounds of pairings. */
export function slotCount(angles: number, rounds: number): number {
  return angles + (angles > 1 ? angles * (angles - 1) * rounds : 0);
}

/** The schedule's slot at `index`; past the end (more runs than recipes) the pairings start again. */
export function slotAt(angles: number, rounds: number, index: number): Slot {
  const n = angles;
  const count = slotCount(n, rounds);
  const i = index < count ? index : n + ((index - n) % Math.max(1, count - n));
  if (i < n || n < 2) return { index: i, primary: i % Math.max(1, n), round: 0 };
  const j = i - n;
  const perRound = n * (n - 1);
  const offset = 1 + Math.floor((j % perRound) / n);
  const k = j % n;
  return { index: i, primary: k, secondary: (k + offset) % n, round: 1 + Math.floor(j / perRound) };
}

/**
 * The schedule's places from `at` (a place of the schedule, as slotAt gives it), for a pair of `first`
 * fitting angles and `count` recipes: during the first pass the rest of it, then its places before
 * `at` (an angle a preferred family skipped comes back), then the combinations; from the combinations
 * on, round and round them.
 */
export function* placesFrom(first: number, count: number, at: number): Generator<number> {
  if (at < first) {
    for (let i = at; i < first; i += 1) yield i;
    for (let i = 0; i < at; i += 1) yield i;
    for (let i = first; i < count; i += 1) yield i;
    return;
  }
  for (let i = at; i < count; i += 1) yield i;
  for (let i = first; i < at; i += 1) yield i;
}

/**
 * The recipes the next run may take, in the schedule's order from `at`: the first pass's untaken
 * angles while any is left, else the next combinations (as many as the pair has angles, so each angle
 * leads one). The preference of a campaign's pins (preferFamilies) then orders them.
 */
export function nextRecipes<R extends { secondary?: unknown }>(
  first: number,
  count: number,
  at: number,
  recipeAt: (place: number) => R,
  taken: (recipe: R) => boolean,
): R[] {
  const upcoming: R[] = [];
  for (const place of placesFrom(first, count, at)) {
    const recipe = recipeAt(place);
    if (!taken(recipe)) upcoming.push(recipe);
    if (upcoming.length >= first) break;
  }
  const firstPass = upcoming.filter((recipe) => !recipe.secondary);
  return firstPass.length > 0 ? firstPass : upcoming;
}
