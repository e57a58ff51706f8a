/**
 * Draws the landing page's example pins with the product's pin composer (the same satori + resvg code
 * a campaign run uses) from sample campaigns, and writes each at display sizes as AVIF and WebP into
 * apps/web/src/features/marketing/assets/examples/, where the page imports them (Vite hashes the
 * names). The files are committed; run again after changing the composer or the list:
 *   node scripts/landing-examples.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_TEMPLATES } from '@aa/contracts/product-templates';
import sharp from 'sharp';
import { composePin } from '../apps/server/src/modules/generation/pin-composer.ts';
import {
  EXAMPLE_WIDTHS,
  exampleFileName,
  exampleHeight,
  LANDING_EXAMPLES,
} from '../apps/web/src/features/marketing/data/landing-examples.ts';

const outDir = join(import.meta.dirname, '../apps/web/src/features/marketing/assets/examples');

await mkdir(outDir, { recursive: true });
for (const file of await readdir(outDir)) await rm(join(outDir, file));

let total = 0;
for (const example of LANDING_EXAMPLES) {
  const template = PRODUCT_TEMPLATES.find((candidate) => candidate.id === example.templateId);
  if (!template) throw new Error(`No product template ${example.templateId}`);
  const [first, second] = template.name.split(' vs ');
  if (!first || !second) throw new Error(`Template ${template.id} is not named 'A vs B'`);
  const { png } = await composePin({
    title: example.title,
    products: [first, second],
    variant: example.variant,
    subject: example.title,
    angle: '',
    // The example's id as the run: re-running the script draws the same pins.
    seed: example.id,
  });
  for (const width of EXAMPLE_WIDTHS) {
    const resized = sharp(png).resize(width, exampleHeight(width));
    const outputs = {
      avif: await resized.clone().avif({ quality: 55, effort: 6 }).toBuffer(),
      webp: await resized.clone().webp({ quality: 78, effort: 6 }).toBuffer(),
    };
    for (const [format, data] of Object.entries(outputs)) {
      const name = exampleFileName(example.id, width, format);
      await writeFile(join(outDir, name), data);
      total += data.length;
      console.log(`${name.padEnd(28)} ${(data.length / 1024).toFixed(1).padStart(6)} kB`);
    }
  }
}
console.log(`${LANDING_EXAMPLES.length} pins, ${(total / 1024).toFixed(0)} kB in all`);
