/**
 * Pages built to be slow to read (issue 26), as the post check reads them: for each kind and size,
 * the time htmlparser2's Parser takes to parse it (what the check used before, on the main thread;
 * skipped past HTMLPARSER2_MAX_CHARS, where it takes minutes), the time lib/html-outline.ts takes,
 * and the whole page analysis in its worker (page-analysis.task.ts through lib/isolated.ts: start,
 * parse, items) with the main thread's longest stall meanwhile (timers every 10 ms).
 *
 *   npm run bench:hostile-pages
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { parseHtml } from '../apps/server/src/lib/html-outline.ts';
import { runIsolated } from '../apps/server/src/lib/isolated.ts';
import type {
  PageAnalysis,
  PageToAnalyse,
} from '../apps/server/src/modules/generation/post-check/page-analysis.ts';
import { storeById } from '../packages/contracts/src/index.ts';

const HTMLPARSER2_MAX_CHARS = 400_000;
// The server's htmlparser2 (12), not the older one another package brings to the root.
const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { parseDocument } = (await import(
  serverRequire.resolve('htmlparser2')
)) as typeof import('htmlparser2');
const TASK = new URL(
  '../apps/server/src/modules/generation/post-check/page-analysis.task.ts',
  import.meta.url,
);

const kinds: Record<string, (n: number) => string> = {
  'unclosed <b>': (n) => '<b>'.repeat(n),
  'nested <div>': (n) => `${'<div>'.repeat(n)}${'</div>'.repeat(n)}`,
  'stray </x>': (n) => '</x>'.repeat(n),
  '<h1><b> pairs': (n) => '<h1><b>'.repeat(n),
  'digit groups': (n) => `<p>1${',111'.repeat(n)}</p>`,
};
const SIZES = [30_000, 100_000, 300_000];

const store = storeById('amazon.com');
if (!store) throw new Error('no amazon.com');
const expected = {
  url: 'https://blog.example/post/',
  title: 'A post',
  disclosure: 'As an Amazon Associate I earn from qualifying purchases.',
  store,
  tag: 'ada-20',
};

const ms = (start: number) => Math.round(performance.now() - start);

async function stallDuring<T>(work: Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    stallMs = Math.max(stallMs, performance.now() - last);
    last = performance.now();
  }, 10);
  try {
    return { result: await work, stallMs: Math.round(stallMs) };
  } finally {
    clearInterval(ticker);
  }
}

const rows: string[][] = [
  ['page', 'size', 'htmlparser2', 'html-outline', 'analysis in worker', 'main-thread stall'],
];
for (const [kind, make] of Object.entries(kinds)) {
  for (const n of SIZES) {
    const html = `<html><head><title>x</title></head><body>${make(n)}</body></html>`;
    let before = '(skipped)';
    if (html.length <= HTMLPARSER2_MAX_CHARS) {
      const start = performance.now();
      parseDocument(html);
      before = `${ms(start)} ms`;
    }
    let start = performance.now();
    parseHtml(html);
    const after = `${ms(start)} ms`;
    start = performance.now();
    const { result, stallMs } = await stallDuring(
      runIsolated<PageToAnalyse, PageAnalysis>(
        TASK,
        { html, url: expected.url, expected },
        { deadlineMs: 5_000 },
      ),
    );
    const worker = result.ok ? `${ms(start)} ms` : `${result.reason} after ${ms(start)} ms`;
    rows.push([kind, `${(html.length / 1000).toFixed(0)} kB`, before, after, worker, `${stallMs} ms`]);
  }
}
const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
