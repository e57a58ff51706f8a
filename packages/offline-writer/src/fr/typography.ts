/**
 * French typography for the French offline writer: a non-breaking space before a colon and inside
 * guillemets, a narrow one before ; ! ?, the typographic apostrophe, and numbers with a decimal comma.
 * The writer's templates are typed with ordinary spaces ("Côté autonomie : …", "« … »"); `typo` turns
 * them into their non-breaking forms without changing a text's length, so the schemas' limits hold.
 */

export const NBSP = '\u00a0';
export const NNBSP = '\u202f';

/** A text set in French typography (idempotent). */
export function typo(text: string): string {
  return (
    text
      // l'autonomie → l’autonomie (a listing's own apostrophes too).
      .replace(/(\p{L})'(\p{L})/gu, '$1’$2')
      .replace(/« /g, `«${NBSP}`)
      .replace(/ »/g, `${NBSP}»`)
      .replace(/ :(?=\s|$)/g, `${NBSP}:`)
      .replace(/ ([;!?])(?=\s|$|»|\))/g, `${NNBSP}$1`)
      // A question or a colon we wrote without its space ("lequel choisir?") gets one.
      .replace(/(\p{L}|\d|»|\))([?!;])(?=\s|$)/gu, `$1${NNBSP}$2`)
  );
}

/** A number as French writes it: a decimal comma, at most one decimal ("6,8", "30"). */
export function nombre(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded).replace('.', ',');
}

/** Every string of a writer's output in French typography, except the slug hint (ASCII words). */
export function typeset<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (key === 'slugHint' ? value : typo(value)) as T;
  if (Array.isArray(value)) return value.map((item) => typeset(item, key)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, typeset(v, k)]),
    ) as T;
  return value;
}

/** A first letter in capitals ("à la" → "À la"). */
export const majuscule = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Our own opening words, lowered after a lead-in ("En face, la fiche…"); names keep their capitals. */
const OWN_OPENINGS = new Set(
  'le la les l’ sur côté pour on ici c’est avec chez du de des au aux à en dans quant sa son ses un une jusqu’à plus moins avantage identique'.split(
    ' ',
  ),
);

/** A sentence after a lead-in: its first word lowered when it is one of ours, never a name ("Sony"). */
export function minuscule(text: string): string {
  const first = (text.split(/\s/)[0] ?? '').toLowerCase();
  const own = OWN_OPENINGS.has(first) || /^(?:l’|c’est|d’)/.test(first);
  return own ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** Whether a word starts with a vowel sound that elides "le", "la", "de" (l’Instant Pot, de l’eufy). */
export const elides = (word: string) => /^[aeiouyàâäéèêëîïôöùûüœAEIOUYÀÂÉÈÊÎÔÙŒ]/.test(word);
