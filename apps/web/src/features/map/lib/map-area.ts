import {
  bboxAround,
  CITY_CENTRES,
  PLACES,
  type Bbox,
  type City,
  type LatLng,
  type SearchMeaning,
  type SearchParams,
} from '@basera/contract';
import type { MapCamera } from '@/lib/search-view';

/**
 * Where a map opens: a centre and zoom, or a box it fits into (no closer than `maxZoom`, when
 * given: a small box would otherwise open on a few streets).
 */
export type MapOpening = { centre: LatLng; zoom: number } | { bounds: Bbox; maxZoom?: number };

/** Zooms a person recognises: a neighbourhood at 14; a city is framed no closer than 13. */
const NEAR_ZOOM = 14;
export const CITY_MAX_ZOOM = 13;

/**
 * A locality's centre is good to about a kilometre and a public point is up to 300 m from the
 * door: a city's box reaches this far (about 1.5 km) past its outermost localities.
 */
const PLACE_MARGIN_DEGREES = 0.015;

/** The box around a city's centre and its localities, with the margin above. */
export function cityBounds(city: City): Bbox {
  const points = [
    CITY_CENTRES[city],
    ...PLACES.filter((place) => place.city === city).map((place) => place.centre),
  ];
  return widened(bboxAround(points), PLACE_MARGIN_DEGREES);
}

/** The box around every city Basera lists in, their localities included. */
export function everyCityBounds(): Bbox {
  const points = [...Object.values(CITY_CENTRES), ...PLACES.map((place) => place.centre)];
  return widened(bboxAround(points), PLACE_MARGIN_DEGREES);
}

function widened(box: Bbox, by: number): Bbox {
  return {
    minLng: box.minLng - by,
    minLat: box.minLat - by,
    maxLng: box.maxLng + by,
    maxLat: box.maxLat + by,
  };
}

/**
 * Where the search page's map opens. Its own place in the URL first (a shared link opens the same
 * view); else the area searched (drawn, then the box), the point searched near ('near me' or
 * 'near Nehru Nagar'), the city; else every city Basera lists in. A city, or every city, opens
 * on the box of its localities, so the listings on its outskirts (Naya Raipur, 16 km from
 * Raipur's centre) are in the first view as they are in the list.
 */
export function mapOpening(
  search: SearchParams,
  meaning: Pick<SearchMeaning, 'filters'>,
  camera: MapCamera | undefined,
): MapOpening {
  if (camera) return { centre: { lat: camera.lat, lng: camera.lng }, zoom: camera.zoom };
  if (search.polygon) return { bounds: bboxAround(search.polygon) };
  if (search.bbox) return { bounds: search.bbox };
  const near = meaning.filters.near;
  if (near) return { centre: near, zoom: NEAR_ZOOM };
  const city = meaning.filters.city;
  if (city) return { bounds: cityBounds(city), maxZoom: CITY_MAX_ZOOM };
  return { bounds: everyCityBounds() };
}

/**
 * What the map asks markers for: its view, within the searched box when there is one, so the map
 * shows what the list shows. Null when the view is outside the searched box (nothing to ask).
 */
export function markerArea(view: Bbox, searched: Bbox | undefined): Bbox | null {
  if (!searched) return view;
  const area = {
    minLng: Math.max(view.minLng, searched.minLng),
    minLat: Math.max(view.minLat, searched.minLat),
    maxLng: Math.min(view.maxLng, searched.maxLng),
    maxLat: Math.min(view.maxLat, searched.maxLat),
  };
  return area.minLng < area.maxLng && area.minLat < area.maxLat ? area : null;
}

/** A view as the URL and the API take it: clamped to the world (a zoomed-out map shows more). */
export function clampedBbox(view: Bbox): Bbox {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    minLng: clamp(view.minLng, 180),
    minLat: clamp(view.minLat, 90),
    maxLng: clamp(view.maxLng, 180),
    maxLat: clamp(view.maxLat, 90),
  };
}
