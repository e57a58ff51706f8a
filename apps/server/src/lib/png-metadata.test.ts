/** The XMP packet written into a PNG (issue 32): a well-formed chunk after IHDR, read back as written. */
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../test/png.ts';
import { COMPOSITE_WITH_AI, digitalSourceXmp, withXmp, xmpOf } from './png-metadata.ts';

/** Every chunk of a PNG, its CRC checked. */
function chunks(png: Buffer) {
  const found: string[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `crc of ${typed.toString('latin1', 0, 4)}`).toBe(
      crc32(typed) >>> 0,
    );
    found.push(typed.toString('latin1', 0, 4));
    at += 12 + length;
  }
  return found;
}

describe('a PNG’s XMP packet', () => {
  it('goes right after IHDR, with a good CRC, and reads back; the image data is untouched', () => {
    const png = solidPng(4, 6, [10, 20, 30]);
    expect(xmpOf(png)).toBeUndefined();
    const labelled = withXmp(png, digitalSourceXmp(COMPOSITE_WITH_AI));
    expect(chunks(labelled)).toEqual(['IHDR', 'iTXt', ...chunks(png).slice(1)]);
    expect(xmpOf(labelled)).toContain(`<Iptc4xmpExt:DigitalSourceType>${COMPOSITE_WITH_AI}</`);
    expect(labelled.subarray(labelled.length - png.length + 33)).toEqual(png.subarray(33));
  });

  it('refuses bytes that are not a PNG', () => {
    expect(() => withXmp(Buffer.from('GIF89a not a png at all, nothing more'), 'x')).toThrow('not a PNG');
  });
});
