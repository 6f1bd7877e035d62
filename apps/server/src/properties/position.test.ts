import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMetres, roundedLocation } from '@basera/contract';
import { positionKeyFrom, publicPosition } from './position';

const pinInIndia = fc
  .record({
    lat: fc.double({ min: 6, max: 37.6, noNaN: true }),
    lng: fc.double({ min: 68, max: 97.5, noNaN: true }),
  })
  .map(roundedLocation);
const key = positionKeyFrom('a token secret of at least thirty-two characters');

describe('the point a listing is shown at to others', () => {
  it('is 100 to 300 m from the pin, and the same every time', () => {
    fc.assert(
      fc.property(pinInIndia, (pin) => {
        const shown = publicPosition(key, pin);
        expect(distanceMetres(pin, shown)).toBeGreaterThanOrEqual(99.5);
        expect(distanceMetres(pin, shown)).toBeLessThanOrEqual(300);
        expect(publicPosition(key, pin)).toEqual(shown);
      }),
    );
  });

  it('depends on the key: without it, the offset cannot be worked out from the pin', () => {
    const otherKey = positionKeyFrom('another token secret, also thirty-two characters');
    fc.assert(
      fc.property(pinInIndia, (pin) => {
        expect(publicPosition(otherKey, pin)).not.toEqual(publicPosition(key, pin));
      }),
    );
  });

  it('spreads over every direction: no quarter of the circle is left out', () => {
    const pin = { lat: 21.25, lng: 81.63 };
    const quarters = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const shown = publicPosition(positionKeyFrom(`secret number ${i} of thirty-two chars`), pin);
      quarters.add(`${shown.lat > pin.lat}-${shown.lng > pin.lng}`);
    }
    expect(quarters.size).toBe(4);
  });
});
