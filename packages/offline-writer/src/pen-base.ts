/**
 * What every language's pen (prose.ts's Pen, fr/pen.ts's Plume) does alike: its seeded picks of
 * phrasings, the facts it has already stated, and the order in which it reaches for a product's facts
 * and comparisons (the angle's focus first). The sentences themselves are each language's.
 */
import { type Aspect, COMPARABLE } from './facts.ts';
import type { Side } from './prose.ts';

/** A product's listing as a pen reads it: its short name, its maker, its facts. */
export interface Listing<F> {
  name: string;
  brand?: string;
  facts: F[];
}

/** A fact of a listing: the aspect it is mainly about, and every aspect it touches. */
export interface ListedFact {
  aspect: Aspect;
  aspects: readonly Aspect[];
}

/** Two listings' figures on one aspect: which product is ahead. */
export interface Compared {
  ahead: Side;
  behind: Side;
}

export abstract class PenBase<
  F extends ListedFact,
  C extends Compared,
  V extends { aspects: readonly Aspect[] },
> {
  readonly names: [string, string];
  readonly A: string;
  readonly B: string;
  readonly v: V;
  readonly focus: readonly Aspect[];
  protected readonly listings: [Listing<F>, Listing<F>];
  private readonly seed: number;
  /** Facts already stated in full: a second mention is brief, as an editor would write it. */
  protected readonly said = new Set<F>();
  /** Aspects whose meaning for the reader the article has told. */
  protected readonly explained = new Set<Aspect>();

  constructor(listings: [Listing<F>, Listing<F>], v: V, focus: readonly Aspect[], seed: number) {
    this.listings = listings;
    this.names = [listings[0].name, listings[1].name];
    [this.A, this.B] = this.names;
    this.v = v;
    this.focus = focus;
    this.seed = seed;
  }

  /** The product's fact on an aspect, if its listing gives one. */
  abstract fact(side: Side, aspect: Aspect): F | undefined;

  /** The two listings' figures on an aspect, where both give one and they differ. */
  abstract cmp(aspect: Aspect): C | undefined;

  /** A sentence comparing the two where both listings give a figure for the aspect. */
  abstract contrast(aspect: Aspect, style?: number): string | undefined;

  /**
   * A number below `count`, the same for this pen every time; `salt` varies it per use. Seed and salt
   * are mixed, so two runs whose seeds agree on one choice do not agree on all the others too.
   */
  choose(count: number, salt = 0): number {
    let h = Math.imul(this.seed ^ Math.imul(salt + 0x9e37, 0x85ebca6b), 0xc2b2ae35);
    h ^= h >>> 15;
    h = Math.imul(h, 0x27d4eb2f);
    h ^= h >>> 13;
    return (h >>> 0) % Math.max(1, count);
  }

  /** One of `items`, the same for this angle and pair every time; `salt` varies it per use. */
  pick<T>(items: readonly T[], salt = 0): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[this.choose(items.length, salt)] as T;
  }

  other(side: Side): Side {
    return side === 0 ? 1 : 0;
  }

  has(side: Side, ...aspects: Aspect[]): boolean {
    return aspects.some((aspect) => this.fact(side, aspect) !== undefined);
  }

  /** Whether either product has a fact on one of the aspects. */
  any(...aspects: Aspect[]): boolean {
    return this.has(0, ...aspects) || this.has(1, ...aspects);
  }

  /** The product's facts in the angle's order of emphasis, then the rest as listed. */
  ranked(side: Side): F[] {
    const order = [...this.focus, ...this.v.aspects];
    const rank = (fact: F) => {
      const index = order.indexOf(fact.aspect);
      return index === -1 ? order.length : index;
    };
    return [...this.listings[side].facts].sort((x, y) => rank(x) - rank(y));
  }

  lead(side: Side): F | undefined {
    return this.ranked(side)[0];
  }

  /** The comparison of an aspect, unless the article has already stated both its facts. */
  contrastOnce(aspect: Aspect, style = 0): string | undefined {
    if (this.stated(this.fact(0, aspect)) && this.stated(this.fact(1, aspect))) return undefined;
    return this.contrast(aspect, style);
  }

  /** Whether the article has already stated the fact in full. */
  stated(fact: F | undefined): boolean {
    return fact !== undefined && this.said.has(fact);
  }

  /** The first comparison, in the angle's order, where `side` is ahead (or behind). */
  edge(side: Side, ahead = true): C | undefined {
    for (const aspect of new Set([...this.focus, ...COMPARABLE])) {
      const found = this.cmp(aspect);
      if (found && (ahead ? found.ahead : found.behind) === side) return found;
    }
    return undefined;
  }

  /** The first comparison among `aspects` (in their order), whoever is ahead. */
  edgeIn(aspects: readonly Aspect[]): C | undefined {
    for (const aspect of aspects) {
      const found = this.cmp(aspect);
      if (found) return found;
    }
    return undefined;
  }
}

/** `items` from a place of the pen's own, wrapping round: each run starts a list somewhere else. */
export function rotated<T>(
  p: { choose(count: number, salt?: number): number },
  items: readonly T[],
  salt: number,
): T[] {
  if (items.length === 0) return [];
  const start = p.choose(items.length, salt);
  return [...items.slice(start), ...items.slice(0, start)];
}
