import { describe, expect, it } from 'vitest';
import { distanceMetres } from '@basera/contract';
import { metresPerPixel, pinMovedByKey } from './pin-keys';

const raipur = { lat: 21.2514, lng: 81.6296 };

describe('moving a pin with the arrow keys', () => {
  it('moves north, east, south and west by ten screen pixels of ground', () => {
    const step = 10 * metresPerPixel(raipur.lat, 16);
    const up = pinMovedByKey(raipur, 'ArrowUp', 16)!;
    const right = pinMovedByKey(raipur, 'ArrowRight', 16)!;
    const down = pinMovedByKey(raipur, 'ArrowDown', 16)!;
    const left = pinMovedByKey(raipur, 'ArrowLeft', 16)!;
    expect(up.lat).toBeGreaterThan(raipur.lat);
    expect(right.lng).toBeGreaterThan(raipur.lng);
    expect(down.lat).toBeLessThan(raipur.lat);
    expect(left.lng).toBeLessThan(raipur.lng);
    for (const moved of [up, right, down, left]) {
      expect(distanceMetres(raipur, moved)).toBeCloseTo(step, 0);
    }
  });

  it('takes longer steps with Shift and when zoomed out', () => {
    const small = distanceMetres(raipur, pinMovedByKey(raipur, 'ArrowUp', 16)!);
    expect(distanceMetres(raipur, pinMovedByKey(raipur, 'ArrowUp', 16, true)!)).toBeCloseTo(
      small * 5,
      0,
    );
    expect(distanceMetres(raipur, pinMovedByKey(raipur, 'ArrowUp', 15)!)).toBeCloseTo(small * 2, 0);
  });

  it('ignores keys that are not arrows', () => {
    expect(pinMovedByKey(raipur, 'Enter', 16)).toBeNull();
    expect(pinMovedByKey(raipur, 'a', 16)).toBeNull();
  });
});
