import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { photoCountProblem, photoRemovalProblem } from './photos';

describe('photo counts', () => {
  it('asks for 4 to 8 photos on a listing without any', () => {
    expect(photoCountProblem(0, 0)).toBe(MSG.imageRequired);
    expect(photoCountProblem(0, 3)).toBe(MSG.imagesMinNew);
    expect(photoCountProblem(0, 4)).toBeNull();
    expect(photoCountProblem(0, 8)).toBeNull();
    expect(photoCountProblem(0, 9)).toBe(MSG.imagesMaxNew);
  });

  it('counts stored and new photos together when adding', () => {
    expect(photoCountProblem(4, 0)).toBe(MSG.imageRequired);
    expect(photoCountProblem(4, 4)).toBeNull();
    expect(photoCountProblem(5, 4)).toBe(MSG.imagesMaxTotal);
  });

  it('never lets a listing drop below 4 photos, whatever its status', () => {
    expect(photoRemovalProblem(4)).toBe(MSG.imageRemovalBlocked);
    expect(photoRemovalProblem(5)).toBeNull();
    expect(photoRemovalProblem(8)).toBeNull();
  });
});
