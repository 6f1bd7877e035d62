import { describe, expect, it } from 'vitest';
import { MSG } from '@basera/contract';
import { IMAGE_ACCEPT, fileProblem, overLimitProblem, remainingSlots } from './image-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 200_000, type = 'image/jpeg') => ({ name, size, type });

describe('one photo', () => {
  it.each(['house.jpg', 'HOUSE.JPEG', 'plan.png'])('accepts %s', (name) => {
    expect(
      fileProblem(file(name, 1000, name.endsWith('png') ? 'image/png' : 'image/jpeg')),
    ).toBeNull();
  });

  it.each(['house.gif', 'house.webp', 'notes.txt', 'house'])(
    'refuses %s as "Unsupported Format"',
    (name) => {
      expect(fileProblem(file(name))).toBe(MSG.imageFormat);
    },
  );

  it('refuses a .jpg the browser knows is not an image', () => {
    expect(fileProblem(file('house.jpg', 1000, 'text/plain'))).toBe(MSG.imageFormat);
  });

  it('accepts exactly 1 MB and refuses one byte more', () => {
    expect(fileProblem(file('a.jpg', MB))).toBeNull();
    expect(fileProblem(file('a.jpg', MB + 1))).toBe(MSG.imageSize);
  });

  it('offers only jpg, jpeg and png in the file picker', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png');
  });
});

describe('choosing more photos than fit', () => {
  it.each([
    [0, 3],
    [0, 8],
    [5, 3],
  ])(
    'says nothing yet with %i stored and %i chosen: too few is said on Upload',
    (stored, chosen) => {
      expect(overLimitProblem(stored, chosen)).toBeNull();
    },
  );

  it('names the limit for new photos on a listing without any', () => {
    expect(overLimitProblem(0, 9)).toBe(MSG.imagesMaxNew);
  });

  it('names the limit for the total beside stored photos', () => {
    expect(overLimitProblem(6, 3)).toBe(MSG.imagesMaxTotal);
  });

  it('counts the free places up to 8', () => {
    expect(remainingSlots(6, 1)).toBe(1);
    expect(remainingSlots(8, 0)).toBe(0);
    expect(remainingSlots(9, 0)).toBe(0);
  });
});
