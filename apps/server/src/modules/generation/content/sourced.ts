/**
 * Figures with a source (issue 29): every figure an article's table, pros, cons and verdict state is
 * one of the run's recorded facts' (or a product's title's). The offline writer holds it by
 * construction (a property test over it); a provider's model is told so by its prompts, and what it
 * wrote anyway is taken out here before anything is checkpointed: a row, a pro or con, a verdict
 * sentence stating a figure no fact gives is dropped, as far as the article's shape allows
 * (ARTICLE_LIMITS), and the rest is logged.
 */
import { ARTICLE_LIMITS } from '@aa/contracts';
import type { Article } from './schemas.ts';

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/**
 * A text's figures as numbers (a number not glued to letters before it): "2,5" and "2.5" alike, "1,299" as 1299 where it groups thousands; with
 * `words`, also those written in words ("two years", which an article may write "2 ans"; not for what
 * an article states: "the one you reach for" is no figure).
 */
export function figuresOf(text: string, words = false): number[] {
  // A figure stands alone: "XM5" and "amber12" are names, not figures.
  const digits = [...text.matchAll(/(?<![\p{L}\d])\d+(?:[.,]\d+)?/gu)].map(([found]) =>
    Number(/^\d{1,3},\d{3}$/.test(found) ? found.replace(',', '') : found.replace(',', '.')),
  );
  if (!words) return digits;
  const worded = [...text.toLowerCase().matchAll(/[a-z]+/g)].flatMap(([word]) => {
    const at = NUMBER_WORDS.indexOf(word);
    return at >= 0 ? [at + 1] : [];
  });
  return [...digits, ...worded];
}

/**
 * The figures `texts` give, with those a writer may restate from them: quarts in litres and °F in °C
 * (the French writer gives the fact's own figure beside them).
 */
export function givenFigures(texts: readonly string[]): Set<number> {
  const given = new Set(figuresOf(texts.join(' '), true));
  for (const figure of [...given]) {
    given.add(Math.round(figure * 0.946 * 10) / 10);
    given.add(Math.round(((figure - 32) * 5) / 9));
  }
  return given;
}

/** The figures of `text` that no fact gives. */
export const unsourced = (text: string, given: ReadonlySet<number>): number[] =>
  figuresOf(text).filter((figure) => !given.has(figure));

/** `items` without those stating a figure no fact gives, keeping at least `min` (the first ones). */
function keep<T>(
  items: readonly T[],
  min: number,
  textOf: (item: T) => string,
  given: ReadonlySet<number>,
  dropped: string[],
) {
  let room = items.length - min;
  return items.filter((item) => {
    if (room <= 0 || unsourced(textOf(item), given).length === 0) return true;
    room -= 1;
    dropped.push(textOf(item));
    return false;
  });
}

/** The article without what states a figure no fact gives (as far as its shape allows), and what went. */
export function keepSourced(
  article: Article,
  given: ReadonlySet<number>,
): { article: Article; dropped: string[] } {
  const dropped: string[] = [];
  const rows = keep(
    article.comparisonRows,
    ARTICLE_LIMITS.rows.min,
    (row) => `${row.product1} | ${row.product2}`,
    given,
    dropped,
  );
  const side = (verdict: Article['product1']) => ({
    ...verdict,
    pros: keep(verdict.pros, ARTICLE_LIMITS.pros.min, (line) => line, given, dropped),
    cons: keep(verdict.cons, ARTICLE_LIMITS.cons.min, (line) => line, given, dropped),
  });
  const product1 = side(article.product1);
  const product2 = side(article.product2);
  const sentences = article.verdict.split(/(?<=[.!?])\s+/);
  const verdict = keep(sentences, 1, (sentence) => sentence, given, dropped).join(' ');
  return {
    article: { ...article, comparisonRows: rows, product1, product2, verdict },
    dropped,
  };
}
