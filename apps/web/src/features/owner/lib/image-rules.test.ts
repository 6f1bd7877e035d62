import { describe, expect, it } from 'vitest';
import { MSG } from '@basera/contract';
import {
  IMAGE_ACCEPT,
  editSelectionProblem,
  fileProblem,
  newSelectionProblem,
  remainingSlots,
} from './image-rules';

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

describe('a new property’s photos', () => {
  it.each([
    [0, MSG.imageRequired],
    [3, MSG.imagesMinNew],
    [4, null],
    [8, null],
    [9, MSG.imagesMaxNew],
  ])('%i selected → %s', (n, message) => {
    expect(newSelectionProblem(n)).toBe(message);
  });
});

describe('editing photos', () => {
  it.each([
    [2, 1, MSG.imagesMinTotal],
    [3, 1, null],
    [6, 2, null],
    [6, 3, MSG.imagesMaxTotal],
    [5, 0, MSG.imageRequired],
  ])('%i existing + %i new → %s', (existing, added, message) => {
    expect(editSelectionProblem(existing, added)).toBe(message);
  });

  it('counts the free places up to 8', () => {
    expect(remainingSlots(6, 1)).toBe(1);
    expect(remainingSlots(8, 0)).toBe(0);
    expect(remainingSlots(9, 0)).toBe(0);
  });
});
