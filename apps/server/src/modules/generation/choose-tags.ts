/**
 * Tags as an editor files them (issue 31). A post carries at most five. The compared products' names
 * come first: the tags every run of the campaign shares, made when the site has none yet. Then the
 * site's own tags that fit, reused: one with the words of a tag the plan suggests, or one whose words
 * a product's listing holds ("Wireless Earbuds"), the most used first. A tag the plan suggests that the
 * site does not have is not made: only this post would carry it (an angle such as "long flights"),
 * and an archive page of one post is thin. A tag no published post carries yet counts as not there.
 */
import { categoryWords } from './choose-category.ts';

export const MAX_TAGS = 5;

/** A tag of the site, with how many published posts carry it. */
export interface SiteTag {
  id: number;
  name: string;
  slug: string;
  count: number;
}

/** One tag of the post: a site tag's id, or the name of a tag to make. */
export type TagPick = { id: number } | { name: string };

export interface TagClues {
  /** The tags the writer suggests. */
  planTags: string[];
  /** The compared products' short names ("Sony WH-1000XM5"). */
  productNames: string[];
  /** Their listings' titles, whose words say which site tags fit. */
  productTitles: string[];
}

/** What makes two tags the same: their meaningful words, as stems ("Noise-cancelling headphones"). */
export const tagKey = (text: string) => categoryWords(text).join(' ');

/** A word that says something on its own: not a bare number, at least three characters. */
const meaningful = (word: string) => word.length >= 3 && !/^\d+$/.test(word);

export function chooseTags(clues: TagClues, siteTags: readonly SiteTag[]): TagPick[] {
  // The most carried tag for each set of words (a site may hold "Earbuds" and "earbuds-2").
  const byKey = new Map<string, SiteTag>();
  for (const tag of [...siteTags].sort((a, b) => b.count - a.count)) {
    const key = tagKey(tag.name) || tagKey(tag.slug);
    if (key && !byKey.has(key)) byKey.set(key, tag);
  }
  const picks: TagPick[] = [];
  const taken = new Set<string>();
  const pickedIds = new Set<number>();
  const add = (key: string, pick: TagPick) => {
    if (picks.length >= MAX_TAGS || taken.has(key)) return;
    if ('id' in pick) {
      if (pickedIds.has(pick.id)) return;
      pickedIds.add(pick.id);
    }
    taken.add(key);
    picks.push(pick);
  };

  for (const name of clues.productNames) {
    const key = tagKey(name);
    if (!key) continue;
    const existing = byKey.get(key);
    add(key, existing ? { id: existing.id } : { name: name.trim() });
  }
  for (const suggested of clues.planTags) {
    const key = tagKey(suggested);
    const existing = key ? byKey.get(key) : undefined;
    if (existing && existing.count > 0) add(key, { id: existing.id });
  }
  const listingWords = new Set(clues.productTitles.flatMap(categoryWords));
  const fitting = [...byKey.entries()].filter(([key, tag]) => {
    const words = key.split(' ');
    return tag.count > 0 && words.some(meaningful) && words.every((word) => listingWords.has(word));
  });
  for (const [key, tag] of fitting) add(key, { id: tag.id });
  return picks;
}
