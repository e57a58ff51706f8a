/**
 * A product's short name, as an article names it ("Sony WF-1000XM5"), read from its listing's title in
 * English or in French (amazon.fr titles go "Sony WH-1000XM5 Casque sans fil…"). The rendered post,
 * the pins and the offline writer (@aa/offline-writer) name products with it.
 */
/** `text` within `max` characters, cut at a word and ended with "…" when it is longer. */
export const clip = (text: string, max: number) =>
  text.length <= max
    ? text
    : `${text
        .slice(0, max - 1)
        .replace(/\s+\S*$/, '')
        .trimEnd()}…`;

/** Words that start a listing's description rather than its name ("… Wireless Earbuds with …", "… Casque sans fil"). */
const DESCRIPTIVE = new Set(
  [
    'wireless bluetooth truly noise smart electric rechargeable single multi advanced with for and that featuring by in compatible portable quiet cordless digital programmable',
    // The French listings' product words and the words that follow a name there.
    'sans avec pour et à de du des écouteurs casque liseuse friteuse autocuiseur multicuiseur cafetière machine enceinte sonnette brosse bracelet clavier montre aspirateur',
  ]
    .join(' ')
    .split(' '),
);

/** Words of a product type, which end a name ("COSORI Pro LE Air Fryer", a slug's "COSORI Pro Fryer Dishwasher Safe"). */
const KIND_WORDS = new Set(
  'air fryer pressure cooker coffee espresso robot vacuum earbuds headphones tracker'.split(' '),
);

/** A product's short name: its brand and model ("Sony WF-1000XM5"), not the listing's keyword tail. */
export function shortName(product: { title: string; brand?: string }): string {
  // A comma between two digits is a number's ("4,7 L", "1,000 mAh"), not the end of the name.
  const head = (product.title.split(/(?<!\d),|,(?!\d)|[|(–—:]| - /)[0] ?? product.title).trim();
  const words: string[] = [];
  for (const word of head.split(/\s+/)) {
    if (words.length > 0 && DESCRIPTIVE.has(word.toLowerCase())) break;
    if (words.length >= 2 && KIND_WORDS.has(word.toLowerCase())) break;
    // A quantity with a decimal comma ("9,5 L") follows the name in French listings: not a model number.
    if (words.length >= 2 && /^\d+,\d+$/.test(word)) break;
    words.push(word);
    // A model number ends the name ("Pro 2", "WF-1000XM5", "7-in-1").
    if (words.length >= 2 && /\d/.test(word)) break;
    if (words.length === 5) break;
  }
  return clip(words.join(' ') || head, 40);
}
