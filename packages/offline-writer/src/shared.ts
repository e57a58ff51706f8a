/**
 * What the offline writers (English and French) do alike, whatever their language: how a recipe's
 * article is put together from its angles (compose), and how a pin's descriptions are kept apart from
 * a campaign's earlier ones. Each writer passes its own words: its shared sections, its openings and
 * verdicts, its pen (Pen, Plume) and its angles, which share a shape.
 */
import type { Aspect } from './facts.ts';
import { clip, para, type Side } from './prose.ts';

/** What compose needs of a writer's pen (Pen, Plume): its vocabulary and its pick of phrasings. */
export interface ComposingPen {
  v: unknown;
  pick<T>(items: readonly T[], salt?: number): T;
}

/** What compose needs of a writer's angle: its sections, questions, intro and verdict. */
export interface ComposedAngle<W extends ComposingPen, S, Q> {
  id: string;
  angle: (v: W['v']) => string;
  audience: (v: W['v']) => string;
  intro: (p: W) => string;
  hint: (p: W) => string;
  sections: readonly S[];
  faq: readonly Q[];
  verdict: (p: W) => string;
  signOff: (p: W) => string;
}

/** A recipe (recipes.ts): its place in the schedule, its angles and its round. */
export interface ComposedRecipe<A> {
  index: number;
  primary: A;
  secondary?: A;
  round: number;
}

/** What an article of a recipe is made of. */
export interface Composition<W, S, Q, A> {
  sections: S[];
  /** Sections to take, in order, where some of `sections` say too little to publish (offline-writer's plan). */
  spare: S[];
  faq: Q[];
  intro: (p: W) => string;
  verdict: (p: W) => string;
  /** The angle whose verdict closes the article: its "Best for" goes in the table. */
  closer: A;
}

/** A language's words for compose. */
export interface ComposeWords<W extends ComposingPen, S, Q, A> {
  /** The pair's fitting angles, in the pair's order (asked for pairings only). */
  fitting: () => readonly A[];
  /** The shared sections: who should buy which, a checklist, what the listings leave out. */
  whoBuys: S;
  checklist: S;
  gaps: S;
  /** Angles whose sections speak to their own reader (a beginner, a gift, an upgrade): never guests. */
  framed: ReadonlySet<string>;
  /** Openings for an article that takes two questions at once. */
  twoQuestions: readonly ((p: W, first: string, second: string, readers: string) => string)[];
  /** The angle's questions and one on the figures both listings give. */
  withFigure: (p: W, faq: readonly Q[], salt: number) => Q[];
  /** A verdict for two questions at once. */
  pairedVerdict: (p: W, P: A, S: A, salt: number) => string;
}

/**
 * The article of a recipe. A first pass is the angle's own four sections, then who should buy
 * which, what the listings leave out and a checklist. A combination takes one section of each angle
 * (a different one each round), one of their closing picks, the shared sections in an order of the
 * round's own, two FAQ questions from each side, and the intro and verdict of one or the other.
 */
export function composeRecipe<W extends ComposingPen, S, Q, A extends ComposedAngle<W, S, Q>>(
  recipe: ComposedRecipe<A>,
  p: W,
  words: ComposeWords<W, S, Q, A>,
): Composition<W, S, Q, A> {
  const { primary: P, secondary: S, round } = recipe;
  const { whoBuys: WHO_BUYS, checklist: CHECKLIST, gaps: GAPS, withFigure } = words;
  if (!S) {
    // What the listings leave out reads much the same every time: one first-pass article in three.
    // Who should buy which in every article; the checklist and what the listings leave out, which read
    // much alike from one article to the next, in two of three.
    const [s0, s1, s2, s3] = P.sections;
    const sections = [
      [s0, s1, s2, s3, WHO_BUYS, CHECKLIST],
      [s0, s1, s2, WHO_BUYS, s3, GAPS],
      [s0, s1, s2, s3, WHO_BUYS, GAPS, CHECKLIST],
    ][recipe.index % 3] as (S | undefined)[];
    return {
      sections: sections.filter((section): section is S => section !== undefined),
      spare: [GAPS, CHECKLIST],
      faq: withFigure(p, P.faq, recipe.index),
      intro: (pen) => para(P.intro(pen), P.hint(pen)),
      verdict: (pen) => para(P.verdict(pen), P.signOff(pen)),
      closer: P,
    };
  }
  // Each angle lends one of its three topical sections, a different one per offset and round, so the
  // article shares little with either angle's own first article or with the other pairings of either.
  const fitting = words.fitting();
  const n = fitting.length;
  const shift = recipe.index - n;
  // The offset between the two angles: a primary's pairings in one round each have their own, so each
  // takes a different one of its sections and questions.
  const d = 1 + Math.floor((shift % (n * (n - 1))) / n);
  // Two guest angles lend a section each: the article shares little with any one angle's articles.
  // A guest lends a section that reads in any article: not one written for a beginner, a present or
  // an upgrade ("An upgrade is worth it when…" is out of place in an article about speed).
  // (A pair with few angles, a doorbell's, needs them all to keep its articles apart.)
  const unframed = fitting.filter((angle) => angle !== P && angle !== S && !words.framed.has(angle.id));
  const others = unframed.length >= 4 ? unframed : fitting.filter((angle) => angle !== P && angle !== S);
  const guest = others[(shift * 7 + round) % Math.max(1, others.length)];
  const second = others[(shift * 7 + round + 1 + Math.floor(others.length / 2)) % Math.max(1, others.length)];
  // One angle closes the article (its "Best for" in the table, its hint in the intro, one of its
  // sections), the other lends its closing pick and its last word: each gives about as much.
  const closer = (d + round) % 2 === 0 ? P : S;
  const giver = closer === P ? S : P;
  const closing = giver.sections[3];
  const middle = [
    closer.sections[(d + round) % 3],
    guest?.sections[(d + round + 2) % 3],
    second === guest ? undefined : second?.sections[(d + round + 1) % 3],
  ];
  const shared = shift % 2 === 0 ? [WHO_BUYS, closing] : [closing, WHO_BUYS];
  const extra = [[CHECKLIST], [GAPS], [GAPS, CHECKLIST]][shift % 3] as S[];
  const sections = [...middle, ...shared, ...extra].filter((section): section is S => section !== undefined);
  const faq = [P.faq[(d + round) % 4], S.faq[(d + round + 2) % 4], guest?.faq[(d + round + 1) % 4]].filter(
    (q): q is Q => q !== undefined,
  );
  return {
    sections: [...new Set(sections)],
    // Where a section says too little: the shared sections not taken, another guest's, the partner's.
    spare: [
      ...[GAPS, CHECKLIST].filter((section) => !extra.includes(section)),
      ...others
        .filter((angle) => angle !== guest && angle !== second)
        .slice(0, 2)
        .map((angle) => angle.sections[(d + round) % 3] as S),
      giver.sections[(d + round + 1) % 3] as S,
    ].filter((section) => !sections.includes(section)),
    faq: withFigure(p, faq, recipe.index),
    intro: (pen) =>
      para(
        pen.pick(words.twoQuestions, round)(pen, P.angle(pen.v), S.angle(pen.v), S.audience(pen.v)),
        closer.hint(pen),
      ),
    verdict: (pen) => para(words.pairedVerdict(pen, P, S, d), giver.signOff(pen)),
    closer,
  };
}

/** What a pin's description needs of a writer's pen: its ranked facts, its sentences, a contrast. */
export interface DescribingPen<F> {
  ranked(side: Side): F[];
  state(side: Side, fact: F, style?: number): string;
  edge(side: Side): { aspect: Aspect } | undefined;
  contrast(aspect: Aspect, style?: number): string | undefined;
}

/** A language's words for a pin's descriptions. */
export interface PinWords {
  /** How many facts each side's listing gives. */
  facts: (side: Side) => number;
  /** The description's first sentence, per pin (0: the angle's pin line, 1: its question, 2: its picks). */
  lead: (index: number) => string;
  /** Last sentences, one per pin and attempt, from `salt` on. */
  closers: readonly string[];
  salt: number;
  tags: string;
  /** Earlier pins' descriptions, normalised by `norm`. */
  taken: ReadonlySet<string>;
  norm: (text: string) => string;
}

/**
 * The descriptions of a run's three pins: each pin's lead, a fact of one side (the third pin a
 * contrast of the two), a closing line and the tags; a description an earlier pin (or another of
 * this run's) already has is written again with the next fact and closing line, up to eight times.
 */
export function pinDescriptions<F>(pen: DescribingPen<F>, words: PinWords): string[] {
  const { closers } = words;
  const describe = (index: number, attempt: number) => {
    const side = (index % 2) as Side;
    const fact = pen.ranked(side)[attempt % Math.max(1, words.facts(side))];
    const detail =
      index === 2 ? pen.contrast(pen.edge(0)?.aspect ?? pen.edge(1)?.aspect ?? 'modes', attempt) : undefined;
    return clip(
      para(
        words.lead(index),
        detail ?? (fact ? pen.state(side, fact, index + attempt) : undefined),
        closers[(index + attempt + words.salt) % closers.length],
        `${words.tags} #affiliate`,
      ),
      800,
    );
  };
  const descriptions: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    let text = describe(index, 0);
    for (
      let attempt = 1;
      attempt < 8 && (words.taken.has(words.norm(text)) || descriptions.includes(text));
      attempt += 1
    )
      text = describe(index, attempt);
    descriptions.push(text);
  }
  return descriptions;
}

/**
 * The recipe among a pair's first `searched` ones whose composition has a plan's `headings`
 * (normalised), in order, less any the plan found too thin to publish; at least three of them.
 */
export function recipeByHeadings<R, W, S extends { heading: (p: W) => string }>(
  headings: readonly string[],
  searched: number,
  recipeAt: (index: number) => R,
  penFor: (recipe: R) => W,
  compose: (recipe: R, p: W) => { sections: S[]; spare: S[] },
  norm: (text: string) => string,
): R | undefined {
  for (let index = 0; index < searched; index += 1) {
    const recipe = recipeAt(index);
    const pen = penFor(recipe);
    // The plan keeps the recipe's sections in order, less any it found too thin to publish.
    const parts = compose(recipe, pen);
    const own = [...parts.sections, ...parts.spare].map((section) => norm(section.heading(pen)));
    let at = 0;
    for (const heading of own) if (heading === headings[at]) at += 1;
    if (at === headings.length && headings.length >= 3) return recipe;
  }
  return undefined;
}
