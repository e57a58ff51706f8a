/**
 * The public facts of an Amazon product page: title, brand, feature bullets. A small, forgiving
 * reader of the markup Amazon has used for years (#productTitle, #bylineInfo, #feature-bullets,
 * og:title); a robot-check page has none of them and reads as nothing.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

function decode(text: string): string {
  return text
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#') && /^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const stripTags = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' '));

function byId(html: string, id: string, tag = '[a-z]+'): string | null {
  const match = new RegExp(`<(${tag})[^>]*\\bid=["']${id}["'][^>]*>([\\s\\S]*?)</\\1>`, 'i').exec(html);
  return match?.[2] ?? null;
}

export function parseProductPage(html: string): { title: string; brand?: string; features: string[] } | null {
  const productTitle = byId(html, 'productTitle', 'span|h1');
  const og = /<meta[^>]+property=["']og:title["'][^>]+content=["']([^"']+)["']/i.exec(html)?.[1];
  const pageTitle = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const fromHead = og ? decode(og) : pageTitle ? decode(pageTitle) : '';
  // <title> and og:title read "Amazon.com: <product> : <category>"; #productTitle is the product alone.
  const title = (
    productTitle
      ? stripTags(productTitle)
      : /^Amazon\.[a-z.]+\s*:/i.test(fromHead)
        ? fromHead.replace(/^Amazon\.[a-z.]+\s*:\s*/i, '').replace(/\s+:\s+[^:]{2,40}$/, '')
        : fromHead
  )
    .slice(0, 200)
    .trim();
  if (!title || /robot check|captcha|sorry/i.test(title)) return null;
  const byline = byId(html, 'bylineInfo', 'a|span|div');
  const brand = byline
    ? stripTags(byline)
        .replace(/^(?:Visit the|Brand:)\s*/i, '')
        .replace(/\s*Store$/i, '')
        .slice(0, 80)
    : undefined;
  const bullets = byId(html, 'feature-bullets', 'div|ul') ?? '';
  const features = [...bullets.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((match) => stripTags(match[1] ?? ''))
    .filter((feature) => feature.length > 0 && !/^(?:Make sure this fits|›)/i.test(feature))
    .map((feature) => feature.slice(0, 300))
    .slice(0, 6);
  return { title, ...(brand ? { brand } : {}), features };
}
