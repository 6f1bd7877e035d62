/**
 * Where a listing is: a point in WGS 84 degrees, the geometry the map, the search by distance and
 * the approximate public position share, and the reading of a pasted map link.
 */

export type LatLng = { lat: number; lng: number };

/** The box a listing's pin must be in: India, with its islands (degrees). */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.6, minLng: 68, maxLng: 97.5 } as const;

/** How far a public position may be from the listing's own pin (docs/decisions/0047-map-clusters-need-precounted-cells.md). */
export const APPROXIMATE_WITHIN_METRES = 300;

/** The mean radius of the Earth in metres (IUGG), as the haversine formula uses it. */
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** The distance in metres along the Earth's surface between two points (haversine). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The point `metres` away from `from` in the direction `bearing` (radians, clockwise from north),
 * on the sphere. The server uses it to move a public position by an offset only it can compute
 * (a keyed hash of the listing), so that the offset cannot be taken back by anyone who knows the
 * listing's id.
 */
export function offsetBy(from: LatLng, bearing: number, metres: number): LatLng {
  const angular = metres / EARTH_RADIUS_M;
  const lat1 = radians(from.lat);
  const lng1 = radians(from.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: degrees(lat2), lng: ((degrees(lng2) + 540) % 360) - 180 };
}

/** Six decimals: about 11 cm, finer than any pin a finger can place. */
const DECIMALS = 6;
const rounded = (value: number) => Number(value.toFixed(DECIMALS));

/** The point with its degrees rounded to six decimals, as it is stored and sent. */
export const roundedLocation = ({ lat, lng }: LatLng): LatLng => ({
  lat: rounded(lat),
  lng: rounded(lng),
});

/** A Google Maps link that opens at the point (SPEC's mapLink, filled from the pin). */
export function mapLinkFor(location: LatLng): string {
  const { lat, lng } = roundedLocation(location);
  return `https://www.google.com/maps?q=${lat},${lng}`;
}

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);
/** The `@lat,lng,zoom` of a place or a map view in a Google Maps path. */
const AT_PAIR = new RegExp(String.raw`@(${NUMBER}),(${NUMBER})(?:,|$)`);
/** Google Maps' place data `!3dLAT!4dLNG`, the pin itself where the view (`@`) may be elsewhere. */
const PLACE_DATA = new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`);
/** Query parameters that carry a point as `lat,lng` in the links Google Maps makes. */
const POINT_PARAMETERS = ['q', 'query', 'll', 'destination', 'center', 'sll'];

/** Percent-decoded where the text is well formed (a pasted link may not be). */
function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function pointOf(lat: string, lng: string): LatLng | null {
  const point = { lat: Number(lat), lng: Number(lng) };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return null;
  return roundedLocation(point);
}

/**
 * The point a pasted map link names, or null when it names none (a short link such as
 * maps.app.goo.gl, or a place by name only). Read in order of precision: the place's own pin,
 * then a `lat,lng` query, then the view's centre.
 */
export function locationFromMapLink(link: string): LatLng | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const whole = decodedOrAsIs(url.pathname + url.hash);
  const place = PLACE_DATA.exec(whole) ?? PLACE_DATA.exec(url.search);
  if (place) return pointOf(place[1]!, place[2]!);
  for (const name of POINT_PARAMETERS) {
    const pair = PAIR.exec(url.searchParams.get(name) ?? '');
    if (pair) return pointOf(pair[1]!, pair[2]!);
  }
  const view = AT_PAIR.exec(whole);
  return view ? pointOf(view[1]!, view[2]!) : null;
}

// ---------------------------------------------------------------------------------------------
// Search by area: the `bbox`, `near` and `polygon` parameters, read and written. A URL and the
// API's query carry them in the same form, so a shared map link opens the same area.

/** A box on the map: its south-west and north-east corners (degrees). */
export type Bbox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

/** How far 'near <locality>' reaches, and the radius a page asks 'near me' and 'More nearby' with. */
export const NEARBY_METRES = 2_000;

/** A `radius` is a whole number of metres in this range. */
export const RADIUS_LIMITS = { min: 100, max: 50_000 } as const;

/** A drawn area has at least a triangle's corners and at most this many, so one query stays cheap. */
export const POLYGON_LIMITS = { min: 3, max: 60 } as const;

/** Five decimals in a URL: about a metre, and a short link. */
const inUrl = (value: number) => String(Number(value.toFixed(5)));

/**
 * A latitude and a longitude as the area parameters write them: plain decimals, no spaces, in
 * range. The readers below accept exactly these, and the API document states them as patterns.
 */
export const LAT_TEXT = String.raw`[-+]?(?:90(?:\.0+)?|[1-8]?\d(?:\.\d+)?)`;
export const LNG_TEXT = String.raw`[-+]?(?:180(?:\.0+)?|1[0-7]\d(?:\.\d+)?|[1-9]?\d(?:\.\d+)?)`;
const LAT_PART = new RegExp(`^${LAT_TEXT}$`);
const LNG_PART = new RegExp(`^${LNG_TEXT}$`);

/** `raw` as numbers, where each part is a latitude or longitude as `kinds` says in turn. */
function coordinatesIn(raw: string, kinds: readonly ('lat' | 'lng')[]): number[] | null {
  const parts = raw.split(',');
  if (parts.length !== kinds.length) return null;
  const read = parts.map((part, k) =>
    (kinds[k] === 'lat' ? LAT_PART : LNG_PART).test(part) ? Number(part) : NaN,
  );
  return read.every(Number.isFinite) ? read : null;
}

/** `near=21.25,81.63` (latitude first, as a map link writes it), or null. */
export function readNear(raw: string): LatLng | null {
  const numbers = coordinatesIn(raw, ['lat', 'lng']);
  if (!numbers) return null;
  const [lat, lng] = numbers as [number, number];
  return roundedLocation({ lat, lng });
}

export const nearParam = ({ lat, lng }: LatLng) => `${inUrl(lat)},${inUrl(lng)}`;

/**
 * `bbox=minLng,minLat,maxLng,maxLat` (GeoJSON's order, as map libraries write it), or null.
 * Two opposite corners make one box whichever comes first. A box never crosses the
 * antimeridian here: every listing is in India.
 */
export function readBbox(raw: string): Bbox | null {
  const numbers = coordinatesIn(raw, ['lng', 'lat', 'lng', 'lat']);
  if (!numbers) return null;
  const [lng1, lat1, lng2, lat2] = numbers as [number, number, number, number];
  return {
    minLng: Math.min(lng1, lng2),
    minLat: Math.min(lat1, lat2),
    maxLng: Math.max(lng1, lng2),
    maxLat: Math.max(lat1, lat2),
  };
}

export const bboxParam = (box: Bbox) =>
  [box.minLng, box.minLat, box.maxLng, box.maxLat].map(inUrl).join(',');

/**
 * `polygon=lng,lat,lng,lat,…`: a drawn area's corners in GeoJSON's order, closed implicitly
 * (the last corner joins the first), or null.
 */
export function readPolygon(raw: string): LatLng[] | null {
  const count = raw.split(',').length / 2;
  if (!Number.isInteger(count) || count < POLYGON_LIMITS.min || count > POLYGON_LIMITS.max)
    return null;
  const numbers = coordinatesIn(
    raw,
    Array.from({ length: count * 2 }, (_, k) => (k % 2 ? 'lat' : 'lng')),
  );
  if (!numbers) return null;
  const corners: LatLng[] = [];
  for (let k = 0; k < numbers.length; k += 2)
    corners.push({ lng: numbers[k]!, lat: numbers[k + 1]! });
  return corners;
}

/** The patterns of the three parameters, for the API document (document-patterns.ts). */
export const AREA_PATTERNS = {
  near: `^${LAT_TEXT},${LNG_TEXT}$`,
  bbox: `^${LNG_TEXT},${LAT_TEXT},${LNG_TEXT},${LAT_TEXT}$`,
  polygon: `^${LNG_TEXT},${LAT_TEXT}(?:,${LNG_TEXT},${LAT_TEXT}){${POLYGON_LIMITS.min - 1},${POLYGON_LIMITS.max - 1}}$`,
} as const;

export const polygonParam = (corners: readonly LatLng[]) =>
  corners.flatMap(({ lat, lng }) => [inUrl(lng), inUrl(lat)]).join(',');

/** The smallest box around the corners. */
export function bboxAround(corners: readonly LatLng[]): Bbox {
  const lats = corners.map((corner) => corner.lat);
  const lngs = corners.map((corner) => corner.lng);
  return {
    minLng: Math.min(...lngs),
    minLat: Math.min(...lats),
    maxLng: Math.max(...lngs),
    maxLat: Math.max(...lats),
  };
}

/** Whether the point is inside the polygon (even-odd rule, degrees as plane coordinates). */
export function insidePolygon(point: LatLng, corners: readonly LatLng[]): boolean {
  let inside = false;
  for (let k = 0, j = corners.length - 1; k < corners.length; j = k++) {
    const a = corners[k]!;
    const b = corners[j]!;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const crossing = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < crossing) inside = !inside;
    }
  }
  return inside;
}
