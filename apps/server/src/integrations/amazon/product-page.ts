/**
 * The public facts of an Amazon product page: title, brand, feature bullets. A small, forgiving
 * reader of the markup Amazon has used for years (#productTitle, #bylineInfo, #feature-bullets,
 * og:title); a robot-check page has none of them and reads as nothing. What it returns is plain text
 * (`plainText`): a title that says `&lt;h1&gt;` on the page is markup in disguise and is stripped.
 */
import { clip, plainText } from '../../lib/plain-text.ts';

/** The words around the brand in a byline, in the stores' languages ("Visiter la boutique Sony"). */
const BYLINE_LEAD =
  /^(?:Visit the|Brand:|Visiter la boutique|Marque\s*:|Besuche den|Marke:|Visita lo Store di|Visita la tienda de|Marca:)\s*/i;

function byId(html: string, id: string, tag = '[a-z]+'): string | null {
  const match = new RegExp(`<(${tag})[^>]*\\bid=["']${id}["'][^>]*>([\\s\\S]*?)</\\1>`, 'i').exec(html);
  return match?.[2] ?? null;
}

export function parseProductPage(html: string): { title: string; brand?: string; features: string[] } | null {
  const productTitle = byId(html, 'productTitle', 'span|h1');
  const og = /<meta[^>]+property=["']og:title["'][^>]+content=["']([^"']+)["']/i.exec(html)?.[1];
  const pageTitle = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const fromHead = plainText(og ?? pageTitle ?? '');
  // <title> and og:title read "Amazon.com: <product> : <category>"; #productTitle is the product alone.
  const title = clip(
    productTitle
      ? plainText(productTitle)
      : /^Amazon\.[a-z.]+\s*:/i.test(fromHead)
        ? fromHead.replace(/^Amazon\.[a-z.]+\s*:\s*/i, '').replace(/\s+:\s+[^:]{2,40}$/, '')
        : fromHead,
    200,
  ).trim();
  if (!title || /robot check|captcha|sorry/i.test(title)) return null;
  const byline = byId(html, 'bylineInfo', 'a|span|div');
  const brand = byline
    ? clip(
        plainText(byline)
          .replace(BYLINE_LEAD, '')
          .replace(/(?:\s+|-)Store$/i, ''),
        80,
      )
    : undefined;
  const bullets = byId(html, 'feature-bullets', 'div|ul') ?? '';
  const features = [...bullets.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((match) => plainText(match[1] ?? '', { maxLength: 300 }))
    .filter((feature) => feature.length > 0 && !/^(?:Make sure this fits|›)/i.test(feature))
    .slice(0, 6);
  return { title, ...(brand ? { brand } : {}), features };
}
