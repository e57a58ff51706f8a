/**
 * What each run of a campaign writes, offline: a recipe. A pair's schedule first takes every angle
 * that fits it once (angles.ts), then pairs a primary angle with a secondary one, each
 * lending different sections, FAQ questions, intro and verdict, and, once every pairing is used,
 * goes round again with other sections of each. The recipe is named in the subject's angle text in
 * words a reader can see on a pin ("which one is easier as a first air fryer, for busy families"),
 * so the plan, the article and the next run all read it back from there: the next run takes the
 * recipe after the newest earlier one it recognises (the campaign shows its last 20 runs).
 */
import { ANGLES, type Angle, type Question, type Section } from './angles.ts';
import type { Vocabulary } from './categories.ts';
import { CHECKLIST, figureQuestion, GAPS, WHO_BUYS } from './extras.ts';
import type { Aspect, ProductBook } from './facts.ts';
import { capitalize, hash, Pen, titleCase } from './prose.ts';
import { recipeNamedAmong, scheduledRecipe, slotCount } from './recipe-schedule.ts';
import { composeRecipe, type Composition as SharedComposition } from './shared.ts';

/** What every writer knows of a pair: names, category words and facts. */
export interface Pairing {
  names: [string, string];
  v: Vocabulary;
  books: [ProductBook, ProductBook];
}

/** One run's article: its primary angle, a secondary one from the second pass on, and the round. */
export interface Recipe {
  /** Its place in the pair's schedule. */
  index: number;
  primary: Angle;
  secondary?: Angle;
  /** 0: the primary alone (the first pass); from 1, which connector and which of the angles' sections. */
  round: number;
}

export const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The secondary angle's audience after the primary's question, one wording per round. */
const CONNECTORS: readonly ((audience: string) => string)[] = [
  (a) => `for ${a}`,
  (a) => `with ${a} in mind`,
  (a) => `as ${a} see it`,
  (a) => `weighed up for ${a}`,
  (a) => `and what it means for ${a}`,
  (a) => `seen through the eyes of ${a}`,
  (a) => `from the side of ${a}`,
  (a) => `asked again for ${a}`,
  (a) => `with ${a} in the picture`,
  (a) => `for ${a} this time`,
];

function basePen(pair: Pairing, angle: Angle): Pen {
  return new Pen(pair.books, pair.v, angle.focus, hash(`${pair.names.join('|')}|${angle.id}`));
}

/** The angles that fit the pair, in an order of their own per pair (campaigns do not all start alike). */
export function anglesFor(pair: Pairing): Angle[] {
  const fitting = ANGLES.filter((angle) => angle.fits(basePen(pair, angle)));
  const start = hash(pair.names.join('|')) % Math.max(1, fitting.length);
  return [...fitting.slice(start), ...fitting.slice(0, start)];
}

/** How many recipes the pair has before the schedule starts its combinations again. */
export function recipeCount(pair: Pairing): number {
  return slotCount(anglesFor(pair).length, CONNECTORS.length);
}

/**
 * The schedule's recipe at `index` (recipe-schedule.ts): combinations go through every offset between
 * the two angles before a round ends, so two runs in a row never share their primary, nor their
 * secondary.
 */
export function recipeAt(pair: Pairing, index: number): Recipe {
  return scheduledRecipe(anglesFor(pair), CONNECTORS.length, index);
}

/** The recipe as the subject's angle text: the primary's question, then the secondary's readers. */
export function angleText(pair: Pairing, recipe: Recipe): string {
  const question = recipe.primary.angle(pair.v);
  if (!recipe.secondary) return question;
  const connect = CONNECTORS[(recipe.round - 1) % CONNECTORS.length] as (a: string) => string;
  return `${question}, ${connect(recipe.secondary.audience(pair.v))}`;
}

/** " (take 2)": how an angle taken again was marked before recipes (older runs' angle texts). */
const TAKE = /\s\(take \d+\)$/;

/** The recipe an angle text names, if it is one of the pair's (an older "… (take 2)" reads as its angle). */
export function recipeNamed(pair: Pairing, text: string | undefined): Recipe | undefined {
  if (!text) return undefined;
  return recipeNamedAmong(
    norm(text.replace(TAKE, '')),
    anglesFor(pair),
    ANGLES,
    CONNECTORS.length,
    (angle) => norm(angle.angle(pair.v)),
    (index) => recipeAt(pair, index),
    (recipe) => norm(angleText(pair, recipe)),
  );
}

/** The pen of a recipe: its phrasings and its picks of facts are the recipe's own. */
export function penFor(pair: Pairing, recipe: Recipe): Pen {
  if (!recipe.secondary) return basePen(pair, recipe.primary);
  const focus: Aspect[] = [...new Set([...recipe.primary.focus, ...recipe.secondary.focus])];
  const seed = hash(`${pair.names.join('|')}|${recipe.primary.id}+${recipe.secondary.id}|${recipe.round}`);
  return new Pen(pair.books, pair.v, focus, seed);
}

/** What an article of a recipe is made of (shared.ts). */
export type Composition = SharedComposition<Pen, Section, Question, Angle>;

/** Openings for an article that takes two questions at once. */
const TWO_QUESTIONS: readonly ((p: Pen, first: string, second: string, readers: string) => string)[] = [
  (p, first, second) =>
    `${capitalize(first)}? And ${second}? This comparison of ${p.A} and ${p.B} takes both questions together, using only what the two listings state.`,
  (p, first, second, readers) =>
    `Two questions decide between ${p.A} and ${p.B} for ${readers}: ${first}, and ${second}. We answer both from the listings rather than from guesswork.`,
  (p, first, second) =>
    `Most comparisons of ${p.A} and ${p.B} settle one question. This one takes two: ${first}, and ${second}.`,
  (p, first, second, readers) =>
    `If you are weighing ${p.A} against ${p.B}, ${first} is usually the first thing to settle; for ${readers}, ${second} comes a close second.`,
  (p, first, second) =>
    `Here ${p.A} and ${p.B} are set side by side twice over: ${first}, and then ${second}.`,
];

/** The article of a recipe (shared.ts's composeRecipe), in English words. */
export function compose(pair: Pairing, recipe: Recipe, p: Pen): Composition {
  return composeRecipe<Pen, Section, Question, Angle>(recipe, p, {
    fitting: () => anglesFor(pair),
    whoBuys: WHO_BUYS,
    checklist: CHECKLIST,
    gaps: GAPS,
    framed: FRAMED,
    twoQuestions: TWO_QUESTIONS,
    withFigure,
    pairedVerdict,
  });
}

/** Angles whose sections speak to their own reader (a beginner, a gift, an upgrade): never guests. */
const FRAMED = new Set(['first-timer', 'gift', 'upgrade']);

/** A verdict for two questions at once: each angle's pick of reader, in a wording of the run's own. */
function pairedVerdict(p: Pen, P: Angle, S: Angle, salt: number): string {
  const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const picks = (angle: Angle) => {
    const [x, y] = bestForPair(p, angle);
    return p.pick(
      [
        `${p.A} is the pick for ${lower(x)}, ${p.B} for ${lower(y)}`,
        `${p.B} is the one for ${lower(y)}, while ${p.A} is the one for ${lower(x)}`,
        `choose ${p.A} for ${lower(x)} and ${p.B} for ${lower(y)}`,
      ],
      angle.id.length + salt,
    );
  };
  const [first, second] = [P.angle(p.v), S.angle(p.v)];
  return p.pick(
    [
      `If your main question is ${first}, ${picks(P)}. If it is ${second}, ${picks(S)}.`,
      `Asked ${first}, we would say ${picks(P)}. Asked ${second}: ${picks(S)}.`,
      `Put simply, ${picks(P)}; and as for ${second}, ${picks(S)}.`,
      `Our answer to ${first}: ${picks(P)}. To ${second}: ${picks(S)}.`,
    ],
    salt,
  );
}

/** The angle's questions and one on the figures both listings give, unless one already asks it. */
function withFigure(p: Pen, faq: readonly Question[], salt: number): Question[] {
  const figure = figureQuestion(
    p,
    salt,
    faq.map((q) => q.ask(p)),
  );
  return figure ? [...faq, figure] : [...faq];
}

/** The table's "Best for" pair: two different readers (the same words twice would say nothing). */
export function bestForPair(p: Pen, angle: Angle): [string, string] {
  const pair: [string, string] = [angle.bestFor(p, 0), angle.bestFor(p, 1)];
  if (norm(pair[0]) !== norm(pair[1])) return pair;
  // Both fit the angle's reader: each product's own strength on the angle's concerns tells them apart.
  const own = ([0, 1] as const).map((side) => `${pair[side]}, with ${p.strengthOn(side, angle.focus)}`);
  if (norm(own[0] ?? '') !== norm(own[1] ?? '')) return [own[0] ?? pair[0], own[1] ?? pair[1]];
  return [`Buyers who put ${p.strength(0)} first`, `Buyers who put ${p.strength(1)} first`];
}

/** Subject lines for a combination: both angles' readers, in a wording per round. */
const PAIRED_SUBJECTS: readonly ((p: Pen, first: string, second: string) => string)[] = [
  (p, first, second) => `${p.A} vs ${p.B}: ${lead(first)} and ${second}`,
  (p, first, second) => `${p.A} or ${p.B}? ${lead(first)}, With ${second} in Mind`,
  (p, first, second) => `${lead(first)} Meets ${second}: ${p.A} vs ${p.B}`,
  (p, first, second) => `${p.A} vs ${p.B} for ${second}: ${lead(first)} Compared`,
  (p, first, second) => `${lead(first)} and ${second}: ${p.A} or ${p.B}?`,
  (p, first, second) => `${p.B} vs ${p.A}: ${lead(first)}, Then ${second}`,
];

/** A title word group at the start of a title segment: "the Long Run" → "The Long Run" (mid-title it stays "the Long Run"). */
const lead = (text: string) => capitalize(titleCase(text));

/** The subject lines a recipe may take, its first choice first. */
export function subjectLines(pair: Pairing, recipe: Recipe, p: Pen): string[] {
  const P = recipe.primary;
  const S = recipe.secondary;
  if (!S) {
    // A first take opens with one of the angle's own lines, chosen per pair (titles of a campaign do
    // not all read "A vs B: Which…?").
    const own = P.subjects.map((write) => write(p));
    const start = hash(`${pair.names.join('|')}|${P.id}`) % own.length;
    return [...own.slice(start), ...own.slice(0, start)];
  }
  const [first, second] = [P.use(pair.v), S.use(pair.v)];
  const lines = PAIRED_SUBJECTS.map((write) => write(p, first, second));
  const start = (recipe.round + hash(`${P.id}|${S.id}`)) % lines.length;
  return [...lines.slice(start), ...lines.slice(0, start)];
}

/** Why the subject was chosen, for the run's record. */
export function reasonFor(pair: Pairing, recipe: Recipe): string {
  const { primary: P, secondary: S } = recipe;
  // Shown to the user (the campaign page, the library): a plain sentence, not a run of possessives.
  const question = `${capitalize(P.angle(pair.v))}?`;
  if (!S)
    return `Written for ${P.audience(pair.v)}: ${question} No earlier article of this campaign asked it.`;
  return `Written for ${P.audience(pair.v)}, with ${S.audience(pair.v)} in mind: ${question} No earlier article of this campaign paired the two.`;
}
