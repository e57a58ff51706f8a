/**
 * Filing a post as its blogger would: in the blog's category that fits the article best by topic, and
 * in a category the plan names when the blog has it ("Reviews"). Each category's words (name and slug)
 * are scored against what the article is about: the plan's categories, its tags and the products'
 * names, each also standing for the topics it belongs to (earbuds are audio and tech, an air fryer is
 * kitchen and cooking). The default category (Uncategorized) is never a choice: it is what WordPress
 * gives a post that fits nothing.
 */
import { decodeEntities } from '../../lib/plain-text.ts';

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryClues {
  /** The plan's categories, the main one first: what the writer would file the article under. */
  planCategories: string[];
  tags: string[];
  productTitles: string[];
}

/**
 * A score from which a category is what the blogger would choose (a plan category's or a tag's word,
 * or a topic a plan category implies); below it a category is only the closest there is.
 */
export const GOOD_FIT = 2;

/** How much a word weighs by where it comes from: the plan's own categories say the most. */
const WEIGHTS = { planCategory: 3, tag: 2, product: 1 } as const;
/** A topic implied by a word ("earbuds" → audio) counts less than the word itself. */
const IMPLIED = 0.75;
/** A compound name's words before its last ("Home" in "Home Office") only say what kind of it. */
const MODIFIER = 0.5;
/** Names that join topics ("Tech & Audio", "Home and Garden"): each word is a topic of its own. */
const JOINED = /&|\band\b|\+|\/|,/i;
/** At most this many categories for a post: its topic and what the plan calls it. */
const MAX_CATEGORIES = 2;

/** The blog's default category, whatever it is called there. */
const DEFAULT_CATEGORY = { id: 1, slug: 'uncategorized' };

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'with',
  'in',
  'on',
  'to',
  'by',
  'or',
  'vs',
  'versus',
  'your',
  'my',
  'best',
  'top',
  'new',
]);

/** A plural or a gerund reduced to its stem, enough for "Headphones" to meet "headphone". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  return word;
}

/** The meaningful words of a name, a slug or a title, as stems (`Kitchen &amp; Cooking` → kitchen, cook). */
export function categoryWords(text: string): string[] {
  return decodeEntities(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map(stem);
}

const KITCHEN = [
  'fryer',
  'blender',
  'coffee',
  'espresso',
  'cooker',
  'cookware',
  'pan',
  'knife',
  'knives',
  'toaster',
  'kettle',
  'mixer',
  'oven',
  'microwave',
  'grill',
  'juicer',
  'pot',
  'dishwasher',
  'fridge',
  'refrigerator',
  'food',
  'recipe',
  'baking',
  'kitchen',
  'cooking',
  'cook',
];
const TECH = [
  'laptop',
  'tablet',
  'phone',
  'smartphone',
  'computer',
  'camera',
  'monitor',
  'keyboard',
  'mouse',
  'router',
  'charger',
  'gadget',
  'smart',
  'electronic',
  'ereader',
  'kindle',
  'tv',
  'television',
  'drone',
  'console',
  'earbuds',
  'headphones',
  'speaker',
  'smartwatch',
  'bluetooth',
  'wireless',
  'usb',
  'tech',
];
const READING = ['kindle', 'kobo', 'ereader', 'book', 'reading'];

/** Topic words a blog names categories after, and the words of products that belong to them. */
const TOPICS: Record<string, string[]> = {
  audio: [
    'headphones',
    'earbuds',
    'earphones',
    'airpods',
    'speaker',
    'soundbar',
    'headset',
    'microphone',
    'turntable',
    'amplifier',
    'sound',
    'music',
    'noise',
    'audio',
  ],
  tech: TECH,
  technology: TECH,
  electronics: TECH,
  gadgets: TECH,
  kitchen: KITCHEN,
  cooking: KITCHEN,
  food: KITCHEN,
  fitness: [
    'tracker',
    'treadmill',
    'dumbbell',
    'kettlebell',
    'yoga',
    'exercise',
    'workout',
    'gym',
    'running',
    'bike',
    'cycling',
    'rower',
    'smartwatch',
    'sport',
    'training',
    'fitness',
  ],
  office: [
    'desk',
    'chair',
    'monitor',
    'keyboard',
    'mouse',
    'webcam',
    'printer',
    'ergonomic',
    'standing',
    'office',
  ],
  home: [
    'vacuum',
    'roomba',
    'robovac',
    'doorbell',
    'thermostat',
    'lamp',
    'mattress',
    'purifier',
    'humidifier',
    'cleaning',
    'furniture',
    'home',
  ],
  garden: ['mower', 'lawn', 'hose', 'trimmer', 'plant', 'patio', 'garden'],
  beauty: ['toothbrush', 'shaver', 'razor', 'hair', 'skincare', 'makeup', 'beauty'],
  health: ['toothbrush', 'scale', 'massager', 'thermometer', 'sleep', 'health'],
  pets: ['dog', 'cat', 'pet', 'litter', 'leash', 'aquarium'],
  baby: ['stroller', 'crib', 'diaper', 'toddler', 'baby'],
  travel: ['luggage', 'suitcase', 'backpack', 'camping', 'tent', 'travel'],
  gaming: ['console', 'controller', 'playstation', 'xbox', 'nintendo', 'gaming'],
  books: READING,
  reading: READING,
};

/**
 * French: a French article's words (accents dropped) and a French blog's category names, with the
 * topics they belong to ("friteuse" is kitchen, a blog's "Maison" is home).
 */
const FRENCH_WORDS: Record<string, string[]> = {
  kitchen: [
    'cuisine',
    'friteuse',
    'autocuiseur',
    'multicuiseur',
    'cafetiere',
    'expresso',
    'mixeur',
    'recette',
  ],
  audio: ['ecouteurs', 'casque', 'enceinte', 'musique'],
  fitness: ['bracelet', 'montre', 'sport', 'entrainement'],
  office: ['bureau', 'clavier', 'souris', 'ecran'],
  home: ['maison', 'aspirateur', 'sonnette', 'menage'],
  beauty: ['beaute', 'brosse', 'rasoir', 'soin', 'hygiene'],
  health: ['sante', 'brosse', 'hygiene'],
  reading: ['liseuse', 'livre', 'lecture'],
};
const FRENCH_TOPICS: Record<string, string> = {
  cuisine: 'kitchen',
  maison: 'home',
  sport: 'fitness',
  bureau: 'office',
  beaute: 'beauty',
  sante: 'health',
  lecture: 'reading',
  livres: 'books',
};
for (const [topic, words] of Object.entries(FRENCH_WORDS)) TOPICS[topic]?.push(...words);
for (const [french, topic] of Object.entries(FRENCH_TOPICS))
  TOPICS[french] = [...(TOPICS[topic] ?? []), french];

/** By word stem: the topics (as stems) it belongs to. */
const TOPICS_OF = new Map<string, Set<string>>();
for (const [topic, members] of Object.entries(TOPICS)) {
  for (const member of members) {
    const key = stem(member);
    const topics = TOPICS_OF.get(key) ?? new Set<string>();
    topics.add(stem(topic));
    TOPICS_OF.set(key, topics);
  }
}

interface Clue {
  weight: number;
  /** The clue's own words. */
  words: Set<string>;
  /** The topics its words imply. */
  topics: Set<string>;
}

function clue(text: string, weight: number): Clue {
  const words = new Set(categoryWords(text));
  const topics = new Set<string>();
  for (const word of words) for (const topic of TOPICS_OF.get(word) ?? []) topics.add(topic);
  return { weight, words, topics };
}

const phraseOf = (text: string) => categoryWords(text).join(' ');

export interface RankedCategory extends BlogCategory {
  score: number;
  /** Word for word a category the plan names (`Kitchen &amp; Cooking` is "Kitchen and cooking"). */
  named: boolean;
}

/** The blog's categories that fit at all, the best first; never the default category. */
export function rankCategories(categories: BlogCategory[], clues: CategoryClues): RankedCategory[] {
  const all = [
    ...clues.planCategories.map((text) => clue(text, WEIGHTS.planCategory)),
    ...clues.tags.map((text) => clue(text, WEIGHTS.tag)),
    ...clues.productTitles.map((text) => clue(text, WEIGHTS.product)),
  ];
  const planned = new Set(clues.planCategories.map(phraseOf).filter(Boolean));
  const ranked: RankedCategory[] = [];
  for (const category of categories) {
    if (category.id === DEFAULT_CATEGORY.id || category.slug === DEFAULT_CATEGORY.slug) continue;
    const nameWords = categoryWords(category.name);
    const words = new Set([...nameWords, ...categoryWords(category.slug)]);
    // "Home Office" is an office: a vacuum cleaner (a home thing) does not fit it as well as a desk.
    const head =
      nameWords.length > 1 && !JOINED.test(decodeEntities(category.name)) ? nameWords.at(-1) : undefined;
    let score = 0;
    // Each of the category's words counts once, by its strongest clue: a long product title does
    // not outweigh the plan's word for the same thing.
    for (const word of words) {
      let best = 0;
      for (const { weight, words: own, topics } of all) {
        if (own.has(word)) best = Math.max(best, weight);
        else if (topics.has(word)) best = Math.max(best, weight * IMPLIED);
      }
      score += head !== undefined && word !== head ? best * MODIFIER : best;
    }
    const named = planned.has(phraseOf(category.name)) || planned.has(phraseOf(category.slug));
    if (score > 0 || named) ranked.push({ ...category, score, named });
  }
  // Equal scores: the category with fewer words is the more specific (its every word fitted).
  return ranked.sort(
    (a, b) =>
      b.score - a.score ||
      categoryWords(a.name).length - categoryWords(b.name).length ||
      a.name.localeCompare(b.name),
  );
}

export interface CategoryChoice {
  /** The best category by topic (a GOOD_FIT) and those the plan names; empty when nothing fits. */
  fitting: BlogCategory[];
  /** When nothing fits: the closest category there is, if any scores at all. */
  closest?: BlogCategory;
}

/** What the post is filed under among the blog's categories (the caller may create one when none fits). */
export function chooseCategories(categories: BlogCategory[], clues: CategoryClues): CategoryChoice {
  const ranked = rankCategories(categories, clues);
  const topical = ranked.find((category) => !category.named && category.score >= GOOD_FIT);
  const fitting = [...(topical ? [topical] : []), ...ranked.filter((category) => category.named)].slice(
    0,
    MAX_CATEGORIES,
  );
  const plain = ({ id, name, slug }: BlogCategory) => ({ id, name, slug });
  if (fitting.length > 0) return { fitting: fitting.map(plain) };
  const [closest] = ranked;
  return { fitting: [], ...(closest ? { closest: plain(closest) } : {}) };
}
