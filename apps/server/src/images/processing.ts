import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_LIMITS, MSG } from '@basera/contract';
import { TooLarge, UnsupportedMedia } from '../lib/errors';

import type { ProcessedImage } from '../storage/storage';

export type { ProcessedImage };

const LONGEST_SIDE = 1600;
const THUMB_WIDTH = 480;

/** The type is read from the content (magic bytes), never from the name or the client. */
export function sniffImageType(bytes: Buffer): 'jpg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

export const unsupportedFormat = () => UnsupportedMedia(MSG.imageFormat);

/**
 * Re-encodes an upload: orientation applied, metadata (EXIF, GPS) dropped, longest side
 * capped, plus a WebP copy and a small WebP thumbnail for cards. The canvas size is read from
 * the header first, so a decompression bomb is refused before any pixel is decoded; then the
 * file is decoded once and the three copies are encoded from those pixels.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const ext = sniffImageType(bytes);
  if (!ext) throw unsupportedFormat();
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw unsupportedFormat();
  if (width * height > IMAGE_LIMITS.maxPixels) throw TooLarge(MSG.imagePixels);
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: IMAGE_LIMITS.maxPixels,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: LONGEST_SIDE,
        height: LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [original, webp, thumb] = await Promise.all([
      ext === 'jpg'
        ? pixels().jpeg({ quality: 82, mozjpeg: true }).toBuffer()
        : pixels().png({ compressionLevel: 9 }).toBuffer(),
      pixels().webp({ quality: 78 }).toBuffer(),
      pixels()
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

/**
 * Photos are processed a few at a time across the whole server, however many uploads arrive
 * at once: each decode takes a core and tens of megabytes, and the rest of the API must stay
 * responsive. Requests beyond the bound wait their turn.
 */
export type PhotoProcessor = {
  process(bytes: Buffer): Promise<ProcessedImage>;
  /** The most photos ever processed at the same moment (for tests and the bench). */
  readonly mostAtOnce: number;
};

export function createPhotoProcessor(concurrency = availableParallelism()): PhotoProcessor {
  const limit = pLimit(concurrency);
  let mostAtOnce = 0;
  return {
    process: (bytes) =>
      limit(() => {
        mostAtOnce = Math.max(mostAtOnce, limit.activeCount);
        return processImage(bytes);
      }),
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}
