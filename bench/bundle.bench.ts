/**
 * The JavaScript a first visit to a public page downloads, raw, as served (brotli, written at build
 * time) and gzip, for each kind of visitor:
 * - without a session (every search or ad visitor): the bootstrap entry and its modulepreloads, then
 *   the page's islands (#root's data-islands), loaded after the first paint;
 * - signed in: the bootstrap, then the whole app (start-app.tsx and its chunks) and the page's chunks
 *   (#root's data-page-chunks).
 * Run after `npm run build`. PAGES=/,/fr/pricing picks pages (default /, /pricing, /services); the
 * first line of each page is what the ≤ 90 kB gzip target of issue 9 is held against.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const pages = (process.env.PAGES ?? '/,/pricing,/services').split(',').filter(Boolean);
const verbose = process.env.VERBOSE === '1';

function htmlOf(page: string): string {
  const file = path.join(dist, page === '/' ? '' : page, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return readFileSync(file, 'utf8');
}

const listed = (html: string, attribute: string) =>
  (html.match(new RegExp(`${attribute}="([^"]*)"`))?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((file) => file.replace(/^\//, ''));

interface Size {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

function measure(files: string[]): Size {
  const size: Size = { files: files.length, raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const full = path.join(dist, file);
    const bytes = statSync(full).size;
    size.raw += bytes;
    // Files under 1 KiB are not precompressed: sent as they are.
    size.brotli += existsSync(`${full}.br`) ? statSync(`${full}.br`).size : bytes;
    size.gzip += existsSync(`${full}.gz`)
      ? statSync(`${full}.gz`).size
      : gzipSync(readFileSync(full), { level: 9 }).length;
    if (verbose) console.log(`    ${file.padEnd(52)} ${(bytes / 1024).toFixed(1).padStart(7)} kB raw`);
  }
  return size;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The app's entry (main.tsx imports it) and every chunk it imports. */
function appFiles(): string[] {
  const files = new Set<string>();
  const walk = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) walk(child);
  };
  walk('src/start-app.tsx');
  return [...files];
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const line = (label: string, size: Size) =>
  `  ${label.padEnd(34)} ${kB(size.gzip).padStart(9)} gzip  ${kB(size.brotli).padStart(9)} brotli  ${kB(size.raw).padStart(9)} raw  (${size.files} files)`;

for (const page of pages) {
  const html = htmlOf(page);
  const bootstrap = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const islands = listed(html, 'data-islands');
  const app = listed(html, 'data-page-chunks');
  console.log(page);
  console.log(line('visitor without a session', measure([...new Set([...bootstrap, ...islands])])));
  console.log(
    line('signed-in visitor (whole app)', measure([...new Set([...bootstrap, ...appFiles(), ...app])])),
  );
}
