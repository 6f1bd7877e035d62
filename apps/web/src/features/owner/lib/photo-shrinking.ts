import { IMAGE_LIMITS } from '@basera/contract';

/*
 * How a chosen photo is made small enough to upload (docs/decisions/0014): which files go as
 * they are, the size a photo is drawn at, and the JPEG qualities tried until it fits the
 * server's 1 MB. Pure: the drawing itself is in shrink-image.ts.
 */

/** The longest side a photo is sent at; the server keeps 1600 px, so a little is to spare. */
export const PHOTO_MAX_SIDE = 2048;
/** The server's limit per file. */
export const PHOTO_MAX_BYTES = IMAGE_LIMITS.maxBytes;
/** Below this a photo is no use to a visitor: give up rather than send a smudge. */
const PHOTO_MIN_SIDE = 320;
/** Tried in order at each size; below the last one JPEG shows blocks, so the size goes down. */
export const JPEG_QUALITIES = [0.9, 0.82, 0.75, 0.68] as const;

export type Size = { width: number; height: number };
export type Attempt = Size & { quality: number };

/**
 * A photo's formats by its first bytes (names and the browser's types are only guesses):
 * JPEG and PNG the server takes as they are; WebP, HEIC/HEIF and AVIF are photos the browser
 * may decode, sent as JPEG. Anything else (GIF, BMP, a document) is not a photo: null.
 */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'avif';

const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Reads the format from the first 12 bytes of a file (fewer answer null). */
export function photoFormatOf(head: Uint8Array): PhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (head.length < 12) return null;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4);
    if (HEIF_BRANDS.has(brand)) return 'heif';
    if (AVIF_BRANDS.has(brand)) return 'avif';
  }
  return null;
}

/** A JPEG or PNG within 1 MB and 2048 px goes up untouched: nothing to gain by drawing it. */
export function keepsAsIs(format: PhotoFormat, bytes: number, size: Size): boolean {
  return (
    (format === 'jpeg' || format === 'png') &&
    bytes <= PHOTO_MAX_BYTES &&
    Math.max(size.width, size.height) <= PHOTO_MAX_SIDE
  );
}

/** The size that fits `maxSide` on the long side, same shape, never larger than the photo. */
export function fitWithin({ width, height }: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The first encoding of a photo: as large as allowed, at the best quality tried. */
export function firstAttempt(photo: Size): Attempt {
  return { ...fitWithin(photo, PHOTO_MAX_SIDE), quality: JPEG_QUALITIES[0] };
}

/**
 * What to try after an encoding of `bytes` was over 1 MB: the next lower quality, or once the
 * lowest is too big, a smaller size chosen from how far over it was (bytes grow with the
 * pixels, so the sides shrink by the square root, and a little more). Null: nothing smaller
 * is worth sending.
 */
export function nextAttempt(photo: Size, last: Attempt, bytes: number): Attempt | null {
  const index = JPEG_QUALITIES.findIndex((quality) => quality === last.quality);
  const lower = JPEG_QUALITIES[index + 1];
  if (index >= 0 && lower !== undefined) return { ...last, quality: lower };

  const longSide = Math.max(last.width, last.height);
  if (longSide <= PHOTO_MIN_SIDE) return null;
  const scale = Math.min(0.9, 0.95 * Math.sqrt(PHOTO_MAX_BYTES / bytes));
  const side = Math.max(PHOTO_MIN_SIDE, Math.floor(longSide * scale));
  return { ...fitWithin(photo, side), quality: last.quality };
}

/** 'IMG_2041.HEIC' → 'IMG_2041.jpg': the name a photo re-encoded as JPEG is sent under. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem || 'photo'}.jpg`;
}
