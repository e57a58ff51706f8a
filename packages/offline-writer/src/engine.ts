/**
 * The offline writer's engine: the six tasks of a run (trends, subject, pins, plan, the article's two
 * halves) written the same way in every language, from a language's phrasebook. The engine decides
 * what an article says and in what order: the recipe a run takes (recipes, recipe-schedule.ts), which
 * sections have enough to say, which facts back the plan's points, how pins and FAQ answers are kept
 * apart from earlier ones; the phrasebook says it: its angles and pen (the sentences about the facts),
 * its stock phrases, its typography. A fix to what is written is made here once; a language is a
 * phrasebook (english.ts, fr/french.ts), not a copy of this file.
 */

import type {
  AngleFamily,
  ArticleBody,
  ArticleClosing,
  BlogPlan,
  EarlierRun,
  PinCopy,
  PlannedArticle,
  ProductFacts,
  SubjectChoice,
  TrendInput,
  TrendResearch,
} from '@aa/server/modules/generation/content/writing';
import {
  preferFamilies,
  preferredFamily,
  type SubjectSteer,
  shortName,
  steerReason,
} from '@aa/server/modules/generation/content/writing';
import type { Aspect } from './facts.ts';
import type { OfflineWriter } from './offline-model.ts';
import { clip, hash, para, type Side } from './prose.ts';
import { nextRecipes } from './recipe-schedule.ts';
import {
  type ComposedAngle,
  type ComposedRecipe,
  type Composition,
  type DescribingPen,
  pinDescriptions,
  recipeByHeadings,
} from './shared.ts';

/** What the engine asks of a language's pen (Pen, Plume): its facts, sentences, table, pros and cons. */
export interface EnginePen extends DescribingPen<unknown> {
  readonly A: string;
  readonly B: string;
  readonly names: readonly [string, string];
  readonly v: { label: string };
  pick<T>(items: readonly T[], salt?: number): T;
  other(side: Side): Side;
  say(side: Side, aspects: Aspect | Aspect[], style?: number): string | undefined;
  lead(side: Side): { aspect: Aspect } | undefined;
  strength(side: Side): string;
  rows(bestFor: [string, string]): { feature: string; product1: string; product2: string }[];
  pros(side: Side): string[];
  cons(side: Side): string[];
}

export interface EngineSection<W> {
  heading: (p: W) => string;
  /** What the section draws on (the plan's points list these facts). */
  aspects: readonly Aspect[];
  write: (p: W) => string[];
}

export interface EngineQuestion<W> {
  ask: (p: W) => string;
  answer: (p: W) => string;
}

/** What the engine asks of a language's angle, besides what composing an article takes. */
export interface EngineAngle<W extends EnginePen>
  extends ComposedAngle<W, EngineSection<W>, EngineQuestion<W>> {
  family: AngleFamily;
  use: (v: W['v']) => string;
  keyword: (v: W['v']) => string;
  pins: readonly ((p: W) => string)[];
  pinLine: (p: W) => string;
}

export type Recipe<A> = ComposedRecipe<A>;

/** What every language's writer knows of a pair: the short names, the category words, the facts. */
export interface EnginePairing<W extends EnginePen> {
  names: [string, string];
  v: W['v'];
}

/** A language's recipes (recipes.ts, fr/recipes.ts): its angles on the shared schedule. */
export interface RecipeBook<W extends EnginePen, A extends EngineAngle<W>, Pr extends EnginePairing<W>> {
  norm: (text: string) => string;
  anglesFor: (pair: Pr) => A[];
  recipeCount: (pair: Pr) => number;
  recipeAt: (pair: Pr, index: number) => Recipe<A>;
  recipeNamed: (pair: Pr, text: string | undefined) => Recipe<A> | undefined;
  angleText: (pair: Pr, recipe: Recipe<A>) => string;
  penFor: (pair: Pr, recipe: Recipe<A>) => W;
  compose: (pair: Pr, recipe: Recipe<A>, pen: W) => Composition<W, EngineSection<W>, EngineQuestion<W>, A>;
  subjectLines: (pair: Pr, recipe: Recipe<A>, pen: W) => string[];
  reasonFor: (pair: Pr, recipe: Recipe<A>) => string;
  bestForPair: (pen: W, angle: A) => [string, string];
}

/** Products as the tasks pass them (the product step's facts; tests pass fewer fields). */
export type ProductsInput = readonly {
  title: string;
  brand?: string;
  features?: string[];
  notes?: string[];
}[];

/** The two products a comparison reads, as listings, with the short names the writers use for them. */
export function listingsOf(products: ProductsInput): {
  listings: [ProductFacts, ProductFacts];
  names: [string, string];
} {
  const [first, second] = products;
  if (!first || !second) throw new Error('a comparison needs two products');
  const facts = (p: typeof first): ProductFacts => ({
    asin: '',
    url: '',
    title: p.title,
    features: p.features ?? [],
    ...(p.brand ? { brand: p.brand } : {}),
  });
  return { listings: [facts(first), facts(second)], names: [shortName(first), shortName(second)] };
}

/** Each product's first-hand notes (the user's own, issue 29): the most a plan's section quotes of each. */
const NOTES_PER_PRODUCT = 3;

/**
 * A language's phrasebook: its recipes and every phrase the engine writes around them. A function
 * per phrase, so each language orders its words and agrees them as it must.
 */
export interface Phrasebook<W extends EnginePen, A extends EngineAngle<W>, Pr extends EnginePairing<W>> {
  /** The language steerReason writes in for this phrasebook. */
  language: NonNullable<Parameters<typeof steerReason>[1]>;
  recipes: RecipeBook<W, A, Pr>;
  /** What the writer knows of a pair: names, the category's words, each listing's facts. */
  pairing: (products: ProductsInput) => Pr;
  /** The language's typography over a task's whole output (French spaces before : ; ? !). */
  typeset: <T>(value: T) => T;
  capitalize: (text: string) => string;

  // Trends.
  /** The angle of a keyword people search on Pinterest, and why it matters now. */
  searchedAngle: (keyword: string) => string;
  searchedWhyNow: string;
  /** Why an angle's readers look now. */
  whyNow: (angle: A, v: W['v']) => string;
  /** The run's readers, from the first angle chosen. */
  audienceLine: (first: A | undefined, v: W['v']) => string;

  // Subject.
  /** A subject line when every line of the recipe is taken: numbered by the run. */
  takeLine: (pen: W, use: string, run: number) => string;
  /**
   * The run's search phrase (issue 31): both names and what the recipe's angles ask, as a buyer types
   * it ("AirPods Pro 2 vs WF-1000XM5 for travel").
   */
  searchPhrase: (pen: W, pair: Pr, recipe: Recipe<A>) => string;

  // Pins.
  /** Titles after the angles' own and the subject: the angle's words in a few orders. */
  pinTitles: (pen: W, use: string) => string[];
  /** A title when all are taken, numbered. */
  pinTitlePart: (pen: W, use: string, part: number) => string;
  /**
   * The pins' hashtags (issue 32): the product kind's, the angle's topic as Pinterest searches it when
   * it has one (a word or an established tag, never a fragment of a sentence), and the comparison's.
   */
  pinTags: (v: W['v'], angle: A) => string;
  pinClosers: readonly string[];
  /** The second pin's lead: the angle's question. */
  question: (angleText: string) => string;
  /** The third pin's lead: each product's reader. */
  picks: (pen: W, best: [string, string]) => string;
  /** How many facts a side's listing gives. */
  factCount: (pen: W, side: Side) => number;
  pinAlt: (index: number, title: string, pen: W, audience: string) => string;

  // Plan.
  /** Titles within `max` characters that keep the subject's angle, best first. */
  titles: (chosen: string, pen: W, pair: Pr, recipe: Recipe<A>) => string[];
  /** Two audiences as one. */
  and: (first: string, second: string) => string;
  /** A fact's line in a plan's point, and the point of a section without one. */
  factLine: (pair: Pr, side: Side, aspect: Aspect) => string | undefined;
  point: (pen: W, side: Side, line: string) => string;
  pointless: (pen: W, audience: string) => string;
  /** The heading of the section that gives the user's own first-hand notes, when they wrote some. */
  firstHand: string;
  metaDescription: (question: string, pen: W, audience: string) => string;
  excerpt: (question: string, pen: W, headings: string[]) => string;
  /** The three pictures' words: the title's, then each product's. */
  imageTitle: (pen: W, side: Side, use: string) => string;
  /** A picture's alt text, from the title it shows (the article's on the first, a product's on the others). */
  imageAlt: (pen: W, index: number, shown: string) => string;
  imageCaption: (pen: W, index: number, best: [string, string], angleText: string) => string;
  /** The scene an image model draws for a picture: the angle's mood, never the products. */
  scene: (pair: Pr, angle: A, index: number) => string;
  tags: (pen: W, pair: Pr, recipe: Recipe<A>, use: string) => string[];
  slugFallback: string;
  priceQuestions: readonly EngineQuestion<W>[];

  // The article.
  /** A section with nothing to say (a model's plan whose points are empty). */
  differLittle: (pen: W) => string;
  /** A FAQ question that asks about the price. */
  asksPrice: RegExp;
  /** Answers to a FAQ question of a plan we did not write, one product per question. */
  faqFallbacks: (pen: W, side: Side, index: number) => (string | undefined)[];
}

type Pair = [ProductFacts, ProductFacts];

/** Fewer words than this and a section is a heading over one general remark: it is left out. */
const THIN = 28;

/** An article of fewer sections than this takes spare ones, where they have something to say. */
const SECTIONS = 5;

/** Lower-case ASCII words joined by hyphens, accents dropped: the slug hint. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * A name for a tight title: without its brand when what remains is a model name of its own
 * ("AirPods Pro 2", "QuietComfort Ultra"), never a bare "Pro 1000".
 */
function titleName(name: string, brand: string | undefined): string {
  const lead = brand && name.startsWith(`${brand} `) ? brand : name.split(' ')[0];
  const rest = lead ? name.slice(lead.length).trim() : name;
  return /[a-z][A-Z]|[A-Za-z]{7}/.test(rest) ? rest : name;
}

/** Both names for a tight title: without their brands, unless that leaves two alike ("Video Doorbell" twice). */
export function titleNames(
  pen: EnginePen,
  brands: [string | undefined, string | undefined],
): [string, string] {
  const brandless: [string, string] = [titleName(pen.A, brands[0]), titleName(pen.B, brands[1])];
  return brandless[0] === brandless[1] ? [pen.A, pen.B] : brandless;
}

/** Paragraphs for a planned section the recipe does not know (a model's plan, an older checkpoint). */
function fromPoints(points: string[]): string[] {
  const sentence = (point: string) => {
    const text = point.trim().replace(/\s+/g, ' ');
    return /[.!?…»]$/.test(text) ? text : `${text}.`;
  };
  return [para(...points.map(sentence))].filter(Boolean);
}

function history(input: { earlier?: EarlierRun[]; earlierSubjects?: string[] }): EarlierRun[] {
  return input.earlier ?? (input.earlierSubjects ?? []).map((subject) => ({ subject, angle: '' }));
}

/** The six tasks' writers in a phrasebook's language. */
export function writersFor<W extends EnginePen, A extends EngineAngle<W>, Pr extends EnginePairing<W>>(
  book: Phrasebook<W, A, Pr>,
): Record<string, OfflineWriter> {
  const R = book.recipes;
  const { norm } = R;

  /** The recipe an earlier run took: its angle text, else (older runs) a subject one of the angles writes. */
  function recipeOfRun(pair: Pr, run: EarlierRun): Recipe<A> | undefined {
    const named = R.recipeNamed(pair, run.angle);
    if (named) return named;
    const subject = norm(run.subject);
    for (const [index, angle] of R.anglesFor(pair).entries()) {
      const recipe: Recipe<A> = { index, primary: angle, round: 0 };
      if (R.subjectLines(pair, recipe, R.penFor(pair, recipe)).some((line) => norm(line) === subject))
        return recipe;
    }
    return undefined;
  }

  /** The recipe a subject, plan or article follows: named by the subject, else recognised by the plan's headings. */
  function recipeFor(pair: Pr, subjectAngle: string | undefined, plan?: BlogPlan): Recipe<A> {
    const named = R.recipeNamed(pair, subjectAngle ?? plan?.angle);
    if (named) return named;
    const fitting = R.anglesFor(pair);
    if (plan) {
      // A plan read back without its angle (an older checkpoint): the recipe whose headings it has.
      const found = recipeByHeadings(
        plan.sections
          .map((section) => norm(section.heading))
          .filter((heading) => heading !== norm(book.firstHand)),
        Math.min(R.recipeCount(pair), fitting.length * fitting.length),
        (index) => R.recipeAt(pair, index),
        (recipe) => R.penFor(pair, recipe),
        (recipe, pen) => R.compose(pair, recipe, pen),
        norm,
      );
      if (found) return found;
    }
    // A subject we did not write (a model's): one of the first pass, stable per text.
    const seed = subjectAngle ?? plan?.title ?? pair.names.join('|');
    return R.recipeAt(pair, hash(seed) % Math.max(1, fitting.length));
  }

  /**
   * The sections worth a heading, written in order on a trial pen as the article will be: one whose
   * listings give it nothing to say beyond a general remark is left out, and spares, in their order,
   * make up the number (three are always kept).
   */
  function substantial(
    sections: readonly EngineSection<W>[],
    spare: readonly EngineSection<W>[],
    trial: W,
  ): EngineSection<W>[] {
    // Two sections under one heading would be one section written twice (the writers find a section
    // by its heading): the later is left out.
    const headings = new Set<string>();
    const fresh = (section: EngineSection<W>) => {
      const heading = norm(section.heading(trial));
      if (headings.has(heading)) return false;
      headings.add(heading);
      return true;
    };
    const says = (section: EngineSection<W>) =>
      section.write(trial).join(' ').split(/\s+/).filter(Boolean).length >= THIN;
    const distinct = sections.filter(fresh);
    const kept = distinct.filter(says);
    for (const section of spare)
      if (kept.length < SECTIONS && fresh(section) && says(section)) kept.push(section);
    return kept.length >= 3 ? kept : distinct;
  }

  function trends(raw: unknown): TrendResearch {
    const input = raw as TrendInput;
    const pair = book.pairing(input.products);
    const angles = R.anglesFor(pair);
    const start = input.earlierSubjects.length;
    const chosen = [0, 1, 2, 3]
      .map((k) => angles[(start + k) % angles.length])
      .filter((angle): angle is A => angle !== undefined);
    const fromPinterest = input.keywords.slice(0, 2).map((keyword) => ({
      keyword: clip(keyword, 80),
      angle: clip(book.searchedAngle(clip(keyword, 60)), 200),
      whyNow: book.searchedWhyNow,
    }));
    return book.typeset({
      trends: [
        ...fromPinterest,
        ...chosen.map((angle) => ({
          keyword: clip(angle.keyword(pair.v), 80),
          angle: clip(angle.angle(pair.v), 200),
          whyNow: clip(book.whyNow(angle, pair.v), 300),
        })),
      ].slice(0, 6),
      audience: clip(book.audienceLine(chosen[0], pair.v), 300),
    });
  }

  function subject(raw: unknown): SubjectChoice {
    const input = raw as {
      products: Pair;
      earlier?: EarlierRun[];
      earlierSubjects?: string[];
      steer?: SubjectSteer;
    };
    const pair = book.pairing(input.products);
    const runs = history(input);
    // The recipe after the newest earlier run's (runs are newest first, a turned-down draft first of
    // all); without one we know, as many places on as there are earlier runs.
    const known = runs.map((run) => recipeOfRun(pair, run));
    const newest = known.find((recipe) => recipe !== undefined);
    const takenTexts = new Set(runs.map((run) => norm(run.angle)).filter(Boolean));
    const takenFirst = new Set(
      known.flatMap((recipe) => (recipe && !recipe.secondary ? [recipe.primary] : [])),
    );
    const start = newest ? newest.index + 1 : runs.length;
    // Never an angle an earlier run (or a turned-down draft) took; among the others, the family whose
    // pins earned the most clicks first (preferFamilies), else the schedule's next.
    const taken = (recipe: Recipe<A>) =>
      takenTexts.has(norm(R.angleText(pair, recipe))) ||
      (!recipe.secondary && takenFirst.has(recipe.primary));
    const [recipe = R.recipeAt(pair, start)] = preferFamilies(
      nextRecipes(
        R.anglesFor(pair).length,
        R.recipeCount(pair),
        R.recipeAt(pair, start).index,
        (place) => R.recipeAt(pair, place),
        taken,
      ),
      input.steer,
      (candidate) => candidate.primary.family,
    );
    const preferred = preferredFamily(input.steer);
    const steered = preferred?.best.family === recipe.primary.family ? preferred : undefined;
    const pen = R.penFor(pair, recipe);
    const used = new Set(runs.map((run) => norm(run.subject)));
    const lines = R.subjectLines(pair, recipe, pen).map((line) => clip(line, 100));
    const line =
      lines.find((candidate) => !used.has(norm(candidate))) ??
      clip(book.takeLine(pen, recipe.primary.use(pair.v), runs.length + 1), 100);
    const reason = R.reasonFor(pair, recipe);
    return book.typeset({
      subject: line,
      angle: clip(R.angleText(pair, recipe), 200),
      targetKeyword: clip(recipe.primary.keyword(pair.v).toLowerCase(), 80),
      searchPhrase: clip(book.searchPhrase(R.penFor(pair, recipe), pair, recipe), 100),
      reason: clip(steered ? `${steerReason(steered, book.language)} ${reason}` : reason, 400),
      family: recipe.primary.family,
    });
  }

  function pinCopy(raw: unknown): { pins: PinCopy[] } {
    const input = raw as {
      products: Pair;
      subject: SubjectChoice;
      earlierPins?: { title: string; description: string }[];
    };
    const pair = book.pairing(input.products);
    const recipe = recipeFor(pair, input.subject.angle);
    const angle = recipe.primary;
    const pen = R.penFor(pair, recipe);
    const earlier = input.earlierPins ?? [];
    const takenTitles = new Set(earlier.map((pin) => norm(pin.title)));
    const takenDescriptions = new Set(earlier.map((pin) => norm(pin.description)));
    const use = angle.use(pair.v);
    const candidates = [
      ...angle.pins.map((write) => write(pen)),
      ...(recipe.secondary?.pins.map((write) => write(pen)) ?? []),
      input.subject.subject,
      ...book.pinTitles(pen, use),
    ].map((title) => clip(title, 100));
    const titles: string[] = [];
    for (const title of candidates)
      if (titles.length < 3 && !takenTitles.has(norm(title)) && !titles.some((t) => norm(t) === norm(title)))
        titles.push(title);
    for (let n = 2; titles.length < 3; n += 1) titles.push(clip(book.pinTitlePart(pen, use, n), 100));
    const best = R.bestForPair(pen, R.compose(pair, recipe, pen).closer);
    const descriptions = pinDescriptions(pen, {
      facts: (side) => book.factCount(pen, side),
      lead: (index) =>
        index === 0
          ? angle.pinLine(pen)
          : index === 1
            ? book.question(R.angleText(pair, recipe))
            : book.picks(pen, best),
      closers: book.pinClosers,
      salt: hash(angle.id),
      tags: book.pinTags(pair.v, angle),
      taken: takenDescriptions,
      norm,
    });
    return book.typeset({
      pins: titles.map((title, index) => ({
        title,
        description: descriptions[index] ?? descriptions[0] ?? title,
        altText: clip(book.pinAlt(index, title, pen, angle.audience(pair.v)), 500),
      })),
    });
  }

  function plan(raw: unknown): PlannedArticle {
    const { products, subject: chosen } = raw as {
      products: Pair;
      subject: SubjectChoice;
      trends: TrendResearch;
    };
    const pair = book.pairing(products);
    const recipe = recipeFor(pair, chosen.angle);
    const angle = recipe.primary;
    const pen = R.penFor(pair, recipe);
    const title =
      book.titles(chosen.subject, pen, pair, recipe).find((line) => line.length > 0 && line.length <= 70) ??
      clip(chosen.subject, 70);
    const audience = recipe.secondary
      ? book.and(angle.audience(pair.v), recipe.secondary.audience(pair.v))
      : angle.audience(pair.v);
    const parts = R.compose(pair, recipe, pen);
    const sections = substantial(parts.sections, parts.spare, R.penFor(pair, recipe)).map((section) => {
      const points: string[] = [];
      for (const side of [0, 1] as const)
        for (const aspect of section.aspects) {
          const line = book.factLine(pair, side, aspect);
          if (line !== undefined && points.length < 4) {
            points.push(clip(book.point(pen, side, line), 300));
            break;
          }
        }
      return {
        heading: clip(section.heading(pen), 120),
        points: points.length > 0 ? points : [clip(book.pointless(pen, audience), 300)],
      };
    });
    // The user's own notes (issue 29), the only first-hand words an article may say, in a section of
    // their own after the first: each as the author wrote it, under its product's name.
    const notes = ([0, 1] as const).flatMap((side) =>
      (products[side]?.notes ?? [])
        .slice(0, NOTES_PER_PRODUCT)
        .map((note) => clip(book.point(pen, side, note.trim()), 300)),
    );
    if (notes.length > 0) sections.splice(1, 0, { heading: clip(book.firstHand, 120), points: notes });
    if (sections.length > 8) sections.length = 8;
    const price = book.priceQuestions[recipe.index % book.priceQuestions.length] as EngineQuestion<W>;
    const use = angle.use(pair.v);
    const angleText = R.angleText(pair, recipe);
    const question = book.capitalize(angleText);
    const best = R.bestForPair(pen, parts.closer);
    return book.typeset({
      title,
      slugHint: slugOf(title) || book.slugFallback,
      metaDescription: book.metaDescription(question, pen, audience),
      excerpt: clip(
        book.excerpt(
          question,
          pen,
          sections.slice(0, 3).map((s) => s.heading),
        ),
        300,
      ),
      sections,
      faqQuestions: [...parts.faq, price].map((q) => clip(q.ask(pen), 160)).slice(0, 6),
      imagePrompts: [0, 1, 2].map((index) => {
        const shown = index === 0 ? title : book.imageTitle(pen, (index - 1) as Side, use);
        return {
          title: clip(shown, 100),
          altText: clip(book.imageAlt(pen, index, shown), 500),
          caption: clip(book.imageCaption(pen, index, best, angleText), 300),
          scene: book.scene(pair, angle, index),
        };
      }),
      categories: [clip(pair.v.label, 40)],
      tags: [...new Set(book.tags(pen, pair, recipe, use))].map((tag) => clip(tag, 40)).slice(0, 8),
    });
  }

  function articleBody(raw: unknown): ArticleBody {
    const input = raw as { products: Pair; plan: BlogPlan; subject?: SubjectChoice };
    const pair = book.pairing(input.products);
    const recipe = recipeFor(pair, input.subject?.angle, input.plan);
    const pen = R.penFor(pair, recipe);
    const parts = R.compose(pair, recipe, pen);
    const sections = input.plan.sections.map((section) => {
      const own = [...parts.sections, ...parts.spare].find(
        (candidate) => norm(candidate.heading(pen)) === norm(section.heading),
      );
      const written = own ? own.write(pen).filter(Boolean) : [];
      const paragraphs = written.length > 0 ? written : fromPoints(section.points);
      return {
        heading: section.heading,
        paragraphs: paragraphs.length > 0 ? paragraphs.slice(0, 4) : [book.differLittle(pen)],
      };
    });
    return book.typeset({
      intro: parts.intro(pen),
      sections,
      comparisonRows: pen.rows(R.bestForPair(pen, parts.closer)),
      product1: { pros: pen.pros(0), cons: pen.cons(0) },
      product2: { pros: pen.pros(1), cons: pen.cons(1) },
    });
  }

  function articleClosing(raw: unknown): ArticleClosing {
    const input = raw as { products: Pair; plan: BlogPlan; subject: SubjectChoice };
    const pair = book.pairing(input.products);
    const recipe = recipeFor(pair, input.subject?.angle, input.plan);
    const pen = R.penFor(pair, recipe);
    const parts = R.compose(pair, recipe, pen);
    const known = [...parts.faq, ...book.priceQuestions];
    const prices = book.priceQuestions;
    const answers: string[] = [];
    const faq = input.plan.faqQuestions.map((question, index) => {
      const own = known.find((q) => norm(q.ask(pen)) === norm(question));
      let answer = own?.answer(pen);
      if (!answer && book.asksPrice.test(question)) answer = prices[index % prices.length]?.answer(pen);
      // A question of a plan we did not write: answer from the facts, one product per question.
      for (const candidate of [answer, ...book.faqFallbacks(pen, (index % 2) as Side, index)])
        if (candidate && !answers.includes(candidate)) {
          answer = candidate;
          break;
        }
      const final = answer && !answers.includes(answer) ? answer : `${answer ?? ''} (${question})`.trim();
      answers.push(final);
      return { question, answer: final };
    });
    return book.typeset({ verdict: parts.verdict(pen), faq });
  }

  return {
    trends,
    subject,
    'pin-copy': pinCopy,
    plan,
    'article-body': articleBody,
    'article-closing': articleClosing,
  };
}
