/**
 * How much of one article another repeats: the share of word 5-grams (shingles) they have in common,
 * over the shorter one's (containment; a rewrite that keeps the old text and adds a paragraph stays
 * close). The measure of the uniqueness check before publishing and of `bench/content`.
 */
import type { Article } from './schemas.ts';

export const SHINGLE_WORDS = 5;

/** The words of a text, lower-cased, punctuation dropped (letters and digits of any script). */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The set of a text's word n-grams (a text shorter than n is one shingle of all its words). */
export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const list = words(text);
  const found = new Set<string>();
  if (list.length === 0) return found;
  if (list.length < size) {
    found.add(list.join(' '));
    return found;
  }
  for (let i = 0; i + size <= list.length; i += 1) found.add(list.slice(i, i + size).join(' '));
  return found;
}

/** |A ∩ B| / min(|A|, |B|): 1 when one repeats the other whole, 0 when they share no shingle. */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let common = 0;
  for (const shingle of small) if (large.has(shingle)) common += 1;
  return common / small.size;
}

/** The article's text as a reader reads it: every paragraph, row, pro, con, verdict and answer. */
export function articleText(article: Partial<Article>): string {
  const parts: string[] = [];
  if (article.intro) parts.push(article.intro);
  for (const section of article.sections ?? []) parts.push(section.heading, ...section.paragraphs);
  for (const row of article.comparisonRows ?? [])
    parts.push(`${row.feature}: ${row.product1}; ${row.product2}`);
  for (const side of [article.product1, article.product2]) if (side) parts.push(...side.pros, ...side.cons);
  if (article.verdict) parts.push(article.verdict);
  for (const entry of article.faq ?? []) parts.push(entry.question, entry.answer);
  return parts.join('\n');
}

/** The closest of `earlier` to `text`: its index and overlap (index −1 and 0 when there is none). */
export function closest(text: string, earlier: readonly string[]): { index: number; overlap: number } {
  const mine = shingles(text);
  let best = { index: -1, overlap: 0 };
  earlier.forEach((other, index) => {
    const value = overlap(mine, shingles(other));
    if (value > best.overlap) best = { index, overlap: value };
  });
  return best;
}
