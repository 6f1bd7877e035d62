import {
  bboxAround,
  CITY_CENTRES,
  type Bbox,
  type LatLng,
  type SearchMeaning,
  type SearchParams,
} from '@basera/contract';
import type { MapCamera } from '@/lib/search-view';

/** Where a map opens: a centre and zoom, or a box it fits into. */
export type MapOpening = { centre: LatLng; zoom: number } | { bounds: Bbox };

/** Zooms a person recognises: a city fills a phone at 12, a neighbourhood at 14. */
const CITY_ZOOM = 12;
const NEAR_ZOOM = 14;

/**
 * Where the search page's map opens. Its own place in the URL first (a shared link opens the same
 * view); else the area searched (drawn, then the box), the point searched near ('near me' or
 * 'near Nehru Nagar'), the city; else every city Basera lists in.
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
  if (city) return { centre: CITY_CENTRES[city], zoom: CITY_ZOOM };
  return { bounds: bboxAround(Object.values(CITY_CENTRES)) };
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
