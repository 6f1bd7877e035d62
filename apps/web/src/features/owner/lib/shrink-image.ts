import {
  firstAttempt,
  keepsAsIs,
  nextAttempt,
  PHOTO_MAX_BYTES,
  type Attempt,
  type PhotoFormat,
  type Size,
} from './photo-shrinking';

/**
 * Decodes a photo and, unless it can go as it is, draws it smaller and encodes JPEG until it
 * fits 1 MB. Runs in the shrinking worker, or on the page where a browser has no workers or
 * OffscreenCanvas: it uses nothing else of either.
 */

export type ShrinkOutcome =
  | { kind: 'kept' }
  | { kind: 'shrunk'; jpeg: Blob; width: number; height: number }
  /** The browser cannot read it as a picture. */
  | { kind: 'undecodable' }
  /** Still over 1 MB at the smallest useful size: no real photo is, but the loop must end. */
  | { kind: 'too-big' };

type Decoded = { source: CanvasImageSource; width: number; height: number; close(): void };

/** EXIF orientation applied, so a phone photo taken upright stays upright once re-encoded. */
async function decode(photo: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  // Only on a page (a worker always has createImageBitmap): an <img> applies EXIF by default.
  const url = URL.createObjectURL(photo);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close() {} };
}

/** A canvas of one size with the photo drawn on it, encoded at any quality. */
type Drawing = { size: Size; toJpeg(quality: number): Promise<Blob> };

function drawAt(source: CanvasImageSource, size: Size): Drawing {
  const { width, height } = size;
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext('2d'), source, size);
    return { size, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  paint(canvas.getContext('2d'), source, size);
  return {
    size,
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
}

function paint(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  source: CanvasImageSource,
  { width, height }: Size,
) {
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}

const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;

export async function shrinkImage(photo: Blob, format: PhotoFormat): Promise<ShrinkOutcome> {
  let decoded: Decoded;
  try {
    decoded = await decode(photo);
  } catch {
    return { kind: 'undecodable' };
  }
  try {
    const size = { width: decoded.width, height: decoded.height };
    if (!size.width || !size.height) return { kind: 'undecodable' };
    if (keepsAsIs(format, photo.size, size)) return { kind: 'kept' };
    let drawing: Drawing | null = null;
    for (let attempt: Attempt | null = firstAttempt(size); attempt;) {
      // Only a new size is drawn again; a lower quality encodes the same pixels.
      if (!drawing || !sameSize(drawing.size, attempt)) drawing = drawAt(decoded.source, attempt);
      const jpeg = await drawing.toJpeg(attempt.quality);
      if (jpeg.size <= PHOTO_MAX_BYTES) {
        return { kind: 'shrunk', jpeg, width: attempt.width, height: attempt.height };
      }
      attempt = nextAttempt(size, attempt, jpeg.size);
    }
    return { kind: 'too-big' };
  } finally {
    decoded.close();
  }
}
