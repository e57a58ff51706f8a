import { createHash } from 'node:crypto';
import fc from 'fast-check';
import satori from 'satori';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labelsFor } from './content/article-labels.ts';
import {
  angleLine,
  composeFeatured,
  composePin,
  domainMark,
  FEATURED_HEIGHT,
  FEATURED_WIDTH,
  fitFontSize,
  PIN_HEIGHT,
  PIN_WIDTH,
  type PinDesign,
  pinChoices,
  pinFonts,
} from './pin-composer.ts';

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The pin's pixels, RGB. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * 3;
    return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0] as const;
  };
  return { data, width: info.width, height: info.height, at };
}

/** Mean absolute difference per channel (0–255) of two pins scaled down to 100×150: how different they look. */
async function visibleDifference(a: Buffer, b: Buffer): Promise<number> {
  const small = (png: Buffer) => sharp(png).resize(100, 150).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

/** The box around every pixel that differs between two pins of the same size. */
async function differingBox(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([pixels(a), pixels(b)]);
  let box: { left: number; top: number; right: number; bottom: number } | undefined;
  for (let row = 0; row < x.height; row += 1)
    for (let column = 0; column < x.width; column += 1) {
      const offset = (row * x.width + column) * 3;
      if (
        x.data[offset] === y.data[offset] &&
        x.data[offset + 1] === y.data[offset + 1] &&
        x.data[offset + 2] === y.data[offset + 2]
      )
        continue;
      box = box ?? { left: column, top: row, right: column, bottom: row };
      box.left = Math.min(box.left, column);
      box.right = Math.max(box.right, column);
      box.top = Math.min(box.top, row);
      box.bottom = Math.max(box.bottom, row);
    }
  return box;
}

const sha = (png: Buffer) => createHash('sha256').update(png).digest('hex');

const run = {
  title: 'AirPods Pro 2 vs Sony WF-1000XM5: Which Makes the Better Gift This Year?',
  products: ['AirPods Pro 2', 'Sony WF-1000XM5'] as [string, string],
  subject: 'AirPods Pro 2 vs Sony WF-1000XM5 for Gifting',
  angle: 'which one makes the better gift',
  seed: '5f0c6f7e-1111-4a5b-8c9d-000000000001',
  domain: 'myblog.com',
};
const variants = [1, 2, 3] as const;
const three = (design: Omit<PinDesign, 'variant'>) =>
  Promise.all(variants.map((variant) => composePin({ ...design, variant })));

describe('the pin composer, without a picture', () => {
  it("draws a run's three pins as three different 1000×1500 PNG designs, the same way every time", async () => {
    const pins = await three(run);
    for (const pin of pins) {
      expect(pngSize(pin.png)).toEqual({ width: PIN_WIDTH, height: PIN_HEIGHT });
      expect(pin).toMatchObject({ width: PIN_WIDTH, height: PIN_HEIGHT });
    }
    expect(new Set(pins.map((pin) => sha(pin.png))).size).toBe(3);
    // Not just different bytes: another layout, palette and pattern each.
    const choices = variants.map((variant) => pinChoices({ ...run, variant }));
    for (const key of ['layout', 'palette', 'pattern'] as const)
      expect(new Set(choices.map((choice) => choice[key])).size).toBe(3);
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const)
      expect(
        await visibleDifference(pins[a]?.png ?? Buffer.alloc(0), pins[b]?.png ?? Buffer.alloc(0)),
      ).toBeGreaterThan(20);
    const again = await composePin({ ...run, variant: 1 });
    expect(again.png.equals(pins[0]?.png ?? Buffer.alloc(0))).toBe(true);
  });

  it("never repeats an earlier run's pin: the same variant of the next run differs in its bytes and to the eye", async () => {
    const runs = ['run-41', 'run-42', 'run-43'];
    for (const variant of variants) {
      const [first, second, third] = await Promise.all(
        runs.map((seed) => composePin({ ...run, seed, variant })),
      );
      if (!first || !second || !third) throw new Error('three pins were drawn');
      expect(first.png.equals(second.png)).toBe(false);
      expect(await visibleDifference(first.png, second.png)).toBeGreaterThan(10);
      expect(await visibleDifference(second.png, third.png)).toBeGreaterThan(10);
    }
  });

  it('varies the designs and their words with the angle', async () => {
    const other = { ...run, angle: 'which one travels better' };
    const choices = (angle: string) => variants.map((variant) => pinChoices({ ...run, angle, variant }));
    expect(choices(other.angle)).not.toEqual(choices(run.angle));
    const [gift, travel] = await Promise.all([
      composePin({ ...run, variant: 2 }),
      composePin({ ...other, variant: 2 }),
    ]);
    expect(
      await visibleDifference(gift?.png ?? Buffer.alloc(0), travel?.png ?? Buffer.alloc(0)),
    ).toBeGreaterThan(10);
    expect(angleLine(run.angle)).toBe('Which one makes the better gift?');
    expect(angleLine('whether upgrading is worth it and to which.')).toBe(
      'Whether upgrading is worth it and to which',
    );
    expect(angleLine('  ')).toBe('');
  });

  it('writes its own words in the article’s language (a French pin says « LEQUEL CHOISIR ? », never English)', async () => {
    const french = {
      ...run,
      title: 'AirPods Pro 2 ou Sony WF-1000XM5 : lesquels offrir en cadeau ?',
      angle: 'lesquels offrir en cadeau',
      language: 'fr' as const,
    };
    expect(angleLine(french.angle, 'fr')).toBe('Lesquels offrir en cadeau\u202f?');
    expect(angleLine('laquelle tiendra le mieux dans la durée', 'fr')).toBe(
      'Laquelle tiendra le mieux dans la durée\u202f?',
    );
    for (const variant of variants) {
      const label = pinChoices({ ...french, variant }).label;
      expect(labelsFor('fr').pinLabels).toContain(label);
      expect(labelsFor('en').pinLabels).not.toContain(label);
    }
    const pin = await composePin({ ...french, variant: 1 });
    expect(pngSize(pin.png)).toEqual({ width: 1000, height: 1500 });
  });

  it('draws Polish and Turkish letters, not empty boxes (Inter’s Latin Extended set backs the Latin one)', async () => {
    const draw = (text: string) =>
      satori(
        // Satori reads React's element shape; the composer builds it by hand, as here.
        {
          type: 'div',
          props: { style: { fontFamily: 'Inter', fontWeight: 800, fontSize: 60 }, children: text },
        } as unknown as Parameters<typeof satori>[0],
        {
          width: 600,
          height: 120,
          fonts: pinFonts(),
        },
      );
    // Ł and ğ are outside Inter's Latin subset: without the extended set both are the same empty box.
    const [polish, turkish] = await Promise.all(['ŁŁŁ', 'ğğğ'].map(draw));
    expect(polish).not.toBe(turkish);
  });

  it("draws the blog's domain as a small mark, changing nothing else", async () => {
    for (const variant of variants) {
      const [mine, theirs] = await Promise.all([
        composePin({ ...run, variant, domain: 'myblog.com' }),
        composePin({ ...run, variant, domain: 'www.another-site.org' }),
      ]);
      const box = await differingBox(mine?.png ?? Buffer.alloc(0), theirs?.png ?? Buffer.alloc(0));
      if (!box) throw new Error(`variant ${variant}: the domain made no difference`);
      // One line of small text: low and at most two thirds of the width.
      expect(box.bottom - box.top).toBeLessThan(80);
      expect(box.right - box.left).toBeLessThan(700);
    }
    expect(domainMark('https://www.MyBlog.com/reviews/?p=1')).toBe('myblog.com');
    expect(domainMark('shop.example.co.uk')).toBe('shop.example.co.uk');
  });

  it('sizes a title to its box: a longer title gets a smaller font, never below the minimum', () => {
    const box = { width: 840, height: 400, max: 84, min: 44 };
    const short = fitFontSize('Kindle vs Kobo', box);
    const long = fitFontSize(
      'Kindle Paperwhite vs Kobo Clara 2E: which e-reader is easier on the eyes at night?',
      box,
    );
    expect(short).toBe(84);
    expect(long).toBeLessThan(short);
    expect(fitFontSize('W'.repeat(400), box)).toBe(44);
  });

  it('gives 10 runs × 3 pins 30 different images, whatever the runs are about', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.uuid(), { minLength: 10, maxLength: 10 }),
        fc.constantFrom('which one makes the better gift', 'which one travels better', ''),
        async (seeds, angle) => {
          const pins = await Promise.all(
            seeds.flatMap((seed) => variants.map((variant) => composePin({ ...run, angle, seed, variant }))),
          );
          expect(new Set(pins.map((pin) => sha(pin.png))).size).toBe(30);
        },
      ),
      // One run of 30 pins is about 15 s of rendering on this machine.
      { numRuns: 1 },
    );
  }, 120_000);
});

describe('the pin composer, with a picture', () => {
  /** A square picture in three upright stripes: magenta, green, blue. */
  const striped = () =>
    sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#ff00ff' } })
      .composite([
        {
          input: { create: { width: 500, height: 1500, channels: 3, background: '#00c800' } },
          left: 500,
          top: 0,
        },
        {
          input: { create: { width: 500, height: 1500, channels: 3, background: '#0000ff' } },
          left: 1000,
          top: 0,
        },
      ])
      .png()
      .toBuffer();

  it('fills the pin with the picture, cover-cropped to 2:3, under the text', async () => {
    const picture = await striped();
    // The variant that lays the title over a scrim at the foot leaves the top of the picture bare.
    const variant =
      variants.find(
        (candidate) => pinChoices({ ...run, picture, variant: candidate }).layout === 'scrimOverPicture',
      ) ?? 1;
    const pin = await composePin({ ...run, picture, variant });
    expect(pngSize(pin.png)).toEqual({ width: PIN_WIDTH, height: PIN_HEIGHT });
    const { at } = await pixels(pin.png);
    // Scaled to 1500 high and centred: the middle stripe spans x 250–750, the outer ones are cut in half.
    const near = (rgb: readonly number[], expected: number[]) =>
      rgb.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 8);
    expect(near(at(120, 150), [255, 0, 255])).toBe(true);
    expect(near(at(500, 150), [0, 200, 0])).toBe(true);
    expect(near(at(880, 150), [0, 0, 255])).toBe(true);
    // The stripes' edges sit where a cover crop puts them.
    expect(near(at(240, 150), [255, 0, 255])).toBe(true);
    expect(near(at(260, 150), [0, 200, 0])).toBe(true);
  });

  it("keeps a run's three pins different and the domain on each", async () => {
    const picture = await striped();
    const pins = await three({ ...run, picture });
    expect(new Set(pins.map((pin) => sha(pin.png))).size).toBe(3);
    expect(new Set(variants.map((variant) => pinChoices({ ...run, picture, variant }).layout)).size).toBe(3);
    for (const variant of variants) {
      const other = await composePin({ ...run, picture, variant, domain: 'another-site.org' });
      const box = await differingBox(pins[variant - 1]?.png ?? Buffer.alloc(0), other.png);
      expect(box && box.bottom - box.top).toBeLessThan(80);
    }
  });
});

describe('the landscape featured image (issue 32)', () => {
  it('is 1200×628, the same bytes for the same run, another for another run', async () => {
    const first = await composeFeatured(run);
    expect(pngSize(first.png)).toEqual({ width: FEATURED_WIDTH, height: FEATURED_HEIGHT });
    expect(sha((await composeFeatured(run)).png)).toBe(sha(first.png));
    const next = await composeFeatured({ ...run, seed: '5f0c6f7e-1111-4a5b-8c9d-000000000002' });
    expect(sha(next.png)).not.toBe(sha(first.png));
    expect(await visibleDifference(first.png, next.png)).toBeGreaterThan(3);
  });

  it('lays the title over the picture, which shows through on its right', async () => {
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#00c800' } })
      .png()
      .toBuffer();
    const featured = await composeFeatured({ ...run, picture });
    const { at, width, height } = await pixels(featured.png);
    expect({ width, height }).toEqual({ width: FEATURED_WIDTH, height: FEATURED_HEIGHT });
    const [red, green, blue] = at(1180, 20);
    expect(green).toBeGreaterThan(120);
    expect(red).toBeLessThan(60);
    expect(blue).toBeLessThan(60);
    // The left, under the title, is darkened for white text.
    expect(at(20, 600)[1]).toBeLessThan(60);
  });
});
