/**
 * The offline writer's pen: sentences about two products' facts in several phrasings (an angle picks
 * its own), comparisons where both listings give a number, and the pros, cons and table rows an
 * editor would write from them. A fact a listing lacks is never turned into a drawback; where no real
 * trade-off shows, a con says so in fewer words.
 */
import { aspectLabel, type Vocabulary } from './offline-categories.ts';
import { explainers } from './offline-explainers.ts';
import {
  type Aspect,
  bare,
  COMPARABLE,
  type Comparison,
  compare,
  type Fact,
  factOn,
  type ProductBook,
  tie,
} from './offline-facts.ts';

export type Side = 0 | 1;

export function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i += 1) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const clip = (text: string, max: number) =>
  text.length <= max
    ? text
    : `${text
        .slice(0, max - 1)
        .replace(/\s+\S*$/, '')
        .trimEnd()}…`;

/** "Sony WF-1000XM5" → "Sony WF-1000XM5's"; a name ending in s takes the apostrophe alone. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

const SMALL_WORDS = new Set('a an and as at but by for in of on or the to vs with'.split(' '));

/** Title case for the words we write ("pair of earbuds" → "Pair of Earbuds"); names keep theirs. */
export const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join(' ');

export const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "an air fryer", "a pair of earbuds", "an e-reader". */
export const withArticle = (noun: string) =>
  `${/^[aeiou]/i.test(noun) && !/^(?:uni|use|eu|one)/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** A paragraph from the sentences that could be written (a missing fact leaves its sentence out). */
export const para = (...sentences: (string | undefined | false | null)[]) =>
  sentences
    .filter((s): s is string => typeof s === 'string' && s.trim().length > 0)
    .map((s) => s.trim())
    .join(' ');

const DIGITS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};

/** The number in a spec with its unit, in digits ("up to 6 hours of listening time" → "6 hours", "four cooking functions" → "4"). */
export function amount(spec: string): string {
  const found =
    /\d[\d.]*\+?[-\s]?(?:minutes?|hours?|days?|weeks?|months?|years?|quarts?|liters?|inch|dB)\b/i.exec(
      spec,
    )?.[0] ??
    /IPX?\d+/.exec(spec)?.[0] ??
    /\d[\d.]*\+?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.exec(spec)?.[0] ??
    bare(spec);
  return found.replace(/^[a-z]+/i, (word) => DIGITS[word.toLowerCase()] ?? word);
}

/** A sentence after a lead-in ("Meanwhile, "): our own opening words are lowered, names are not. */
export function leadIn(lead: string, sentence: string): string {
  if (!lead) return sentence;
  const own = /^(?:The listing|In |With |On |Here |That |For |Its )/.test(sentence);
  return `${lead}${own ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence}`;
}

export class Pen {
  readonly names: [string, string];
  readonly A: string;
  readonly B: string;
  readonly v: Vocabulary;
  readonly books: [ProductBook, ProductBook];
  readonly focus: readonly Aspect[];
  private readonly seed: number;
  /** Facts already stated in full: a second mention is brief, as an editor would write it. */
  private readonly said = new Set<Fact>();
  private readonly explained = new Set<Aspect>();

  constructor(books: [ProductBook, ProductBook], v: Vocabulary, focus: readonly Aspect[], seed: number) {
    this.books = books;
    this.names = [books[0].name, books[1].name];
    [this.A, this.B] = this.names;
    this.v = v;
    this.focus = focus;
    this.seed = seed;
  }

  /** One of `items`, the same for this angle and pair every time; `salt` varies it per use. */
  pick<T>(items: readonly T[], salt = 0): T {
    const item = items[(this.seed + salt * 7919) % items.length];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  other(side: Side): Side {
    return side === 0 ? 1 : 0;
  }

  name(side: Side): string {
    return this.names[side];
  }

  brand(side: Side): string {
    return this.books[side].brand ?? this.names[side].split(' ')[0] ?? this.names[side];
  }

  fact(side: Side, aspect: Aspect): Fact | undefined {
    return factOn(this.books[side], aspect);
  }

  has(side: Side, ...aspects: Aspect[]): boolean {
    return aspects.some((aspect) => this.fact(side, aspect) !== undefined);
  }

  /** Whether either product has a fact on one of the aspects. */
  any(...aspects: Aspect[]): boolean {
    return this.has(0, ...aspects) || this.has(1, ...aspects);
  }

  /** The product's facts in the angle's order of emphasis, then the rest as listed. */
  ranked(side: Side): Fact[] {
    const facts = this.books[side].facts;
    const order = [...this.focus, ...this.v.aspects];
    const rank = (fact: Fact) => {
      const index = order.indexOf(fact.aspect);
      return index === -1 ? order.length : index;
    };
    return [...facts].sort((x, y) => rank(x) - rank(y));
  }

  lead(side: Side): Fact | undefined {
    return this.ranked(side)[0];
  }

  /** A short way to name a fact mid-sentence: "the 5-quart basket", "Active Noise Cancellation", "comfort and fit". */
  strength(side: Side, given?: Fact): string {
    // The angle's leading fact that can be named mid-sentence (a verb line cannot: "Works with Alexa").
    // Never an aspect where the other listing shows it behind ("its 4-quart basket" beside a 5-quart one).
    const usable = (f: Fact) =>
      f.mid !== undefined && f.form.kind !== 'adjective' && this.cmp(f.aspect)?.behind !== side;
    const fact =
      given ??
      this.ranked(side).find(usable) ??
      this.ranked(side).find((f) => f.mid && f.form.kind !== 'adjective') ??
      this.lead(side);
    // A listing we could not read: the maker's own design is all there is to name.
    if (!fact) return `${possessive(this.brand(side))} design`;
    const mid = fact.mid;
    if (!mid) return aspectLabel(fact.aspect, this.v.category).toLowerCase();
    // Counts and ranges read bare ("9 one-touch functions", "up to 8 hours"), names too; a thing takes "the".
    if (/^(?:up to|over|under|more|less|\d+\+?\s)/i.test(mid) || fact.names.some((n) => mid.startsWith(n)))
      return mid;
    return `the ${mid}`;
  }

  /** The two sides of a comparison in a phrasing of this angle's own ("8 hours to 6 hours"). */
  versus(c: Comparison, style = 0, behindFirst = false): string {
    const [first, second] = behindFirst ? [c.behind, c.ahead] : [c.ahead, c.behind];
    const [x, y] = [c.specs[first], c.specs[second]];
    const [ax, ay] = [amount(x), amount(y)];
    const other = this.name(second);
    return [
      `${x} against ${y}`,
      `${ax} to ${ay}`,
      `${ax} where ${other} has ${ay}`,
      `${ax}, compared with ${ay} on ${other}`,
      `${ax} versus ${ay}`,
    ][(this.seed + style) % 5] as string;
  }

  /** A sentence that states a fact of the product, in one of a few phrasings. */
  state(side: Side, fact: Fact, style = 0): string {
    const n = this.name(side);
    if (this.said.has(fact)) {
      const again = fact.mid ?? aspectLabel(fact.aspect, this.v.category).toLowerCase();
      const counted = /^(?:up to|over|under|more|less|\d)/i.test(again) || fact.names.length > 0;
      return counted
        ? ([
            `Here ${n} has ${again} to offer.`,
            `${n} brings ${again} to this.`,
            `That is where ${possessive(n)} ${again} helps.`,
          ][(this.seed + style) % 3] as string)
        : ([
            `Here ${n} has its ${again} to offer.`,
            `${n} answers with its ${again}.`,
            `That is where ${possessive(n)} ${again} helps.`,
          ][(this.seed + style) % 3] as string);
    }
    this.said.add(fact);
    const form = fact.form;
    const s = (this.seed + style) % 5;
    switch (form.kind) {
      case 'verb':
        return `${n} ${form.text}.`;
      case 'imperative':
        return s % 2 === 0 ? `With ${n} you can ${form.text}.` : `${n} lets you ${form.text}.`;
      case 'sentence':
        if (form.proper)
          return s % 2 === 0
            ? `On ${n}, ${form.subject} ${form.predicate}.`
            : `${n} brings ${form.subject}, which ${form.predicate}.`;
        return `${possessive(n)} ${form.subject} ${form.predicate}.`;
      case 'noun':
        if (/^(?:up to|over|more than|less than|under)\s/i.test(form.text))
          return `${n} ${['promises', 'lists', 'is rated for', 'offers', 'claims'][s]} ${form.text}.`;
        return [
          `${n} comes with ${form.text}.`,
          `${n} gives you ${form.text}.`,
          `With ${n} you get ${form.text}.`,
          `${n} counts on ${form.text}.`,
          `${n} offers ${form.text}.`,
        ][s] as string;
      case 'adjective':
        return `${n} is ${form.text}.`;
      case 'quote':
        return [
          `${possessive(this.brand(side))} listing promises “${fact.line}”.`,
          `${possessive(n)} listing puts it as “${fact.line}”.`,
          `In ${possessive(this.brand(side))} words, ${n} offers “${fact.line}”.`,
          `${n} is listed with “${fact.line}”.`,
          `The listing for ${n} reads “${fact.line}”.`,
        ][s] as string;
    }
  }

  /** A sentence on the product's fact about one of the aspects (the first it has), if any. */
  say(side: Side, aspects: Aspect | Aspect[], style = 0): string | undefined {
    // A fact already stated is not stated again: the next aspect's is, or none (say less).
    for (const aspect of Array.isArray(aspects) ? aspects : [aspects]) {
      const fact = this.books[side].facts.find((f) => f.aspects.includes(aspect) && !this.said.has(f));
      if (fact) return this.state(side, fact, style);
    }
    return undefined;
  }

  /**
   * Sentences on both products for the first aspect either has (a comparison when both give numbers),
   * and once per article what that aspect means for the reader.
   */
  both(aspects: Aspect | Aspect[], style = 0): string | undefined {
    for (const aspect of Array.isArray(aspects) ? aspects : [aspects]) {
      const contrast = this.contrast(aspect, style);
      if (contrast) {
        for (const side of [0, 1] as const) {
          const fact = this.fact(side, aspect);
          if (fact) this.said.add(fact);
        }
        return para(contrast, this.explain(aspect));
      }
      const x = this.say(0, aspect, style);
      const y = this.say(1, aspect, style + 1);
      // Two facts on one aspect read as a comparison, not as two list items.
      if (x && y)
        return para(
          x,
          leadIn(this.pick(['Meanwhile, ', 'In comparison, ', 'On the other side, ', ''], style + 2), y),
          this.explain(aspect),
        );
      if (x || y) return para(x, y, this.explain(aspect));
    }
    return undefined;
  }

  /** What an aspect means for the reader, in this angle's phrasing; once per article. */
  explain(aspect: Aspect): string | undefined {
    if (this.explained.has(aspect)) return undefined;
    const lines = explainers(this.v.category, aspect);
    if (lines.length === 0) return undefined;
    this.explained.add(aspect);
    return this.pick(lines, hash(aspect) % 97);
  }

  cmp(aspect: Aspect): Comparison | undefined {
    return compare(this.books, aspect);
  }

  /** The first comparison, in the angle's order, where `side` is ahead (or behind). */
  edge(side: Side, ahead = true): Comparison | undefined {
    for (const aspect of new Set([...this.focus, ...COMPARABLE])) {
      const found = this.cmp(aspect);
      if (found && (ahead ? found.ahead : found.behind) === side) return found;
    }
    return undefined;
  }

  /** A sentence for two listings that give about the same figure ("both are rated for up to 7 days"). */
  same(aspect: Aspect): string | undefined {
    const found = tie(this.books, aspect);
    if (!found) return undefined;
    const [x, y] = found;
    return x === y
      ? `Both are rated for ${x}.`
      : `They are rated for about the same: ${x} on ${this.A}, ${y} on ${this.B}.`;
  }

  /** The first comparison among `aspects` (in their order), whoever is ahead. */
  edgeIn(aspects: readonly Aspect[]): Comparison | undefined {
    for (const aspect of aspects) {
      const found = this.cmp(aspect);
      if (found) return found;
    }
    return undefined;
  }

  /** A sentence comparing the two where both listings give a number for the aspect. */
  contrast(aspect: Aspect, style = 0): string | undefined {
    const c = this.cmp(aspect);
    if (!c) return undefined;
    const [H, L] = [this.name(c.ahead), this.name(c.behind)];
    const [hs, ls] = [c.specs[c.ahead], c.specs[c.behind]];
    const s = (this.seed + style) % 3;
    const lines: Partial<Record<Aspect, string[]>> = {
      capacity: [
        `${H} holds more, with ${hs} against ${ls} on ${L}.`,
        `In batch size ${possessive(H)} ${bare(hs)} outdoes ${possessive(L)} ${bare(ls)}.`,
        `${L} makes do with ${ls}, while ${H} steps up to ${hs}.`,
      ],
      modes: [
        `${H} offers ${hs}; ${L} keeps it to ${ls}.`,
        `Count the options and ${H} is ahead, with ${hs} against ${ls}.`,
        `${L} sticks to ${ls}, where ${H} gives you ${hs}.`,
      ],
      battery: [
        `${H} lasts longer between charges: ${hs}, against ${ls} for ${L}.`,
        `Battery life favours ${H} (${hs}) over ${L} (${ls}).`,
        `${L} is rated for ${ls}, ${H} for ${hs}.`,
      ],
      display: [
        `${H} has the bigger screen: ${hs} against ${ls}.`,
        `${possessive(L)} ${bare(ls)} is smaller than ${possessive(H)} ${bare(hs)}.`,
        `On screen size ${H} leads, ${hs} against ${ls}.`,
      ],
      water: [
        `${H} carries the stronger rating, ${hs} against ${ls} for ${L}.`,
        `${possessive(H)} ${bare(hs)} beats ${possessive(L)} ${bare(ls)} on water protection.`,
        `Water protection goes to ${H}: ${hs} against ${ls}.`,
      ],
      noise: [
        `${H} is the quieter of the two on paper, with ${hs} against ${ls}.`,
        `${L} is rated louder (${amount(ls)}) than ${H} (${amount(hs)}).`,
        `On noise ${H} wins: ${hs} against ${ls}.`,
      ],
      temperature: [
        `${H} covers the wider spread, ${hs}, against ${ls} on ${L}.`,
        `${possessive(L)} ${bare(ls)} is narrower than ${possessive(H)} ${bare(hs)}.`,
        `For temperature control ${H} reaches further: ${hs} against ${ls}.`,
      ],
      connectivity: [
        `${H} switches between more devices: ${hs} against ${ls}.`,
        `${L} pairs with ${ls}, ${H} with ${hs}.`,
        `For multi-device use ${H} is ahead, with ${hs} against ${ls}.`,
      ],
    };
    return lines[aspect]?.[s];
  }

  /**
   * Pros: the comparison it wins (in the angle's order), then its two facts that matter most to the
   * angle, in a few words (the table and the prose carry the listing's lines).
   */
  pros(side: Side, facts = 2): string[] {
    const found: string[] = [];
    const win = this.edge(side);
    if (win) {
      const [h, l, them] = [amount(win.specs[side]), amount(win.specs[win.behind]), this.name(win.behind)];
      const thing = aspectLabel(win.aspect, this.v.category).toLowerCase();
      const lines: Partial<Record<Aspect, string[]>> = {
        noise: [
          `Quieter on paper (${h} vs ${l})`,
          `The lower noise figure: ${h}`,
          `Rated quieter than ${them}`,
        ],
        capacity: [
          `Bigger ${bare(win.specs[side]).replace(/^\S+\s/, '')} (${h} vs ${l})`,
          `More room per batch: ${h}`,
          `${capitalize(h)}, the larger of the two`,
        ],
        water: [`Stronger water rating (${h} vs ${l})`, `Better sealed: ${h}`, `The higher rating, ${h}`],
        battery: [
          `Longer battery life (${h} vs ${l})`,
          `${capitalize(h)} between charges`,
          `Outlasts ${them} on a charge`,
        ],
        display: [`Bigger screen (${h} vs ${l})`, `The larger screen, ${h}`, `More to see: ${h}`],
        modes: [`More ${thing} (${h} vs ${l})`, `${h} ${thing}, against ${l}`, `The longer list of ${thing}`],
      };
      found.push(this.pick(lines[win.aspect] ?? [`More ${thing} (${h} vs ${l})`], 11));
    }
    let added = 0;
    for (const fact of this.ranked(side)) {
      if (added >= facts) break;
      // A compared aspect is said once, by its comparison (a pro or a con), not again as a listing line.
      if (this.cmp(fact.aspect)) continue;
      if (found.some((item) => item.toLowerCase().includes(fact.short.toLowerCase()))) continue;
      found.push(clip(fact.short, 140));
      added += 1;
    }
    if (found.length >= 2) return found;
    // Too little in the listing for two: the compared facts come back, then plain words.
    for (const fact of this.ranked(side))
      if (found.length < 2 && !found.some((item) => item.toLowerCase().includes(fact.short.toLowerCase())))
        found.push(clip(fact.short, 140));
    if (found.length >= 2) return found;
    const book = this.books[side];
    return [
      ...found,
      `${capitalize(withArticle(this.v.kind.one))}${book.brand ? ` from ${book.brand}` : ''}, named plainly in its listing`,
      'The full specification is on its Amazon page',
    ].slice(0, 2);
  }

  /** Cons: real trade-offs the two listings show (numbers, contrasts); never a fact a listing omits. */
  cons(side: Side, max = 2): string[] {
    const found: string[] = [];
    const mine = this.books[side];
    const theirs = this.books[this.other(side)];
    const them = this.name(this.other(side));
    for (const aspect of new Set([...this.focus, ...COMPARABLE])) {
      const c = this.cmp(aspect);
      if (!c || c.behind !== side) continue;
      const [l, h] = [amount(c.specs[side]), amount(c.specs[c.ahead])];
      const label = aspectLabel(aspect, this.v.category).toLowerCase();
      // Each trade-off in a few phrasings; the angle picks one.
      const lines: Partial<Record<Aspect, string[]>> = {
        capacity:
          this.v.category === 'kitchen'
            ? [
                `Smaller batches (${l} vs ${h})`,
                `Less room per batch: ${l} to ${possessive(them)} ${h}`,
                `Cooks less at once (${l} vs ${h})`,
              ]
            : [`Holds less (${l} vs ${h})`, `Smaller capacity: ${l} to ${h}`],
        modes: [
          `Fewer ${label} (${l} vs ${h})`,
          `${l} ${label} to ${possessive(them)} ${h}`,
          `A shorter list of ${label} (${l} vs ${h})`,
        ],
        battery: [
          `Shorter battery life (${l} vs ${h})`,
          `${capitalize(l)} per charge to ${possessive(them)} ${h}`,
          `Needs charging sooner (${l} vs ${h})`,
        ],
        display: [`Smaller screen (${l} vs ${h})`, `A ${l} screen to ${possessive(them)} ${h}`],
        water: [`Lower water rating (${l} vs ${h})`, `Less water protection: ${l} to ${h}`],
        noise: [`Louder on paper (${l} vs ${h})`, `Rated louder than ${them} (${l} vs ${h})`],
        temperature: [
          `Narrower temperature range than ${them}`,
          `Less temperature range to work with than ${them}`,
        ],
        connectivity: [
          `Pairs with fewer devices (${l} vs ${h})`,
          `${l} devices at once to ${possessive(them)} ${h}`,
        ],
      };
      const options = lines[aspect];
      if (options) found.push(this.pick(options, 13 + found.length));
    }
    // Contrasts the lines state: GPS through the phone, an assistant tied to one ecosystem.
    const gps = (book: ProductBook) =>
      book.facts
        .find((f) => /\bGPS\b/.test(f.line))
        ?.line.match(/connected|through your phone|built-in/i)?.[0];
    const [myGps, theirGps] = [gps(mine), gps(theirs)];
    if (myGps && theirGps && !/built-in/i.test(myGps) && /built-in/i.test(theirGps))
      found.push(`Relies on your phone for GPS, where ${them} has it built in`);
    if (mine.assistant && theirs.assistant && mine.assistant !== theirs.assistant)
      found.push(`Built around ${mine.assistant}: a weaker fit for a ${theirs.assistant} home`);
    // The cost of a strength: more settings to learn, a bigger machine for a bigger batch.
    if (found.length === 0) {
      const modes = this.cmp('modes');
      if (modes?.ahead === side)
        found.push(
          `More settings to learn (${amount(modes.specs[side])} vs ${amount(modes.specs[modes.behind])})`,
        );
      const capacity = this.cmp('capacity');
      if (capacity?.ahead === side && !mine.facts.some((f) => f.aspect === 'size'))
        found.push(
          `A bigger ${bare(capacity.specs[side]).replace(/^\S+\s/, '')} means a bigger machine on the ${this.v.surface}`,
        );
    }
    if (found.length > 0) return found.slice(0, max);
    return [
      this.pick(
        [
          'No clear weakness in its listed features',
          'Nothing in its listing stands out as a drawback',
          'Its listed features show no obvious trade-off',
        ],
        side + 3,
      ),
    ];
  }

  /** The comparison table: the angle's aspects first, one listing line per cell, then the angle's "Best for". */
  rows(bestFor: [string, string], max = 5): { feature: string; product1: string; product2: string }[] {
    const order = [...this.focus, ...this.v.aspects];
    const present = new Set<Aspect>([
      ...this.books[0].facts.map((f) => f.aspect),
      ...this.books[1].facts.map((f) => f.aspect),
    ]);
    const aspects = [...new Set([...order.filter((a) => present.has(a)), ...present])].slice(0, max);
    const cell = (side: Side, aspect: Aspect) => {
      const fact = this.books[side].facts.find((f) => f.aspect === aspect);
      // Concise cells, as an editor's table has them; the prose carries the listing's full lines.
      return fact ? clip(fact.short, 120) : 'Not listed';
    };
    const rows = aspects.map((aspect) => ({
      feature: aspectLabel(aspect, this.v.category),
      product1: cell(0, aspect),
      product2: cell(1, aspect),
    }));
    const filler = [
      { feature: 'Type', product1: capitalize(this.v.kind.one), product2: capitalize(this.v.kind.one) },
      { feature: 'Brand', product1: this.brand(0), product2: this.brand(1) },
      { feature: 'Full specifications', product1: 'On its Amazon page', product2: 'On its Amazon page' },
    ];
    const body = rows.length >= 3 ? rows : [...rows, ...filler].slice(0, 3);
    return [
      ...body,
      { feature: 'Best for', product1: clip(bestFor[0], 200), product2: clip(bestFor[1], 200) },
    ];
  }
}
