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

/** A recipe as the schedule places it, over a writer's angle type. */
export interface ScheduledRecipe<A> {
  index: number;
  primary: A;
  secondary?: A;
  round: number;
}

/** The schedule's recipe at `index` among a pair's `fitting` angles (both writers' recipeAt). */
export function scheduledRecipe<A>(fitting: readonly A[], rounds: number, index: number): ScheduledRecipe<A> {
  const slot = slotAt(fitting.length, rounds, index);
  return {
    index: slot.index,
    primary: fitting[slot.primary] as A,
    ...(slot.secondary === undefined ? {} : { secondary: fitting[slot.secondary] as A }),
    round: slot.round,
  };
}

/**
 * The recipe a normalised angle text `wanted` names, among a pair's `fitting` angles (`rounds` rounds
 * of pairings): a primary's question alone, or with one of the secondaries' readers in one round's
 * wording. An angle that fits the pair no longer (an older run's, one of `all`): its own question still
 * names it, at the start of the schedule. `question` and `text` give normalised texts.
 */
export function recipeNamedAmong<A>(
  wanted: string,
  fitting: readonly A[],
  all: readonly A[],
  rounds: number,
  question: (angle: A) => string,
  recipeAt: (index: number) => ScheduledRecipe<A>,
  text: (recipe: ScheduledRecipe<A>) => string,
): ScheduledRecipe<A> | undefined {
  const n = fitting.length;
  for (const [k, primary] of fitting.entries()) {
    const asked = question(primary);
    if (wanted === asked) return { index: k, primary, round: 0 };
    if (!wanted.startsWith(`${asked}, `) || n < 2) continue;
    for (let round = 1; round <= rounds; round += 1)
      for (let offset = 1; offset < n; offset += 1) {
        const recipe = recipeAt(n + (round - 1) * n * (n - 1) + (offset - 1) * n + k);
        if (text(recipe) === wanted) return recipe;
      }
  }
  const angle = all.find((entry) => question(entry) === wanted);
  return angle ? { index: Math.max(0, fitting.indexOf(angle)), primary: angle, round: 0 } : undefined;
}
