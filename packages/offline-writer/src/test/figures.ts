/**
 * The figures of a text, for the checks that every figure an article states comes from the run's
 * facts (issue 29: facts-sourced.property.test.ts, bench/content's "traced to a recorded fact").
 */

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
 * A text's figures as numbers: "2,5" and "2.5" alike, "1,299" as 1299 where it groups thousands; with
 * `words`, also those written in words ("two years", which an article may write "2 ans"; not for what
 * an article states: "the one you reach for" is no figure).
 */
export function figuresOf(text: string, words = false): number[] {
  const digits = [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map(([found]) =>
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
 * The figures `texts` give, with those the French writer restates from them: quarts in litres and °F
 * in °C, the fact's own figure beside them.
 */
export function givenFigures(texts: readonly string[]): Set<number> {
  const given = new Set(figuresOf(texts.join(' '), true));
  for (const figure of [...given]) {
    given.add(Math.round(figure * 0.946 * 10) / 10);
    given.add(Math.round(((figure - 32) * 5) / 9));
  }
  return given;
}
