/**
 * How the search page shows its results, kept in its URL beside the search itself so that a
 * shared link opens the same view: `view=map` opens the map, `at=lat,lng,zoom` is where the map
 * looks. These two never reach the API (they are not search parameters, readSearchParams ignores
 * them): moving the map changes what is shown, not what is searched, until 'Search this area'.
 */

export type MapCamera = { lat: number; lng: number; zoom: number };

export type SearchView = {
  /** The map is open: full screen on phones, beside the list on wide screens. */
  map: boolean;
  /** Where the map looks; unset, it frames the search's area, its place or its cities. */
  camera?: MapCamera;
};

export const LIST_VIEW: SearchView = { map: false };

const VIEW_PARAM = 'view';
const CAMERA_PARAM = 'at';
/** The parameters this file owns, for code that rewrites the rest of a search URL. */
export const SEARCH_VIEW_PARAMS = [VIEW_PARAM, CAMERA_PARAM] as const;

/** A map library's zoom levels: the whole world at 0, a building at 20. */
const ZOOM = { min: 0, max: 20 } as const;
const CAMERA = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?),(\d{1,2}(?:\.\d+)?)$/;

/** `21.25,81.63,13` → the camera, or undefined when the text is not one (a bad link is no error). */
export function readCamera(raw: string | null): MapCamera | undefined {
  const match = raw ? CAMERA.exec(raw) : null;
  if (!match) return undefined;
  const [lat, lng, zoom] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom < ZOOM.min || zoom > ZOOM.max)
    return undefined;
  return { lat, lng, zoom };
}

/** Five decimals (about a metre) keep a shared link short; zoom is whole in the URL. */
export function cameraParam({ lat, lng, zoom }: MapCamera): string {
  const short = (value: number) => String(Number(value.toFixed(5)));
  return `${short(lat)},${short(lng)},${Math.round(zoom)}`;
}

export function readSearchView(params: { get(name: string): string | null }): SearchView {
  if (params.get(VIEW_PARAM) !== 'map') return LIST_VIEW;
  const camera = readCamera(params.get(CAMERA_PARAM));
  return camera ? { map: true, camera } : { map: true };
}

/** The view's part of a query string: '' for the list, so a list's URL stays the search's own. */
export function searchViewQuery(view: SearchView): string {
  if (!view.map) return '';
  return view.camera ? `view=map&at=${cameraParam(view.camera)}` : 'view=map';
}

/** A search's query string and its view's, as one query string. */
export function withSearchView(searchQuery: string, view: SearchView): string {
  return [searchQuery, searchViewQuery(view)].filter(Boolean).join('&');
}
