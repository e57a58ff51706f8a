/**
 * The offline model's writers (integrations/ai/offline-model.ts): deterministic comparison content
 * built from the product facts, so `npm start` publishes a real article with no provider. Each run of
 * a campaign takes an angle none of its earlier runs took (offline-angles.ts, per product category),
 * and the plan, the article and the pins follow that angle's structure and wording; facts are read
 * from the listings with their casing (offline-facts.ts), and cons come only from real trade-offs.
 */
import type { OfflineWriter } from '../../../integrations/ai/offline-model.ts';
import {
  ANGLES,
  type Angle,
  moodOf,
  PRICE_QUESTIONS,
  type Question,
  type Section,
} from './offline-angles.ts';
import { type Vocabulary, vocabularyFor } from './offline-categories.ts';
import { factOn, type ProductBook, readProduct } from './offline-facts.ts';
import { capitalize, clip, hash, Pen, para, possessive, type Side, withArticle } from './offline-prose.ts';
import type {
  ArticleBody,
  ArticleClosing,
  BlogPlan,
  PinCopy,
  PlannedArticle,
  ProductFacts,
  SubjectChoice,
  TrendResearch,
} from './schemas.ts';
import type { EarlierRun, TrendInput } from './tasks.ts';

type Pair = [ProductFacts, ProductFacts];

/** Words that start a listing's description rather than its name ("… Wireless Earbuds with …"). */
const DESCRIPTIVE = new Set(
  'wireless bluetooth truly noise smart electric rechargeable single multi advanced with for and that featuring by in compatible portable quiet cordless digital programmable'.split(
    ' ',
  ),
);

/** Words of a product type, which end a name ("COSORI Pro LE Air Fryer", a slug's "COSORI Pro Fryer Dishwasher Safe"). */
const KIND_WORDS = new Set(
  'air fryer pressure cooker coffee espresso robot vacuum earbuds headphones tracker'.split(' '),
);

/** A product's short name: its brand and model ("Sony WF-1000XM5"), not the listing's keyword tail. */
export function shortName(product: { title: string; brand?: string }): string {
  const head = (product.title.split(/[,|(–—:]| - /)[0] ?? product.title).trim();
  const words: string[] = [];
  for (const word of head.split(/\s+/)) {
    if (words.length > 0 && DESCRIPTIVE.has(word.toLowerCase())) break;
    if (words.length >= 2 && KIND_WORDS.has(word.toLowerCase())) break;
    words.push(word);
    // A model number ends the name ("Pro 2", "WF-1000XM5", "7-in-1").
    if (words.length >= 2 && /\d/.test(word)) break;
    if (words.length === 5) break;
  }
  return clip(words.join(' ') || head, 40);
}

/** What every writer knows of a pair: names, category words and facts. */
interface Pairing {
  names: [string, string];
  v: Vocabulary;
  books: [ProductBook, ProductBook];
}

function pairing(products: readonly { title: string; brand?: string; features?: string[] }[]): Pairing {
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

/** The pen of an angle; a take after the first (the catalogue ran out) phrases it anew. */
function penFor(pair: Pairing, angle: Angle, take = 1): Pen {
  const seed = hash(`${pair.names.join('|')}|${angle.id}${take > 1 ? `|${take}` : ''}`);
  return new Pen(pair.books, pair.v, angle.focus, seed);
}

/** An angle as a run took it: the catalogue's, and which time (an angle is taken again only once all are). */
interface Take {
  angle: Angle;
  take: number;
}

/** " (take 2)": how an angle taken again is marked in the subject's angle text. */
const TAKE = /\s\(take (\d+)\)$/;

/** The angles that fit the pair, in an order of their own per pair (campaigns do not all start alike). */
function anglesFor(pair: Pairing): Angle[] {
  const fitting = ANGLES.filter((angle) => angle.fits(penFor(pair, angle)));
  const start = hash(pair.names.join('|')) % fitting.length;
  return [...fitting.slice(start), ...fitting.slice(0, start)];
}

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The catalogue angle a subject's angle text names (the offline subject writes it verbatim). */
function angleNamed(pair: Pairing, text: string | undefined): Take | undefined {
  if (!text) return undefined;
  const take = Number(TAKE.exec(text.trim())?.[1] ?? 1);
  const base = norm(text.trim().replace(TAKE, ''));
  const angle = ANGLES.find((entry) => norm(entry.angle(pair.v)) === base);
  return angle ? { angle, take } : undefined;
}

/** An angle for a plan or article whose subject is not in the catalogue: stable per text. */
function fallbackAngle(pair: Pairing, seed: string): Angle {
  const fitting = anglesFor(pair);
  return fitting[hash(seed) % fitting.length] ?? (ANGLES[0] as Angle);
}

/** The angle an earlier run took: its angle text, else a subject one of the angles writes. */
function angleOfRun(pair: Pairing, run: EarlierRun): Angle | undefined {
  const named = angleNamed(pair, run.angle);
  if (named) return named.angle;
  const subject = norm(run.subject);
  return ANGLES.find((angle) => {
    const pen = penFor(pair, angle);
    return angle.subjects.some((write) => norm(write(pen)) === subject);
  });
}

function history(input: { earlier?: EarlierRun[]; earlierSubjects?: string[] }): EarlierRun[] {
  return input.earlier ?? (input.earlierSubjects ?? []).map((subject) => ({ subject, angle: '' }));
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

/** Subject lines beyond an angle's own, for an angle taken again after the catalogue ran out. */
const MORE_SUBJECTS = [
  (p: Pen, use: string) => `${p.A} or ${p.B}? ${use}, Revisited`,
  (p: Pen, use: string) => `${use}: ${p.A} and ${p.B} Side by Side`,
  (p: Pen, use: string) => `${p.A} vs ${p.B}, a Second Look at ${use}`,
  (p: Pen, use: string) => `${use}: What Sets ${p.A} and ${p.B} Apart`,
];

function subject(raw: unknown): SubjectChoice {
  const input = raw as { products: Pair; earlier?: EarlierRun[]; earlierSubjects?: string[] };
  const pair = pairing(input.products);
  const runs = history(input);
  const taken = runs.map((run) => angleOfRun(pair, run));
  const angles = anglesFor(pair);
  // A fresh angle if one is left; else the one used longest ago (runs are newest first).
  const fresh = angles.find((angle) => !taken.includes(angle));
  const angle =
    fresh ?? [...angles].sort((x, y) => taken.indexOf(y) - taken.indexOf(x))[0] ?? (angles[0] as Angle);
  const uses = taken.filter((t) => t === angle).length;
  const pen = penFor(pair, angle, uses + 1);
  const used = new Set(runs.map((run) => norm(run.subject)));
  const use = angle.use(pair.v);
  // A first take opens with one of the angle's own lines, chosen per pair (titles of a campaign do not
  // all read "A vs B: Which…?"); a re-take with one written for coming back to a question.
  const own = angle.subjects.map((write) => clip(write(pen), 100));
  const start = hash(`${pair.names.join('|')}|${angle.id}`) % own.length;
  const opening = [...own.slice(start), ...own.slice(0, start)];
  const again = MORE_SUBJECTS.map((write) => clip(write(pen, use), 100));
  const lines =
    uses === 0 ? [...opening, ...again] : [...again.slice(uses - 1), ...again.slice(0, uses - 1), ...opening];
  const line =
    lines.find((candidate) => !used.has(norm(candidate))) ??
    clip(`${pen.A} vs ${pen.B}: ${use}, Take ${runs.length + 1}`, 100);
  const audience = angle.audience(pair.v);
  return {
    subject: line,
    angle: clip(`${angle.angle(pair.v)}${uses > 0 ? ` (take ${uses + 1})` : ''}`, 200),
    targetKeyword: clip(angle.keyword(pair.v).toLowerCase(), 80),
    reason: clip(
      `It answers ${possessive(audience)} question, ${angle.angle(pair.v)}, which no earlier article of this campaign took.`,
      400,
    ),
  };
}

/** The angle a subject, plan or article follows: named by the subject, else recognised by the plan's headings. */
function angleFor(pair: Pairing, subjectAngle: string | undefined, plan?: BlogPlan): Take {
  const named = angleNamed(pair, subjectAngle ?? plan?.angle);
  if (named) return named;
  if (plan) {
    const headings = plan.sections.map((section) => norm(section.heading));
    const byHeadings = ANGLES.find((angle) => {
      const pen = penFor(pair, angle);
      return angle.sections.every((section, index) => norm(section.heading(pen)) === headings[index]);
    });
    if (byHeadings) return { angle: byHeadings, take: 1 };
  }
  return { angle: fallbackAngle(pair, subjectAngle ?? plan?.title ?? pair.names.join('|')), take: 1 };
}

/**
 * What an article of an angle is made of. A first take is the angle's own; a later take (the
 * catalogue ran out) keeps the angle's intro, closing section and verdict and borrows the other
 * sections, FAQ and sign-off from three other angles, rotated per take, so it is no copy of the first.
 */
function composition(pair: Pairing, angle: Angle, take: number) {
  if (take <= 1)
    return { sections: angle.sections, faq: angle.faq, hint: angle.hint, signOff: angle.signOff };
  const fitting = anglesFor(pair);
  const others = fitting.filter((other) => other !== angle);
  // Each angle borrows from its own three (consecutive angles' windows do not overlap), moved on per take.
  const start = fitting.indexOf(angle) * 3 + (take - 2) * 5;
  const from = (k: number) => others[(start + k) % Math.max(1, others.length)] ?? angle;
  const [o1, o2, o3] = [from(0), from(1), from(2)];
  return {
    sections: [o1.sections[0], o2.sections[1], o3.sections[2], angle.sections[3]].filter(
      (section): section is Section => section !== undefined,
    ),
    faq: [o1.faq[0], o2.faq[1], o3.faq[2]].filter((q): q is Question => q !== undefined),
    hint: o2.hint,
    signOff: o3.signOff,
  };
}

function pinCopy(raw: unknown): { pins: PinCopy[] } {
  const input = raw as {
    products: Pair;
    subject: SubjectChoice;
    earlierPins?: { title: string; description: string }[];
  };
  const pair = pairing(input.products);
  const { angle, take } = angleFor(pair, input.subject.angle);
  const pen = penFor(pair, angle, take);
  const earlier = input.earlierPins ?? [];
  const takenTitles = new Set(earlier.map((pin) => norm(pin.title)));
  const takenDescriptions = new Set(earlier.map((pin) => norm(pin.description)));
  const use = angle.use(pair.v);
  const candidates = [
    ...angle.pins.map((write) => write(pen)),
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
  const describe = (index: number, attempt: number) => {
    const side = (index % 2) as Side;
    const fact = pen.ranked(side)[attempt % Math.max(1, pen.books[side].facts.length)];
    const detail =
      index === 2 ? pen.contrast(pen.edge(0)?.aspect ?? pen.edge(1)?.aspect ?? 'modes', attempt) : undefined;
    return clip(
      para(
        index === 0
          ? angle.pinLine(pen)
          : index === 1
            ? `${capitalize(angle.angle(pair.v))}?`
            : `${angle.bestFor(pen, 0)}: ${pen.A}. ${angle.bestFor(pen, 1)}: ${pen.B}.`,
        detail ?? (fact ? pen.state(side, fact, index + attempt) : undefined),
        closers[(index + attempt + hash(angle.id)) % closers.length],
        `${tags} #affiliate`,
      ),
      800,
    );
  };
  const descriptions: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    let text = describe(index, 0);
    for (
      let attempt = 1;
      attempt < 8 && (takenDescriptions.has(norm(text)) || descriptions.includes(text));
      attempt += 1
    )
      text = describe(index, attempt);
    descriptions.push(text);
  }
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
    `${capitalize(moodOf(angle, pair.v.category))}, with ${props}. ${COMPOSITIONS[index] ?? 'Wide shot'}, photographic, natural light. No text, no logos, no products or packaging.`,
    400,
  );
}

/** A title within `max` characters that keeps the subject's angle, rather than a clipped subject. */
function fitTitle(chosen: string, pen: Pen, angle: Angle, max: number): string {
  const use = angle.use(pen.v);
  const candidates = [
    chosen,
    ...angle.subjects.map((write) => write(pen)),
    `${pen.A} vs ${pen.B} for ${use}`,
    `${use}: ${pen.A} or ${pen.B}?`,
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
  const { angle, take } = angleFor(pair, chosen.angle);
  const pen = penFor(pair, angle, take);
  const title = fitTitle(chosen.subject, pen, angle, 70);
  const audience = angle.audience(pair.v);
  const parts = composition(pair, angle, take);
  const sections = parts.sections.map((section) => {
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
  const price = PRICE_QUESTIONS[(ANGLES.indexOf(angle) + take - 1) % PRICE_QUESTIONS.length] as Question;
  const use = angle.use(pair.v);
  return {
    title,
    slugHint: slugOf(title) || 'comparison',
    metaDescription: clip(
      `${capitalize(angle.angle(pair.v))}? ${pen.A} and ${pen.B} compared for ${audience}.`,
      160,
    ),
    excerpt: clip(
      `${capitalize(angle.angle(pair.v))}: ${pen.A} and ${pen.B}, compared on ${sections
        .slice(0, 3)
        .map((s) => s.heading.charAt(0).toLowerCase() + s.heading.slice(1))
        .join(', ')}.`,
      300,
    ),
    sections,
    faqQuestions: [...parts.faq, price].map((q) => clip(q.ask(pen), 160)),
    imagePrompts: [
      {
        title: clip(title, 100),
        altText: clip(`${pen.A} and ${pen.B} under the headline “${title}”.`, 500),
        caption: clip(`${pen.A} or ${pen.B}: ${angle.angle(pair.v)}.`, 300),
        scene: scene(pair, angle, 0),
      },
      {
        title: clip(`${pen.A} for ${use}`, 100),
        altText: clip(`${pen.A}, the first of the two, with the title “${pen.A} for ${use}”.`, 500),
        caption: clip(`${angle.bestFor(pen, 0)}: ${pen.A}.`, 300),
        scene: scene(pair, angle, 1),
      },
      {
        title: clip(`${pen.B} for ${use}`, 100),
        altText: clip(`${pen.B}, the second of the two, with the title “${pen.B} for ${use}”.`, 500),
        caption: clip(`${angle.bestFor(pen, 1)}: ${pen.B}.`, 300),
        scene: scene(pair, angle, 2),
      },
    ],
    categories: [clip(pair.v.label, 40)],
    tags: [...new Set([pen.A, pen.B, pair.v.kind.many, angle.keyword(pair.v), use.toLowerCase()])]
      .map((tag) => clip(tag, 40))
      .slice(0, 8),
  };
}

/** Paragraphs for a planned section the angle does not know (a model's plan, an older checkpoint). */
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
  const { angle, take } = angleFor(pair, input.subject?.angle, input.plan);
  const pen = penFor(pair, angle, take);
  const parts = composition(pair, angle, take);
  const sections = input.plan.sections.map((section, index) => {
    const own = parts.sections[index];
    const written =
      own && norm(own.heading(pen)) === norm(section.heading) ? own.write(pen).filter(Boolean) : [];
    const paragraphs = written.length > 0 ? written : fromPoints(section.points);
    return {
      heading: section.heading,
      paragraphs: paragraphs.length > 0 ? paragraphs : [`${pen.A} and ${pen.B} differ little here.`],
    };
  });
  return {
    intro: para(angle.intro(pen), parts.hint(pen)),
    sections,
    comparisonRows: pen.rows([angle.bestFor(pen, 0), angle.bestFor(pen, 1)]),
    product1: { pros: pen.pros(0), cons: pen.cons(0) },
    product2: { pros: pen.pros(1), cons: pen.cons(1) },
  };
}

function articleClosing(raw: unknown): ArticleClosing {
  const input = raw as { products: Pair; plan: BlogPlan; subject: SubjectChoice };
  const pair = pairing(input.products);
  const { angle, take } = angleFor(pair, input.subject?.angle, input.plan);
  const pen = penFor(pair, angle, take);
  const parts = composition(pair, angle, take);
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
  return { verdict: para(angle.verdict(pen), parts.signOff(pen)), faq };
}

export const offlineWriters: Record<string, OfflineWriter> = {
  trends,
  subject,
  'pin-copy': pinCopy,
  plan,
  'article-body': articleBody,
  'article-closing': articleClosing,
};
