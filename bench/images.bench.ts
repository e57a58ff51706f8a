/**
 * The pictures of a run (issue 32): the composer's time per image, a 1000×1500 pin and the 1200×628
 * featured image, without a picture and over a user's photo (the kept 2000 px JPEG); and the upload
 * path's cost for a 10 MB photo (keepPhoto: the content check, the decode, the turn, the resize, the
 * re-encode without metadata): its time and how much the process's memory grew (RSS and external,
 * sampled every 5 ms while it ran). ROUNDS (default 5) of each; medians and maxima.
 *
 *   npm run bench:images
 */
import { PHOTO_MAX_BYTES } from '@aa/contracts';
import sharp from 'sharp';
import { keepPhoto } from '../apps/server/src/modules/campaigns/photo-file.ts';
import { composeFeatured, composePin } from '../apps/server/src/modules/generation/pin-composer.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);

const design = {
  title: 'AirPods Pro 2 vs Sony WF-1000XM5: Which Earbuds Win on a Long Flight?',
  products: ['Apple AirPods Pro 2', 'Sony WF-1000XM5'] as [string, string],
  subject: 'AirPods Pro 2 vs Sony WF-1000XM5 for long flights',
  angle: 'which one keeps you comfortable for a ten-hour flight',
  domain: 'gadgetduel.blog',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed(label: string, make: (round: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await make(round);
    times.push(performance.now() - started);
  }
  console.log(`${label.padEnd(46)} median ${ms(median(times))}, max ${ms(Math.max(...times))}`);
}

/** A camera photo of about `bytes`: noise (which JPEG cannot shrink) at quality 95. */
async function cameraPhoto(bytes: number): Promise<Buffer> {
  let side = 2400;
  for (;;) {
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2_654_435_761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'bench' } })
      .toBuffer();
    if (jpeg.length >= bytes * 0.9 || side > 6000) return jpeg.length > bytes ? jpeg.subarray(0, 0) : jpeg;
    side = Math.round(side * Math.sqrt((bytes * 0.95) / jpeg.length));
  }
}

const photoColour = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#1ec85a' } })
  .jpeg({ quality: 85 })
  .toBuffer();

console.log(`Composer, ${ROUNDS} rounds each (one at a time):`);
await timed('pin 1000×1500, composer design', (round) =>
  composePin({ ...design, seed: `run-${round}`, variant: 1 }),
);
await timed('pin 1000×1500, over a 2000 px photo', (round) =>
  composePin({ ...design, seed: `run-${round}`, variant: 2, picture: photoColour }),
);
await timed('featured 1200×628, composer design', (round) =>
  composeFeatured({ ...design, seed: `run-${round}` }),
);
await timed('featured 1200×628, over a 2000 px photo', (round) =>
  composeFeatured({ ...design, seed: `run-${round}`, picture: photoColour }),
);
await timed('a run: featured + 3 pins at once, over photos', (round) =>
  Promise.all([
    composeFeatured({ ...design, seed: `run-${round}`, picture: photoColour }),
    ...([1, 2, 3] as const).map((variant) =>
      composePin({ ...design, seed: `run-${round}`, variant, picture: photoColour }),
    ),
  ]),
);

const photo = await cameraPhoto(PHOTO_MAX_BYTES - 64 * 1024);
const meta = await sharp(photo).metadata();
console.log(
  `\nUpload path, a ${mb(photo.length)} JPEG of ${meta.width}×${meta.height} (${(((meta.width ?? 0) * (meta.height ?? 0)) / 1e6).toFixed(1)} MP):`,
);
const times: number[] = [];
const growth: number[] = [];
let kept = { width: 0, height: 0, bytes: 0 };
for (let round = 0; round < ROUNDS; round += 1) {
  const before = process.memoryUsage();
  let peak = before.rss + before.external;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss + now.external);
  }, 5);
  const started = performance.now();
  const result = await keepPhoto(photo);
  times.push(performance.now() - started);
  clearInterval(sampler);
  growth.push(peak - (before.rss + before.external));
  kept = { width: result.width, height: result.height, bytes: result.jpeg.length };
}
console.log(`keepPhoto: median ${ms(median(times))}, max ${ms(Math.max(...times))}`);
console.log(
  `memory growth while it ran (RSS + external): median ${mb(median(growth))}, max ${mb(Math.max(...growth))}`,
);
console.log(`kept: ${kept.width}×${kept.height} JPEG, ${mb(kept.bytes)}, no EXIF`);
