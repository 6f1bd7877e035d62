import { describe, expect, it } from 'vitest';
import {
  CITY_CENTRES,
  findPlace,
  locationFromMapLink,
  mapLinkFor,
  roundedLocation,
} from '@basera/contract';
import { pinText, shownPin } from './listing-pin';

describe('where the pin of the listing form stands', () => {
  it('starts at the locality the address names in the chosen city', () => {
    expect(shownPin(undefined, '14, Nehru Nagar East, near the park', 'Bhilai')).toEqual(
      findPlace('Nehru Nagar', 'Bhilai')!.centre,
    );
  });

  it('takes the longest locality the address names (Naya Raipur Sector 21 over a shorter name)', () => {
    expect(shownPin(undefined, 'Naya Raipur Sector 21, Kota side', 'Raipur')).toEqual(
      findPlace('Naya Raipur Sector 21', 'Raipur')!.centre,
    );
  });

  it("starts at the city's centre when the address names no locality of that city", () => {
    expect(shownPin(undefined, '', 'Durg')).toEqual(CITY_CENTRES.Durg);
    // Nehru Nagar is in Bhilai, not in Raipur.
    expect(shownPin(undefined, 'Nehru Nagar', 'Raipur')).toEqual(CITY_CENTRES.Raipur);
  });

  it('stays where the owner placed it (or where the stored listing is), whatever the address says', () => {
    const placed = { lat: 21.2381, lng: 81.6337 };
    expect(shownPin(placed, 'Nehru Nagar', 'Bhilai')).toBe(placed);
  });

  it('falls back to the first listing city for a city the form does not offer', () => {
    expect(shownPin(undefined, '', 'Atlantis')).toEqual(CITY_CENTRES.Bilaspur);
  });
});

describe('the map link and the pin', () => {
  it('a link filled from the pin names the pin again, so a saved link moves nothing', () => {
    const pin = { lat: 21.2193847, lng: 81.3509921 };
    expect(locationFromMapLink(mapLinkFor(pin))).toEqual(roundedLocation(pin));
  });

  it('a pasted Google Maps link with coordinates names the point the pin moves to', () => {
    expect(
      locationFromMapLink(
        'https://www.google.com/maps/place/Supela/@21.2131,81.3531,15z/data=!3d21.21345!4d81.35299',
      ),
    ).toEqual({ lat: 21.21345, lng: 81.35299 });
    expect(locationFromMapLink('https://maps.google.com/?q=21.24,81.66')).toEqual({
      lat: 21.24,
      lng: 81.66,
    });
  });

  it('a short link names no point, so the pin stays', () => {
    expect(locationFromMapLink('https://maps.app.goo.gl/AbCdEf123')).toBeNull();
  });

  it('shows the pin in text to five decimals', () => {
    expect(pinText({ lat: 21.2514, lng: 81.6296 })).toBe('21.25140, 81.62960');
  });
});
