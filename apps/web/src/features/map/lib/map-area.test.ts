import { describe, expect, it } from 'vitest';
import {
  CITY_CENTRES,
  LISTING_CITIES,
  PLACES,
  searchMeaning,
  type Bbox,
  type LatLng,
  type SearchParams,
} from '@basera/contract';
import { CITY_MAX_ZOOM, clampedBbox, mapOpening, markerArea } from './map-area';

const opening = (search: SearchParams, camera?: { lat: number; lng: number; zoom: number }) =>
  mapOpening(search, searchMeaning(search), camera);

describe('where the search map opens', () => {
  it("at the link's own place first, so a shared link opens the same view", () => {
    expect(
      opening(
        { search: '', bbox: { minLng: 81, minLat: 21, maxLng: 82, maxLat: 22 } },
        { lat: 21.25, lng: 81.63, zoom: 15 },
      ),
    ).toEqual({ centre: { lat: 21.25, lng: 81.63 }, zoom: 15 });
  });

  it('around the drawn area, else the searched box', () => {
    const polygon = [
      { lat: 21.2, lng: 81.6 },
      { lat: 21.3, lng: 81.6 },
      { lat: 21.25, lng: 81.7 },
    ];
    expect(opening({ search: '', polygon })).toEqual({
      bounds: { minLng: 81.6, minLat: 21.2, maxLng: 81.7, maxLat: 21.3 },
    });
    const bbox = { minLng: 81, minLat: 21, maxLng: 82, maxLat: 22 };
    expect(opening({ search: '', bbox })).toEqual({ bounds: bbox });
  });

  it('at the point searched near, typed or given by the browser', () => {
    expect(opening({ search: '', near: { lat: 21.1, lng: 81.3 } })).toEqual({
      centre: { lat: 21.1, lng: 81.3 },
      zoom: 14,
    });
    const typed = opening({ search: 'pg near nehru nagar' });
    expect('centre' in typed && typed.zoom).toBe(14);
  });

  const inside = (box: Bbox, at: LatLng) =>
    at.lat >= box.minLat && at.lat <= box.maxLat && at.lng >= box.minLng && at.lng <= box.maxLng;
  const boundsOf = (search: SearchParams) => {
    const opened = opening(search);
    if (!('bounds' in opened)) throw new Error(`opened on a point: ${JSON.stringify(opened)}`);
    return opened;
  };

  it('on the whole city searched, its outskirts in view as they are in the list', () => {
    // Naya Raipur Sector 21 is about 16 km from Raipur's centre: zoom 12 around the centre left
    // its listings out of the first view while the list showed them.
    const naya = { lat: 21.16, lng: 81.787 };
    for (const search of [{ search: '', city: 'Raipur' as const }, { search: 'flats in raipur' }]) {
      const { bounds, maxZoom } = boundsOf(search);
      expect(maxZoom).toBe(CITY_MAX_ZOOM);
      expect(inside(bounds, CITY_CENTRES.Raipur)).toBe(true);
      expect(inside(bounds, naya)).toBe(true);
      // A listing's public point, a few hundred metres past the outermost locality, too.
      expect(inside(bounds, { lat: naya.lat - 0.005, lng: naya.lng + 0.005 })).toBe(true);
      // Not the next city: Bhilai is 25 km west.
      expect(inside(bounds, CITY_CENTRES.Bhilai)).toBe(false);
    }
  });

  it("takes in every locality of each city, and every city's when none is searched", () => {
    for (const city of LISTING_CITIES) {
      const { bounds } = boundsOf({ search: '', city });
      for (const place of PLACES.filter((place) => place.city === city))
        expect(inside(bounds, place.centre), `${place.name} in ${city}'s first view`).toBe(true);
    }
    const everywhere = boundsOf({ search: '' });
    for (const place of [...PLACES.map((place) => place.centre), ...Object.values(CITY_CENTRES)])
      expect(inside(everywhere.bounds, place)).toBe(true);
  });
});

describe('the area the map asks markers for', () => {
  const view = { minLng: 81, minLat: 21, maxLng: 82, maxLat: 22 };

  it('is the view, within the searched box when there is one', () => {
    expect(markerArea(view, undefined)).toEqual(view);
    expect(markerArea(view, { minLng: 81.5, minLat: 20, maxLng: 83, maxLat: 21.5 })).toEqual({
      minLng: 81.5,
      minLat: 21,
      maxLng: 82,
      maxLat: 21.5,
    });
  });

  it('is nothing when the view has left the searched box', () => {
    expect(markerArea(view, { minLng: 83, minLat: 21, maxLng: 84, maxLat: 22 })).toBeNull();
  });

  it('stays within the world when the map is zoomed far out', () => {
    expect(clampedBbox({ minLng: -250, minLat: -95, maxLng: 250, maxLat: 95 })).toEqual({
      minLng: -180,
      minLat: -90,
      maxLng: 180,
      maxLat: 90,
    });
  });
});
