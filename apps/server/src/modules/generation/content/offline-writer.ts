/**
 * The offline model's writers (integrations/ai/offline-model.ts): deterministic, useful comparison
 * content built from the product facts, so `npm start` publishes a real article with no provider.
 * Every choice is seeded by the input; subjects avoid every earlier subject of the campaign.
 */
import type { OfflineWriter } from '../../../integrations/ai/offline-model.ts';
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
import type { TrendInput } from './tasks.ts';

type Pair = [ProductFacts, ProductFacts];

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i += 1) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(items: readonly T[], seed: number, offset = 0): T {
  const item = items[(seed + offset) % items.length];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** Words that start a listing's description rather than its name ("… Wireless Earbuds with …"). */
const DESCRIPTIVE = new Set(
  'wireless bluetooth truly noise smart electric rechargeable single multi advanced with for and that featuring by in compatible portable quiet cordless digital programmable'.split(
    ' ',
  ),
);

/** A product's short name: its brand and model ("Sony WF-1000XM5"), not the listing's keyword tail. */
export function shortName(product: { title: string; brand?: string }): string {
  const head = (product.title.split(/[,|(–—:]| - /)[0] ?? product.title).trim();
  const words: string[] = [];
  for (const word of head.split(/\s+/)) {
    if (words.length > 0 && DESCRIPTIVE.has(word.toLowerCase())) break;
    words.push(word);
    // A model number ends the name ("Pro 2", "WF-1000XM5", "7-in-1").
    if (words.length >= 2 && /\d/.test(word)) break;
    if (words.length === 5) break;
  }
  return clip(words.join(' ') || head, 40);
}

const INTENTS = [
  {
    keyword: 'gift ideas',
    angle: 'which one makes the better gift',
    audience: 'gift shoppers',
    use: 'Gifting',
  },
  {
    keyword: 'small space living',
    angle: 'which one fits a small home best',
    audience: 'apartment dwellers',
    use: 'Small Spaces',
  },
  {
    keyword: 'work from home setup',
    angle: 'which one improves a home office day',
    audience: 'remote workers',
    use: 'Working From Home',
  },
  {
    keyword: 'beginner guide',
    angle: 'which one is easier for a first-time buyer',
    audience: 'first-time buyers',
    use: 'Beginners',
  },
  {
    keyword: 'long term value',
    angle: 'which one holds up better over years of use',
    audience: 'value-minded buyers',
    use: 'Long-Term Value',
  },
  {
    keyword: 'travel essentials',
    angle: 'which one travels better',
    audience: 'frequent travellers',
    use: 'Travel',
  },
  {
    keyword: 'family friendly',
    angle: 'which one suits a busy family',
    audience: 'busy families',
    use: 'Families',
  },
  {
    keyword: 'upgrade worth it',
    angle: 'whether upgrading is worth it and to which',
    audience: 'people upgrading an older model',
    use: 'Upgraders',
  },
  {
    keyword: 'minimalist home',
    angle: 'which one fits a calm, minimalist home',
    audience: 'minimalists',
    use: 'Minimalists',
  },
  {
    keyword: 'everyday use',
    angle: 'which one is nicer to live with every day',
    audience: 'everyday users',
    use: 'Everyday Use',
  },
] as const;

const SUBJECT_TEMPLATES = [
  (a: string, b: string, use: string) => `${a} vs ${b}: Which Is Better for ${use}?`,
  (a: string, b: string, use: string) => `${a} or ${b}? An Honest Comparison for ${use}`,
  (a: string, b: string, use: string) => `${a} vs ${b}: The Differences That Matter for ${use}`,
  (a: string, b: string, use: string) => `Choosing Between ${a} and ${b} for ${use}`,
  (a: string, b: string, use: string) => `${a} vs ${b}: A Buyer's Guide for ${use}`,
  (a: string, b: string, use: string) => `${use}: ${a} or ${b}, Side by Side`,
] as const;

function intentsFor(input: { earlierSubjects: string[]; products: { title: string }[] }) {
  const seed = hash(input.products.map((p) => p.title).join('|'));
  const start = seed + input.earlierSubjects.length * 3;
  return [0, 1, 2, 3].map((k) => pick(INTENTS, start, k));
}

function trends(raw: unknown): TrendResearch {
  const input = raw as TrendInput;
  const intents = intentsFor(input);
  const fromPinterest = input.keywords.slice(0, 2).map((keyword) => ({
    keyword: clip(keyword, 80),
    angle: `how the two compare for people searching “${clip(keyword, 60)}”`,
    whyNow: 'It is trending in Pinterest searches this week.',
  }));
  return {
    trends: [
      ...fromPinterest,
      ...intents.map((intent) => ({
        keyword: intent.keyword,
        angle: intent.angle,
        whyNow: `Searches for ${intent.keyword} keep growing, and ${intent.audience} compare before they buy.`,
      })),
    ].slice(0, 6),
    audience: `${intents[0]?.audience ?? 'Shoppers'} comparing two popular options before buying on Amazon.`,
  };
}

function subject(raw: unknown): SubjectChoice {
  const { products, earlierSubjects } = raw as {
    products: Pair;
    trends: TrendResearch;
    earlierSubjects: string[];
  };
  const [a, b] = [shortName(products[0]), shortName(products[1])];
  const taken = new Set(earlierSubjects.map((s) => s.toLowerCase()));
  const seed = hash(`${a}|${b}`);
  for (let k = 0; k < INTENTS.length * SUBJECT_TEMPLATES.length; k += 1) {
    const intent = pick(INTENTS, seed, k + earlierSubjects.length);
    const template = pick(SUBJECT_TEMPLATES, seed, k * 7 + earlierSubjects.length);
    const candidate = clip(template(a, b, intent.use), 100);
    if (!taken.has(candidate.toLowerCase()))
      return {
        subject: candidate,
        angle: intent.angle,
        targetKeyword: clip(`${a} vs ${b}`.toLowerCase(), 80),
        reason: `It answers ${intent.audience}' question of ${intent.angle}, which earlier articles did not cover.`,
      };
  }
  return {
    subject: clip(`${a} vs ${b}: Part ${earlierSubjects.length + 1}`, 100),
    angle: 'a fresh look',
    targetKeyword: clip(`${a} vs ${b}`.toLowerCase(), 80),
    reason: 'Every other angle is taken.',
  };
}

function pinCopy(raw: unknown): { pins: PinCopy[] } {
  const { products, subject: chosen } = raw as { products: Pair; subject: SubjectChoice };
  const [a, b] = [shortName(products[0]), shortName(products[1])];
  const titles = [chosen.subject, `${a} vs ${b}: Which One Should You Buy?`, `${a} or ${b}? Read This First`];
  return {
    pins: titles.map((title, index) => ({
      title: clip(title, 100),
      description: clip(
        [
          `Torn between ${a} and ${b}? We compared them feature by feature: ${chosen.angle}.`,
          index === 1
            ? 'Pros, cons and a clear verdict in the article.'
            : 'See the side-by-side table and our verdict.',
          '#productcomparison #buyingguide #affiliate',
        ].join(' '),
        800,
      ),
      altText: clip(`Pin comparing ${a} and ${b} with the headline “${clip(title, 100)}”.`, 500),
    })),
  };
}

/** A title within `max` characters that keeps the subject's angle, rather than a clipped subject. */
function fitTitle(chosen: SubjectChoice, a: string, b: string, max: number): string {
  const use = INTENTS.find((intent) => intent.angle === chosen.angle)?.use;
  const candidates = [
    chosen.subject,
    ...(use ? [`${a} vs ${b} for ${use}`, `${a} or ${b} for ${use}?`, `${use}: ${a} or ${b}?`] : []),
    chosen.subject.split(/[:?]/)[0]?.trim() ?? '',
    `${a} vs ${b}`,
  ];
  return candidates.find((title) => title.length > 0 && title.length <= max) ?? clip(chosen.subject, max);
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

function plan(raw: unknown): PlannedArticle {
  const {
    products,
    subject: chosen,
    trends: found,
  } = raw as { products: Pair; subject: SubjectChoice; trends: TrendResearch };
  const [a, b] = [shortName(products[0]), shortName(products[1])];
  const features = (p: ProductFacts) =>
    p.features.length > 0 ? p.features.slice(0, 3) : [`What ${shortName(p)} is built for`];
  const title = fitTitle(chosen, a, b, 70);
  const audience = found.audience.split(' comparing')[0]?.toLowerCase() || 'you';
  return {
    title,
    slugHint: slugOf(title) || 'comparison',
    metaDescription: clip(
      `${a} vs ${b} compared: features, everyday use, pros and cons, and which to buy for ${chosen.angle}.`,
      160,
    ),
    excerpt: clip(
      `We put ${a} and ${b} side by side — ${chosen.angle} — with a comparison table, pros and cons, and a clear verdict.`,
      300,
    ),
    sections: [
      { heading: `${a} at a glance`, points: features(products[0]).map((f) => clip(f, 300)) },
      { heading: `${b} at a glance`, points: features(products[1]).map((f) => clip(f, 300)) },
      { heading: 'Everyday use', points: [clip(`How each one feels day to day: ${chosen.angle}`, 300)] },
      {
        heading: clip(`Which one suits ${audience}`, 120),
        points: [
          clip(
            `Pick ${a} if ${(products[0].features[0] ?? 'its core strengths').toLowerCase()} matters most`,
            300,
          ),
          clip(
            `Pick ${b} if you care more about ${(products[1].features[0] ?? 'its core strengths').toLowerCase()}`,
            300,
          ),
        ],
      },
    ],
    faqQuestions: [
      `Is ${a} better than ${b}?`,
      `Which is easier to use, ${a} or ${b}?`,
      `Is ${a} worth it compared to ${b}?`,
      'Where can I check the current price?',
    ].map((q) => clip(q, 160)),
    imagePrompts: [
      {
        title: clip(chosen.subject, 100),
        altText: clip(`${a} and ${b} side by side, with the headline “${clip(chosen.subject, 100)}”.`, 500),
        caption: clip(`${a} and ${b}, compared for ${chosen.angle}.`, 300),
      },
      {
        title: clip(`${a}: ${products[0].features[0] ?? 'What It Does Best'}`, 100),
        altText: clip(`${a} shown with its standout feature: ${products[0].features[0] ?? a}.`, 500),
        caption: clip(`What sets ${a} apart.`, 300),
      },
      {
        title: clip(`${b}: ${products[1].features[0] ?? 'What It Does Best'}`, 100),
        altText: clip(`${b} shown with its standout feature: ${products[1].features[0] ?? b}.`, 500),
        caption: clip(`What sets ${b} apart.`, 300),
      },
    ],
    categories: ['Reviews'],
    tags: [clip(a, 40), clip(b, 40), 'comparison', 'buying guide'],
  };
}

/** What a listing's feature line is about, so the table compares like with like. */
const ASPECTS: readonly { label: string; pattern: RegExp }[] = [
  { label: 'Battery life', pattern: /\bbattery|\bhours?\b|\bcharg/i },
  { label: 'Noise cancellation', pattern: /noise|\banc\b/i },
  { label: 'Sound', pattern: /\baudio|\bsound|\bbass|\bspeaker|hi-res/i },
  { label: 'Water resistance', pattern: /water|\bipx?\d|sweat|splash/i },
  { label: 'Display', pattern: /display|screen|\bppi\b|\d\s?(?:"|inch)/i },
  { label: 'Capacity', pattern: /capacity|\bquarts?\b|\bqt\b|\blit(?:re|er)s?\b|\bcups?\b/i },
  { label: 'Versatility', pattern: /-in-1|\bin 1\b|appliances|\bmodes\b|presets|\bfunctions\b/i },
  { label: 'Temperature range', pattern: /temperature|°\s?[fc]\b/i },
  { label: 'Storage', pattern: /storage|\b\d+\s?gb\b|\btb\b/i },
  { label: 'Connectivity', pattern: /wi-?fi|bluetooth|\balexa|\bapp\b|wireless|usb/i },
  { label: 'Size and weight', pattern: /\bweigh|lightweight|compact|\boz\b|\blbs?\b|\bportable/i },
  { label: 'Cleaning and care', pattern: /clean|dishwasher|wash/i },
  { label: 'Comfort and fit', pattern: /comfort|\bfit\b|ergonomic|\bsoft\b/i },
];

function aspectOf(feature: string): string | undefined {
  return ASPECTS.find((aspect) => aspect.pattern.test(feature))?.label;
}

interface Facet {
  label: string;
  first?: string;
  second?: string;
}

/** The products' feature lines grouped by aspect, in the order the listings give them. */
function facets(p1: ProductFacts, p2: ProductFacts): Facet[] {
  const byLabel = new Map<string, Facet>();
  for (const [key, product] of [
    ['first', p1],
    ['second', p2],
  ] as const)
    for (const feature of product.features) {
      const label = aspectOf(feature);
      if (!label) continue;
      const facet = byLabel.get(label) ?? { label };
      facet[key] ??= feature;
      byLabel.set(label, facet);
    }
  return [...byLabel.values()];
}

function articleBody(raw: unknown): ArticleBody {
  const { products, plan: planned } = raw as { products: Pair; plan: BlogPlan };
  const [p1, p2] = products;
  const [a, b] = [shortName(p1), shortName(p2)];
  const featureText = (p: ProductFacts) =>
    p.features.length > 0
      ? p.features
          .slice(0, 3)
          .map((f) => clip(f, 160))
          .join('; ')
      : 'the essentials done well';
  const notStated = 'Not stated in the listing';
  const grouped = facets(p1, p2);
  const unmatched = (p: ProductFacts) => p.features.find((f) => !aspectOf(f));
  const rows = [
    { feature: 'Brand', product1: p1.brand ?? a, product2: p2.brand ?? b },
    ...grouped.slice(0, 7).map((facet) => ({
      feature: facet.label,
      product1: clip(facet.first ?? notStated, 200),
      product2: clip(facet.second ?? notStated, 200),
    })),
    ...(unmatched(p1) || unmatched(p2)
      ? [
          {
            feature: 'Also worth knowing',
            product1: clip(unmatched(p1) ?? notStated, 200),
            product2: clip(unmatched(p2) ?? notStated, 200),
          },
        ]
      : []),
    {
      feature: 'Best for',
      product1: `Readers who value ${clip(p1.features[0] ?? 'simplicity', 120).toLowerCase()}`,
      product2: `Readers who value ${clip(p2.features[0] ?? 'simplicity', 120).toLowerCase()}`,
    },
  ];
  const pros = (p: ProductFacts) =>
    (p.features.length >= 2
      ? p.features.slice(0, 3)
      : [...p.features, 'Well reviewed by buyers', 'Straightforward to set up'].slice(0, 2)
    ).map((f) => clip(f, 200));
  /** Where the other listing promises something this one does not mention. */
  const cons = (key: 'first' | 'second', other: string) => {
    const gaps = grouped
      .filter((facet) => !facet[key] && facet[key === 'first' ? 'second' : 'first'])
      .slice(0, 2)
      .map((facet) => clip(`No stated ${facet.label.toLowerCase()} details, unlike ${other}`, 200));
    return gaps.length > 0 ? gaps : [clip(`Fewer standout extras than ${other} in some areas`, 200)];
  };
  return {
    intro: `${a} and ${b} are two of the most compared options in their category, and for good reason. ${planned.excerpt} Here is how they differ in what you will actually notice, based on their features — prices change often, so check the current price on Amazon before you decide.`,
    sections: planned.sections.map((section, index) => ({
      heading: section.heading,
      paragraphs: [
        index === 0
          ? `${a} stands out for ${featureText(p1)}.`
          : index === 1
            ? `${b} answers with ${featureText(p2)}.`
            : `${section.points.map((point) => point.replace(/[.!?]+$/, '')).join('. ')}. ${a} leans on ${clip(p1.features[0] ?? 'its core strengths', 120).toLowerCase()}, while ${b} leans on ${clip(p2.features[0] ?? 'its core strengths', 120).toLowerCase()}.`,
      ],
    })),
    comparisonRows:
      rows.length >= 4
        ? rows
        : [
            ...rows,
            { feature: 'Ease of use', product1: 'Simple', product2: 'Simple' },
            { feature: 'Setup', product1: 'Quick', product2: 'Quick' },
            { feature: 'Support', product1: 'Manufacturer warranty', product2: 'Manufacturer warranty' },
          ].slice(0, 6),
    product1: { pros: pros(p1), cons: cons('first', b) },
    product2: { pros: pros(p2), cons: cons('second', a) },
  };
}

function articleClosing(raw: unknown): ArticleClosing {
  const {
    products,
    plan: planned,
    subject: chosen,
  } = raw as { products: Pair; plan: BlogPlan; subject: SubjectChoice };
  const [a, b] = [shortName(products[0]), shortName(products[1])];
  return {
    verdict: `Both are good buys. Choose ${a} if ${clip(products[0].features[0] ?? 'its strengths', 140).toLowerCase()} matters most to you; choose ${b} if you care more about ${clip(products[1].features[0] ?? 'its strengths', 140).toLowerCase()}. For ${chosen.angle}, compare the two points above, then check today's price on Amazon.`,
    faq: planned.faqQuestions.map((question) => ({
      question,
      answer: question.startsWith('Where')
        ? 'Prices change often, so we do not list them here: use the “Check price on Amazon” buttons in this article to see the current price.'
        : `It depends on what you need: ${a} is strongest at ${clip(products[0].features[0] ?? 'its core job', 120).toLowerCase()}, ${b} at ${clip(products[1].features[0] ?? 'its core job', 120).toLowerCase()}. The comparison table above shows the differences side by side.`,
    })),
  };
}

export const offlineWriters: Record<string, OfflineWriter> = {
  trends,
  subject,
  'pin-copy': pinCopy,
  plan,
  'article-body': articleBody,
  'article-closing': articleClosing,
};
