import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_FORMATS,
  EXAMPLE_WIDTHS,
  exampleFileName,
  exampleHeight,
  LANDING_EXAMPLES,
} from './landing-examples.ts';

const folder = join(import.meta.dirname, '../assets/examples');

describe('the landing example pins (scripts/landing-examples.ts)', () => {
  it('are committed for every example, size and format, and nothing else', async () => {
    const expected = LANDING_EXAMPLES.flatMap((example) =>
      EXAMPLE_WIDTHS.flatMap((width) =>
        EXAMPLE_FORMATS.map((format) => exampleFileName(example.id, width, format)),
      ),
    );
    expect((await readdir(folder)).sort()).toEqual(expected.sort());
  });

  it.each(
    LANDING_EXAMPLES.flatMap((example) =>
      EXAMPLE_WIDTHS.flatMap((width) => EXAMPLE_FORMATS.map((format) => ({ id: example.id, width, format }))),
    ),
  )('$id at $width px as $format has its declared size and format', async ({ id, width, format }) => {
    const metadata = await sharp(join(folder, exampleFileName(id, width, format))).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({
      width,
      height: exampleHeight(width),
    });
    expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
  });
});
