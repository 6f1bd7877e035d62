/** Localities of the four cities the demo covers, with what a local would say is nearby. */
import { findPlace, mapLinkFor, offsetBy, type City } from '@basera/contract';
import type { Random } from './random';

export type Locality = { name: string; city: City; nearby: readonly string[] };

const l = (city: City, name: string, ...nearby: string[]): Locality => ({ name, city, nearby });

export const LOCALITIES: readonly Locality[] = [
  l('Bilaspur', 'Vyapar Vihar', 'the Vyapar Vihar wholesale market', 'Vyapar Vihar main road'),
  l('Bilaspur', 'Sarkanda', 'Sarkanda chowk', 'the Arpa river bridge'),
  l('Bilaspur', 'Link Road', 'the showrooms of Link Road', 'the city bus stand'),
  l('Bilaspur', 'Torwa', 'Torwa chowk', 'the railway colony'),
  l('Bilaspur', 'Mangla', 'Mangla chowk', 'the Mangla vegetable market'),
  l('Bilaspur', 'Seepat Road', 'the new colonies along Seepat Road', 'the Seepat Road bus stop'),
  l('Bilaspur', 'Rajkishore Nagar', 'the Rajkishore Nagar market', 'the Rajkishore Nagar temple'),
  l('Bilaspur', 'Telipara', 'the Telipara market', 'Gol Bazaar'),
  l('Raipur', 'Shankar Nagar', 'Shankar Nagar main road', 'the Shankar Nagar market'),
  l('Raipur', 'Telibandha', 'Telibandha lake and Marine Drive', 'GE Road'),
  l('Raipur', 'Pandri', 'the Pandri cloth market', 'Pandri main road'),
  l('Raipur', 'Civil Lines', 'the government offices of Civil Lines', 'Civil Lines square'),
  l('Raipur', 'Devendra Nagar', 'Devendra Nagar square', 'the Devendra Nagar market'),
  l('Raipur', 'Mowa', 'Mowa main road', 'the Mowa market'),
  l('Raipur', 'Kota', 'Kota main road', 'the Kota colony park'),
  l('Raipur', 'Amlidih', 'the Amlidih colonies', 'Amlidih main road'),
  l('Raipur', 'Naya Raipur Sector 21', 'the Naya Raipur expressway', 'Mantralaya'),
  l('Durg', 'Padmanabhpur', 'Durg railway station', 'the Padmanabhpur market'),
  l('Durg', 'Kasaridih', 'the Durg bus stand', 'Kasaridih main road'),
  l('Durg', 'Maharaja Chowk', 'the Maharaja Chowk crossing', 'the Durg city market'),
  l('Durg', 'Borsi', 'the Durg bypass', 'Borsi main road'),
  l('Durg', 'Malviya Nagar', 'Malviya Nagar chowk', 'the Malviya Nagar park'),
  l('Bhilai', 'Sector 6', 'the Sector 6 market', 'the Civic Centre'),
  l('Bhilai', 'Sector 10', 'the Sector 10 market', 'the steel plant township'),
  l('Bhilai', 'Nehru Nagar', 'Nehru Nagar chowk', 'GE Road'),
  l('Bhilai', 'Supela', 'the Supela market', 'Supela chowk'),
  l('Bhilai', 'Smriti Nagar', 'the Smriti Nagar market', 'Smriti Nagar square'),
  l('Bhilai', 'Junwani', 'Junwani road', 'the colleges of Junwani'),
  l('Bhilai', 'Kohka', 'Kohka main road', 'the Kohka market'),
];

export const localitiesOf = (city: City) => LOCALITIES.filter((place) => place.city === city);

export function findLocality(name: string): Locality {
  const place = LOCALITIES.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`unknown demo locality ${name}`);
  return place;
}

/** A Google Maps link within 600 m of the locality's centre: the listing's pin in the demo. */
export function mapLinkNear(r: Random, place: Locality): string {
  const centre = findPlace(place.name, place.city)?.centre;
  if (!centre) throw new Error(`no centre for the demo locality ${place.name}, ${place.city}`);
  return mapLinkFor(offsetBy(centre, r.range(0, 2 * Math.PI), r.range(0, 600)));
}

const SOCIETIES = [
  'Shubham Residency',
  'Sai Enclave',
  'Ashirwad Apartments',
  'Green Valley Heights',
  'Krishna Kunj',
  'Mahaveer Towers',
  'Gayatri Vihar',
  'Shanti Niketan Society',
  'Suryodaya Apartments',
  'Vrindavan Greens',
];
const MARKETS = [
  'Shree Ganesh Complex',
  'Laxmi Market',
  'Agrawal Plaza',
  'City Centre Arcade',
  'Mahamaya Complex',
  'Jain Trade Centre',
];

export type AddressKind = 'flat' | 'house' | 'plot' | 'pg' | 'shop' | 'office' | 'warehouse';

/** A street address as an owner would type it; the city goes in its own field. */
export function addressIn(r: Random, place: Locality, kind: AddressKind): string {
  const lane = r.int(1, 12);
  switch (kind) {
    case 'flat':
      return `Flat ${r.int(1, 6)}0${r.int(1, 4)}, ${r.pick(SOCIETIES)}, ${place.name}`;
    case 'house':
      return `House No. ${r.int(4, 260)}, Street ${lane}, ${place.name}`;
    case 'plot':
      return `Plot No. ${r.int(3, 180)}, Lane ${lane}, ${place.name}`;
    case 'pg':
      return `${r.int(10, 220)}, Ward ${r.int(2, 40)}, near ${r.pick(place.nearby)}, ${place.name}`;
    case 'shop':
      return `Shop No. ${r.int(1, 40)}, ${r.pick(MARKETS)}, ${place.name}`;
    case 'office':
      return `Office ${r.int(1, 4)}0${r.int(1, 9)}, ${r.pick(MARKETS)}, ${place.name}`;
    case 'warehouse':
      return `Khasra No. ${r.int(100, 990)}, ${place.name}`;
  }
}
