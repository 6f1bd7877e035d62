/**
 * A realistic mix of distinct searches for the bench: free text as people type it (localities,
 * cities and their misspellings, types in English, Hinglish and Hindi, BHK, budgets), with
 * and without filter parameters and sorts. Deterministic, so runs compare.
 */
import { LOCALITIES } from './generate';

const CITIES = ['bilaspur', 'raipur', 'durg', 'bhilai', 'bilaspr', 'ryepur', 'durgh', 'रायपुर'];
const TYPES = ['flat for rent', 'for sale', 'pg', 'plot', 'shop', 'kiraye par', 'makaan', 'office'];
const BHK = ['1rk', '1 bhk', '2bhk', '2 bhk', '3 bhk', '4+ bhk'];
const BUDGETS = ['under 15k', 'below 20000', 'upto 50 lakh', '10k-20k', 'within 80L', '1 cr'];
const EXTRAS = ['furnished', 'semi furnished', 'by owner', 'no broker', 'double sharing', ''];
const PARAMS = [
  '',
  '&bhk=2%20BHK',
  '&furnishing=Furnished',
  '&listedBy=Owner',
  '&maxPrice=20000',
  '&minPrice=2000000&maxPrice=6000000',
  '&city=Raipur',
  '&propertyType=rent',
  '&amenities=Parking',
  '&minArea=800',
];
const SORTS = ['', '', '&sort=newest', '&sort=priceAsc', '&sort=priceDesc'];

/** Mulberry32: small, seeded, good enough to spread choices. */
export function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One letter dropped or doubled: how thumbs misspell a locality. */
function typo(word: string, random: () => number) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at] + word.slice(at);
}

export function mixedQueries(count: number, seed = 42): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const paths = new Set<string>();
  while (paths.size < count) {
    const parts: string[] = [];
    const shape = random();
    const locality = pick(LOCALITIES).toLowerCase();
    if (shape < 0.25) parts.push(random() < 0.3 ? typo(locality, random) : locality);
    if (shape > 0.15) parts.push(pick(TYPES));
    if (random() < 0.4) parts.push(pick(BHK));
    if (random() < 0.35) parts.push(pick(BUDGETS));
    if (random() < 0.3) parts.push(pick(EXTRAS));
    if (random() < 0.6) parts.push(pick(CITIES));
    const text = parts.filter(Boolean).join(' ');
    const offset = random() < 0.15 ? '&offset=6' : '';
    paths.add(
      `/user/search?search=${encodeURIComponent(text)}${pick(PARAMS)}${pick(SORTS)}${offset}`,
    );
  }
  return [...paths];
}
