import {
  LISTING_CITIES,
  placeOfAddress,
  roundedLocation,
  type City,
  type LatLng,
} from '@basera/contract';

const isListingCity = (city: string): city is City =>
  (LISTING_CITIES as readonly string[]).includes(city);

/**
 * Where the form's pin stands: the one the owner placed (by hand, by a pasted link, or stored
 * with the listing), else where the address and city say (the locality the address names in
 * that city, else the city's centre), the same rule the server places a pin-less listing by.
 */
export function shownPin(placed: LatLng | undefined, address: string, city: string): LatLng {
  if (placed) return placed;
  return placeOfAddress(address, isListingCity(city) ? city : LISTING_CITIES[0]);
}

/** Zooms the pin's map opens at: the street for a pin the owner placed, the locality otherwise. */
export const PIN_ZOOM = { placed: 17, suggested: 15 } as const;

/** '21.25140, 81.62960': the pin as the form shows it in text (about a metre). */
export function pinText(at: LatLng): string {
  const { lat, lng } = roundedLocation(at);
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
