/**
 * The English recipes (recipe-book.ts): the English angles (angles.ts) on the shared schedule, with
 * the words a recipe writes in English: the connectors that name a pairing in its angle text ("which
 * one is easier as a first air fryer, for busy families"), the openings and verdicts of an article
 * that takes two questions, the paired subject lines and the reason a subject was chosen.
 */
import { ANGLES, type Angle } from './angles.ts';
import type { Vocabulary } from './categories.ts';
import { CHECKLIST, figureQuestion, GAPS, WHO_BUYS } from './extras.ts';
import type { ProductBook } from './facts.ts';
import { capitalize, Pen, titleCase } from './prose.ts';
import { recipeBook } from './recipe-book.ts';

/** What every writer knows of a pair: names, category words and facts. */
export interface Pairing {
  names: [string, string];
  v: Vocabulary;
  books: [ProductBook, ProductBook];
}

/** A title word group at the start of a title segment: "the Long Run" → "The Long Run" (mid-title it stays "the Long Run"). */
const lead = (text: string) => capitalize(titleCase(text));

export const englishRecipes = recipeBook<Pen, Angle, Pairing>({
  angles: ANGLES,
  seed: '',
  pen: (pair, focus, seed) => new Pen(pair.books, pair.v, focus, seed),
  norm: (text) => text.trim().toLowerCase().replace(/\s+/g, ' '),
  connectors: [
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
  ],
  whoBuys: WHO_BUYS,
  checklist: CHECKLIST,
  gaps: GAPS,
  framed: new Set(['first-timer', 'gift', 'upgrade']),
  twoQuestions: [
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
  ],
  figureQuestion,
  picks: [
    (p, x, y) => `${p.A} is the pick for ${x}, ${p.B} for ${y}`,
    (p, x, y) => `${p.B} is the one for ${y}, while ${p.A} is the one for ${x}`,
    (p, x, y) => `choose ${p.A} for ${x} and ${p.B} for ${y}`,
  ],
  pairedVerdicts: [
    (first, P, second, S) => `If your main question is ${first}, ${P}. If it is ${second}, ${S}.`,
    (first, P, second, S) => `Asked ${first}, we would say ${P}. Asked ${second}: ${S}.`,
    (_first, P, second, S) => `Put simply, ${P}; and as for ${second}, ${S}.`,
    (first, P, second, S) => `Our answer to ${first}: ${P}. To ${second}: ${S}.`,
  ],
  bestWith: (reader, strength) => `${reader}, with ${strength}`,
  bestPutting: (strength) => `Buyers who put ${strength} first`,
  pairedSubjects: [
    (p, first, second) => `${p.A} vs ${p.B}: ${lead(first)} and ${second}`,
    (p, first, second) => `${p.A} or ${p.B}? ${lead(first)}, With ${second} in Mind`,
    (p, first, second) => `${lead(first)} Meets ${second}: ${p.A} vs ${p.B}`,
    (p, first, second) => `${p.A} vs ${p.B} for ${second}: ${lead(first)} Compared`,
    (p, first, second) => `${lead(first)} and ${second}: ${p.A} or ${p.B}?`,
    (p, first, second) => `${p.B} vs ${p.A}: ${lead(first)}, Then ${second}`,
  ],
  // Shown to the user (the campaign page, the library): a plain sentence, not a run of possessives.
  reason(v, P, S) {
    const question = `${capitalize(P.angle(v))}?`;
    if (!S) return `Written for ${P.audience(v)}: ${question} No earlier article of this campaign asked it.`;
    return `Written for ${P.audience(v)}, with ${S.audience(v)} in mind: ${question} No earlier article of this campaign paired the two.`;
  },
});

export type Recipe = ReturnType<typeof englishRecipes.recipeAt>;
