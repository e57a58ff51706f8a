/**
 * The check of a live post (issue 20): its page fetched as a visitor gets it, then the seven items of
 * POST_CHECK_KEYS, each passing or failing with a problem code and what it is about (the offending
 * link or image, what was found and what was expected). Knows no table: the run's expectations come
 * in, the items go out.
 */
import {
  type AmazonStore,
  POST_CHECK_KEYS,
  type PostCheckItem,
  type PostCheckKey,
  type PostCheckParams,
  type PostCheckProblem,
  storeOfHost,
} from '@aa/contracts';
import type { PublicFile, PublicWeb } from '../../../integrations/web/public-web.ts';
import { findPrice } from '../content/prices.ts';
import { type PageLink, type PostPage, readPostPage, wordsOf } from './post-page.ts';

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

const pass = (key: PostCheckKey): PostCheckItem => ({ key, ok: true });

const fail = (key: PostCheckKey, problem: PostCheckProblem, params?: PostCheckParams): PostCheckItem => ({
  key,
  ok: false,
  problem,
  ...(params ? { params } : {}),
});

/**
 * The most files one check asks for. The page is the user's blog, editable before the day and week
 * rechecks: a page of 50,000 <img> pointing at someone else's host must not make us send 50,000
 * requests there. Our posts have 3 images and the featured one; 20 leaves room for a theme's own.
 */
const MAX_FILES_CHECKED = 20;

/** Files asked for at once: a page's images are mostly on one host, which we do not hammer. */
const FILES_AT_ONCE = 4;

/** Why each file does not load as an image ("HTTP 404", "text/html", "timeout"), by address; undefined when it does. */
type FileProblems = Map<string, string | undefined>;

/** The files a check asks for: the featured image first (always checked), then the content's images in order, each once. */
function filesToCheck(page: PostPage): string[] {
  const urls = new Set<string>();
  if (page.featured) urls.add(page.featured);
  for (const image of page.images) urls.add(image.url);
  return [...urls].slice(0, MAX_FILES_CHECKED);
}

async function fileProblem(web: Pick<PublicWeb, 'file'>, url: string): Promise<string | undefined> {
  const answer = await web.file(url);
  if (!answer.answered) return answer.reason;
  return notAnImage(answer);
}

/** Each of `urls` asked for, FILES_AT_ONCE at a time (workers taking the next address when one is done). */
async function checkFiles(web: Pick<PublicWeb, 'file'>, urls: string[]): Promise<FileProblems> {
  const problems: FileProblems = new Map();
  let next = 0;
  const worker = async () => {
    for (let url = urls[next++]; url !== undefined; url = urls[next++])
      problems.set(url, await fileProblem(web, url));
  };
  await Promise.all(Array.from({ length: Math.min(FILES_AT_ONCE, urls.length) }, worker));
  return problems;
}

function notAnImage({ status, contentType }: PublicFile): string | undefined {
  if (status < 200 || status > 299) return `HTTP ${status}`;
  if (!/^image\//i.test(contentType.trim())) return contentType.split(';')[0]?.trim() || 'no content type';
  return undefined;
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

/** Images past MAX_FILES_CHECKED were not asked for: they have no problem on record and pass. */
function imagesItem(page: PostPage, problems: FileProblems): PostCheckItem {
  const broken = page.images.find((image) => problems.get(image.url) !== undefined);
  if (broken) return fail('images', 'image_broken', { url: broken.url, found: problems.get(broken.url) });
  const withoutAlt = page.images.find((image) => !image.alt);
  if (withoutAlt) return fail('images', 'image_alt_missing', { url: withoutAlt.url });
  return pass('images');
}

function priceItem(page: PostPage): PostCheckItem {
  const price = findPrice(page.contentText);
  return price ? fail('price', 'price_shown', { found: price }) : pass('price');
}

function metaItem(page: PostPage): PostCheckItem {
  if (!page.title) return fail('meta', 'title_missing');
  if (!page.description) return fail('meta', 'description_missing');
  return pass('meta');
}

function featuredItem(page: PostPage, problems: FileProblems): PostCheckItem {
  if (!page.featured) return fail('featured', 'featured_missing');
  const problem = problems.get(page.featured);
  return problem
    ? fail('featured', 'featured_broken', { url: page.featured, found: problem })
    : pass('featured');
}

/** Checks the live post against what the run published; one item per key of POST_CHECK_KEYS, in order. */
export async function checkPost(
  web: Pick<PublicWeb, 'page' | 'file'>,
  expected: PostExpectations,
): Promise<PostCheckItem[]> {
  const answer = await web.page(expected.url);
  if (!answer.answered || answer.status !== 200) {
    const status = answer.answered
      ? fail('status', 'http_status', { found: String(answer.status) })
      : fail('status', 'unreachable');
    return POST_CHECK_KEYS.map((key) => (key === 'status' ? status : fail(key, 'not_checked')));
  }
  const page = readPostPage(answer.html, answer.url);
  const status =
    expected.title && !showsTitle(page, expected.title)
      ? fail('status', 'stale', { expected: expected.title })
      : pass('status');
  const files = await checkFiles(web, filesToCheck(page));
  const items: Record<PostCheckKey, PostCheckItem> = {
    status,
    disclosure: disclosureItem(page, expected.disclosure),
    links: linksItem(page, expected),
    images: imagesItem(page, files),
    price: priceItem(page),
    meta: metaItem(page),
    featured: featuredItem(page, files),
  };
  return POST_CHECK_KEYS.map((key) => items[key]);
}
