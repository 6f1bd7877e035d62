import { createHmac } from 'node:crypto';
import {
  APPROXIMATE_WITHIN_METRES,
  LISTING_CITIES,
  locationFromMapLink,
  offsetBy,
  placeOfAddress,
  roundedLocation,
  type City,
  type LatLng,
} from '@basera/contract';

/*
 * Where a listing is: the owner's pin, and the point everyone else is shown. The public point is
 * the pin moved 100 to 299 m in a direction and by a distance drawn from a keyed hash of the pin:
 * the same every time (a map does not jitter between reads), and not to be taken back by anyone
 * without the key (docs/decisions/0047-map-clusters-need-precounted-cells.md).
 */

/** Never nearer than this, so that the public point is not the door itself. */
const AT_LEAST_METRES = 100;
/** Under 300 m once rounded to six decimals (about 0.1 m). */
const AT_MOST_METRES = APPROXIMATE_WITHIN_METRES - 1;

/** The key of the public points, derived from the token secret so every server shares it. */
export type PositionKey = Buffer;

export const positionKeyFrom = (tokenSecret: string): PositionKey =>
  createHmac('sha256', tokenSecret).update('basera: public listing positions').digest();

/** The point shown to everyone but the owner and admins. */
export function publicPosition(key: PositionKey, pin: LatLng): LatLng {
  const exact = roundedLocation(pin);
  const digest = createHmac('sha256', key).update(`${exact.lat},${exact.lng}`).digest();
  const [spread, turn] = [digest.readUInt32BE(0) / 2 ** 32, digest.readUInt32BE(4) / 2 ** 32];
  // Uniform over the ring between the two radii: the radius grows as a square root.
  const metres = Math.sqrt(
    AT_LEAST_METRES ** 2 + spread * (AT_MOST_METRES ** 2 - AT_LEAST_METRES ** 2),
  );
  return roundedLocation(offsetBy(exact, 2 * Math.PI * turn, metres));
}

const isCity = (city: string): city is City => (LISTING_CITIES as readonly string[]).includes(city);

/**
 * The pin of a listing whose owner placed none (an API client, a listing from before pins):
 * the point its map link names, else the centre of the locality its address names in its city
 * (the longest name that appears), else its city's centre.
 */
export function pinWithoutOwnerPin(listing: { mapLink: string; address: string; city: string }) {
  const linked = locationFromMapLink(listing.mapLink);
  if (linked) return linked;
  return placeOfAddress(listing.address, isCity(listing.city) ? listing.city : 'Raipur');
}

/** The four columns a listing's position is stored in. */
export function positionColumns(key: PositionKey, pin: LatLng) {
  const exact = roundedLocation(pin);
  const shown = publicPosition(key, exact);
  return { lat: exact.lat, lng: exact.lng, publicLat: shown.lat, publicLng: shown.lng };
}
