/**
 * The English phrasebook of the offline writer's engine (engine.ts): its recipes (recipes.ts, over
 * the angles of angles.ts), the pen that writes about the facts (prose.ts), and the phrases the
 * engine writes around them: pins' titles and closing lines, the plan's points, meta description and
 * pictures, the answers to a question we did not ask.
 */
import { type Angle, moodOf, PRICE_QUESTIONS } from './angles.ts';
import { type Vocabulary, vocabularyFor } from './categories.ts';
import { listingsOf, type Phrasebook, type ProductsInput, titleNames } from './engine.ts';
import { factOn, readProduct } from './facts.ts';
import { capitalize, clip, type Pen, para, withArticle } from './prose.ts';
import { englishRecipes, type Pairing } from './recipes.ts';

/** What the writers know of a pair (exported for the tests that walk every angle of a pair). */
export function pairing(products: ProductsInput): Pairing {
  const { listings, names } = listingsOf(products);
  return {
    names,
    v: vocabularyFor(listings),
    books: [readProduct(listings[0], names[0]), readProduct(listings[1], names[1])],
  };
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

const LOOKS = ['A pin headed', 'A tall pin with the title', 'A pin that reads'];

/**
 * Each angle's topic as people search it on Pinterest (issue 32): one word or an established tag;
 * an angle without one gets none (no hashtag made of its words).
 */
const PIN_TOPICS: Record<string, string> = {
  'first-timer': '#beginners',
  'small-space': '#smallspaceliving',
  household: '#familylife',
  'long-haul': '#buyitforlife',
  gift: '#giftideas',
  upgrade: '#upgrade',
  daily: '#dailyroutine',
  care: '#cleaningtips',
  comfort: '#comfort',
  'on-the-go': '#travel',
  tech: '#smarthome',
  calls: '#workfromhome',
  workout: '#workout',
  night: '#sleep',
  privacy: '#privacy',
};

/** The health angle's tag depends on what the products are for. */
const healthTag = (v: Pairing['v']) => (v.category === 'kitchen' ? '#healthycooking' : '#health');
const pinTopic = (angle: Angle, v: Pairing['v']) =>
  angle.id === 'healthy' ? healthTag(v) : PIN_TOPICS[angle.id];

/** Every hashtag English pins may carry besides a product kind's (the pin text rules' test). */
export const ENGLISH_PIN_TOPICS: ReadonlySet<string> = new Set([
  '#productcomparison',
  '#healthycooking',
  '#health',
  ...Object.values(PIN_TOPICS),
]);

/** A product kind as a hashtag: "air fryers" → #airfryers. */
export const kindTag = (kind: string) => `#${kind.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;

/** What follows "A vs B" in a search for each angle (issue 31); an angle not listed: "for" its use. */
const SEARCHED_FOR: Record<string, (v: Pairing['v']) => string> = {
  'first-timer': () => 'for beginners',
  'small-space': (v) => `for a small ${v.room}`,
  household: () => 'for a busy household',
  'long-haul': () => 'which lasts longer',
  gift: () => 'as a gift',
  upgrade: () => 'as an upgrade',
  daily: () => 'for everyday use',
  care: () => 'which is easier to clean',
  results: () => 'which performs better',
  quiet: () => 'which is quieter',
  comfort: () => 'which is more comfortable',
  'on-the-go': () => 'for travel',
  healthy: (v) => (v.category === 'kitchen' ? 'for healthier cooking' : 'for health'),
  tech: () => 'smart features',
  versatile: () => 'which does more',
  calls: () => 'for calls',
  workout: () => 'for workouts',
  night: () => 'for night use',
  privacy: () => 'for privacy',
  design: () => 'which looks better',
  speed: () => 'which is faster',
};

const searchedFor = (angle: Angle, v: Pairing['v']) =>
  SEARCHED_FOR[angle.id]?.(v) ?? `for ${angle.use(v).toLowerCase()}`;

export const english: Phrasebook<Pen, Angle, Pairing> = {
  language: 'en',
  recipes: englishRecipes,
  pairing,
  typeset: (value) => value,
  capitalize,

  searchedAngle: (keyword) => `how the two compare for people searching “${keyword}”`,
  searchedWhyNow: 'It is trending in Pinterest searches this week.',
  whyNow: (angle, v) => `${capitalize(angle.audience(v))} compare ${v.kind.many} before they buy.`,
  audienceLine: (first, v) =>
    `${capitalize(first?.audience(v) ?? 'shoppers')} choosing ${withArticle(v.kind.one)}.`,

  // The names a searcher types: without their brands where a model name stands alone.
  searchPhrase: (pen, pair, recipe) => {
    const [a, b] = titleNames(pen, [pair.books[0].brand, pair.books[1].brand]);
    return `${a} vs ${b} ${searchedFor(recipe.primary, pair.v)}${recipe.secondary ? ` and ${searchedFor(recipe.secondary, pair.v)}` : ''}`;
  },
  takeLine: (pen, use, run) => `${pen.A} vs ${pen.B}: ${use}, Take ${run}`,

  pinTitles: (pen, use) => [
    `${pen.A} or ${pen.B}? ${use}`,
    `${use}: ${pen.A} vs ${pen.B}`,
    `${pen.A} vs ${pen.B}, Compared for ${use}`,
    `${pen.B} or ${pen.A}: ${use}`,
  ],
  pinTitlePart: (pen, use, part) => `${pen.A} vs ${pen.B}: ${use}, Part ${part}`,
  pinTags: (v, angle) =>
    [kindTag(v.kind.many), pinTopic(angle, v), '#productcomparison'].filter(Boolean).join(' '),
  pinClosers: [
    'The side-by-side table and our verdict are in the article.',
    'Pros, cons and a clear verdict inside.',
    'Read the full comparison before you buy.',
    'Save this for when you are ready to choose.',
    'Our verdict and the FAQ are one tap away.',
  ],
  question: (text) => `${capitalize(text)}?`,
  picks: (pen, best) => `${best[0]}: ${pen.A}. ${best[1]}: ${pen.B}.`,
  factCount: (pen, side) => pen.books[side].facts.length,
  pinAlt: (index, title, pen, audience) =>
    `${LOOKS[index]} “${title}”, comparing ${pen.A} and ${pen.B} for ${audience}.`,

  titles(chosen, pen, pair, recipe) {
    const use = recipe.primary.use(pen.v);
    const second = recipe.secondary?.use(pen.v);
    // A pairing's title names both its angles, so two runs of a campaign never share a title; long
    // product names give up their brand where the model's name stays recognisable ("AirPods Pro 2").
    const [a, b] = titleNames(pen, [pair.books[0].brand, pair.books[1].brand]);
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
    return [
      ...tighter(chosen),
      ...englishRecipes.subjectLines(pair, recipe, pen).flatMap(tighter),
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
  },
  and: (first, second) => `${first} and ${second}`,
  factLine: (pair, side, aspect) => factOn(pair.books[side], aspect)?.line,
  point: (pen, side, line) => `${pen.name(side)}: ${line}`,
  pointless: (pen, audience) => `How ${pen.A} and ${pen.B} compare for ${audience}`,
  firstHand: 'What I Know First-Hand',
  metaDescription: (question, pen, audience) =>
    clip(`${question}? ${pen.A} and ${pen.B} compared for ${audience}.`, 160),
  excerpt: (question, pen, headings) =>
    `${question}: ${pen.A} and ${pen.B}, compared on ${headings
      .map((heading) => heading.charAt(0).toLowerCase() + heading.slice(1))
      .join(', ')}.`,
  imageTitle: (pen, side, use) => `${pen.name(side)} for ${use}`,
  imageAlt: (pen, index, shown) =>
    [
      `${pen.A} and ${pen.B} under the headline “${shown}”.`,
      `${pen.A}, the first of the two, with the title “${shown}”.`,
      `${pen.B}, the second of the two, with the title “${shown}”.`,
    ][index] ?? '',
  imageCaption: (pen, index, best, angleText) =>
    [`${pen.A} or ${pen.B}: ${angleText}.`, `${best[0]}: ${pen.A}.`, `${best[1]}: ${pen.B}.`][index] ?? '',
  scene(pair, angle, index) {
    const props = PROPS[pair.v.category][index] ?? PROPS.general[0];
    return clip(
      `${capitalize(moodOf(angle, pair.v))}, with ${props}. ${COMPOSITIONS[index] ?? 'Wide shot'}, photographic, natural light. No text, no logos, no products or packaging.`,
      400,
    );
  },
  tags: (pen, pair, recipe, use) => [
    pen.A,
    pen.B,
    pair.v.kind.many,
    recipe.primary.keyword(pair.v),
    use.toLowerCase(),
    ...(recipe.secondary ? [recipe.secondary.use(pair.v).toLowerCase()] : []),
  ],
  slugFallback: 'comparison',
  priceQuestions: PRICE_QUESTIONS,

  differLittle: (pen) => `${pen.A} and ${pen.B} differ little here.`,
  asksPrice: /price|cost|cheap|expensive|deal/i,
  faqFallbacks: (pen, side, index) => [
    para(
      pen.say(side, pen.lead(side)?.aspect ?? 'modes', index),
      `${pen.name(pen.other(side))} counters with ${pen.strength(pen.other(side))}.`,
    ),
    `${pen.A} leads with ${pen.strength(0)}, ${pen.B} with ${pen.strength(1)}; the sections above show how that plays out.`,
    para(pen.contrast(pen.edge(side)?.aspect ?? 'modes', index), `See the table above for the rest.`),
  ],
};
