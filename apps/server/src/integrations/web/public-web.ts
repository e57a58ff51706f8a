/**
 * Public pages as a visitor reads them, for the post check: a page's HTML where its redirects lead,
 * and whether a file (an image) loads. Through safe-fetch like every URL a user's site gives us; a
 * failure to get an answer is a value (`reason`), never a throw, since it is what the check reports.
 */
import { type SafeFetch, SafeFetchError, type SafeFetchFailure } from '../../lib/safe-fetch.ts';

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
  const request = (url: string, method: 'GET' | 'HEAD', accept: string) =>
    fetch(url, {
      method,
      headers: { accept, 'user-agent': USER_AGENT },
      signal: AbortSignal.timeout(timeoutMs),
    });

  return {
    /** The page at `url` as a browser gets it (redirects followed); any status. */
    page(url: string): Promise<Answer<PublicPage>> {
      return attempt(async () => {
        const response = await request(url, 'GET', 'text/html,application/xhtml+xml');
        return { status: response.status, url: response.url || url, html: await response.text() };
      });
    },

    /**
     * Whether the file at `url` loads: HEAD, then GET on any answer outside 2xx. Not only 405 and 501:
     * some CDNs and security plugins answer HEAD 403 or 404 for a file a browser's GET gets with 200,
     * and the check is about what a reader sees.
     */
    file(url: string): Promise<Answer<PublicFile>> {
      return attempt(async () => {
        let response = await request(url, 'HEAD', 'image/*,*/*;q=0.8');
        if (!isSuccess(response.status)) response = await request(url, 'GET', 'image/*,*/*;q=0.8');
        return { status: response.status, contentType: response.headers.get('content-type') ?? '' };
      });
    },
  };
}

export type PublicWeb = ReturnType<typeof createPublicWeb>;
