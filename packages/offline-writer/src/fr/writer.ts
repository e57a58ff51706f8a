/**
 * The French offline writers: the six tasks of a run (trends, subject, pins, plan, the article's two
 * halves) written in French from the product facts, on the French angles' schedule (recipes.ts), in
 * French typography. A listing in French is quoted as listed; one in English too, and its figures are
 * restated in French words (litres for quarts, °C for °F). The subject honours the campaign's pins'
 * results with the same preference as the English writer (angle-families.ts).
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
import type { OfflineWriter } from '../offline-model.ts';
import { clip, hash, para, type Side } from '../prose.ts';
import { nextRecipes } from '../recipe-schedule.ts';
import { pinDescriptions, recipeByHeadings } from '../shared.ts';
import { cherche, type Question, type Section } from './angle.ts';
import { QUESTIONS_PRIX } from './extras.ts';
import { faitSur, lireFiche } from './facts.ts';
import type { Plume } from './pen.ts';
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
import { majuscule, typeset } from './typography.ts';
import { kindOfProduct, vocabulaireFor } from './vocabulary.ts';

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
  const v = vocabulaireFor([facts(first), facts(second)]);
  return {
    names,
    v,
    fiches: [
      lireFiche(facts(first), names[0], kindOfProduct(first, v)),
      lireFiche(facts(second), names[1], kindOfProduct(second, v)),
    ],
  };
}

function history(input: { earlier?: EarlierRun[]; earlierSubjects?: string[] }): EarlierRun[] {
  return input.earlier ?? (input.earlierSubjects ?? []).map((subject) => ({ subject, angle: '' }));
}

/** The recipe a subject, plan or article follows: named by its angle text, else recognised by the plan's headings. */
function recipeFor(pair: Pairing, subjectAngle: string | undefined, plan?: BlogPlan): Recipe {
  const named = recipeNamed(pair, subjectAngle ?? plan?.angle);
  if (named) return named;
  if (plan) {
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
  const fitting = anglesFor(pair);
  const seed = subjectAngle ?? plan?.title ?? pair.names.join('|');
  return recipeAt(pair, hash(seed) % Math.max(1, fitting.length));
}

function trends(raw: unknown): TrendResearch {
  const input = raw as TrendInput;
  const pair = pairing(input.products);
  const angles = anglesFor(pair);
  const start = input.earlierSubjects.length;
  const chosen = [0, 1, 2, 3].map((k) => angles[(start + k) % angles.length]).filter((a) => a !== undefined);
  const fromPinterest = input.keywords.slice(0, 2).map((keyword) => ({
    keyword: clip(keyword, 80),
    angle: clip(`comment les deux se comparent pour ceux qui cherchent « ${clip(keyword, 60)} »`, 200),
    whyNow: 'C’est une recherche en hausse sur Pinterest cette semaine.',
  }));
  const audience = chosen[0]?.audience(pair.v) ?? 'les acheteurs';
  return typeset({
    trends: [
      ...fromPinterest,
      ...chosen.map((angle) => ({
        keyword: clip(angle.keyword(pair.v), 80),
        angle: clip(angle.angle(pair.v), 200),
        whyNow: clip(
          `${majuscule(angle.audience(pair.v))} comparent les ${pair.v.kind.plur} avant d’acheter.`,
          300,
        ),
      })),
    ].slice(0, 6),
    audience: clip(
      `${majuscule(audience)} et, plus largement, tous ceux qui comparent les ${pair.v.kind.plur} avant d’acheter.`,
      300,
    ),
  });
}

/** The recipe an earlier run took: its angle text, else (a subject of ours) a subject line an angle writes. */
function recipeOfRun(pair: Pairing, run: EarlierRun): Recipe | undefined {
  const named = recipeNamed(pair, run.angle);
  if (named) return named;
  const subject = norm(run.subject);
  for (const [index, angle] of anglesFor(pair).entries()) {
    const recipe: Recipe = { index, primary: angle, round: 0 };
    if (subjectLines(pair, recipe, penFor(pair, recipe)).some((line) => norm(line) === subject))
      return recipe;
  }
  return undefined;
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
  const known = runs.map((run) => recipeOfRun(pair, run));
  const newest = known.find((recipe) => recipe !== undefined);
  const takenTexts = new Set(runs.map((run) => norm(run.angle)).filter(Boolean));
  const takenFirst = new Set(
    known.flatMap((recipe) => (recipe && !recipe.secondary ? [recipe.primary] : [])),
  );
  const start = newest ? newest.index + 1 : runs.length;
  const taken = (recipe: Recipe) =>
    takenTexts.has(norm(angleText(pair, recipe))) || (!recipe.secondary && takenFirst.has(recipe.primary));
  const [recipe = recipeAt(pair, start)] = preferFamilies(
    nextRecipes(
      anglesFor(pair).length,
      recipeCount(pair),
      recipeAt(pair, start).index,
      (place) => recipeAt(pair, place),
      taken,
    ),
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
    clip(`${pen.A} vs ${pen.B} : ${recipe.primary.use(pair.v)}, épisode ${runs.length + 1}`, 100);
  const reason = reasonFor(pair, recipe);
  return typeset({
    subject: line,
    angle: clip(angleText(pair, recipe), 200),
    targetKeyword: clip(recipe.primary.keyword(pair.v).toLowerCase(), 80),
    reason: clip(steered ? `${steerReason(steered, 'fr')} ${reason}` : reason, 400),
    family: recipe.primary.family,
  });
}

/** A hashtag of our words: accents dropped, no spaces ("#friteusesanshuile"). */
const hashtag = (text: string) =>
  `#${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')}`;

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
    `${pen.A} ou ${pen.B} ? ${majuscule(use)}`,
    `${majuscule(use)} : ${pen.A} vs ${pen.B}`,
    `${pen.A} vs ${pen.B}, le comparatif ${use}`,
    `${pen.B} ou ${pen.A} : ${use}`,
  ].map((title) => clip(title, 100));
  const titles: string[] = [];
  for (const title of candidates)
    if (titles.length < 3 && !takenTitles.has(norm(title)) && !titles.some((t) => norm(t) === norm(title)))
      titles.push(title);
  for (let n = 2; titles.length < 3; n += 1)
    titles.push(clip(`${pen.A} vs ${pen.B} : ${use}, partie ${n}`, 100));
  const tags = [hashtag(pair.v.kind.plur), hashtag(use), '#comparatif'].join(' ');
  const closers = [
    'Le tableau comparatif et notre verdict sont dans l’article.',
    'Points forts, points faibles et verdict clair à l’intérieur.',
    'Lisez le comparatif complet avant d’acheter.',
    'Épinglez-le pour le jour où vous choisirez.',
    'Notre verdict et la FAQ sont à un clic.',
  ];
  const closer = compose(pair, recipe, pen).closer;
  const best = bestForPair(pen, closer);
  const descriptions = pinDescriptions(pen, {
    facts: (side) => pen.fiches[side].facts.length,
    lead: (index) =>
      index === 0
        ? angle.pinLine(pen)
        : index === 1
          ? `${majuscule(angleText(pair, recipe))} ?`
          : `${best[0]} : ${pen.A}. ${best[1]} : ${pen.B}.`,
    closers,
    salt: hash(angle.id),
    tags,
    taken: takenDescriptions,
    norm,
  });
  const looks = ['Une épingle titrée', 'Une grande épingle avec le titre', 'Une épingle qui annonce'];
  return typeset({
    pins: titles.map((title, index) => ({
      title,
      description: descriptions[index] ?? descriptions[0] ?? title,
      altText: clip(
        `${looks[index]} « ${title} », qui compare ${pen.le(0)} et ${pen.le(1)} pour ${angle.audience(pair.v)}.`,
        500,
      ),
    })),
  });
}

/** Lower-case ASCII words joined by hyphens: the slug hint. */
function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** A name for a tight title: without its brand when what remains is a model name of its own ("AirPods Pro 2"). */
function titleName(name: string, brand: string | undefined): string {
  const lead = brand && name.startsWith(`${brand} `) ? brand : name.split(' ')[0];
  const rest = lead ? name.slice(lead.length).trim() : name;
  return /[a-z][A-Z]|[A-Za-z]{7}/.test(rest) ? rest : name;
}

/** A title within `max` characters that keeps the subject's angle, rather than a clipped subject. */
function fitTitle(chosen: string, pen: Plume, pair: Pairing, recipe: Recipe, max: number): string {
  const use = recipe.primary.use(pair.v);
  const second = recipe.secondary?.use(pair.v);
  // Names without their brand, unless that leaves two alike ("Video Doorbell" twice).
  const brandless: [string, string] = [
    titleName(pen.A, pair.fiches[0].brand),
    titleName(pen.B, pair.fiches[1].brand),
  ];
  const [a, b] = brandless[0] === brandless[1] ? [pen.A, pen.B] : brandless;
  const tighter = (line: string) => [line, line.replace(pen.A, a).replace(pen.B, b)];
  const candidates = [
    ...tighter(chosen),
    ...subjectLines(pair, recipe, pen).flatMap(tighter),
    ...(second
      ? [
          `${pen.A} vs ${pen.B} : ${use} et ${second}`,
          `${a} vs ${b} : ${use} et ${second}`,
          `${a} ou ${b} : ${use}, ${second}`,
        ]
      : []),
    `${pen.A} vs ${pen.B} : ${use}`,
    `${a} vs ${b} : ${use}`,
    `${pen.A} vs ${pen.B}`,
  ];
  return candidates.find((title) => title.length > 0 && title.length <= max) ?? clip(chosen, max);
}

/** Fewer words than this and a section is a heading over one general remark: it is left out. */
const THIN = 28;
const SECTIONS = 5;

/** The sections worth a heading, written in order on a trial pen as the article will be. */
function substantial(sections: readonly Section[], spare: readonly Section[], trial: Plume): Section[] {
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
    ? `${angle.audience(pair.v)} et ${recipe.secondary.audience(pair.v)}`
    : angle.audience(pair.v);
  const parts = compose(pair, recipe, pen);
  const sections = substantial(parts.sections, parts.spare, penFor(pair, recipe)).map((section) => {
    const points: string[] = [];
    for (const side of [0, 1] as const)
      for (const aspect of section.aspects) {
        const fact = faitSur(pair.fiches[side], aspect);
        if (fact && points.length < 4) {
          points.push(clip(`${pen.nom(side)} : ${fact.line}`, 300));
          break;
        }
      }
    return {
      heading: clip(section.heading(pen), 120),
      points:
        points.length > 0
          ? points
          : [clip(`Comment ${pen.le(0)} et ${pen.le(1)} se comparent pour ${audience}`, 300)],
    };
  });
  const price = QUESTIONS_PRIX[recipe.index % QUESTIONS_PRIX.length] as Question;
  const use = angle.use(pair.v);
  const question = majuscule(angleText(pair, recipe));
  const best = bestForPair(pen, parts.closer);
  const compared = pen.ag('comparés', 'comparées', 'comparés', 'comparées');
  return typeset({
    title,
    slugHint: slugOf(title) || 'comparatif',
    // The readers named when they fit (a pairing's question is long).
    metaDescription:
      [
        `${question} ? ${majuscule(pen.le(0))} et ${pen.le(1)} ${compared} pour ${audience}.`,
        `${question} ? ${majuscule(pen.le(0))} et ${pen.le(1)} ${compared}.`,
      ].find((meta) => meta.length <= 160) ?? clip(`${question} ?`, 160),
    excerpt: clip(
      `${question} ? ${majuscule(pen.le(0))} et ${pen.le(1)} ${compared}. Au sommaire : ${sections
        .slice(0, 3)
        .map((s) => lowerHeading(s.heading, pen))
        .join(', ')}.`,
      300,
    ),
    sections,
    faqQuestions: [...parts.faq, price].map((q) => clip(q.ask(pen), 160)).slice(0, 6),
    imagePrompts: [
      {
        title: clip(title, 100),
        altText: clip(`${pen.Le(0)} et ${pen.le(1)} sous le titre « ${title} ».`, 500),
        caption: clip(`${pen.A} ou ${pen.B} : ${angleText(pair, recipe)}.`, 300),
        scene: scene(angle.mood, 0),
      },
      {
        title: clip(`${pen.A} : ${use}`, 100),
        altText: clip(`${pen.Le(0)}, le premier des deux, avec le titre « ${pen.A} : ${use} ».`, 500),
        caption: clip(`${best[0]} : ${pen.A}.`, 300),
        scene: scene(angle.mood, 1),
      },
      {
        title: clip(`${pen.B} : ${use}`, 100),
        altText: clip(`${pen.Le(1)}, le second des deux, avec le titre « ${pen.B} : ${use} ».`, 500),
        caption: clip(`${best[1]} : ${pen.B}.`, 300),
        scene: scene(angle.mood, 2),
      },
    ],
    categories: [clip(pair.v.label, 40)],
    tags: [
      ...new Set([
        pen.A,
        pen.B,
        cherche(pair.v),
        angle.keyword(pair.v),
        use,
        ...(recipe.secondary ? [recipe.secondary.use(pair.v)] : []),
      ]),
    ]
      .map((tag) => clip(tag, 40))
      .slice(0, 8),
  });
}

/** A heading inside a sentence: its first letter lowered unless it opens with a product's name. */
function lowerHeading(heading: string, pen: Plume): string {
  const text = heading.replace(/[\s\u00a0\u202f]*[?!]$/, '').trim();
  if (pen.names.some((name) => text.startsWith(name)) || /^\p{Lu}{2}/u.test(text)) return text;
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

const COMPOSITIONS = ['Plan large', 'Gros plan sur un détail', 'Vue de dessus'];

/** The scene an image model draws: the angle's mood, never the products (they are Amazon's). */
function scene(mood: string, index: number): string {
  return clip(
    `${majuscule(mood)}. ${COMPOSITIONS[index] ?? 'Plan large'}, photographie, lumière naturelle. Sans texte, sans logo, sans produit ni emballage.`,
    400,
  );
}

/** Paragraphs for a planned section the recipe does not know (a model's plan, an older checkpoint). */
function fromPoints(points: string[]): string[] {
  const sentence = (point: string) => {
    const text = point.trim().replace(/\s+/g, ' ');
    return /[.!?…»]$/.test(text) ? text : `${text}.`;
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
    const written = own ? own.write(pen).filter(Boolean) : [];
    const paragraphs = written.length > 0 ? written : fromPoints(section.points);
    return {
      heading: section.heading,
      paragraphs:
        paragraphs.length > 0
          ? paragraphs.slice(0, 4)
          : [`${pen.Le(0)} et ${pen.le(1)} diffèrent peu sur ce point.`],
    };
  });
  return typeset({
    intro: parts.intro(pen),
    sections,
    comparisonRows: pen.rows(bestForPair(pen, parts.closer)),
    product1: { pros: pen.pros(0), cons: pen.cons(0) },
    product2: { pros: pen.pros(1), cons: pen.cons(1) },
  });
}

function articleClosing(raw: unknown): ArticleClosing {
  const input = raw as { products: Pair; plan: BlogPlan; subject: SubjectChoice };
  const pair = pairing(input.products);
  const recipe = recipeFor(pair, input.subject?.angle, input.plan);
  const pen = penFor(pair, recipe);
  const parts = compose(pair, recipe, pen);
  const known = [...parts.faq, ...QUESTIONS_PRIX];
  const answers: string[] = [];
  const faq = input.plan.faqQuestions.map((question, index) => {
    const own = known.find((q) => norm(q.ask(pen)) === norm(question));
    let answer = own?.answer(pen);
    if (!answer && /prix|coût|cher|promo/i.test(question))
      answer = QUESTIONS_PRIX[index % QUESTIONS_PRIX.length]?.answer(pen);
    const side = (index % 2) as Side;
    const fallbacks = [
      para(
        pen.say(side, pen.lead(side)?.aspect ?? 'modes', index),
        `${pen.Le(pen.other(side))} ${pen.vb(pen.other(side), 'répond', 'répondent')} avec ${pen.strength(pen.other(side))}.`,
      ),
      `${pen.Le(0)} ${pen.vb(0, 'mise', 'misent')} sur ${pen.strength(0)}, ${pen.le(1)} sur ${pen.strength(1)} ; les parties ci-dessus détaillent ce que cela change.`,
      para(pen.contrast(pen.edge(side)?.aspect ?? 'modes', index), 'Le tableau ci-dessus résume le reste.'),
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
  return typeset({ verdict: parts.verdict(pen), faq });
}

export const frenchWriters: Record<string, OfflineWriter> = {
  trends,
  subject,
  'pin-copy': pinCopy,
  plan,
  'article-body': articleBody,
  'article-closing': articleClosing,
};
