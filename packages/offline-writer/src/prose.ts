/**
 * The offline writer's pen: sentences about two products' facts in several phrasings (an angle picks
 * its own), comparisons where both listings give a number, and the pros, cons and table rows an
 * editor would write from them. A fact a listing lacks is never turned into a drawback; where no real
 * trade-off shows, a con says so in fewer words.
 */
import { clip } from '@aa/server/modules/generation/content/writing';
import { aspectLabel, type Vocabulary } from './categories.ts';
import { explainers } from './explainers.ts';
import {
  type Aspect,
  bare,
  COMPARABLE,
  type Comparison,
  cellFact,
  compare,
  type Fact,
  factOn,
  figureOn,
  type ProductBook,
  tie,
} from './facts.ts';
import { PenBase } from './pen-base.ts';

export { clip };

export type Side = 0 | 1;

export function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i += 1) h = Math.imul(h ^ value.charCodeAt(i), 16777619);
  return h >>> 0;
}

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

/** Every aspect with no lines of its own (a record literal then fills in the few that have some). */
const BLANK_LINES = Object.fromEntries(
  [
    'temperature',
    'capacity',
    'modes',
    'noise',
    'water',
    'battery',
    'anc',
    'calls',
    'video',
    'privacy',
    'install',
    'sound',
    'tracking',
    'sleep',
    'light',
    'display',
    'eco',
    'safety',
    'guidance',
    'health',
    'power',
    'keys',
    'fit',
    'smart',
    'compat',
    'connectivity',
    'speed',
    'cleaning',
    'accessories',
    'size',
    'library',
  ].map((aspect) => [aspect, [] as string[]]),
) as Record<Aspect, string[]>;

/** A spec's amount as a quantity, "up to" kept ("a 5-quart basket" → "5 quarts", "up to 30 hours of battery life" → "up to 30 hours"). */
export function quantity(spec: string): string {
  const upTo = /^up to\s/i.test(spec) ? 'up to ' : '';
  const m = /(\d[\d.]*)[-\s]?(quart|liter|inch)\b/i.exec(spec);
  if (m?.[1] && m[2]) {
    const unit = m[2].toLowerCase() === 'inch' ? 'inches' : `${m[2].toLowerCase()}s`;
    return `${upTo}${m[1]} ${Number(m[1]) === 1 ? m[2].toLowerCase() : unit}`;
  }
  return `${upTo}${amount(spec)}`;
}

/** The second figure of a comparison: its number alone when it shares the first's unit ("24" after "30 hours"). */
export function figureAfter(first: string, second: string): string {
  const [x, y] = [quantity(first), quantity(second)];
  const unit = (q: string) => q.replace(/^up to\s/, '').replace(/^[\d.]+\+?\s?/, '');
  const number = /^(?:up to\s)?([\d.]+\+?)/.exec(y)?.[1];
  return number && unit(x) === unit(y) && unit(x) !== '' ? number : y.replace(/^up to\s/, '');
}

/** The thing a capacity spec measures ("a 5-quart basket" → "basket"). */
const container = (spec: string) => bare(spec).replace(/^\S+\s/, '') || 'capacity';

/** A sentence after a lead-in ("Meanwhile, "): our own opening words are lowered, names are not. */
export function leadIn(lead: string, sentence: string): string {
  if (!lead) return sentence;
  const own = /^(?:The listing|In |With |On |Here |That |For |Its )/.test(sentence);
  return `${lead}${own ? `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence}`;
}

export class Pen extends PenBase<Fact, Comparison, Vocabulary> {
  readonly books: [ProductBook, ProductBook];

  constructor(books: [ProductBook, ProductBook], v: Vocabulary, focus: readonly Aspect[], seed: number) {
    super(books, v, focus, seed);
    this.books = books;
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

  /** A short way to name a fact mid-sentence: "the 5-quart basket", "Active Noise Cancellation", "comfort and fit". */
  strength(side: Side, given?: Fact): string {
    if (given) return this.named(side, given);
    // The angle's leading fact that can be named mid-sentence (a verb line cannot: "Works with Alexa").
    // Never an aspect where the other listing shows it behind ("its 4-quart basket" beside a 5-quart one).
    const usable = (f: Fact) =>
      f.mid !== undefined && f.form.kind !== 'adjective' && this.cmp(f.aspect)?.behind !== side;
    const candidates = [
      ...this.ranked(side).filter(usable),
      ...this.ranked(side).filter((f) => f.mid && f.form.kind !== 'adjective'),
      ...this.ranked(side),
    ];
    // Two products are never told apart by the same words ("the pressure sensor" on both): the second
    // takes its next strength when its first is the first product's.
    const taken = side === 1 ? this.strength(0).toLowerCase() : undefined;
    const fact = candidates.find((f) => this.named(side, f).toLowerCase() !== taken) ?? candidates[0];
    return this.named(side, fact);
  }

  /** A fact as the object of "lists": its few words, or its short line quoted when it is no noun ("Travel-mug friendly"). */
  mention(side: Side, fact: Fact): string {
    if (!fact.mid || fact.form.kind === 'adjective' || fact.form.kind === 'verb') return `“${fact.short}”`;
    return this.named(side, fact);
  }

  /** A strength on one of the aspects ("the plush cushions" for fit), else the product's strength. */
  strengthOn(side: Side, aspects: readonly Aspect[]): string {
    for (const aspect of aspects) {
      const fact = this.books[side].facts.find((f) => f.aspects.includes(aspect) && f.mid !== undefined);
      if (fact && this.cmp(aspect)?.behind !== side) return this.named(side, fact);
    }
    return this.strength(side);
  }

  /** A fact named mid-sentence: counts, ranges and names bare, a thing with "the". */
  private named(side: Side, fact: Fact | undefined): string {
    // A listing we could not read: the maker's own design is all there is to name.
    if (!fact) return `${possessive(this.brand(side))} design`;
    const mid = fact.mid;
    if (!mid) return aspectLabel(fact.aspect, this.v.category).toLowerCase();
    // A bare count of devices ("two devices") names a connection to them.
    if (/^(?:up to\s+)?(?:\d+|two|three|four|five)\s+devices$/i.test(mid)) return `a connection to ${mid}`;
    if (
      /^(?:up to|over|under|more|less|any|every|all|\d+\+?\s)/i.test(mid) ||
      fact.names.some((n) => mid.startsWith(n))
    )
      return mid;
    return /^the /i.test(mid) ? `the ${mid.slice(4)}` : `the ${mid}`;
  }

  /**
   * The two sides of a comparison as a phrase that reads on its own ("up to 30 hours of battery life
   * against 24 on Bose QuietComfort Ultra"): the first spec whole, the second as its figure, and the
   * other product named. Call sites build a sentence around it, never "Name: 30 hours to 24 hours".
   */
  versus(c: Comparison, style = 0, behindFirst = false): string {
    const [first, second] = behindFirst ? [c.behind, c.ahead] : [c.ahead, c.behind];
    const [x, y] = [c.specs[first], c.specs[second]];
    const other = this.name(second);
    const then = figureAfter(x, y);
    return [
      `${x} against ${then} on ${other}`,
      `${x}, where ${other} has ${y}`,
      `${x}, compared with ${then} on ${other}`,
    ][this.choose(3, style + 101)] as string;
  }

  /**
   * A full sentence on who is ahead and by how much ("Sony WH-1000XM5 lasts longer: up to 30 hours
   * against 24."), in a few phrasings per aspect.
   */
  beats(c: Comparison, style = 0): string {
    const [H, L] = [this.name(c.ahead), this.name(c.behind)];
    const [hs, ls] = [c.specs[c.ahead], c.specs[c.behind]];
    const [hq, lq] = [quantity(hs), figureAfter(hs, ls)];
    const lines: Record<Aspect, string[]> = {
      ...BLANK_LINES,
      battery: [
        `${H} lasts longer: ${hq} against ${lq}.`,
        `${H} goes further on a charge, rated for ${hq} where ${L} is rated for ${quantity(ls)}.`,
        `On battery, ${H} is ahead, with ${bare(hs)} against ${lq} for ${L}.`,
      ],
      capacity: [
        `${H} holds more: ${hq} against ${lq}.`,
        `${H} has the roomier ${container(hs)}, ${hq} against ${lq} on ${L}.`,
        `On capacity, ${H} is ahead, with ${hs} against ${possessive(L)} ${bare(ls)}.`,
      ],
      modes: [
        `${H} offers more options: ${bare(hs)} against ${lq}.`,
        `${H} has the longer list, with ${bare(hs)} where ${L} lists ${bare(ls)}.`,
        `Counting options, ${H} is ahead: ${bare(hs)} against ${lq} on ${L}.`,
      ],
      display: [
        `${H} has the bigger screen: ${hq} against ${lq}.`,
        `On screen size, ${H} is ahead, with ${hs} against ${possessive(L)} ${bare(ls)}.`,
      ],
      water: [
        `${H} carries the stronger water rating: ${amount(hs)} against ${amount(ls)}.`,
        `On water protection, ${H} is ahead, rated ${amount(hs)} where ${L} is rated ${amount(ls)}.`,
      ],
      noise: [
        `${H} is rated quieter: ${bare(hs)}, against ${bare(ls)} on ${L}.`,
        `On noise, ${H} is ahead, with ${bare(hs)} where ${L} lists ${bare(ls)}.`,
      ],
      temperature: [
        `${H} covers the wider temperature range: ${bare(hs)} against ${bare(ls)}.`,
        `On heat control, ${H} reaches further, with ${bare(hs)} against ${possessive(L)} ${bare(ls)}.`,
      ],
      connectivity: [
        `${H} connects to more devices at once: ${amount(hs)} against ${lq}.`,
        `For switching between devices, ${H} is ahead, with ${bare(hs)} where ${L} takes ${bare(ls)}.`,
      ],
    };
    const own = lines[c.aspect];
    return own.length > 0
      ? this.pick(own, style)
      : `${H} is ahead here, with ${bare(hs)} against ${possessive(L)} ${bare(ls)}.`;
  }

  /** The same comparison told from the side behind ("Ninja AF101 keeps it simpler: four functions against 9."). */
  trails(c: Comparison, style = 0): string {
    const [H, L] = [this.name(c.ahead), this.name(c.behind)];
    const [hs, ls] = [c.specs[c.ahead], c.specs[c.behind]];
    const hq = figureAfter(ls, hs);
    const lines: Record<Aspect, string[]> = {
      ...BLANK_LINES,
      battery: [
        `${L} needs charging sooner: ${quantity(ls)} against ${hq} on ${H}.`,
        `${L} is rated for ${bare(ls)}, short of ${possessive(H)} ${quantity(hs)}.`,
      ],
      capacity: [
        `${L} holds less: ${quantity(ls)} against ${hq} on ${H}.`,
        `${L} has the smaller ${container(ls)}, ${quantity(ls)} against ${hq}.`,
      ],
      modes: [
        `${L} keeps it simpler, with ${bare(ls)} against ${hq} on ${H}.`,
        `${L} lists fewer options: ${bare(ls)}, where ${H} has ${bare(hs)}.`,
      ],
      display: [`${L} has the smaller screen: ${quantity(ls)} against ${hq}.`],
      water: [`${L} carries the lower water rating: ${amount(ls)} against ${amount(hs)}.`],
      noise: [`${L} is rated louder: ${bare(ls)}, against ${bare(hs)} on ${H}.`],
      temperature: [`${L} covers a narrower range: ${bare(ls)} against ${bare(hs)}.`],
      connectivity: [`${L} connects to fewer devices: ${amount(ls)} against ${hq}.`],
    };
    const own = lines[c.aspect];
    return own.length > 0
      ? this.pick(own, style)
      : `${L} is behind here, with ${bare(ls)} against ${possessive(H)} ${bare(hs)}.`;
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
          ][this.choose(3, style + 103)] as string)
        : ([
            `Here ${n} has its ${again} to offer.`,
            `${n} answers with its ${again}.`,
            `That is where ${possessive(n)} ${again} helps.`,
          ][this.choose(3, style + 103)] as string);
    }
    this.said.add(fact);
    const form = fact.form;
    const s = this.choose(5, style + 109);
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
      const facts = ([0, 1] as const).map((side) =>
        this.books[side].facts.find((f) => f.aspects.includes(aspect) && !this.said.has(f)),
      );
      const x = this.say(0, aspect, style);
      const y = this.say(1, aspect, style + 1);
      // What a fact means is told for what it is about: Dynamic Driver X is sound, though its line
      // mentions a wireless codec, so it is not explained as switching between devices.
      const about = facts.find((f) => f?.aspect === aspect) ? aspect : (facts[0] ?? facts[1])?.aspect;
      const meaning = about ? this.explain(about) : undefined;
      // Two facts on one aspect read as a comparison, not as two list items.
      if (x && y)
        return para(
          x,
          leadIn(this.pick(['Meanwhile, ', 'In comparison, ', 'On the other side, ', ''], style + 2), y),
          meaning,
        );
      if (x || y) return para(x, y, meaning);
    }
    return undefined;
  }

  /** What an aspect means for the reader, in this angle's phrasing; once per article. */
  explain(aspect: Aspect): string | undefined {
    if (this.explained.has(aspect)) return undefined;
    const lines = explainers(this.v.texts, aspect);
    if (lines.length === 0) return undefined;
    this.explained.add(aspect);
    return this.pick(lines, hash(aspect) % 97);
  }

  cmp(aspect: Aspect): Comparison | undefined {
    return compare(this.books, aspect);
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

  /** A sentence comparing the two where both listings give a number for the aspect. */
  contrast(aspect: Aspect, style = 0): string | undefined {
    const c = this.cmp(aspect);
    if (!c) return undefined;
    const [H, L] = [this.name(c.ahead), this.name(c.behind)];
    const [hs, ls] = [c.specs[c.ahead], c.specs[c.behind]];
    const s = this.choose(3, style + 113);
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
          `More room per batch: ${quantity(win.specs[side])}`,
          `${capitalize(quantity(win.specs[side]))}, the larger of the two`,
        ],
        water: [`Stronger water rating (${h} vs ${l})`, `Better sealed: ${h}`, `The higher rating, ${h}`],
        battery: [
          `Longer battery life (${h} vs ${l})`,
          `${capitalize(quantity(win.specs[side]))} between charges`,
          `Outlasts ${them} on a charge`,
        ],
        display: [
          `Bigger screen (${h} vs ${l})`,
          `The larger screen, ${quantity(win.specs[side])}`,
          `More to see: ${quantity(win.specs[side])}`,
        ],
        modes: [`More ${thing} (${h} vs ${l})`, `${h} ${thing}, against ${l}`, `The longer list of ${thing}`],
      };
      found.push(this.pick(lines[win.aspect] ?? [`More ${thing} (${h} vs ${l})`], 11));
    }
    let added = 0;
    // One pro per aspect: a maker's line and a listing's often say the same ("5 cup sizes", "Five cup sizes").
    const aspects = new Set<Aspect>();
    for (const fact of this.ranked(side)) {
      if (added >= facts) break;
      // A compared aspect is said once, by its comparison (a pro or a con), not again as a listing line.
      // A line cut short ("…") is no pro: the table and the prose carry it whole.
      if (this.cmp(fact.aspect) || aspects.has(fact.aspect) || fact.short.endsWith('…')) continue;
      if (found.some((item) => item.toLowerCase().includes(fact.short.toLowerCase()))) continue;
      found.push(clip(fact.short, 140));
      aspects.add(fact.aspect);
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
                `Less room per batch: ${quantity(c.specs[side])} against ${possessive(them)} ${figureAfter(c.specs[side], c.specs[c.ahead])}`,
                `Cooks less at once (${l} vs ${h})`,
              ]
            : [`Holds less (${l} vs ${h})`, `Smaller capacity (${l} vs ${h})`],
        modes: [
          `Fewer ${label} (${l} vs ${h})`,
          `${l} ${label}, against ${possessive(them)} ${h}`,
          `A shorter list of ${label} (${l} vs ${h})`,
        ],
        battery: [
          `Shorter battery life (${l} vs ${h})`,
          `${capitalize(quantity(c.specs[side]))} per charge, against ${figureAfter(c.specs[side], c.specs[c.ahead])} on ${them}`,
          `Needs charging sooner (${l} vs ${h})`,
        ],
        display: [
          `Smaller screen (${l} vs ${h})`,
          `A ${l} screen, against ${possessive(them)} ${quantity(c.specs[c.ahead])}`,
        ],
        water: [`Lower water rating (${l} vs ${h})`, `Less water protection (${l} vs ${h})`],
        noise: [`Louder on paper (${l} vs ${h})`, `Rated louder than ${them} (${l} vs ${h})`],
        temperature: [
          `Narrower temperature range than ${them}`,
          `Less temperature range to work with than ${them}`,
        ],
        connectivity: [
          `Pairs with fewer devices (${l} vs ${h})`,
          `${l} devices at once, against ${h} on ${them}`,
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
    const fact = (side: Side, aspect: Aspect) =>
      cellFact(this.books[side].facts, aspect, (f) => COMPARABLE.includes(aspect) && figureOn(f, aspect));
    const same = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();
    const cells = (aspect: Aspect): [string, string] => {
      const [x, y] = [fact(0, aspect), fact(1, aspect)];
      // Concise cells, as an editor's table has them; the prose carries the listing's full lines. A
      // cell that only repeats its row's label ("Noise cancellation") gives the line instead.
      const label = aspectLabel(aspect, this.v.category);
      const brief = (f: Fact) => clip(same(f.short, label) ? f.line : f.short, 120);
      const short: [string, string] = [x ? brief(x) : 'Not listed', y ? brief(y) : 'Not listed'];
      if (!x || !y || !same(...short)) return short;
      // The same few words on both ("Pressure sensor"): the lines tell them apart, or say they are level.
      const lines: [string, string] = [clip(x.line, 120), clip(y.line, 120)];
      if (!same(...lines)) return lines;
      return [short[0], `The same: ${short[1].charAt(0).toLowerCase()}${short[1].slice(1)}`];
    };
    const rows = aspects.map((aspect) => {
      const [product1, product2] = cells(aspect);
      return { feature: aspectLabel(aspect, this.v.category), product1, product2 };
    });
    // Too few listed facts for a table: first what tells the two apart (what a listing leads with only
    // when both have a line to lead with: "Ninja’s design" is no fact). A table has at least four rows
    // (articleBodySchema): for listings we could not read, rows true of both fill the rest.
    const leads = {
      feature: 'Its listing leads with',
      product1: capitalize(this.strength(0)),
      product2: capitalize(this.strength(1)),
    };
    const filler = [
      { feature: 'Model', product1: this.A, product2: this.B },
      { feature: 'Brand', product1: this.brand(0), product2: this.brand(1) },
      ...(this.books.every((book) => book.facts.length > 0) ? [leads] : []),
      { feature: 'Listing details', product1: this.listingDetails(0), product2: this.listingDetails(1) },
      { feature: 'Full specifications', product1: 'On its Amazon page', product2: 'On its Amazon page' },
    ];
    const telling = filler.filter((row) => !same(row.product1, row.product2));
    // The same lead on both would only repeat a row above.
    const level = filler.filter((row) => row !== leads && same(row.product1, row.product2));
    const best: [string, string] = [clip(bestFor[0], 200), clip(bestFor[1], 200)];
    // A "Best for" that names the same reader twice says nothing: the row is left out.
    const closing = same(...best) ? [] : [{ feature: 'Best for', product1: best[0], product2: best[1] }];
    const need = 4 - closing.length;
    const body = rows.length >= need ? rows : [...rows, ...telling, ...level].slice(0, need);
    return [...body, ...closing];
  }

  /** How much of a listing we could read: "Not listed" when its page gave no feature line. */
  private listingDetails(side: Side): string {
    const count = this.books[side].facts.length;
    if (count === 0) return 'Not listed';
    return count === 1 ? '1 listed feature' : `${count} listed features`;
  }
}
