/**
 * Landing-page JavaScript: what a first visit to `/` downloads (the bootstrap entry and its
 * modulepreloads, then the app and page chunks the prerendered page lists in #root's
 * data-page-chunks, loaded after the first paint), raw and as served (brotli, written at build
 * time). Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
const pageChunks = (html.match(/data-page-chunks="([^"]*)"/)?.[1] ?? '')
  .split(' ')
  .filter(Boolean)
  .map((chunk) => chunk.replace(/^\//, ''));
// A build without prerendering: the lazy home chunk is found by name.
const homeChunk = readdirSync(path.join(dist, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
const lazyChunks = pageChunks.length ? pageChunks : homeChunk ? [`assets/${homeChunk}`] : [];
const files = [...new Set([...referenced, ...lazyChunks])];

let raw = 0;
let brotli = 0;
let gzip = 0;
for (const file of files) {
  const full = path.join(dist, file);
  const size = statSync(full).size;
  let compressed = size;
  try {
    compressed = statSync(`${full}.br`).size;
  } catch {
    // Files under 1 KiB are not precompressed.
  }
  raw += size;
  gzip += existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(readFileSync(full)).length;
  brotli += compressed;
  console.log(
    `${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} kB  br ${(compressed / 1024).toFixed(1).padStart(6)} kB`,
  );
}
console.log(
  `landing JS total: ${(raw / 1024).toFixed(1)} kB raw, ${(brotli / 1024).toFixed(1)} kB brotli, ${(gzip / 1024).toFixed(1)} kB gzip (${files.length} files)`,
);
