/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) on the public pages of the built
 * app, served the way `npm start` serves it: this script starts the server on a free port with a
 * temporary DATA_DIR. Prints performance, accessibility, best practices and SEO scores, LCP, CLS, TBT
 * and the JavaScript the page loaded (gzip size of each script file of the build). Run after
 * `npm run build`. Targets (issue 9): 98 / 100 / 100 / 100, LCP ≤ 1.5 s, CLS ≤ 0.01, JS ≤ 90 kB gzip.
 *
 * PAGES (comma-separated, default /,/pricing,/services), RUNS per page (default 1; the median run by
 * performance is shown), CHROME_PATH (default /usr/bin/chromium).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer, stopBuiltServer } from './support/built-server.ts';

const dist = path.resolve('apps/web/dist');
const pages = (process.env.PAGES ?? '/,/pricing,/services').split(',').filter(Boolean);
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const targets = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1500, cls: 0.01 };
const jsBudget = 90 * 1024;

interface Result {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsGzip: number;
  jsFiles: number;
  failing: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The gzip size of a script of the build, as precompressed (or compressed here when it is tiny). */
function gzipSizeOf(url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  if (!existsSync(file)) return 0;
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
}

async function audit(url: string, port: number): Promise<Omit<Result, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)
    ?.items;
  const scripts = (requests ?? []).filter((item) => item.resourceType === 'Script');
  if (process.env.VERBOSE === '1') {
    // Where the time goes: the LCP element and its phases, long tasks, scripts' boot-up, main thread.
    const itemsOf = (id: string) =>
      (lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
    for (const id of [
      'largest-contentful-paint-element',
      'long-tasks',
      'bootup-time',
      'mainthread-work-breakdown',
    ])
      for (const item of itemsOf(id)) console.log(`  ${id} ${JSON.stringify(item).slice(0, 600)}`);
  }
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    jsGzip: scripts.reduce((sum, item) => sum + gzipSizeOf(item.url), 0),
    jsFiles: scripts.length,
    failing,
  };
}

function mark(ok: boolean): string {
  return ok ? ' ' : '✗';
}

function print(results: Result[]) {
  const header = `${'page'.padEnd(12)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)} ${'seo'.padStart(5)} ${'LCP'.padStart(8)} ${'CLS'.padStart(7)} ${'TBT'.padStart(7)} ${'JS gzip'.padStart(14)}`;
  console.log(`\n${header}\n${'-'.repeat(header.length + 2)}`);
  for (const r of results) {
    console.log(
      [
        r.page.padEnd(12),
        `${r.performance}${mark(r.performance >= targets.performance)}`.padStart(5),
        `${r.accessibility}${mark(r.accessibility >= targets.accessibility)}`.padStart(5),
        `${r.bestPractices}${mark(r.bestPractices >= targets.bestPractices)}`.padStart(5),
        `${r.seo}${mark(r.seo >= targets.seo)}`.padStart(5),
        `${(r.lcp / 1000).toFixed(2)} s${mark(r.lcp <= targets.lcp)}`.padStart(8),
        `${r.cls.toFixed(3)}${mark(r.cls <= targets.cls)}`.padStart(7),
        `${Math.round(r.tbt)} ms`.padStart(7),
        `${(r.jsGzip / 1024).toFixed(1)} kB/${r.jsFiles}${mark(r.jsGzip <= jsBudget)}`.padStart(14),
      ].join(' '),
    );
  }
  console.log(
    `\ntargets: performance ≥ ${targets.performance}, a11y/b.p./SEO 100, LCP ≤ 1.5 s, CLS ≤ 0.01, JS ≤ 90 kB gzip (✗ = missed)`,
  );
  for (const r of results) {
    if (r.failing.length) console.log(`${r.page}: failed audits: ${r.failing.join(', ')}`);
  }
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aa-lighthouse-'));
  const { child: server } = await startBuiltServer(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: Result[] = [];
    for (const page of pages) {
      const pageRuns = [];
      for (let i = 0; i < runs; i++)
        pageRuns.push(await audit(`http://localhost:${port}${page}`, chrome.port));
      pageRuns.sort((a, b) => a.performance - b.performance);
      const median = pageRuns[Math.floor(pageRuns.length / 2)];
      if (median) results.push({ page, ...median });
    }
    print(results);
  } finally {
    chrome.kill();
    await stopBuiltServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
