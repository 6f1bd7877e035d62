import { offsetBy, roundedLocation, type LatLng } from '@basera/contract';

/** Arrow keys and the direction each moves a pin (radians clockwise from north). */
const BEARINGS: Readonly<Record<string, number>> = {
  ArrowUp: 0,
  ArrowRight: Math.PI / 2,
  ArrowDown: Math.PI,
  ArrowLeft: (3 * Math.PI) / 2,
};

/** Screen pixels a key press moves the pin: a small step, or a long one with Shift. */
export const PIN_STEP_PX = { small: 10, large: 50 } as const;

/** The ground a screen pixel covers at this zoom and latitude (Web Mercator, 256 px tiles). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (156_543.033_92 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
}

/**
 * Where an arrow key moves a pin: the same distance on screen at any zoom, so a person can place
 * it within a few metres by keyboard alone. Null for any other key.
 */
export function pinMovedByKey(at: LatLng, key: string, zoom: number, large = false): LatLng | null {
  const bearing = BEARINGS[key];
  if (bearing === undefined) return null;
  const pixels = large ? PIN_STEP_PX.large : PIN_STEP_PX.small;
  return roundedLocation(offsetBy(at, bearing, pixels * metresPerPixel(at.lat, zoom)));
}
