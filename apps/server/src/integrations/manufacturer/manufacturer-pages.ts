/**
 * A manufacturer's product page, read for a run's facts (issue 29): fetched through safe-fetch (no
 * address of this machine or its network, a size cap), its markup read in a worker with a deadline.
 * A page that cannot be read gives no facts and says why; it never fails a run by itself.
 */
import { runIsolated } from '../../lib/isolated.ts';
import type { SafeFetch } from '../../lib/safe-fetch.ts';
import type { ManufacturerPageFacts } from './manufacturer-page.ts';

export interface ManufacturerPage extends ManufacturerPageFacts {
  /** The page as the user gave it. */
  url: string;
  /** How a reader names the source: the site's host without "www." ("sony.com"). */
  site: string;
}

/** Why a page gave no facts, for the run's record. */
export type ManufacturerPageMiss = { url: string; site: string; problem: 'unreachable' | 'unreadable' };

export interface ManufacturerPagesOptions {
  fetch: SafeFetch;
  /** Where a page is asked (the sandbox's stand-in offline); default the page itself. */
  pageUrl?: (url: URL) => string;
}

const PAGE_READ_MS = 5_000;
const FETCH_MS = 10_000;
const PAGE_TASK = new URL('./manufacturer-page.task.ts', import.meta.url);

export const siteOf = (url: URL) => url.hostname.replace(/^www\./, '');

export function createManufacturerPages(options: ManufacturerPagesOptions) {
  return {
    /** The page's facts, or why there are none. */
    async read(value: string): Promise<ManufacturerPage | ManufacturerPageMiss> {
      const url = new URL(value);
      const site = siteOf(url);
      let html: string;
      try {
        const response = await options.fetch(options.pageUrl ? options.pageUrl(url) : url.toString(), {
          headers: { accept: 'text/html' },
          signal: AbortSignal.timeout(FETCH_MS),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return { url: value, site, problem: 'unreachable' };
        }
        html = await response.text();
      } catch {
        return { url: value, site, problem: 'unreachable' };
      }
      const read = await runIsolated<string, ManufacturerPageFacts>(PAGE_TASK, html, {
        deadlineMs: PAGE_READ_MS,
      });
      if (!read.ok || read.value.facts.length === 0) return { url: value, site, problem: 'unreadable' };
      return { ...read.value, url: value, site };
    },
  };
}

export type ManufacturerPages = ReturnType<typeof createManufacturerPages>;
