/**
 * A price in a text: an amount with a currency before or after it, as the Associates stores write
 * them ($19.99, 19,99 €, £1,299.00, ¥12,800, 12 800 円, ₹1,999, ₺499, 1 299 kr, 49,90 zł, R$ 199,
 * AED 99, 20 EUR, 20 dollars). Amazon's terms forbid prices that do not come live from its API: they
 * go stale. One pattern for both sides: the renderer puts its own words where a model wrote a price
 * (render-article.ts), and the post check fails a live post that shows one (check-post.ts), so what
 * the one lets through the other does not flag. Weights ("2 pounds") and model numbers are not prices.
 */

/**
 * Digits, with thousands separated by a dot, a comma or a space (NBSP too), and decimals. Every part
 * is bounded: with `\d+(?:[.,]\d{3})*(?:[.,]\d+)?` a text of `1,111,111,…` made the engine try each
 * split of the groups from every comma, quadratic (400 kB held the server 38 s, issue 26); bounded,
 * each place in the text costs at most a fixed number of steps. No price has more than 12 digits
 * before five groups of thousands.
 */
const AMOUNT = String.raw`\d{1,12}(?:[.,\s]\d{3}){0,5}(?:[.,]\d{1,3})?`;

/**
 * ISO codes, in capitals only: in any case they are words ("Try 2 weeks", "2 usd ports", "inr").
 * That is why the pattern has no `i` flag.
 */
const CODES = 'USD|EUR|GBP|JPY|CAD|AUD|INR|BRL|MXN|SEK|PLN|TRY|AED|SAR|EGP|SGD';

/** `word` in any case, as a pattern ("ab" → "[aA][bB]"): the words are, the codes beside them not. */
const anyCase = (word: string) =>
  word.replace(/\p{L}/gu, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);

/** Currencies written as words, "20 Dollars" as well as "20 euros". */
const WORDS = ['dollars?', 'euros?'].map(anyCase).join('|');

/** Signs written before the amount (R$ before $, so "R$ 199" is taken whole, not as "R" and "$ 199"). */
const SIGN_BEFORE = String.raw`US\$|CA?\$|AU?\$|R\$|S\$|MX\$|[$€£¥₹₺]`;
const SIGN_AFTER = String.raw`[$€£¥₹₺円]|zł|kr\b`;

/** Neither a letter nor a digit around: "B0D1$2" and "CAD 3D" are no prices. */
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}])`;
const NOT_BEFORE_WORD = String.raw`(?![\p{L}\p{N}])`;

const PRICES = new RegExp(
  `${NOT_AFTER_WORD}(?:` +
    [
      String.raw`(?:${SIGN_BEFORE})\s?${AMOUNT}`,
      String.raw`(?:${CODES})\s?${AMOUNT}${NOT_BEFORE_WORD}`,
      String.raw`${AMOUNT}\s?(?:${SIGN_AFTER}|(?:${CODES}|${WORDS})\b)`,
    ].join('|') +
    ')',
  'gu',
);

/** The first price in `text`, as written; undefined when there is none. */
export function findPrice(text: string): string | undefined {
  // matchAll works on a copy of the pattern: the shared one's lastIndex is never moved.
  for (const [price] of text.matchAll(PRICES)) return price.trim();
  return undefined;
}

/** `text` with each price replaced by `words` (taken as they are: a "$" in them is no pattern). */
export function replacePrices(text: string, words: string): string {
  return text.replace(PRICES, () => words);
}
