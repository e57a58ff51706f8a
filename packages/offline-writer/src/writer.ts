/**
 * The offline model's writers (offline-model.ts): deterministic comparison content
 * built from the product facts, so `npm start` publishes a real article with no provider. Each run of
 * a campaign takes the next recipe of its pair's schedule (recipes.ts): first every angle that
 * fits (angles.ts, per product category), then pairings of two angles, so a long campaign keeps
 * writing articles unlike its earlier ones. The plan, the article and the pins follow the recipe's
 * structure and wording; facts are read from the listings with their casing (facts.ts), and
 * cons come only from real trade-offs.
 */

import type {
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
import { type Angle, moodOf, PRICE_QUESTIONS, type Question, type Section } from './angles.ts';
import { type Vocabulary, vocabularyFor } from './categories.ts';
import { factOn, readProduct } from './facts.ts';
import { frenchWriters } from './fr/writer.ts';
import type { OfflineWriter } from './offline-model.ts';
import { capitalize, clip, hash, type Pen, para, type Side, withArticle } from './prose.ts';
import { nextRecipes } from './recipe-schedule.ts';
import {
  anglesFor,
  angleText,
  bestForPair,
  compose,
  norm,
  type Pairing,
  penFor,
  type Recipe,
  reasonFor,
  recipeAt,
  recipeCount,
  recipeNamed,
  subjectLines,
} from './recipes.ts';
import { pinDescriptions, recipeByHeadings } from './shared.ts';

type Pair = [ProductFacts, ProductFacts];

/** What the writers know of a pair (exported for the tests that walk every angle of a pair). */
export function pairing(
  products: readonly { title: string; brand?: string; features?: string[] }[],
): Pairing {
  const [first, second] = products;
  if (!first || !second) throw new Error('a comparison needs two products');
  const facts = (p: typeof first): ProductFacts => ({
    asin: '',
    url: '',
    title: p.title,
    features: p.features ?? [],
    ...(p.brand ? { brand: p.brand } : {}),
  });
  const names: [string, string] = [shortName(first), shortName(second)];
  return {
    names,
    v: vocabularyFor([facts(first), facts(second)]),
    books: [readProduct(facts(first), names[0]), readProduct(facts(second), names[1])],
  };
}

function history(input: { earlier?: EarlierRun[]; earlierSubjects?: string[] }): EarlierRun[] {
  return input.earlier ?? (input.earlierSubjects ?? []).map((subject) => ({ subject, angle: '' }));
}

/** The recipe an earlier run took: its angle text, else (older runs) a subject one of the angles writes. */
function recipeOfRun(pair: Pairing, run: EarlierRun): Recipe | undefined {
  const named = recipeNamed(pair, run.angle);
  if (named) return named;
  const subject = norm(run.subject);
  const fitting = anglesFor(pair);
  for (const [index, angle] of fitting.entries()) {
    const recipe: Recipe = { index, primary: angle, round: 0 };
    if (subjectLines(pair, recipe, penFor(pair, recipe)).some((line) => norm(line) === subject))
      return recipe;
  }
  return undefined;
}

/** The recipe a subject, plan or article follows: named by the subject, else recognised by the plan's headings. */
function recipeFor(pair: Pairing, subjectAngle: string | undefined, plan?: BlogPlan): Recipe {
  const named = recipeNamed(pair, subjectAngle ?? plan?.angle);
  if (named) return named;
  if (plan) {
    // A plan read back without its angle (an older checkpoint): the recipe whose headings it has.
    const headings = plan.sections.map((section) => norm(section.heading));
    const fitting = anglesFor(pair);
    const found = recipeByHeadings(
      headings,
      Math.min(recipeCount(pair), fitting.length * fitting.length),
      (index) => recipeAt(pair, index),
      (recipe) => penFor(pair, recipe),
      (recipe, pen) => compose(pair, recipe, pen),
      norm,
    );
    if (found) return found;
  }
  // A subject we did not write (a model's): one of the first pass, stable per text.
  const fitting = anglesFor(pair);
  const seed = subjectAngle ?? plan?.title ?? pair.names.join('|');
  return recipeAt(pair, hash(seed) % Math.max(1, fitting.length));
}

function trends(raw: unknown): TrendResearch {
  const input = raw as TrendInput;
  const pair = pairing(input.products);
  const angles = anglesFor(pair);
  const start = input.earlierSubjects.length;
  const chosen = [0, 1, 2, 3].map((k) => angles[(start + k) % angles.length] as Angle);
  const fromPinterest = input.keywords.slice(0, 2).map((keyword) => ({
    keyword: clip(keyword, 80),
    angle: `how the two compare for people searching “${clip(keyword, 60)}”`,
    whyNow: 'It is trending in Pinterest searches this week.',
  }));
  return {
    trends: [
      ...fromPinterest,
      ...chosen.map((angle) => ({
        keyword: clip(angle.keyword(pair.v), 80),
        angle: clip(angle.angle(pair.v), 200),
        whyNow: clip(
          `${capitalize(angle.audience(pair.v))} compare ${pair.v.kind.many} before they buy.`,
          300,
        ),
      })),
    ].slice(0, 6),
    audience: clip(
      `${capitalize(chosen[0]?.audience(pair.v) ?? 'shoppers')} choosing ${withArticle(pair.v.kind.one)}.`,
      300,
    ),
  };
}

/** The recipes the next run may take from the schedule's place `start` (recipe-schedule.ts). */
function candidateRecipes(pair: Pairing, start: number, taken: (recipe: Recipe) => boolean): Recipe[] {
  return nextRecipes(
    anglesFor(pair).length,
    recipeCount(pair),
    recipeAt(pair, start).index,
    (place) => recipeAt(pair, place),
    taken,
  );
}

function subject(raw: unknown): SubjectChoice {
  const input = raw as {
    products: Pair;
    earlier?: EarlierRun[];
    earlierSubjects?: string[];
    steer?: SubjectSteer;
  };
  const pair = pairing(input.products);
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
  const taken = (recipe: Recipe) =>
    takenTexts.has(norm(angleText(pair, recipe))) || (!recipe.secondary && takenFirst.has(recipe.primary));
  const [recipe = recipeAt(pair, start)] = preferFamilies(
    candidateRecipes(pair, start, taken),
    input.steer,
    (candidate) => candidate.primary.family,
  );
  const preferred = preferredFamily(input.steer);
  const steered = preferred?.best.family === recipe.primary.family ? preferred : undefined;
  const pen = penFor(pair, recipe);
  const used = new Set(runs.map((run) => norm(run.subject)));
  const lines = subjectLines(pair, recipe, pen).map((line) => clip(line, 100));
  const line =
    lines.find((candidate) => !used.has(norm(candidate))) ??
    clip(`${pen.A} vs ${pen.B}: ${recipe.primary.use(pair.v)}, Take ${runs.length + 1}`, 100);
  return {
    subject: line,
    angle: clip(angleText(pair, recipe), 200),
    targetKeyword: clip(recipe.primary.keyword(pair.v).toLowerCase(), 80),
    reason: clip(
      steered ? `${steerReason(steered)} ${reasonFor(pair, recipe)}` : reasonFor(pair, recipe),
      400,
    ),
    family: recipe.primary.family,
  };
}

function pinCopy(raw: unknown): { pins: PinCopy[] } {
  const input = raw as {
    products: Pair;
    subject: SubjectChoice;
    earlierPins?: { title: string; description: string }[];
  };
  const pair = pairing(input.products);
  const recipe = recipeFor(pair, input.subject.angle);
  const angle = recipe.primary;
  const pen = penFor(pair, recipe);
  const earlier = input.earlierPins ?? [];
  const takenTitles = new Set(earlier.map((pin) => norm(pin.title)));
  const takenDescriptions = new Set(earlier.map((pin) => norm(pin.description)));
  const use = angle.use(pair.v);
  const candidates = [
    ...angle.pins.map((write) => write(pen)),
    ...(recipe.secondary?.pins.map((write) => write(pen)) ?? []),
    input.subject.subject,
    `${pen.A} or ${pen.B}? ${use}`,
    `${use}: ${pen.A} vs ${pen.B}`,
    `${pen.A} vs ${pen.B}, Compared for ${use}`,
    `${pen.B} or ${pen.A}: ${use}`,
  ].map((title) => clip(title, 100));
  const titles: string[] = [];
  for (const title of candidates)
    if (titles.length < 3 && !takenTitles.has(norm(title)) && !titles.some((t) => norm(t) === norm(title)))
      titles.push(title);
  for (let n = 2; titles.length < 3; n += 1)
    titles.push(clip(`${pen.A} vs ${pen.B}: ${use}, Part ${n}`, 100));
  const tags = [
    `#${pair.v.kind.many.replace(/[^a-z0-9]+/gi, '')}`,
    `#${use.replace(/[^a-z0-9]+/gi, '').toLowerCase()}`,
    '#productcomparison',
  ].join(' ');
  const closers = [
    'The side-by-side table and our verdict are in the article.',
    'Pros, cons and a clear verdict inside.',
    'Read the full comparison before you buy.',
    'Save this for when you are ready to choose.',
    'Our verdict and the FAQ are one tap away.',
  ];
  const closer = compose(pair, recipe, pen).closer;
  const best = bestForPair(pen, closer);
  const descriptions = pinDescriptions(pen, {
    facts: (side) => pen.books[side].facts.length,
    lead: (index) =>
      index === 0
        ? angle.pinLine(pen)
        : index === 1
          ? `${capitalize(angleText(pair, recipe))}?`
          : `${best[0]}: ${pen.A}. ${best[1]}: ${pen.B}.`,
    closers,
    salt: hash(angle.id),
    tags,
    taken: takenDescriptions,
    norm,
  });
  const looks = ['A pin headed', 'A tall pin with the title', 'A pin that reads'];
  return {
    pins: titles.map((title, index) => ({
      title,
      description: descriptions[index] ?? descriptions[0] ?? title,
      altText: clip(
        `${looks[index]} “${title}”, comparing ${pen.A} and ${pen.B} for ${angle.audience(pair.v)}.`,
        500,
      ),
    })),
  };
}

function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** What the pictures of a category show around the angle's mood: the products' world, never the products (they are Amazon's). */
const PROPS: Record<Vocabulary['category'], readonly string[]> = {
  kitchen: [
    'fresh vegetables and a wooden chopping board on the counter',
    'shared plates of crisp, colourful food',
    'herbs on the windowsill and steam rising from a plate',
  ],
  audio: [
    'a city skyline through a window',
    'a record sleeve and a cup of tea',
    'a misty path and a light jacket',
  ],
  fitness: [
    'running shoes and a water bottle',
    'a rolled yoga mat in morning light',
    'a park trail with long shadows',
  ],
  office: [
    'a plant, a notebook and a coffee mug',
    'handwritten notes and a desk lamp',
    'a tidy desk by a window',
  ],
  'smart-home': [
    'potted plants by a front door',
    'a sofa with cushions and soft lamp light',
    'a clean hardwood floor in morning sun',
  ],
  'personal-care': ['folded towels and a small plant', 'a glass by a sunny sink', 'a neatly packed wash bag'],
  general: [
    'a comfortable chair and soft daylight',
    'books and a plant on a shelf',
    'a cup of coffee on a table by a window',
  ],
};

const COMPOSITIONS = ['Wide shot', 'Close-up detail', 'Overhead view'];

function scene(pair: Pairing, angle: Angle, index: number): string {
  const props = PROPS[pair.v.category][index] ?? PROPS.general[0];
  return clip(
    `${capitalize(moodOf(angle, pair.v))}, with ${props}. ${COMPOSITIONS[index] ?? 'Wide shot'}, photographic, natural light. No text, no logos, no products or packaging.`,
    400,
  );
}

/** Each angle in a word or two, for a title with two angles and long product names. */
const TAGS: Record<string, string> = {
  'first-timer': 'Beginners',
  'small-space': 'Small Spaces',
  household: 'Families',
  'long-haul': 'Longevity',
  gift: 'Gifting',
  upgrade: 'Upgrading',
  daily: 'Daily Use',
  care: 'Cleaning',
  results: 'Results',
  quiet: 'Quiet',
  comfort: 'Comfort',
  'on-the-go': 'Travel',
  healthy: 'Health',
  tech: 'Tech',
  versatile: 'Versatility',
  calls: 'Calls',
  workout: 'Workouts',
  night: 'Night Use',
  privacy: 'Privacy',
  design: 'Design',
  speed: 'Speed',
};

/**
 * A name for a tight title: without its brand when what remains is a model name of its own
 * ("AirPods Pro 2", "QuietComfort Ultra"), never a bare "Pro 1000".
 */
function titleName(name: string, brand: string | undefined): string {
  const lead = brand && name.startsWith(`${brand} `) ? brand : name.split(' ')[0];
  const rest = lead ? name.slice(lead.length).trim() : name;
  return /[a-z][A-Z]|[A-Za-z]{7}/.test(rest) ? rest : name;
}

/** A title within `max` characters that keeps the subject's angle, rather than a clipped subject. */
function fitTitle(chosen: string, pen: Pen, pair: Pairing, recipe: Recipe, max: number): string {
  const use = recipe.primary.use(pen.v);
  const second = recipe.secondary?.use(pen.v);
  // A pairing's title names both its angles, so two runs of a campaign never share a title; long
  // product names give up their brand where the model's name stays recognisable ("AirPods Pro 2").
  const [a, b] = [titleName(pen.A, pair.books[0].brand), titleName(pen.B, pair.books[1].brand)];
  const both = (x: string, y: string) =>
    second
      ? [
          `${x} vs ${y}: ${capitalize(use)} and ${second}`,
          `${x} vs ${y}: ${capitalize(use)} & ${second}`,
          `${capitalize(use)} & ${second}: ${x} or ${y}?`,
        ]
      : [];
  // The subject itself, then tighter: brand-less names, "&" for "and" (a subject is the campaign's
  // own, so its shorter forms are too).
  const tighter = (line: string) => {
    const short = line.replace(pen.A, a).replace(pen.B, b);
    return [line, short, short.replace(' and ', ' & ')];
  };
  const candidates = [
    ...tighter(chosen),
    ...subjectLines(pair, recipe, pen).flatMap(tighter),
    ...both(pen.A, pen.B),
    ...both(a, pen.B),
    ...both(pen.A, b),
    ...both(a, b),
    ...(recipe.secondary
      ? [
          `${pen.A} vs ${pen.B}: ${TAGS[recipe.primary.id] ?? use} & ${TAGS[recipe.secondary.id] ?? second}`,
          `${a} vs ${b}: ${TAGS[recipe.primary.id] ?? use} & ${TAGS[recipe.secondary.id] ?? second}`,
          `${pen.A} vs ${pen.B} for ${second}`,
        ]
      : []),
    `${pen.A} vs ${pen.B} for ${use}`,
    `${capitalize(use)}: ${pen.A} or ${pen.B}?`,
    chosen.split(/[:?]/)[0]?.trim() ?? '',
    `${pen.A} vs ${pen.B}`,
  ];
  return candidates.find((title) => title.length > 0 && title.length <= max) ?? clip(chosen, max);
}

function plan(raw: unknown): PlannedArticle {
  const { products, subject: chosen } = raw as {
    products: Pair;
    subject: SubjectChoice;
    trends: TrendResearch;
  };
  const pair = pairing(products);
  const recipe = recipeFor(pair, chosen.angle);
  const angle = recipe.primary;
  const pen = penFor(pair, recipe);
  const title = fitTitle(chosen.subject, pen, pair, recipe, 70);
  const audience = recipe.secondary
    ? `${angle.audience(pair.v)} and ${recipe.secondary.audience(pair.v)}`
    : angle.audience(pair.v);
  const parts = compose(pair, recipe, pen);
  const sections = substantial(parts.sections, parts.spare, penFor(pair, recipe)).map((section) => {
    const points: string[] = [];
    for (const side of [0, 1] as const)
      for (const aspect of section.aspects) {
        const fact = factOn(pair.books[side], aspect);
        if (fact && points.length < 4) {
          points.push(clip(`${pen.name(side)}: ${fact.line}`, 300));
          break;
        }
      }
    return {
      heading: clip(section.heading(pen), 120),
      points: points.length > 0 ? points : [clip(`How ${pen.A} and ${pen.B} compare for ${audience}`, 300)],
    };
  });
  const price = PRICE_QUESTIONS[recipe.index % PRICE_QUESTIONS.length] as Question;
  const use = angle.use(pair.v);
  const question = capitalize(angleText(pair, recipe));
  const best = bestForPair(pen, parts.closer);
  return {
    title,
    slugHint: slugOf(title) || 'comparison',
    metaDescription: clip(`${question}? ${pen.A} and ${pen.B} compared for ${audience}.`, 160),
    excerpt: clip(
      `${question}: ${pen.A} and ${pen.B}, compared on ${sections
        .slice(0, 3)
        .map((s) => s.heading.charAt(0).toLowerCase() + s.heading.slice(1))
        .join(', ')}.`,
      300,
    ),
    sections,
    faqQuestions: [...parts.faq, price].map((q) => clip(q.ask(pen), 160)).slice(0, 6),
    imagePrompts: [
      {
        title: clip(title, 100),
        altText: clip(`${pen.A} and ${pen.B} under the headline “${title}”.`, 500),
        caption: clip(`${pen.A} or ${pen.B}: ${angleText(pair, recipe)}.`, 300),
        scene: scene(pair, angle, 0),
      },
      {
        title: clip(`${pen.A} for ${use}`, 100),
        altText: clip(`${pen.A}, the first of the two, with the title “${pen.A} for ${use}”.`, 500),
        caption: clip(`${best[0]}: ${pen.A}.`, 300),
        scene: scene(pair, angle, 1),
      },
      {
        title: clip(`${pen.B} for ${use}`, 100),
        altText: clip(`${pen.B}, the second of the two, with the title “${pen.B} for ${use}”.`, 500),
        caption: clip(`${best[1]}: ${pen.B}.`, 300),
        scene: scene(pair, angle, 2),
      },
    ],
    categories: [clip(pair.v.label, 40)],
    tags: [
      ...new Set([
        pen.A,
        pen.B,
        pair.v.kind.many,
        angle.keyword(pair.v),
        use.toLowerCase(),
        ...(recipe.secondary ? [recipe.secondary.use(pair.v).toLowerCase()] : []),
      ]),
    ]
      .map((tag) => clip(tag, 40))
      .slice(0, 8),
  };
}

/** Fewer words than this and a section is a heading over one general remark: it is left out. */
const THIN = 28;

/** An article of fewer sections than this takes spare ones, where they have something to say. */
const SECTIONS = 5;

/**
 * The sections worth a heading, written in order on a trial pen as the article will be: one whose
 * listings give it nothing to say beyond a general remark is left out, and spares, in their order,
 * make up the number (three are always kept).
 */
function substantial(sections: readonly Section[], spare: readonly Section[], trial: Pen): Section[] {
  // Two sections under one heading would be one section written twice (the writers find a section by
  // its heading): the later is left out.
  const headings = new Set<string>();
  const fresh = (section: Section) => {
    const heading = norm(section.heading(trial));
    if (headings.has(heading)) return false;
    headings.add(heading);
    return true;
  };
  const says = (section: Section) =>
    section.write(trial).join(' ').split(/\s+/).filter(Boolean).length >= THIN;
  const distinct = sections.filter(fresh);
  const kept = distinct.filter(says);
  for (const section of spare)
    if (kept.length < SECTIONS && fresh(section) && says(section)) kept.push(section);
  return kept.length >= 3 ? kept : distinct;
}

/** Paragraphs for a planned section the recipe does not know (a model's plan, an older checkpoint). */
function fromPoints(points: string[]): string[] {
  const sentence = (point: string) => {
    const text = point.trim().replace(/\s+/g, ' ');
    return /[.!?…]$/.test(text) ? text : `${text}.`;
  };
  return [para(...points.map(sentence))].filter(Boolean);
}

function articleBody(raw: unknown): ArticleBody {
  const input = raw as { products: Pair; plan: BlogPlan; subject?: SubjectChoice };
  const pair = pairing(input.products);
  const recipe = recipeFor(pair, input.subject?.angle, input.plan);
  const pen = penFor(pair, recipe);
  const parts = compose(pair, recipe, pen);
  const sections = input.plan.sections.map((section) => {
    const own = [...parts.sections, ...parts.spare].find(
      (candidate) => norm(candidate.heading(pen)) === norm(section.heading),
    );
    const written =
      own && norm(own.heading(pen)) === norm(section.heading) ? own.write(pen).filter(Boolean) : [];
    const paragraphs = written.length > 0 ? written : fromPoints(section.points);
    return {
      heading: section.heading,
      paragraphs:
        paragraphs.length > 0 ? paragraphs.slice(0, 4) : [`${pen.A} and ${pen.B} differ little here.`],
    };
  });
  return {
    intro: parts.intro(pen),
    sections,
    comparisonRows: pen.rows(bestForPair(pen, parts.closer)),
    product1: { pros: pen.pros(0), cons: pen.cons(0) },
    product2: { pros: pen.pros(1), cons: pen.cons(1) },
  };
}

function articleClosing(raw: unknown): ArticleClosing {
  const input = raw as { products: Pair; plan: BlogPlan; subject: SubjectChoice };
  const pair = pairing(input.products);
  const recipe = recipeFor(pair, input.subject?.angle, input.plan);
  const pen = penFor(pair, recipe);
  const parts = compose(pair, recipe, pen);
  const known = [...parts.faq, ...PRICE_QUESTIONS];
  const answers: string[] = [];
  const faq = input.plan.faqQuestions.map((question, index) => {
    const own = known.find((q) => norm(q.ask(pen)) === norm(question));
    let answer = own?.answer(pen);
    if (!answer && /price|cost|cheap|expensive|deal/i.test(question))
      answer = PRICE_QUESTIONS[index % PRICE_QUESTIONS.length]?.answer(pen);
    // A question of a plan we did not write: answer from the facts, one product per question.
    const side = (index % 2) as Side;
    const fallbacks = [
      para(
        pen.say(side, pen.lead(side)?.aspect ?? 'modes', index),
        `${pen.name(pen.other(side))} counters with ${pen.strength(pen.other(side))}.`,
      ),
      `${pen.A} leads with ${pen.strength(0)}, ${pen.B} with ${pen.strength(1)}; the sections above show how that plays out.`,
      para(pen.contrast(pen.edge(side)?.aspect ?? 'modes', index), `See the table above for the rest.`),
    ];
    for (const candidate of [answer, ...fallbacks])
      if (candidate && !answers.includes(candidate)) {
        answer = candidate;
        break;
      }
    const final = answer && !answers.includes(answer) ? answer : `${answer ?? ''} (${question})`.trim();
    answers.push(final);
    return { question, answer: final };
  });
  return { verdict: parts.verdict(pen), faq };
}

const englishWriters: Record<string, OfflineWriter> = {
  trends,
  subject,
  'pin-copy': pinCopy,
  plan,
  'article-body': articleBody,
  'article-closing': articleClosing,
};

/**
 * The offline model's writers: each task in the language its input asks for (tasks.ts passes the
 * run's), English or French (OFFLINE_LANGUAGES); a run in another language never gets here
 * (pipeline.ts fails it first), and a direct call is refused rather than answered in English.
 */
export const offlineWriters: Record<string, OfflineWriter> = {
  ...Object.fromEntries(
    Object.entries(englishWriters).map(([task, english]) => [
      task,
      (input: unknown) => {
        const language = (input as { language?: string } | undefined)?.language ?? 'en';
        if (language === 'en') return english(input);
        const french = frenchWriters[task];
        if (language === 'fr' && french) return french(input);
        throw new Error(`the offline writer writes English and French, not ${language}`);
      },
    ]),
  ),
  /**
   * The honesty step's rewrite: the offline writer does not rephrase, it drops each sentence that
   * claims use (its own writers claim none; this answers a model's that did, in any language).
   */
  'honest-rewrite': (input: unknown) => ({
    sentences: ((input as { sentences?: string[] }).sentences ?? []).map(() => ''),
  }),
};
