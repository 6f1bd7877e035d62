import { bboxParam, CITY_CENTRES, type LatLng } from '@basera/contract';
import { seeded } from './queries';

/**
 * Map requests as people make them (GET /api/property/map): a box and a zoom for a phone
 * (390 × 700 px of map) or a wide screen (760 × 800 px beside the list), mostly a city or a few
 * streets of one, some a region, a few all of India; a third narrowed by a type, BHK or budget.
 * Each box is drawn around a point near one of the four cities, so no two are alike and the
 * answer cache cannot serve them.
 */

/** Zoom levels by how often a view is at them: city and streets most, India least. */
const ZOOMS: readonly [zoom: number, weight: number][] = [
  [5, 3],
  [8, 3],
  [10, 6],
  [11, 8],
  [12, 16],
  [13, 18],
  [14, 18],
  [15, 14],
  [16, 10],
  [17, 4],
];
const FILTERS = ['&propertyType=rent', '&bhk=2 BHK', '&maxPrice=15000', '&propertyType=sell'];
const SCREENS = [
  { width: 390, height: 700 },
  { width: 760, height: 800 },
];

/** Degrees a number of pixels spans at a zoom (256-pixel tiles), across and up at a latitude. */
const degreesAcross = (pixels: number, zoom: number) => (pixels * 360) / (256 * 2 ** zoom);

export function mapViews(count: number, seed = 11): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const totalWeight = ZOOMS.reduce((sum, [, weight]) => sum + weight, 0);
  const zoomOf = () => {
    let left = random() * totalWeight;
    for (const [zoom, weight] of ZOOMS) if ((left -= weight) < 0) return zoom;
    return 13;
  };
  const centres = Object.values(CITY_CENTRES);
  const views = new Set<string>();
  while (views.size < count) {
    const zoom = zoomOf();
    const screen = pick(SCREENS);
    const city: LatLng = pick(centres);
    // Somewhere in or around the city, a little further out the wider the view.
    const spread = Math.min(0.08, degreesAcross(screen.width, zoom));
    const centre = {
      lat: city.lat + (random() - 0.5) * spread * 2,
      lng: city.lng + (random() - 0.5) * spread * 2,
    };
    const halfWidth = degreesAcross(screen.width, zoom) / 2;
    const halfHeight =
      (degreesAcross(screen.height, zoom) / 2) * Math.cos((centre.lat * Math.PI) / 180);
    const bbox = bboxParam({
      minLng: centre.lng - halfWidth,
      minLat: centre.lat - halfHeight,
      maxLng: centre.lng + halfWidth,
      maxLat: centre.lat + halfHeight,
    });
    const filter = random() < 0.33 ? pick(FILTERS) : '';
    views.add(`/api/property/map?bbox=${bbox}&zoom=${zoom}${filter}`);
  }
  return [...views];
}
