import { describe, expect, it } from 'vitest';
import { CITY_CENTRES, searchMeaning, type SearchParams } from '@basera/contract';
import { clampedBbox, mapOpening, markerArea } from './map-area';

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

  it("on the city searched, else around every city's centre", () => {
    expect(opening({ search: '', city: 'Durg' })).toEqual({ centre: CITY_CENTRES.Durg, zoom: 12 });
    expect(opening({ search: 'flats in raipur' })).toEqual({
      centre: CITY_CENTRES.Raipur,
      zoom: 12,
    });
    const everywhere = opening({ search: '' });
    expect('bounds' in everywhere && everywhere.bounds.maxLat).toBe(CITY_CENTRES.Bilaspur.lat);
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
