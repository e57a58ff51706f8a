/**
 * The product categories the offline writer knows, read from the listings' titles and features, and
 * the words an article about each uses: where the product lives (a kitchen counter, a desk, the
 * bathroom), what using it is called, who buys it. The angle catalogue (angles.ts) writes with
 * these, so a heading about an air fryer talks about counters and dinners, never about travel.
 */
import type { Aspect } from './facts.ts';

export type CategoryId =
  | 'kitchen'
  | 'audio'
  | 'fitness'
  | 'office'
  | 'smart-home'
  | 'personal-care'
  | 'general';

/**
 * The keys a text may be written for, most specific first: a product kind whose texts differ from its
 * category's (headphones are not earbuds: no ear tips, a headband; a doorbell has no brushes), then
 * the category, then 'general'. `per` (angles.ts) and the explainers take the first given.
 */
export type TextKey =
  | CategoryId
  | 'earbuds'
  | 'headphones'
  | 'air-fryer'
  | 'multicooker'
  | 'vacuum'
  | 'speaker'
  | 'doorbell'
  | 'e-reader'
  | 'coffee';

export interface Kind {
  /** "air fryer", "pair of earbuds". */
  one: string;
  /** "air fryers", "earbuds". */
  many: string;
}

export interface Vocabulary {
  category: CategoryId;
  /** The text keys of this pair, most specific first, ending with 'general'. */
  texts: readonly TextKey[];
  /** The blog category the post is filed under. */
  label: string;
  kind: Kind;
  /** Where it lives: "kitchen", "desk", "home", "bathroom". */
  room: string;
  /** The surface it takes up: "counter", "desk", "shelf". */
  surface: string;
  /** One use of it, with its article: "a weeknight dinner", "a long listening session". */
  session: string;
  /** Using it, as a gerund: "cooking", "listening". */
  activity: string;
  /** Its users: "home cooks", "listeners". */
  people: string;
  /** What it is judged by: "how the food turns out", "the sound". */
  result: string;
  /** What a buyer moves up from: "an oven and a frying pan", "older earbuds". */
  before: string;
  /** Keeping it in shape, as a noun phrase: "a wash of the basket or pot after each meal". */
  care: string;
  /** What usually ends its life: "a coating, a seal or a fan". */
  wears: string;
  /** Who it suits as a present. */
  giftFor: string;
  /** The aspects that matter most in this category, in order: the table's default order. */
  aspects: readonly Aspect[];
}

const PATTERNS: readonly [CategoryId, RegExp][] = [
  [
    'kitchen',
    /air fryer|\bfryer|pressure cooker|instant pot|multi-?cooker|slow cooker|coffee|espresso|blender|toaster|kettle|microwave|\boven\b|stand mixer|food processor|rice cooker|juicer|\bgrill\b|waffle|cookware|dehydrat|sous vide|nespresso|keurig|\bquarts?\b|\bqt\b|recipes?|cooking/gi,
  ],
  [
    'audio',
    /earbuds?|headphones?|earphones?|in-ear|over-ear|soundbar|noise[- ]cancel|hi-res|airpods|\bANC\b|listening|ear tips/gi,
  ],
  [
    'fitness',
    /fitness|activity tracker|smartwatch|smart watch|heart[- ]rate|treadmill|dumbbell|kettlebell|yoga|exercise|rowing|resistance band|workouts?|\bGPS\b|sleep tracking/gi,
  ],
  [
    'office',
    /keyboard|\bmouse\b|monitor\b|webcam|\bdesk\b|office chair|laptop stand|docking|ergonomic|printer|keycaps|typing/gi,
  ],
  [
    'smart-home',
    /alexa|google assistant|smart home|smart speaker|doorbell|security camera|robot vacuum|robovac|roomba|vacuum|thermostat|smart plug|smart bulb|echo dot|nest mini|video doorbell/gi,
  ],
  [
    'personal-care',
    /toothbrush|sonicare|oral-b|hair dryer|straightener|curling|shaver|razor|trimmer|epilator|skincare|facial|\bplaque\b|brush head|beard/gi,
  ],
];

/** The category with the most evidence: a title's words count three times a feature's. */
export function detectCategory(products: readonly { title: string; features?: string[] }[]): CategoryId {
  let best: { id: CategoryId; score: number } = { id: 'general', score: 0 };
  for (const [id, pattern] of PATTERNS) {
    let score = 0;
    for (const product of products) {
      score += 3 * (product.title.match(pattern)?.length ?? 0);
      for (const feature of product.features ?? []) score += feature.match(pattern)?.length ?? 0;
    }
    if (score > best.score) best = { id, score };
  }
  return best.id;
}

/** Over-ear and on-ear headphones, told apart from earbuds by their titles' words and model codes. */
const HEADPHONES = /over-?ear|on-?ear|\bWH-\w|airpods max|headband|ear ?cushions|\bheadphones?\b/i;
const EARBUDS = /earbuds?|earphones?|in-?ear|\bbuds\b|\bWF-\w|airpods|ear ?tips|charging case/i;
/** Words that settle it whatever else the title says ("Wireless Earbuds … Bluetooth Headphones" are earbuds). */
const SURELY_HEADPHONES = /over-?ear|on-?ear|\bWH-\w|airpods max|headband|ear ?cushions/i;

/** Whether an audio listing is a pair of headphones or of earbuds (its title first, then its lines). */
export function audioForm(product: {
  title: string;
  features?: string[];
}): 'earbuds' | 'headphones' | undefined {
  for (const text of [product.title, (product.features ?? []).join(' ')]) {
    if (SURELY_HEADPHONES.test(text)) return 'headphones';
    if (EARBUDS.test(text)) return 'earbuds';
    if (HEADPHONES.test(text)) return 'headphones';
  }
  return undefined;
}

const KINDS: readonly [RegExp, Kind][] = [
  [/pressure cooker/i, { one: 'pressure cooker', many: 'pressure cookers' }],
  [/air fryer|\bfryer/i, { one: 'air fryer', many: 'air fryers' }],
  [/espresso|coffee/i, { one: 'coffee maker', many: 'coffee makers' }],
  [/blender/i, { one: 'blender', many: 'blenders' }],
  [/fitness tracker|activity tracker|\btracker\b/i, { one: 'fitness tracker', many: 'fitness trackers' }],
  [/smartwatch|smart watch|\bwatch\b/i, { one: 'smartwatch', many: 'smartwatches' }],
  [/keyboard/i, { one: 'keyboard', many: 'keyboards' }],
  [/\bmouse\b/i, { one: 'mouse', many: 'mice' }],
  [/webcam/i, { one: 'webcam', many: 'webcams' }],
  [/monitor\b/i, { one: 'monitor', many: 'monitors' }],
  [/robot vacuum|robovac|roomba/i, { one: 'robot vacuum', many: 'robot vacuums' }],
  [/doorbell/i, { one: 'video doorbell', many: 'video doorbells' }],
  [/smart speaker|echo dot|nest mini/i, { one: 'smart speaker', many: 'smart speakers' }],
  [/toothbrush/i, { one: 'electric toothbrush', many: 'electric toothbrushes' }],
  [/hair dryer/i, { one: 'hair dryer', many: 'hair dryers' }],
  [/shaver|razor/i, { one: 'shaver', many: 'shavers' }],
  [/ereader|e-reader|kindle|kobo/i, { one: 'e-reader', many: 'e-readers' }],
];

const FALLBACK_KIND: Record<CategoryId, Kind> = {
  kitchen: { one: 'kitchen appliance', many: 'kitchen appliances' },
  audio: { one: 'pair of headphones', many: 'headphones' },
  fitness: { one: 'fitness tracker', many: 'fitness trackers' },
  office: { one: 'desk accessory', many: 'desk accessories' },
  'smart-home': { one: 'smart home device', many: 'smart home devices' },
  'personal-care': { one: 'grooming tool', many: 'grooming tools' },
  general: { one: 'pick', many: 'picks' },
};

const EARBUD_KIND: Kind = { one: 'pair of earbuds', many: 'earbuds' };
const HEADPHONE_KIND: Kind = { one: 'pair of headphones', many: 'headphones' };

function kindOf(title: string): Kind | undefined {
  const found = KINDS.find(([pattern]) => pattern.test(title))?.[1];
  if (found) return found;
  const form = audioForm({ title });
  return form === 'earbuds' ? EARBUD_KIND : form === 'headphones' ? HEADPHONE_KIND : undefined;
}

/** What both products are ("air fryer"), else the category's word; a shared last title word for the rest. */
export function detectKind(products: readonly { title: string }[], category: CategoryId): Kind {
  const [first, second] = products.map((product) => kindOf(product.title));
  if (first && (!second || second.one === first.one)) return first;
  if (second && !first) return second;
  if (category === 'general') {
    const last = products.map((p) =>
      (p.title.split(/[,(|–—]/)[0] ?? '').trim().split(/\s+/).pop()?.toLowerCase(),
    );
    if (last[0] && last[0] === last[1] && /^[a-z]{3,}$/.test(last[0]))
      return { one: last[0], many: last[0].endsWith('s') ? last[0] : `${last[0]}s` };
  }
  return FALLBACK_KIND[category];
}

type Words = Omit<Vocabulary, 'category' | 'kind' | 'texts'>;

const WORDS: Record<CategoryId, Words> = {
  kitchen: {
    label: 'Kitchen',
    room: 'kitchen',
    surface: 'counter',
    session: 'a weeknight dinner',
    activity: 'cooking',
    people: 'home cooks',
    result: 'how the food turns out',
    before: 'an oven and a frying pan',
    care: 'a wash of the basket or pot after each meal',
    wears: 'a coating, a seal or a fan',
    giftFor: 'a new home or a first apartment',
    aspects: [
      'capacity',
      'modes',
      'temperature',
      'power',
      'speed',
      'cleaning',
      'size',
      'noise',
      'health',
      'safety',
    ],
  },
  audio: {
    label: 'Audio',
    room: 'commute',
    surface: 'bag',
    session: 'a long listening session',
    activity: 'listening',
    people: 'listeners',
    result: 'the sound',
    before: 'an older pair',
    care: 'a wipe of whatever touches your ears and a regular charge',
    wears: 'a battery or the parts that touch your ears',
    giftFor: 'a music lover or a daily commuter',
    aspects: ['anc', 'sound', 'battery', 'fit', 'calls', 'water', 'connectivity', 'smart'],
  },
  fitness: {
    label: 'Fitness',
    room: 'gym',
    surface: 'wrist',
    session: 'a week of workouts',
    activity: 'training',
    people: 'people who train',
    result: 'the tracking',
    before: 'a phone in your pocket',
    care: 'a rinse of the band and a regular charge',
    wears: 'a battery or a strap',
    giftFor: 'someone starting a fitness goal',
    aspects: ['tracking', 'battery', 'display', 'water', 'smart', 'modes', 'fit'],
  },
  office: {
    label: 'Home Office',
    room: 'home office',
    surface: 'desk',
    session: 'a full workday',
    activity: 'working',
    people: 'people who work at a desk',
    result: 'how it feels after a few hours',
    before: 'a laptop’s built-in setup',
    care: 'a quick dusting and a regular charge',
    wears: 'a battery or a worn keycap',
    giftFor: 'a remote worker or a student',
    aspects: ['keys', 'connectivity', 'battery', 'light', 'compat', 'size', 'fit'],
  },
  'smart-home': {
    label: 'Smart Home',
    room: 'home',
    surface: 'shelf',
    session: 'a normal week at home',
    activity: 'running the house',
    people: 'households',
    result: 'how well it does its job',
    before: 'doing it all by hand',
    care: 'emptying, wiping and charging',
    wears: 'a battery, a brush or a sensor',
    giftFor: 'a new homeowner or a busy family',
    aspects: ['smart', 'power', 'video', 'sound', 'install', 'battery', 'privacy', 'noise', 'size'],
  },
  'personal-care': {
    label: 'Personal Care',
    room: 'bathroom',
    surface: 'bathroom shelf',
    session: 'a morning routine',
    activity: 'the daily routine',
    people: 'people who want a better routine',
    result: 'how clean it leaves you',
    before: 'a manual brush',
    care: 'a rinse after use and a new head every few months',
    wears: 'a battery or a tired head',
    giftFor: 'anyone who still brushes by hand',
    aspects: ['health', 'guidance', 'battery', 'power', 'cleaning', 'size'],
  },
  general: {
    label: 'Comparisons',
    room: 'home',
    surface: 'shelf',
    session: 'an ordinary week',
    activity: 'everyday use',
    people: 'buyers',
    result: 'how well it does its main job',
    before: 'an older model',
    care: 'a wipe and a regular charge',
    wears: 'a battery or a moving part',
    giftFor: 'someone who would use it every day',
    aspects: ['display', 'light', 'battery', 'water', 'size', 'connectivity', 'library', 'eco'],
  },
};

/**
 * Coffee makers are kitchen appliances, but the kitchen's texts speak of baskets, food and dinner:
 * they are written with the general texts and words of their own.
 */
const COFFEE: Words = {
  ...WORDS.general,
  label: 'Kitchen',
  room: 'kitchen',
  surface: 'counter',
  session: 'the morning coffee',
  activity: 'brewing',
  people: 'coffee drinkers',
  result: 'the coffee in your cup',
  before: 'a kettle and instant coffee',
  care: 'a rinse of the drip tray and a regular descale',
  wears: 'a pump or a seal',
  giftFor: 'a coffee lover',
  aspects: ['modes', 'speed', 'size', 'eco', 'connectivity', 'accessories'],
};

/** The kinds whose texts differ from their category's, and the words that differ with them. */
const KIND_TEXTS: readonly { key: TextKey; kind: RegExp; words?: Partial<Words> }[] = [
  {
    key: 'headphones',
    kind: /^pair of headphones$/,
    words: {
      surface: 'bag',
      session: 'a long listening session',
      care: 'a wipe of the ear cushions and the headband',
      wears: 'a battery or a pair of ear cushions',
    },
  },
  {
    key: 'earbuds',
    kind: /^pair of earbuds$/,
    words: { care: 'a wipe of the ear tips and the case', wears: 'a battery or a case hinge' },
  },
  { key: 'air-fryer', kind: /^air fryer$/ },
  {
    key: 'multicooker',
    kind: /^pressure cooker$/,
    words: { care: 'a wash of the inner pot and lid after each meal', wears: 'a sealing ring or a coating' },
  },
  {
    key: 'vacuum',
    kind: /^robot vacuum$/,
    words: {
      surface: 'floor',
      before: 'pushing a vacuum yourself',
      care: 'emptying the bin and clearing the brushes',
      wears: 'a battery, a brush or a filter',
      aspects: ['power', 'battery', 'noise', 'size', 'smart', 'safety', 'cleaning'],
    },
  },
  {
    key: 'speaker',
    kind: /^smart speaker$/,
    words: {
      session: 'a normal day at home',
      before: 'a phone and a kitchen radio',
      aspects: ['smart', 'sound', 'privacy', 'install', 'connectivity', 'temperature'],
      care: 'a dust of the fabric now and then',
      wears: 'a speaker driver or a power adapter',
      result: 'how well it hears you and how it sounds',
    },
  },
  {
    key: 'doorbell',
    kind: /^video doorbell$/,
    words: {
      surface: 'door frame',
      room: 'front door',
      before: 'a plain doorbell',
      aspects: ['video', 'install', 'battery', 'smart', 'privacy', 'calls'],
      care: 'a wipe of the lens and a check of the battery',
      wears: 'a battery or a weathered button',
      result: 'how clearly it shows who is at the door',
    },
  },
  {
    key: 'e-reader',
    kind: /^e-reader$/,
    words: {
      surface: 'bedside table',
      session: 'an evening of reading',
      activity: 'reading',
      people: 'readers',
      result: 'how comfortable the page is to read',
      before: 'paper books or a phone',
      care: 'a wipe of the screen and a charge every few weeks',
      wears: 'a battery or a scratched screen',
      giftFor: 'a keen reader',
    },
  },
  { key: 'coffee', kind: /^coffee maker$/ },
];

export function vocabularyFor(products: readonly { title: string; features?: string[] }[]): Vocabulary {
  const category = detectCategory(products);
  const kind = detectKind(products, category);
  const own = KIND_TEXTS.find((entry) => entry.kind.test(kind.one));
  // Earbuds and headphones only when both products are the one or the other: a mixed pair reads the
  // category's neutral texts.
  const forms = new Set(products.map((product) => audioForm(product)).filter(Boolean));
  const mixedAudio = category === 'audio' && forms.size > 1;
  const specific = own && !mixedAudio ? own : undefined;
  if (kind.one === 'coffee maker')
    return { category: 'general', kind, texts: ['coffee', 'general'], ...COFFEE };
  const texts: TextKey[] = [...(specific ? [specific.key] : []), category, 'general'];
  return { category, kind, texts: [...new Set(texts)], ...WORDS[category], ...specific?.words };
}

/** The table's label for an aspect, in this category's words. */
export function aspectLabel(aspect: Aspect, category: CategoryId): string {
  const own: Partial<Record<CategoryId, Partial<Record<Aspect, string>>>> = {
    kitchen: { modes: 'Cooking functions', power: 'Cooking performance', health: 'Lighter cooking' },
    'smart-home': { power: 'Cleaning power', smart: 'Assistant and app', temperature: 'Temperature sensor' },
    'personal-care': { health: 'Cleaning results', guidance: 'Timer and guidance', power: 'Brushing power' },
    fitness: { modes: 'Exercise modes', smart: 'Apps and payments', fit: 'Comfort on the wrist' },
    office: { smart: 'Smart features' },
    // "Fit" is said of what one wears (issue 27): a keyboard or a reading light is only comfortable.
    audio: { fit: 'Comfort and fit' },
  };
  const labels: Record<Aspect, string> = {
    temperature: 'Temperature range',
    capacity: 'Capacity',
    modes: 'Modes',
    noise: 'Noise',
    water: 'Water resistance',
    battery: 'Battery life',
    anc: 'Noise cancellation',
    calls: 'Calls',
    video: 'Video',
    privacy: 'Privacy',
    install: 'Installation',
    sound: 'Sound',
    tracking: 'Tracking',
    sleep: 'Sleep',
    light: 'Lighting',
    display: 'Display',
    eco: 'Materials and energy',
    safety: 'Safety',
    guidance: 'Guidance',
    health: 'Health',
    power: 'Performance',
    keys: 'Typing feel',
    fit: 'Comfort',
    smart: 'Smart features',
    compat: 'Compatibility',
    connectivity: 'Connectivity',
    speed: 'Speed',
    cleaning: 'Cleaning and care',
    accessories: 'Also worth knowing',
    size: 'Size',
    library: 'Books and library',
  };
  return own[category]?.[aspect] ?? labels[aspect];
}
