import { describe, expect, it } from 'vitest';
import { MSG } from '@basera/contract';
import { IMAGE_ACCEPT, fileProblem, overLimitProblem, remainingSlots } from './image-rules';

const file = (type: string) => ({ type });

describe('one file as it is chosen', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/gif', ''])(
    'leaves a file of type "%s" to be prepared',
    (type) => {
      expect(fileProblem(file(type))).toBeNull();
    },
  );

  it.each(['text/plain', 'application/pdf', 'video/mp4'])(
    'refuses a file the browser calls %s as "Unsupported Format"',
    (type) => {
      expect(fileProblem(file(type))).toBe(MSG.imageFormat);
    },
  );

  it('offers phone photo formats and any image in the file picker', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.jpeg', '.png', '.webp', '.heic', 'image/*']),
    );
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
