/**
 * What a reader and a search engine find on a post's page, read from its HTML with a forgiving
 * parser (lib/html-outline.ts: any theme's markup, broken or hostile, in linear time): the head's
 * title, description and image, the post's content (its links, images and visible text) and, in
 * document order, where the first Amazon link comes. Themes differ; the content is the first of the
 * usual containers WordPress themes print it in, else the article, else the page. The page is the
 * user's blog, which anyone with its admin can fill with anything: every list and text read here has
 * a cap (PAGE_LIMITS), and the reading runs in a worker with a deadline (page-analysis.task.ts).
 */
import {
  findAll,
  findFirst,
  type HtmlElement,
  type HtmlNode,
  hasAncestor,
  parseHtml,
  textOf,
  walk,
} from '../../../lib/html-outline.ts';

export interface PageLink {
  /** Absolute. */
  href: string;
  url: URL;
  /** Its `rel` tokens, lower case. */
  rel: string[];
}

export interface PageImage {
  /** Absolute. */
  url: string;
  alt: string;
}

export interface PostPage {
  title: string;
  /** The page's h1 and og:title: where a theme shows the post's title. */
  headings: string[];
  /** The meta description, else og:description. */
  description: string;
  /** og:image, else the theme's featured image (`wp-post-image`), absolute; undefined when neither. */
  featured: string | undefined;
  /** Amazon links of the content, in document order. */
  amazonLinks: PageLink[];
  images: PageImage[];
  /**
   * The content's visible text, a line per block (paragraph, cell, item), without the product boxes' prices (`boxPrices`): those are Amazon's
   * API's, shown with the time read, and checked for their age instead.
   */
  contentText: string;
  /** The product boxes' prices (`.aa-price` with the time read, `data-read-at`), in order. */
  boxPrices: { text: string; readAt: string }[];
  /** The body's visible text as words (wordsOf). */
  bodyWords: string;
  /** The page's first Amazon link, and where in `bodyWords` it starts; null without one. */
  firstAmazonLink: { href: string; at: number } | null;
}

/**
 * What one page may make us hold. A post has a handful of links and images and a few thousand words;
 * past these a page is read as far as they go (what comes later is not checked).
 */
const PAGE_LIMITS = {
  headings: 20,
  /** A title, a heading, a description, an alt text. */
  shortText: 2_000,
  links: 500,
  images: 500,
  boxPrices: 20,
  contentText: 200_000,
  bodyWords: 300_000,
} as const;

/** Elements that start a block of text: their text never runs on into the text before them. */
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figcaption',
  'br',
  'section',
  'blockquote',
]);

/** Elements whose text nobody reads. */
const UNSEEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe']);

/** Amazon's stores and short links (amazon.fr, amazon.co.uk, amzn.to, amzn.eu), not its image or ad hosts. */
const AMAZON_HOST = /(?:^|\.)(?:amazon|amzn)\.[a-z]{2,3}(?:\.[a-z]{2})?$/i;

/** The containers themes print a post's content in, the most specific first. */
const CONTENT_CLASSES = ['entry-content', 'wp-block-post-content', 'post-content', 'article-content'];

/** Text as comparable words: lower case letters and digits, single spaces (quotes and dashes of any kind go). */
export function wordsOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const shortText = (text: string) => text.trim().slice(0, PAGE_LIMITS.shortText);

function classes(element: HtmlElement): string[] {
  return (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function absolute(href: string | undefined, base: string): URL | undefined {
  if (!href?.trim()) return undefined;
  try {
    return new URL(href.trim(), base);
  } catch {
    return undefined;
  }
}

function isAmazonUrl(url: URL): boolean {
  return (url.protocol === 'https:' || url.protocol === 'http:') && AMAZON_HOST.test(url.hostname);
}

/**
 * The visible text under `nodes`, in document order; `visit` sees each element before its text, and
 * returning false leaves the element's text out.
 */
function visibleText(
  nodes: readonly HtmlNode[],
  onText: (text: string) => void,
  visit?: (element: HtmlElement) => boolean | undefined,
): void {
  walk(nodes, {
    enter(element) {
      if (UNSEEN.has(element.name)) return false;
      return visit?.(element) !== false;
    },
    text: onText,
  });
}

function contentRoot(body: readonly HtmlNode[]): readonly HtmlNode[] {
  const tests: ((element: HtmlElement) => boolean)[] = [
    (element) => element.attribs.itemprop === 'articleBody',
    (element) => classes(element).some((name) => CONTENT_CLASSES.includes(name)),
    (element) => classes(element).includes('content') && hasAncestor(element, 'article'),
    (element) => element.name === 'article',
    (element) => element.name === 'main',
  ];
  for (const test of tests) {
    const found = findFirst(body, test);
    if (found) return [found];
  }
  return body;
}

function meta(head: readonly HtmlNode[], key: string): string {
  const element = findFirst(
    head,
    (candidate) =>
      candidate.name === 'meta' &&
      (candidate.attribs.name?.toLowerCase() === key || candidate.attribs.property?.toLowerCase() === key),
  );
  return shortText(element?.attribs.content ?? '');
}

/** An image's address: its src, or where a lazy-loading plugin keeps it while src holds a placeholder. */
function imageSource(element: HtmlElement): string | undefined {
  const { src } = element.attribs;
  if (src && !src.trim().startsWith('data:')) return src;
  return element.attribs['data-src'] ?? element.attribs['data-lazy-src'] ?? element.attribs['data-original'];
}

function linkOf(element: HtmlElement, base: string): PageLink | undefined {
  const url = absolute(element.attribs.href, base);
  if (!url) return undefined;
  const rel = (element.attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return { href: url.href, url, rel };
}

/** Reads the page at `pageUrl` (the address its HTML came from: relative links resolve against it). */
export function readPostPage(html: string, pageUrl: string): PostPage {
  const document = parseHtml(html);
  const all = document.children;
  const headElement = findFirst(all, (element) => element.name === 'head');
  const bodyElement = findFirst(all, (element) => element.name === 'body');
  const head = headElement ? [headElement] : all;
  const body = bodyElement ? bodyElement.children : all;

  const titleElement = findFirst(all, (element) => element.name === 'title');
  const headings = findAll(body, (element) => element.name === 'h1', PAGE_LIMITS.headings).map((element) =>
    shortText(textOf(element, PAGE_LIMITS.shortText)),
  );
  const ogTitle = meta(head, 'og:title');
  const featuredImage = findFirst(
    body,
    (element) => element.name === 'img' && classes(element).includes('wp-post-image'),
  );
  const featured =
    absolute(meta(head, 'og:image'), pageUrl) ??
    absolute(featuredImage ? imageSource(featuredImage) : undefined, pageUrl) ??
    absolute(meta(head, 'twitter:image'), pageUrl);

  const content = contentRoot(body);
  const amazonLinks: PageLink[] = [];
  const images: PageImage[] = [];
  const boxPrices: PostPage['boxPrices'] = [];
  const contentParts: string[] = [];
  let contentLength = 0;
  visibleText(
    content,
    (text) => {
      if (contentLength >= PAGE_LIMITS.contentText) return;
      contentParts.push(text);
      contentLength += text.length;
    },
    (element) => {
      const readAt = element.attribs['data-read-at'];
      if (readAt !== undefined && classes(element).includes('aa-price')) {
        if (boxPrices.length < PAGE_LIMITS.boxPrices)
          boxPrices.push({
            text: shortText(textOf(element, PAGE_LIMITS.shortText)),
            readAt: shortText(readAt),
          });
        return false;
      }
      // A block's text is a line of its own ("…on Amazon" then a box's "Product B0…" is no "Amazon product B0…").
      if (BLOCKS.has(element.name) && contentLength < PAGE_LIMITS.contentText) {
        contentParts.push('\n');
        contentLength += 1;
      }
      if (element.name === 'a' && amazonLinks.length < PAGE_LIMITS.links) {
        const link = linkOf(element, pageUrl);
        if (link && isAmazonUrl(link.url)) amazonLinks.push(link);
      }
      if (element.name !== 'img' || images.length >= PAGE_LIMITS.images) return true;
      const source = absolute(imageSource(element), pageUrl);
      if (source) images.push({ url: source.href, alt: shortText(element.attribs.alt ?? '') });
      return true;
    },
  );

  const words: string[] = [];
  let wordsLength = 0;
  let firstAmazonLink: PostPage['firstAmazonLink'] = null;
  visibleText(
    body,
    (text) => {
      if (wordsLength >= PAGE_LIMITS.bodyWords) return;
      const found = wordsOf(text);
      if (!found) return;
      words.push(found);
      wordsLength += found.length + 1;
    },
    (element) => {
      if (firstAmazonLink || element.name !== 'a') return true;
      const link = linkOf(element, pageUrl);
      // Where the link starts in the words joined by single spaces.
      if (link && isAmazonUrl(link.url))
        firstAmazonLink = { href: link.href, at: Math.max(0, wordsLength - 1) };
      return true;
    },
  );

  return {
    title: titleElement ? shortText(textOf(titleElement, PAGE_LIMITS.shortText)) : '',
    headings: ogTitle ? [...headings, ogTitle] : headings,
    description: meta(head, 'description') || meta(head, 'og:description'),
    featured: featured?.href,
    amazonLinks,
    images,
    contentText: contentParts
      .join(' ')
      .slice(0, PAGE_LIMITS.contentText)
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n\s*/g, '\n')
      .trim(),
    boxPrices,
    bodyWords: words.join(' '),
    firstAmazonLink,
  };
}
