/**
 * Public pages as a visitor reads them, for the post check: a page's HTML where its redirects lead,
 * and whether a file (an image) loads. Through safe-fetch like every URL a user's site gives us; a
 * failure to get an answer is a value (`reason`), never a throw, since it is what the check reports.
 */
import { type SafeFetch, SafeFetchError, type SafeFetchFailure } from '../../lib/safe-fetch.ts';

/**
 * The most of a page read (issue 26): a post's HTML is tens of kB, a heavy theme's a few hundred; what
 * comes past this is not read (the disclosure and the links are at the top).
 */
export const PAGE_MAX_BYTES = 1_500_000;

/** A file is asked for its status and type: its body is not needed, and is not read past this. */
const FILE_READ_BYTES = 16 * 1024;

/** A file's redirects followed (a CDN's one hop and a rewrite): more is not a reader's image. */
const FILE_MAX_REDIRECTS = 2;

/** The requests one check may send, each redirect hop one (`take` refuses past them). */
export interface RequestBudget {
  readonly used: number;
  take(url: URL): void;
}

export function createRequestBudget(max: number): RequestBudget {
  let used = 0;
  return {
    get used() {
      return used;
    },
    take() {
      if (used >= max) throw new SafeFetchError('budget', `the check's ${max} requests are spent`);
      used += 1;
    },
  };
}

/** What bounds a call besides its own timeout: the whole check's time (`signal`) and requests (`budget`). */
export interface CallBounds {
  signal?: AbortSignal;
  budget?: RequestBudget;
}

export interface PublicPage {
  status: number;
  /** Where the redirects led. */
  url: string;
  html: string;
}

export interface PublicFile {
  status: number;
  contentType: string;
}

export type Answer<T> = ({ answered: true } & T) | { answered: false; reason: SafeFetchFailure };

/** Some sites turn away clients without a browser-like user agent; this one says who it is. */
const USER_AGENT = 'Mozilla/5.0 (compatible; AffiliateAutopilot-PostCheck/1.0)';

async function attempt<T>(work: () => Promise<T>): Promise<Answer<T>> {
  try {
    return { answered: true, ...(await work()) };
  } catch (error) {
    return { answered: false, reason: error instanceof SafeFetchError ? error.reason : 'network' };
  }
}

const isSuccess = (status: number) => status >= 200 && status <= 299;

export function createPublicWeb({ fetch, timeoutMs = 15_000 }: { fetch: SafeFetch; timeoutMs?: number }) {
  const request = (
    url: string,
    method: 'GET' | 'HEAD',
    accept: string,
    { signal, budget }: CallBounds,
    limits: { maxResponseBytes: number; maxRedirects?: number },
  ) =>
    fetch(url, {
      method,
      headers: { accept, 'user-agent': USER_AGENT },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
      limits: { ...limits, truncate: true, beforeRequest: budget ? (next) => budget.take(next) : undefined },
    });

  return {
    /** The page at `url` as a browser gets it (redirects followed), its first PAGE_MAX_BYTES; any status. */
    page(url: string, bounds: CallBounds = {}): Promise<Answer<PublicPage>> {
      return attempt(async () => {
        const response = await request(url, 'GET', 'text/html,application/xhtml+xml', bounds, {
          maxResponseBytes: PAGE_MAX_BYTES,
        });
        return { status: response.status, url: response.url || url, html: await response.text() };
      });
    },

    /**
     * Whether the file at `url` loads: HEAD, then GET on any answer outside 2xx. Not only 405 and 501:
     * some CDNs and security plugins answer HEAD 403 or 404 for a file a browser's GET gets with 200,
     * and the check is about what a reader sees.
     */
    file(url: string, bounds: CallBounds = {}): Promise<Answer<PublicFile>> {
      const limits = { maxResponseBytes: FILE_READ_BYTES, maxRedirects: FILE_MAX_REDIRECTS };
      return attempt(async () => {
        let response = await request(url, 'HEAD', 'image/*,*/*;q=0.8', bounds, limits);
        if (!isSuccess(response.status)) {
          await response.body?.cancel().catch(() => undefined);
          response = await request(url, 'GET', 'image/*,*/*;q=0.8', bounds, limits);
        }
        // Only the answer's head matters: a body left unread would hold its connection open.
        await response.body?.cancel().catch(() => undefined);
        return { status: response.status, contentType: response.headers.get('content-type') ?? '' };
      });
    },
  };
}

export type PublicWeb = ReturnType<typeof createPublicWeb>;
