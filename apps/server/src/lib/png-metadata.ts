/**
 * Metadata written into a PNG: an XMP packet in an iTXt chunk (keyword "XML:com.adobe.xmp") right
 * after IHDR, where readers look for it. Used to say, as IPTC's DigitalSourceType, that a picture an
 * image model drew is in the image (issue 32): Pinterest reads it to label AI-made pins.
 */
import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IPTC's term for an image made of an AI model's picture and other elements (our text over it). */
export const COMPOSITE_WITH_AI =
  'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia';

export function digitalSourceXmp(sourceType: string): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/">',
    `<Iptc4xmpExt:DigitalSourceType>${sourceType}</Iptc4xmpExt:DigitalSourceType>`,
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('');
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** The PNG with `xmp` as its XMP packet (after IHDR). Throws on bytes that are not a PNG. */
export function withXmp(png: Buffer, xmp: string): Buffer {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG');
  const ihdrEnd = 8 + 8 + png.readUInt32BE(8) + 4;
  const data = Buffer.concat([
    Buffer.from('XML:com.adobe.xmp\0', 'latin1'),
    Buffer.from([0, 0]), // not compressed
    Buffer.from('\0\0', 'latin1'), // no language tag, no translated keyword
    Buffer.from(xmp, 'utf8'),
  ]);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk('iTXt', data), png.subarray(ihdrEnd)]);
}

/** The text of a PNG's XMP packet, if it has one. */
export function xmpOf(png: Buffer): string | undefined {
  let at = 8;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'iTXt' && data.toString('latin1', 0, 18) === 'XML:com.adobe.xmp\0')
      return data.subarray(22).toString('utf8');
    if (type === 'IEND') return undefined;
    at += 12 + length;
  }
  return undefined;
}
