/**
 * The check of a live post (issue 20): its page fetched as a visitor gets it, then the eight items of
 * POST_CHECK_KEYS, each passing or failing with a problem code and what it is about (the offending
 * link or image, what was found and what was expected). Knows no table: the run's expectations come
 * in, the items go out.
 *
 * The page is the user's blog, and whoever edits it can make it hostile (issue 26): it is read in a
 * worker stopped after POST_CHECK_READ_SECONDS (page-analysis.task.ts; an overrun is the result
 * `too_complex`, not an error to retry), and one check is bounded in time (CHECK_TIME_MS), in
 * requests (MAX_REQUESTS, each redirect one) and in where it sends them (the blog's own hosts).
 */
import {
  POST_CHECK_KEYS,
  POST_CHECK_READ_SECONDS,
  type PostCheckItem,
  type PostCheckKey,
} from '@aa/contracts';
import {
  type CallBounds,
  createRequestBudget,
  type PublicFile,
  type PublicWeb,
} from '../../../integrations/web/public-web.ts';
import { type IsolatedResult, runIsolated } from '../../../lib/isolated.ts';
import { fail, type PageAnalysis, type PageToAnalyse, type PostExpectations, pass } from './page-analysis.ts';
import type { PageImage } from './post-page.ts';

export type { PostExpectations } from './page-analysis.ts';

/**
 * The most files one check asks for. The page is the user's blog, editable before the day and week
 * rechecks: a page of 50,000 <img> must not become 50,000 requests. Our posts have 3 images and the
 * featured one; 20 leaves room for a theme's own.
 */
const MAX_FILES_CHECKED = 20;

/** Files asked for at once: a page's images are mostly on one host, which we do not hammer. */
const FILES_AT_ONCE = 4;

/** Requests one check may send in all, the page's and its redirects included (issue 26: one sent ~246). */
export const MAX_REQUESTS = 40;

/** One check's time, the page and its files together: a slow blog cannot hold a worker longer. */
const CHECK_TIME_MS = 60_000;

/** Jetpack's image CDN, where WordPress.com and Jetpack sites serve their uploads. */
const JETPACK_IMAGE_HOST = /^i[0-3]\.wp\.com$/;

/** Why each file does not load as an image ("HTTP 404", "text/html", "timeout"), by address; undefined when it does. */
type FileProblems = Map<string, string | undefined>;

export interface CheckPostOptions {
  /** Hosts of the run's uploaded media (WordPress's `source_url`: an offload plugin's CDN), asked for too. */
  mediaHosts?: readonly string[];
  /** Reads the page; in a worker with a deadline (and the check's signal) unless a test says otherwise. */
  analyse?: (page: PageToAnalyse, signal: AbortSignal) => Promise<IsolatedResult<PageAnalysis>>;
}

const ANALYSIS_TASK = new URL('./page-analysis.task.ts', import.meta.url);

const analyseIsolated = (page: PageToAnalyse, signal: AbortSignal) =>
  runIsolated<PageToAnalyse, PageAnalysis>(ANALYSIS_TASK, page, {
    deadlineMs: POST_CHECK_READ_SECONDS * 1000,
    signal,
  });

/**
 * Whether images on `host` are the blog's own: its host and the hosts around it (www.blog.example
 * and cdn.blog.example), the run's media hosts and Jetpack's CDN. Images anywhere else are someone
 * else's: a page naming them does not make us send requests there.
 */
function ownHosts(postUrl: string, mediaHosts: readonly string[]): (host: string) => boolean {
  const site = new URL(postUrl).hostname.replace(/^www\./, '');
  return (host) =>
    host === site || host.endsWith(`.${site}`) || JETPACK_IMAGE_HOST.test(host) || mediaHosts.includes(host);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The files a check asks for: the featured image first, then the content's images in order, each once, on the blog's own hosts. */
function filesToCheck(
  featured: string | undefined,
  images: PageImage[],
  isOwn: (host: string) => boolean,
): string[] {
  const urls = new Set<string>();
  for (const url of [featured, ...images.map((image) => image.url)]) {
    if (urls.size >= MAX_FILES_CHECKED) break;
    if (url && isOwn(hostOf(url))) urls.add(url);
  }
  return [...urls];
}

function notAnImage({ status, contentType }: PublicFile): string | undefined {
  if (status < 200 || status > 299) return `HTTP ${status}`;
  if (!/^image\//i.test(contentType.trim())) return contentType.split(';')[0]?.trim() || 'no content type';
  return undefined;
}

/** A file's problem; none when it was not asked for to the end (the check's time or requests ran out). */
async function fileProblem(
  web: Pick<PublicWeb, 'file'>,
  url: string,
  bounds: CallBounds,
): Promise<string | undefined> {
  const answer = await web.file(url, bounds);
  if (answer.answered) return notAnImage(answer);
  if (answer.reason === 'budget' || bounds.signal?.aborted) return undefined;
  return answer.reason;
}

/** Each of `urls` asked for, FILES_AT_ONCE at a time (workers taking the next address when one is done). */
async function checkFiles(
  web: Pick<PublicWeb, 'file'>,
  urls: string[],
  bounds: CallBounds,
): Promise<FileProblems> {
  const problems: FileProblems = new Map();
  let next = 0;
  const worker = async () => {
    for (let url = urls[next++]; url !== undefined; url = urls[next++])
      problems.set(url, await fileProblem(web, url, bounds));
  };
  await Promise.all(Array.from({ length: Math.min(FILES_AT_ONCE, urls.length) }, worker));
  return problems;
}

/** Images not asked for (past MAX_FILES_CHECKED, on another host, out of time) have no problem on record and pass. */
function imagesItem(images: PageImage[], problems: FileProblems): PostCheckItem {
  const broken = images.find((image) => problems.get(image.url) !== undefined);
  if (broken) return fail('images', 'image_broken', { url: broken.url, found: problems.get(broken.url) });
  const withoutAlt = images.find((image) => !image.alt);
  if (withoutAlt) return fail('images', 'image_alt_missing', { url: withoutAlt.url });
  return pass('images');
}

function featuredItem(featured: string | undefined, problems: FileProblems): PostCheckItem {
  if (!featured) return fail('featured', 'featured_missing');
  const problem = problems.get(featured);
  return problem ? fail('featured', 'featured_broken', { url: featured, found: problem }) : pass('featured');
}

/** Every item but status not checked: the page did not answer, or could not be read. */
const onlyStatus = (status: PostCheckItem) =>
  POST_CHECK_KEYS.map((key) => (key === 'status' ? status : fail(key, 'not_checked')));

/** Checks the live post against what the run published; one item per key of POST_CHECK_KEYS, in order. */
export async function checkPost(
  web: Pick<PublicWeb, 'page' | 'file'>,
  expected: PostExpectations,
  { mediaHosts = [], analyse = analyseIsolated }: CheckPostOptions = {},
): Promise<PostCheckItem[]> {
  const signal = AbortSignal.timeout(CHECK_TIME_MS);
  const bounds: CallBounds = { signal, budget: createRequestBudget(MAX_REQUESTS) };
  const answer = await web.page(expected.url, bounds);
  if (!answer.answered || answer.status !== 200)
    return onlyStatus(
      answer.answered
        ? fail('status', 'http_status', { found: String(answer.status) })
        : fail('status', 'unreachable'),
    );
  const analysis = await analyse({ html: answer.html, url: answer.url, expected }, signal);
  // Our own failure (the analysis threw): the job fails and is retried, the user is told nothing false.
  if (!analysis.ok && analysis.reason === 'failed')
    throw new Error(`the page analysis failed: ${analysis.message}`);
  // Too slow to read, or too big for the worker's memory: said as such, never retried.
  if (!analysis.ok) return onlyStatus(fail('status', 'too_complex'));
  const { items: pageItems, images, featured } = analysis.value;
  const files = await checkFiles(
    web,
    filesToCheck(featured, images, ownHosts(expected.url, mediaHosts)),
    bounds,
  );
  const items: Record<PostCheckKey, PostCheckItem> = {
    ...pageItems,
    images: imagesItem(images, files),
    featured: featuredItem(featured, files),
  };
  return POST_CHECK_KEYS.map((key) => items[key]);
}
