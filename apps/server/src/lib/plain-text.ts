/**
 * Text that came from outside as HTML or a URL (a product page's title, a link's slug, a model's
 * words) made plain, and plain text made safe for an HTML field. Everything we send out is one or the
 * other: WordPress's title, excerpt, alt text and term names are HTML (`escapeHtmlText`), Pinterest's
 * title, description and alt text are plain text (`plainText`).
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  trade: '™',
  reg: '®',
  copy: '©',
  deg: '°',
  times: '×',
};

/** Script and style elements with their content, comments, and whatever else starts like a tag. */
const HIDDEN = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)|<!--[\s\S]*?(?:-->|$)/gi;
/** `<` then a letter, `/`, `!` or `?` starts markup for a browser; an unclosed one runs to the end. */
const TAG = /<[A-Za-z/!?][^>]*>?/g;
/** C0 and C1 controls (tab and line breaks are whitespace), lone surrogates, noncharacters. */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function codePoint(value: number): string {
  // What a browser does with a reference to nothing, a surrogate or NUL: the replacement character.
  const valid =
    Number.isInteger(value) && value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return String.fromCodePoint(valid ? value : 0xfffd);
}

/** Character references decoded, once: `&amp;lt;` is the text `&lt;`, not `<`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,8})|#[xX]([0-9A-Fa-f]{1,8})|([A-Za-z]+));/g, (whole, dec, hex, name) => {
    if (dec !== undefined) return codePoint(Number(dec));
    if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
    return NAMED_ENTITIES[String(name).toLowerCase()] ?? whole;
  });
}

/** At most `max` UTF-16 units, never cutting a surrogate pair in half. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

export interface PlainTextOptions {
  /** Cap in characters (UTF-16 units); none by default. */
  maxLength?: number;
  /** Keep line breaks (a pin's description); otherwise every run of whitespace is one space. */
  multiline?: boolean;
}

/**
 * The text of an HTML fragment: scripts, styles, comments and tags removed, character references
 * decoded once, then anything that has become a tag (`&lt;h1&gt;` is markup in disguise) removed too,
 * controls and lone surrogates dropped, whitespace collapsed, trimmed and capped. The result never
 * holds `<` followed by a letter, `/`, `!` or `?`: no browser reads markup in it, escaped or not.
 */
export function plainText(markup: string, { maxLength, multiline = false }: PlainTextOptions = {}): string {
  // Controls go before each pass: dropping one afterwards could join a `<` to a letter.
  const text = decodeEntities(markup.replace(UNSAFE, '').replace(HIDDEN, ' ').replace(TAG, ' '))
    .replace(UNSAFE, '')
    .replace(HIDDEN, ' ')
    .replace(TAG, ' ');
  const collapsed = multiline
    ? text
        .replace(/\r\n?/g, '\n')
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
  return maxLength === undefined ? collapsed : clip(collapsed, maxLength);
}

/** Plain text as the content of an HTML field (or a quoted attribute): every markup character escaped. */
export function escapeHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
