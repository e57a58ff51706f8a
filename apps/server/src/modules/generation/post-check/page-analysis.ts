/**
 * What a post's page alone tells (issue 20): whether it is this run's post, its disclosure, its Amazon
 * links, a price, its title and description, products named by a placeholder; and which images it
 * shows, for check-post.ts to ask for.
 * Pure and synchronous: it runs in a worker with a deadline (page-analysis.task.ts), never on the
 * server's main thread, since the page is someone's blog and may be built to be slow to read.
 */
import {
  type AmazonStore,
  boundedParam,
  type PostCheckItem,
  type PostCheckKey,
  type PostCheckParams,
  type PostCheckProblem,
  PRICE_MAX_AGE_HOURS,
  storeOfHost,
} from '@aa/contracts';
import { findPrice } from '../content/prices.ts';
import { type PageImage, type PageLink, type PostPage, readPostPage, wordsOf } from './post-page.ts';

/** What the run published, that the page should show. */
export interface PostExpectations {
  /** The post's public address. */
  url: string;
  /** The run's title: a page without it is not this run's post (an old cached page). */
  title?: string;
  /** The disclosure in the article's language. */
  disclosure: string;
  /** The campaign's store: its links go there. */
  store: AmazonStore;
  /** The tag the run's links carry; null when unknown (any tag passes then). */
  tag: string | null;
}

/** The items the page alone decides. */
export type PageItemKey = Extract<
  PostCheckKey,
  'status' | 'disclosure' | 'links' | 'price' | 'meta' | 'products'
>;

export interface PageAnalysis {
  items: Record<PageItemKey, PostCheckItem>;
  /** The content's images, in order (PAGE_LIMITS.images at most). */
  images: PageImage[];
  /** og:image, else the theme's featured image; absolute. */
  featured: string | undefined;
}

export interface PageToAnalyse {
  html: string;
  /** Where the page's redirects led: its relative links resolve against it. */
  url: string;
  expected: PostExpectations;
  /** When the check reads the page (ms since the epoch): a box's price older than Amazon allows fails. */
  now?: number;
}

export const pass = (key: PostCheckKey): PostCheckItem => ({ key, ok: true });

/** A failed item; every parameter bounded (boundedParam), since they come from someone's page. */
export function fail(key: PostCheckKey, problem: PostCheckProblem, params?: PostCheckParams): PostCheckItem {
  if (!params) return { key, ok: false, problem };
  const bounded: PostCheckParams = {};
  for (const name of ['url', 'found', 'expected'] as const) {
    const value = params[name];
    if (value !== undefined) bounded[name] = boundedParam(value);
  }
  return { key, ok: false, problem, params: bounded };
}

/** A page that shows the run's title in its <title>, an h1 or og:title. */
function showsTitle(page: PostPage, title: string): boolean {
  const wanted = wordsOf(title);
  return !wanted || [page.title, ...page.headings].some((shown) => wordsOf(shown).includes(wanted));
}

function disclosureItem(page: PostPage, disclosure: string): PostCheckItem {
  const wanted = wordsOf(disclosure);
  const at = page.bodyWords.indexOf(wanted);
  if (at < 0) return fail('disclosure', 'disclosure_missing', { expected: disclosure });
  const first = page.firstAmazonLink;
  if (first && at + wanted.length > first.at)
    return fail('disclosure', 'disclosure_after_link', { url: first.href });
  return pass('disclosure');
}

function linkProblem(
  link: PageLink,
  { store, tag }: PostExpectations,
): { problem: PostCheckProblem; params?: PostCheckParams } | undefined {
  if (storeOfHost(link.url.hostname)?.id !== store.id)
    return { problem: 'wrong_store', params: { found: link.url.hostname, expected: store.host } };
  const found = link.url.searchParams.get('tag');
  if (!found) return { problem: 'tag_missing' };
  if (tag && found !== tag) return { problem: 'wrong_tag', params: { found, expected: tag } };
  if (!link.rel.includes('sponsored')) return { problem: 'rel_missing' };
  return undefined;
}

function linksItem(page: PostPage, expected: PostExpectations): PostCheckItem {
  if (page.amazonLinks.length === 0) return fail('links', 'no_links');
  for (const link of page.amazonLinks) {
    const found = linkProblem(link, expected);
    if (found) return fail('links', found.problem, { url: link.href, ...found.params });
  }
  return pass('links');
}

/**
 * No price but a product box's, and that one no older than Amazon allows (PRICE_MAX_AGE_HOURS since
 * its API gave it): a price anywhere else, or a box's past its time, fails.
 */
function priceItem(page: PostPage, now: number): PostCheckItem {
  const price = findPrice(page.contentText);
  if (price) return fail('price', 'price_shown', { found: price });
  for (const box of page.boxPrices) {
    const readAt = Date.parse(box.readAt);
    if (Number.isNaN(readAt) || now - readAt >= PRICE_MAX_AGE_HOURS * 3_600_000)
      return fail('price', 'price_stale', { found: box.text, expected: String(PRICE_MAX_AGE_HOURS) });
  }
  return pass('price');
}

/**
 * What a product was called when its page could not be read ("Amazon product B0D1XD1ZV3"): a post
 * naming one is about nothing a reader can recognise (issue 27).
 */
const PLACEHOLDER_NAME = /\bAmazon product (?:B0[A-Z0-9]{8}|\d{9}[\dX])\b/i;

function productsItem(page: PostPage): PostCheckItem {
  for (const text of [page.title, ...page.headings, page.contentText]) {
    const found = PLACEHOLDER_NAME.exec(text)?.[0];
    if (found) return fail('products', 'placeholder_name', { found });
  }
  return pass('products');
}

function metaItem(page: PostPage): PostCheckItem {
  if (!page.title) return fail('meta', 'title_missing');
  if (!page.description) return fail('meta', 'description_missing');
  return pass('meta');
}

/** Reads the page and decides what it alone can tell. */
export function analysePage({ html, url, expected, now = Date.now() }: PageToAnalyse): PageAnalysis {
  const page = readPostPage(html, url);
  const status =
    expected.title && !showsTitle(page, expected.title)
      ? fail('status', 'stale', { expected: expected.title })
      : pass('status');
  return {
    items: {
      status,
      disclosure: disclosureItem(page, expected.disclosure),
      links: linksItem(page, expected),
      price: priceItem(page, now),
      meta: metaItem(page),
      products: productsItem(page),
    },
    images: page.images,
    featured: page.featured,
  };
}
