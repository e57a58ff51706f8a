/** Text into HTML, for the stand-ins' own pages (the only place they write markup by hand). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A WordPress text field (a title, an excerpt, an alt text, a term name) into a page, as themes print
 * them with esc_html: WordPress stores these escaped (`Tom &amp; Jerry`), so a character reference
 * already there is kept and everything else that could be markup is escaped. Whatever a client sent,
 * it shows as text.
 */
export function escapeWordPressText(value: string): string {
  return value
    .replace(/&(?!(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);)/g, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
