/**
 * A language's recipes, made the same way in every language: what each run of a campaign writes,
 * offline. A pair's schedule (recipe-schedule.ts) first takes every angle that fits it once, then
 * pairs a primary angle with a secondary one, each lending different sections, FAQ questions, intro
 * and verdict (shared.ts's composeRecipe), and, once every pairing is used, goes round again with
 * other sections of each. The recipe is named in the subject's angle text in words a reader can see
 * on a pin ("which one is easier as a first air fryer, for busy families"), so the plan, the article
 * and the next run all read it back from there. A language gives its angles, pen and words
 * (recipes.ts, fr/recipes.ts); the book does the rest.
 */
import type {
  EngineAngle,
  EnginePairing,
  EnginePen,
  EngineQuestion,
  EngineSection,
  Recipe,
  RecipeBook,
} from './engine.ts';
import type { Aspect } from './facts.ts';
import { hash, type Side } from './prose.ts';
import { recipeNamedAmong, scheduledRecipe, slotCount } from './recipe-schedule.ts';
import { composeRecipe } from './shared.ts';

/** What the book asks of a language's pen besides the engine's: a product's strength on some aspects. */
export interface BookPen extends EnginePen {
  strengthOn(side: Side, aspects: readonly Aspect[]): string;
}

/** What the book asks of a language's angle besides the engine's. */
export interface BookAngle<W extends BookPen> extends EngineAngle<W> {
  fits: (p: W) => boolean;
  /** The aspects the angle leads with: its pen picks facts on these first. */
  focus: readonly Aspect[];
  subjects: readonly ((p: W) => string)[];
  bestFor: (p: W, side: Side) => string;
}

/** A language's words for its recipes. */
export interface RecipeWords<W extends BookPen, A extends BookAngle<W>, Pr extends EnginePairing<W>> {
  /** Every angle of the language, in the order the schedule takes them (from a place of each pair's own). */
  angles: readonly A[];
  /** Mixed into every seed, so two languages' campaigns of one pair do not make the same picks. */
  seed: string;
  pen: (pair: Pr, focus: readonly Aspect[], seed: number) => W;
  norm: (text: string) => string;
  /** The secondary angle's readers after the primary's question, one wording per round. */
  connectors: readonly ((audience: string) => string)[];
  /** The shared sections: who should buy which, a checklist, what the listings leave out. */
  whoBuys: EngineSection<W>;
  checklist: EngineSection<W>;
  gaps: EngineSection<W>;
  /** Angles whose sections speak to their own reader (a beginner, a gift, an upgrade): never guests. */
  framed: ReadonlySet<string>;
  /** Openings for an article that takes two questions at once. */
  twoQuestions: readonly ((p: W, first: string, second: string, readers: string) => string)[];
  /** A question on figures both listings give, unless one of `asked` already asks it. */
  figureQuestion: (p: W, salt: number, asked: readonly string[]) => EngineQuestion<W> | undefined;
  /** An angle's pick of reader for each product, in a few wordings (readers lower-cased). */
  picks: readonly ((p: W, first: string, second: string) => string)[];
  /** A verdict for two questions at once, from each angle's question and picks. */
  pairedVerdicts: readonly ((
    first: string,
    picksFirst: string,
    second: string,
    picksSecond: string,
  ) => string)[];
  /** "Best for" when both products fit the angle's reader: the reader with the product's strength. */
  bestWith: (reader: string, strength: string) => string;
  /** "Best for" when even their strengths read alike. */
  bestPutting: (strength: string) => string;
  /** Subject lines for a combination: both angles' words, in a wording per round. */
  pairedSubjects: readonly ((p: W, first: string, second: string) => string)[];
  /** Why the subject was chosen, for the run's record (shown to the user). */
  reason: (v: W['v'], primary: A, secondary: A | undefined) => string;
}

/** " (take 2)": how an angle taken again was marked before recipes (older runs' angle texts). */
const TAKE = /\s\(take \d+\)$/;

const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** A language's recipes from its words. */
export function recipeBook<W extends BookPen, A extends BookAngle<W>, Pr extends EnginePairing<W>>(
  words: RecipeWords<W, A, Pr>,
): RecipeBook<W, A, Pr> & { basePen: (pair: Pr, angle: A) => W } {
  const { norm, connectors } = words;
  const key = (pair: Pr) => `${pair.names.join('|')}${words.seed}`;

  const basePen = (pair: Pr, angle: A): W => words.pen(pair, angle.focus, hash(`${key(pair)}|${angle.id}`));

  /** The angles that fit the pair, in an order of their own per pair (campaigns do not all start alike). */
  const anglesFor = (pair: Pr): A[] => {
    const fitting = words.angles.filter((angle) => angle.fits(basePen(pair, angle)));
    const start = hash(key(pair)) % Math.max(1, fitting.length);
    return [...fitting.slice(start), ...fitting.slice(0, start)];
  };

  /**
   * The schedule's recipe at `index` (recipe-schedule.ts): combinations go through every offset
   * between the two angles before a round ends, so two runs in a row never share their primary, nor
   * their secondary.
   */
  const recipeAt = (pair: Pr, index: number): Recipe<A> =>
    scheduledRecipe(anglesFor(pair), connectors.length, index);

  /** The recipe as the subject's angle text: the primary's question, then the secondary's readers. */
  const angleText = (pair: Pr, recipe: Recipe<A>): string => {
    const question = recipe.primary.angle(pair.v);
    if (!recipe.secondary) return question;
    const connect = connectors[(recipe.round - 1) % connectors.length] as (a: string) => string;
    return `${question}, ${connect(recipe.secondary.audience(pair.v))}`;
  };

  /** The table's "Best for" pair: two different readers (the same words twice would say nothing). */
  const bestForPair = (p: W, angle: A): [string, string] => {
    const pair: [string, string] = [angle.bestFor(p, 0), angle.bestFor(p, 1)];
    if (norm(pair[0]) !== norm(pair[1])) return pair;
    // Both fit the angle's reader: each product's own strength on the angle's concerns tells them apart.
    const own = ([0, 1] as const).map((side) => words.bestWith(pair[side], p.strengthOn(side, angle.focus)));
    if (norm(own[0] ?? '') !== norm(own[1] ?? '')) return [own[0] ?? pair[0], own[1] ?? pair[1]];
    return [words.bestPutting(p.strength(0)), words.bestPutting(p.strength(1))];
  };

  /** A verdict for two questions at once: each angle's pick of reader, in a wording of the run's own. */
  const pairedVerdict = (p: W, P: A, S: A, salt: number): string => {
    const picks = (angle: A) => {
      const [x, y] = bestForPair(p, angle);
      return p.pick(words.picks, angle.id.length + salt)(p, lower(x), lower(y));
    };
    return p.pick(words.pairedVerdicts, salt)(P.angle(p.v), picks(P), S.angle(p.v), picks(S));
  };

  /** The angle's questions and one on the figures both listings give, unless one already asks it. */
  const withFigure = (p: W, faq: readonly EngineQuestion<W>[], salt: number): EngineQuestion<W>[] => {
    const figure = words.figureQuestion(
      p,
      salt,
      faq.map((q) => q.ask(p)),
    );
    return figure ? [...faq, figure] : [...faq];
  };

  return {
    norm,
    basePen,
    anglesFor,
    /** How many recipes the pair has before the schedule starts its combinations again. */
    recipeCount: (pair) => slotCount(anglesFor(pair).length, connectors.length),
    recipeAt,
    angleText,
    /** The recipe an angle text names, if it is one of the pair's (an older "… (take 2)" reads as its angle). */
    recipeNamed: (pair, text) =>
      text
        ? recipeNamedAmong(
            norm(text.replace(TAKE, '')),
            anglesFor(pair),
            words.angles,
            connectors.length,
            (angle) => norm(angle.angle(pair.v)),
            (index) => recipeAt(pair, index),
            (recipe) => norm(angleText(pair, recipe)),
          )
        : undefined,
    /** The pen of a recipe: its phrasings and its picks of facts are the recipe's own. */
    penFor(pair, recipe) {
      if (!recipe.secondary) return basePen(pair, recipe.primary);
      const focus = [...new Set([...recipe.primary.focus, ...recipe.secondary.focus])];
      const seed = hash(`${key(pair)}|${recipe.primary.id}+${recipe.secondary.id}|${recipe.round}`);
      return words.pen(pair, focus, seed);
    },
    /** The article of a recipe (shared.ts's composeRecipe), in the language's words. */
    compose: (pair, recipe, p) =>
      composeRecipe(recipe, p, {
        fitting: () => anglesFor(pair),
        whoBuys: words.whoBuys,
        checklist: words.checklist,
        gaps: words.gaps,
        framed: words.framed,
        twoQuestions: words.twoQuestions,
        withFigure,
        pairedVerdict,
      }),
    /** The subject lines a recipe may take, its first choice first. */
    subjectLines(pair, recipe, p) {
      const { primary: P, secondary: S } = recipe;
      if (!S) {
        // A first take opens with one of the angle's own lines, chosen per pair (titles of a campaign
        // do not all read "A vs B: Which…?").
        const own = P.subjects.map((write) => write(p));
        const start = hash(`${pair.names.join('|')}|${P.id}`) % own.length;
        return [...own.slice(start), ...own.slice(0, start)];
      }
      const lines = words.pairedSubjects.map((write) => write(p, P.use(pair.v), S.use(pair.v)));
      const start = (recipe.round + hash(`${P.id}|${S.id}`)) % lines.length;
      return [...lines.slice(start), ...lines.slice(0, start)];
    },
    reasonFor: (pair, recipe) => words.reason(pair.v, recipe.primary, recipe.secondary),
    bestForPair,
  };
}
