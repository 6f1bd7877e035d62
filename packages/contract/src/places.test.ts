import { describe, expect, it } from 'vitest';
import { LISTING_CITIES } from './constants';
import { distanceMetres } from './location';
import { CITY_CENTRES, findPlace, PLACES } from './places';

describe('the localities of the four cities', () => {
  it('each city has localities, and no name is given twice in one city', () => {
    for (const city of LISTING_CITIES) {
      const names = PLACES.filter((place) => place.city === city).map((place) => place.name);
      expect(names.length).toBeGreaterThan(3);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('every locality lies within 25 km of its city centre (Naya Raipur is the farthest)', () => {
    for (const place of PLACES) {
      expect(
        distanceMetres(place.centre, CITY_CENTRES[place.city]),
        `${place.name}, ${place.city}`,
      ).toBeLessThan(25_000);
    }
  });

  it('is found by its name in any case and spacing, in its own city only', () => {
    expect(findPlace('  nehru   NAGAR ')).toMatchObject({ name: 'Nehru Nagar', city: 'Bhilai' });
    expect(findPlace('Nehru Nagar', 'Bhilai')?.city).toBe('Bhilai');
    expect(findPlace('Nehru Nagar', 'Raipur')).toBeUndefined();
    expect(findPlace('Atlantis')).toBeUndefined();
  });
});
