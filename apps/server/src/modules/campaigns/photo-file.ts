/**
 * A user's photo as the product keeps it (issue 32): taken only when its content is a JPEG, PNG or
 * WebP (the first bytes, never the name or the declared type: a ZIP named .png is refused), of at most
 * PHOTO_MAX_BYTES and PHOTO_MAX_PIXELS; turned the way the camera held it, resized to fit
 * PHOTO_KEPT_SIDE and written again as a JPEG without any of its metadata (EXIF, GPS, XMP, ICC
 * profiles are dropped: sharp keeps none unless asked). Whatever else the file carried (a ZIP appended
 * to a valid image) does not survive the re-encoding. Decoding runs on libvips' threads, off the
 * event loop.
 */
import { ErrorCode, Messages, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@aa/contracts';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.ts';

/** The longest side of a kept photo: enough to cover a 1000×1500 pin and a 1200×628 image. */
export const PHOTO_KEPT_SIDE = 2000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the file's first bytes say it is, among the kinds taken. */
export function photoTypeOf(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

const refused = (message: string, status = 400) => new AppError(ErrorCode.PHOTO_REFUSED, message, status);

/** The photo checked and made into what is kept, or refused with the reason the user reads. */
export async function keepPhoto(bytes: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  if (bytes.length > PHOTO_MAX_BYTES) throw refused(Messages.photoTooLarge, 413);
  const type = photoTypeOf(bytes);
  if (!type) throw refused(Messages.photoType);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(Messages.photoUnreadable);
  }
  // Its header must say what its first bytes said (a JPEG start on something else is not a JPEG).
  if (metadata.format !== type) throw refused(Messages.photoType);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PHOTO_MAX_PIXELS)
    throw refused(Messages.photoTooManyPixels);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_KEPT_SIDE, height: PHOTO_KEPT_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    throw refused(Messages.photoUnreadable);
  }
}
