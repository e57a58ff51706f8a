/**
 * What a reader and a search engine find on a post's page, read from its HTML with a forgiving
 * parser (htmlparser2: any theme's markup, broken or not): the head's title, description and image,
 * the post's content (its links, images and visible text) and, in document order, where the first
 * Amazon link comes. Themes differ; the content is the first of the usual containers WordPress themes
 * print it in, else the article, else the page.
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type Element = ReturnType<typeof DomUtils.findAll>[number];
type Node = Element['children'][number];

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
  /** The content's visible text. */
  contentText: string;
  /** The body's visible text as words (wordsOf). */
  bodyWords: string;
  /** The page's first Amazon link, and where in `bodyWords` it starts; null without one. */
  firstAmazonLink: { href: string; at: number } | null;
}

/** Elements whose text nobody reads. */
const UNSEEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe']);

/** Amazon's stores and short links (amazon.fr, amazon.co.uk, amzn.to, amzn.eu), not its image or ad hosts. */
const AMAZON_HOST = /(?:^|\.)(?:amazon|amzn)\.[a-z]{2,3}(?:\.[a-z]{2})?$/i;

/** The containers themes print a post's content in, the most specific first. */
const CONTENT_CLASSES = ['entry-content', 'wp-block-post-content', 'post-content', 'article-content'];

const isElement = (node: Node): node is Element => 'attribs' in node;

/** Text as comparable words: lower case letters and digits, single spaces (quotes and dashes of any kind go). */
export function wordsOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function classes(element: Element): string[] {
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

/** The visible text under `nodes`, in document order; `visit` sees each element before its text. */
function walk(nodes: Node[], onText: (text: string) => void, visit?: (element: Element) => void): void {
  for (const node of nodes) {
    if (isElement(node)) {
      if (UNSEEN.has(node.name)) continue;
      visit?.(node);
      walk(node.children, onText, visit);
    } else if (node.type === 'text' && 'data' in node) onText(node.data);
  }
}

function findFirst(nodes: Node[], test: (element: Element) => boolean): Element | null {
  return DomUtils.findOne(test, nodes, true);
}

function contentRoot(body: Node[]): Node[] {
  const tests: ((element: Element) => boolean)[] = [
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

function hasAncestor(element: Element, name: string): boolean {
  for (let parent = element.parent; parent; parent = parent.parent)
    if ('name' in parent && parent.name === name) return true;
  return false;
}

function meta(head: Node[], key: string): string {
  const element = findFirst(
    head,
    (candidate) =>
      candidate.name === 'meta' &&
      (candidate.attribs.name?.toLowerCase() === key || candidate.attribs.property?.toLowerCase() === key),
  );
  return element?.attribs.content?.trim() ?? '';
}

/** An image's address: its src, or where a lazy-loading plugin keeps it while src holds a placeholder. */
function imageSource(element: Element): string | undefined {
  const { src } = element.attribs;
  if (src && !src.trim().startsWith('data:')) return src;
  return element.attribs['data-src'] ?? element.attribs['data-lazy-src'] ?? element.attribs['data-original'];
}

function linkOf(element: Element, base: string): PageLink | undefined {
  const url = absolute(element.attribs.href, base);
  if (!url) return undefined;
  const rel = (element.attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return { href: url.href, url, rel };
}

/** Reads the page at `pageUrl` (the address its HTML came from: relative links resolve against it). */
export function readPostPage(html: string, pageUrl: string): PostPage {
  const document = parseDocument(html);
  const all = document.children;
  const headElement = findFirst(all, (element) => element.name === 'head');
  const bodyElement = findFirst(all, (element) => element.name === 'body');
  const head = headElement ? [headElement] : all;
  const body = bodyElement ? bodyElement.children : all;

  const titleElement = findFirst(all, (element) => element.name === 'title');
  const headings = DomUtils.findAll((element) => element.name === 'h1', body).map((element) =>
    DomUtils.textContent(element).trim(),
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
  const contentParts: string[] = [];
  walk(
    content,
    (text) => contentParts.push(text),
    (element) => {
      if (element.name === 'a') {
        const link = linkOf(element, pageUrl);
        if (link && isAmazonUrl(link.url)) amazonLinks.push(link);
      }
      const source = element.name === 'img' ? absolute(imageSource(element), pageUrl) : undefined;
      if (source) images.push({ url: source.href, alt: (element.attribs.alt ?? '').trim() });
    },
  );

  let bodyWords = '';
  let firstAmazonLink: PostPage['firstAmazonLink'] = null;
  walk(
    body,
    (text) => {
      const words = wordsOf(text);
      if (words) bodyWords = bodyWords ? `${bodyWords} ${words}` : words;
    },
    (element) => {
      if (firstAmazonLink || element.name !== 'a') return;
      const link = linkOf(element, pageUrl);
      if (link && isAmazonUrl(link.url)) firstAmazonLink = { href: link.href, at: bodyWords.length };
    },
  );

  return {
    title: titleElement ? DomUtils.textContent(titleElement).trim() : '',
    headings: ogTitle ? [...headings, ogTitle] : headings,
    description: meta(head, 'description') || meta(head, 'og:description'),
    featured: featured?.href,
    amazonLinks,
    images,
    contentText: contentParts.join(' ').replace(/\s+/g, ' ').trim(),
    bodyWords,
    firstAmazonLink,
  };
}
