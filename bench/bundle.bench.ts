/**
 * Landing-page JavaScript: what a first visit to `/` downloads (the entry, its modulepreloads and the
 * lazy home page chunk), raw and as served (brotli, written at build time). Run after `npm run build`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve('apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
const homeChunk = readdirSync(path.join(dist, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
const files = [...referenced, ...(homeChunk ? [`assets/${homeChunk}`] : [])];

let raw = 0;
let brotli = 0;
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
  brotli += compressed;
  console.log(
    `${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} kB  br ${(compressed / 1024).toFixed(1).padStart(6)} kB`,
  );
}
console.log(
  `landing JS total: ${(raw / 1024).toFixed(1)} kB raw, ${(brotli / 1024).toFixed(1)} kB brotli (${files.length} files)`,
);
