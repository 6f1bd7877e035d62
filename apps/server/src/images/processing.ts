import sharp from 'sharp';
import { MSG } from '@basera/contract';
import { HttpError } from '../lib/errors';

export type ProcessedImage = { ext: 'jpg' | 'png'; original: Buffer; webp: Buffer; thumb: Buffer };

const LONGEST_SIDE = 1600;
const THUMB_WIDTH = 480;
/** Refuse decompression bombs: a 1 MB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The type is read from the content (magic bytes), never from the name or the client. */
export function sniffImageType(bytes: Buffer): 'jpg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

export const unsupportedFormat = () =>
  new HttpError(415, MSG.imageFormat, { msg: MSG.imageFormat });

/**
 * Re-encodes an upload: orientation applied, metadata (EXIF, GPS) dropped, longest side
 * capped, plus a WebP copy and a small WebP thumbnail for cards.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const ext = sniffImageType(bytes);
  if (!ext) throw unsupportedFormat();
  try {
    const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: LONGEST_SIDE,
        height: LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const [original, webp, thumb] = await Promise.all([
      ext === 'jpg'
        ? base.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        : base.clone().png({ compressionLevel: 9 }).toBuffer(),
      base.clone().webp({ quality: 78 }).toBuffer(),
      base
        .clone()
        .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
    return { ext, original, webp, thumb };
  } catch {
    // Right magic bytes, but not a picture sharp can decode.
    throw unsupportedFormat();
  }
}
