/**
 * The public facts of an Amazon product page: title, brand, feature bullets. A small, forgiving
 * reader of the markup Amazon has used for years (#productTitle, #bylineInfo, #feature-bullets,
 * og:title); a robot-check page has none of them and reads as nothing. The page is parsed into a
 * tree in linear time (lib/html-outline.ts), never with patterns that scan the rest of the page from
 * each tag (issue 26); the caller runs it in a worker (product-page.task.ts). What it returns is plain
 * text (`plainText`): a title that says `&lt;h1&gt;` on the page is markup in disguise and is stripped.
 */
import { findAll, findFirst, type HtmlElement, parseHtml, textOf } from '../../lib/html-outline.ts';
import { clip, plainText } from '../../lib/plain-text.ts';

export interface ProductPageFacts {
  title: string;
  brand?: string;
  features: string[];
}

/** The words around the brand in a byline, in the stores' languages ("Visiter la boutique Sony"). */
const BYLINE_LEAD =
  /^(?:Visit the|Brand:|Visiter la boutique|Marque\s*:|Besuche den|Marke:|Visita lo Store di|Visita la tienda de|Marca:)\s*/i;

/** What is read of one element: a title, a byline, a bullet are far shorter. */
const TEXT_READ = 2_000;
const MAX_FEATURES = 6;

/**
 * An element's text, made plain once: the tree decoded its references already, so `&` is escaped
 * before plainText decodes (`&amp;amp;` reads `&amp;`, as on the page) and removes what reads as markup.
 */
const plainOf = (element: HtmlElement, maxLength?: number) =>
  plainText(textOf(element, TEXT_READ).replaceAll('&', '&amp;'), maxLength ? { maxLength } : {});

const plainValue = (value: string) => plainText(value.slice(0, TEXT_READ).replaceAll('&', '&amp;'));

export function parseProductPage(html: string): ProductPageFacts | null {
  const roots = parseHtml(html).children;
  const byId = (id: string, names: readonly string[]) =>
    findFirst(roots, (element) => element.attribs.id === id && names.includes(element.name));
  const productTitle = byId('productTitle', ['span', 'h1']);
  const og = findFirst(
    roots,
    (element) => element.name === 'meta' && element.attribs.property?.toLowerCase() === 'og:title',
  )?.attribs.content;
  const pageTitle = findFirst(roots, (element) => element.name === 'title');
  const fromHead = og ? plainValue(og) : pageTitle ? plainOf(pageTitle) : '';
  // <title> and og:title read "Amazon.com: <product> : <category>"; #productTitle is the product alone.
  const title = clip(
    productTitle
      ? plainOf(productTitle)
      : /^Amazon\.[a-z.]+\s*:/i.test(fromHead)
        ? fromHead.replace(/^Amazon\.[a-z.]+\s*:\s*/i, '').replace(/\s+:\s+[^:]{2,40}$/, '')
        : fromHead,
    200,
  ).trim();
  if (!title || /robot check|captcha|sorry/i.test(title)) return null;
  const byline = byId('bylineInfo', ['a', 'span', 'div']);
  const brand = byline
    ? clip(
        plainOf(byline)
          .replace(BYLINE_LEAD, '')
          .replace(/(?:\s+|-)Store$/i, ''),
        80,
      )
    : undefined;
  const bullets = byId('feature-bullets', ['div', 'ul']);
  const features = (bullets ? findAll(bullets.children, (element) => element.name === 'li', 50) : [])
    .map((item) => plainOf(item, 300))
    .filter((feature) => feature.length > 0 && !/^(?:Make sure this fits|›)/i.test(feature))
    .slice(0, MAX_FEATURES);
  return { title, ...(brand ? { brand } : {}), features };
}
