import { describe, expect, it } from 'vitest';
import { LISTING_CITIES } from './constants';
import { distanceMetres } from './location';
import { CITY_CENTRES, findPlace, placeNamedIn, placeOfAddress, PLACES } from './places';

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

  it('is read from an address as whole words of its own city, the longest name first', () => {
    expect(placeNamedIn('House 4, SECTOR 6, near the hospital', 'Bhilai')?.name).toBe('Sector 6');
    expect(placeNamedIn('Naya Raipur Sector 21', 'Raipur')?.name).toBe('Naya Raipur Sector 21');
    // Part of a word is not the locality: 'Kotapara' is not Kota.
    expect(placeNamedIn('Kotapara lane', 'Raipur')).toBeUndefined();
    expect(placeNamedIn('Nehru Nagar', 'Raipur')).toBeUndefined();
  });

  it("places an address at its locality's centre, else at its city's", () => {
    expect(placeOfAddress('Near Supela market', 'Bhilai')).toEqual(
      findPlace('Supela', 'Bhilai')!.centre,
    );
    expect(placeOfAddress('Station Road', 'Durg')).toEqual(CITY_CENTRES.Durg);
  });
});
