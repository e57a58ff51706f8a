/**
 * A price shown on a page: an amount with a currency before or after it, as the Associates stores
 * write them ($19.99, 19,99 €, £1,299.00, ¥12,800, 12 800 円, 49,90 zł, USD 20, 20 EUR). Amazon's terms
 * forbid prices that do not come live from its API: they go stale. Weights ("2 pounds") and model
 * numbers are not prices.
 */
const AMOUNT = String.raw`\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const CODES = 'USD|EUR|GBP|JPY|CAD|AUD|INR|BRL|MXN|SEK|PLN|TRY|AED|SAR|EGP|SGD';
const BEFORE = String.raw`(?:US\$|CA?\$|AU?\$|R\$|S\$|MX\$|[$€£¥₹₺]|(?:${CODES})\s?)`;
const AFTER = String.raw`(?:\s?(?:[$€£¥₹₺円]|zł|kr\b|(?:${CODES}|dollars?|euros?)\b))`;

const PRICE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${BEFORE}\s?(?:${AMOUNT})|(?:${AMOUNT})${AFTER})`,
  'iu',
);

/** The first price in `text`, as written; undefined when there is none. */
export function findPrice(text: string): string | undefined {
  return PRICE.exec(text)?.[0].trim();
}
