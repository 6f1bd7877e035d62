import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@basera/contract';
import {
  JPEG_QUALITIES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  firstAttempt,
  fitWithin,
  jpegName,
  keepsAsIs,
  nextAttempt,
  photoFormatOf,
  type Attempt,
  type Size,
} from './photo-shrinking';

const MB = 1024 * 1024;
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'number' ? [value] : [...value].map((char) => char.charCodeAt(0)),
    ),
  );

describe('the size a photo is drawn at', () => {
  it('fits a 12-megapixel phone photo to 2048 px on its long side, same shape', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 3000, height: 4000 }, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin({ width: 4032, height: 3024 }, 2048)).toEqual({ width: 2048, height: 1536 });
  });

  it('keeps the aspect ratio of panoramas and squares', () => {
    const panorama = fitWithin({ width: 12000, height: 2000 }, 2048);
    expect(panorama).toEqual({ width: 2048, height: 341 });
    expect(fitWithin({ width: 3000, height: 3000 }, 2048)).toEqual({ width: 2048, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin({ width: 800, height: 600 }, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 2048, height: 10 }, 2048)).toEqual({ width: 2048, height: 10 });
  });

  it('keeps at least one pixel on the short side', () => {
    expect(fitWithin({ width: 40000, height: 2 }, 2048)).toEqual({ width: 2048, height: 1 });
  });

  it('starts at the largest size and the best quality', () => {
    expect(firstAttempt({ width: 4000, height: 3000 })).toEqual({
      width: PHOTO_MAX_SIDE,
      height: 1536,
      quality: JPEG_QUALITIES[0],
    });
  });
});

describe('what is tried while a JPEG is over 1 MB', () => {
  const photo: Size = { width: 4000, height: 3000 };

  it('lowers the quality first, at the same size', () => {
    const first = firstAttempt(photo);
    const second = nextAttempt(photo, first, 2 * MB);
    expect(second).toEqual({ width: 2048, height: 1536, quality: JPEG_QUALITIES[1] });
  });

  it('then shrinks the sides by how far over the lowest quality was, same shape', () => {
    const lowest: Attempt = { width: 2048, height: 1536, quality: JPEG_QUALITIES.at(-1)! };
    const smaller = nextAttempt(photo, lowest, 4 * MB)!;
    // Four times the bytes: about half the sides, a little less.
    expect(smaller.width).toBeLessThanOrEqual(1024 * 0.96);
    expect(smaller.width).toBeGreaterThan(900);
    expect(smaller.width / smaller.height).toBeCloseTo(4 / 3, 2);
    expect(smaller.quality).toBe(lowest.quality);
  });

  it('always makes progress, and gives up below a useful size', () => {
    let attempt: Attempt | null = firstAttempt(photo);
    let tries = 0;
    // A photo that never fits: each step must be smaller or lower, and the steps must end.
    while (attempt) {
      const next = nextAttempt(photo, attempt, PHOTO_MAX_BYTES + 1);
      if (next) {
        const smaller = next.width < attempt.width || next.quality < attempt.quality;
        expect(smaller).toBe(true);
      }
      attempt = next;
      tries += 1;
      expect(tries).toBeLessThan(50);
    }
    expect(tries).toBeGreaterThan(JPEG_QUALITIES.length);
  });
});

describe('which photos go up as they are', () => {
  const small = { width: 1200, height: 800 };

  it('keeps a JPEG or PNG within 1 MB and 2048 px', () => {
    expect(keepsAsIs('jpeg', 300_000, small)).toBe(true);
    expect(keepsAsIs('png', IMAGE_LIMITS.maxBytes, { width: 2048, height: 2048 })).toBe(true);
  });

  it('redraws one over 1 MB or over 2048 px', () => {
    expect(keepsAsIs('jpeg', IMAGE_LIMITS.maxBytes + 1, small)).toBe(false);
    expect(keepsAsIs('jpeg', 300_000, { width: 2049, height: 1000 })).toBe(false);
  });

  it('redraws every other format as JPEG, however small', () => {
    expect(keepsAsIs('webp', 50_000, small)).toBe(false);
    expect(keepsAsIs('heif', 50_000, small)).toBe(false);
  });

  it('names a redrawn photo .jpg', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('balcony.webp')).toBe('balcony.jpg');
    expect(jpegName('my.flat.png')).toBe('my.flat.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.webp')).toBe('.webp.jpg');
  });
});

describe('a photo by its first bytes', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0)],
    ['png', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 0x0d)],
    ['webp', bytes('RIFF', 0x24, 0x08, 0, 0, 'WEBPVP8 ')],
    ['heif', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0)],
    ['heif', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0)],
    ['avif', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0)],
  ])('reads %s', (format, head) => {
    expect(photoFormatOf(head)).toBe(format);
  });

  it.each([
    ['a GIF', bytes('GIF89a', 0x40, 1, 0xf0, 0, 0, 0)],
    ['a BMP', bytes('BM', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)],
    ['a text file named .jpg', bytes('Ground floor')],
    ['a video', bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0, 2, 0)],
    ['an empty file', bytes()],
  ])('reads no photo in %s', (_what, head) => {
    expect(photoFormatOf(head)).toBeNull();
  });
});
