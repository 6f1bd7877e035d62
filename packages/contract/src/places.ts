import type { City } from './constants';
import type { LatLng } from './location';

/**
 * The localities of the four cities with the centre a pin starts from and 'near <locality>'
 * measures from. A centre is near the locality's main crossing or market, to within about a
 * kilometre (good enough to start a pin from and to rank 'near' by); a listing's own pin is
 * what the owner places.
 */
export type Place = { name: string; city: City; centre: LatLng };

export const CITY_CENTRES: Readonly<Record<City, LatLng>> = {
  Bilaspur: { lat: 22.0797, lng: 82.1409 },
  Raipur: { lat: 21.2514, lng: 81.6296 },
  Durg: { lat: 21.1904, lng: 81.2849 },
  Bhilai: { lat: 21.2092, lng: 81.3637 },
};

const p = (city: City, name: string, lat: number, lng: number): Place => ({
  name,
  city,
  centre: { lat, lng },
});

export const PLACES: readonly Place[] = [
  p('Bilaspur', 'Vyapar Vihar', 22.0735, 82.15),
  p('Bilaspur', 'Sarkanda', 22.065, 82.16),
  p('Bilaspur', 'Link Road', 22.086, 82.148),
  p('Bilaspur', 'Torwa', 22.07, 82.125),
  p('Bilaspur', 'Mangla', 22.1, 82.135),
  p('Bilaspur', 'Seepat Road', 22.105, 82.165),
  p('Bilaspur', 'Rajkishore Nagar', 22.098, 82.17),
  p('Bilaspur', 'Telipara', 22.083, 82.142),
  p('Raipur', 'Shankar Nagar', 21.251, 81.66),
  p('Raipur', 'Telibandha', 21.242, 81.665),
  p('Raipur', 'Pandri', 21.256, 81.648),
  p('Raipur', 'Civil Lines', 21.244, 81.645),
  p('Raipur', 'Devendra Nagar', 21.262, 81.644),
  p('Raipur', 'Mowa', 21.272, 81.664),
  p('Raipur', 'Kota', 21.243, 81.605),
  p('Raipur', 'Amlidih', 21.27, 81.675),
  p('Raipur', 'Naya Raipur Sector 21', 21.16, 81.787),
  p('Durg', 'Padmanabhpur', 21.198, 81.29),
  p('Durg', 'Kasaridih', 21.188, 81.277),
  p('Durg', 'Maharaja Chowk', 21.185, 81.285),
  p('Durg', 'Borsi', 21.17, 81.296),
  p('Durg', 'Malviya Nagar', 21.2, 81.282),
  p('Bhilai', 'Sector 6', 21.205, 81.363),
  p('Bhilai', 'Sector 10', 21.193, 81.352),
  p('Bhilai', 'Nehru Nagar', 21.215, 81.34),
  p('Bhilai', 'Supela', 21.213, 81.353),
  p('Bhilai', 'Smriti Nagar', 21.223, 81.332),
  p('Bhilai', 'Junwani', 21.234, 81.344),
  p('Bhilai', 'Kohka', 21.229, 81.36),
];

const normalised = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The locality of that name (any case and spacing), in `city` when one is given. */
export function findPlace(name: string, city?: City): Place | undefined {
  const wanted = normalised(name);
  return PLACES.find(
    (place) => normalised(place.name) === wanted && (city === undefined || place.city === city),
  );
}

const asWords = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

/**
 * The locality of `city` that an address names as whole words ('12, Nehru Nagar, near the
 * market'), the longest name when several appear; undefined when it names none. Where a pin
 * starts in the listing form, and where the server places a listing sent without one.
 */
export function placeNamedIn(address: string, city: City): Place | undefined {
  const words = asWords(address);
  return PLACES.filter((place) => place.city === city && words.includes(asWords(place.name))).sort(
    (a, b) => b.name.length - a.name.length,
  )[0];
}

/** Where a listing is when nothing better is known: the locality its address names, else its city's centre. */
export function placeOfAddress(address: string, city: City): LatLng {
  return placeNamedIn(address, city)?.centre ?? CITY_CENTRES[city];
}
