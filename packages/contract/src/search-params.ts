import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LENGTHS,
  LISTED_BY,
  SEARCH_CITIES,
  SHARING_OPTIONS,
  TYPE_FILTERS,
} from './constants';
import { MAX_AMOUNT } from './amounts';
import {
  bboxParam,
  nearParam,
  polygonParam,
  RADIUS_LIMITS,
  readBbox,
  readNear,
  readPolygon,
} from './location';
import { normaliseText } from './plain-text';
import type { SearchQuery } from './search-params-schema';
import type { SearchFilters } from './search-query';

/**
 * The parameters of a search: the typed text, the explicit filters and the sort. The search
 * screen's URL and the query of the public lists (GET /user/search and GET /api/property) carry
 * the same names, so a URL is a query. Every one but the text is optional; a value outside its
 * list answers 400 with a message naming the parameter (search-params-schema.ts, the server's
 * schema). This file holds the names, lists and bounds, and writes and reads a search's URL,
 * without zod, so a page can read its URL without downloading the schemas.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest first',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  distance: 'Nearest first',
};

/** Every parameter of a search, in the order a URL shows them. */
export const SEARCH_PARAMS = [
  'search',
  'city',
  'propertyType',
  'bhk',
  'minPrice',
  'maxPrice',
  'furnishing',
  'listedBy',
  'sharing',
  'amenities',
  'minArea',
  'maxArea',
  'near',
  'radius',
  'bbox',
  'polygon',
  'sort',
] as const;
export type SearchParamName = (typeof SEARCH_PARAMS)[number];

/** The parameters that filter: all but the text and the sort. */
export type SearchFilterParamName = Exclude<SearchParamName, 'search' | 'sort'>;
export const SEARCH_FILTER_PARAMS = SEARCH_PARAMS.filter(
  (name): name is SearchFilterParamName => name !== 'search' && name !== 'sort',
);

/**
 * A search as a page holds it and its URL says it
 * (`/search?search=2bhk&city=Raipur&bhk=2%20BHK&sort=priceAsc`). A missing property means 'not
 * set'; no type is every type.
 */
export type SearchParams = {
  search: string;
  sort?: SearchSort;
} & Omit<SearchFilters, 'kinds' | 'purchase'>;

/** How long a parameter may be, and how many amenities of what length it may name. */
export const SEARCH_PARAM_LIMITS = {
  city: 40,
  list: 400,
  amenities: { length: 1000, count: 20, name: 40 },
} as const;

/** 'a, b,,a' → ['a', 'b']: a comma list, trimmed, without blanks or repeats. */
export function splitCommas(value: string | undefined): string[] | undefined {
  return value
    ? [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]
    : undefined;
}

/** 'raipur' → 'Raipur'; the dropdown's default label 'City' means no city (docs/product.md §4). */
export function cityOf(value: string): string | undefined {
  if (value === 'City') return undefined;
  return SEARCH_CITIES.find((city) => city.toLowerCase() === value.toLowerCase()) ?? value;
}

// ---------------------------------------------------------------------------------------------
// A search in a page's address, written and read back. It is read as the server's query schema
// reads it, without zod: the lists and bounds above, typed by the schema's output
// (search-params-schema.ts), which is only a type here.

const among = <T extends string>(options: readonly T[], value: string): T | undefined =>
  (options as readonly string[]).includes(value) ? (value as T) : undefined;

function listAmong<T extends string>(options: readonly T[], raw: string): T[] | undefined {
  if (raw.length > SEARCH_PARAM_LIMITS.list) return undefined;
  const parts = splitCommas(raw) ?? [];
  if (!parts.every((part) => among(options, part) !== undefined)) return undefined;
  return parts.length ? (parts as T[]) : undefined;
}

function rupees(raw: string): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT ? value : undefined;
}

function squareFeet(raw: string): number | undefined {
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT ? value : undefined;
}

type Readers = { [K in SearchParamName]: (raw: string) => SearchQuery[K] | undefined };

const READERS: Readers = {
  search: (raw) => (raw.length <= LENGTHS.search.max ? normaliseText(raw) : undefined),
  city: (raw) =>
    raw.length <= SEARCH_PARAM_LIMITS.city ? among(SEARCH_CITIES, cityOf(raw) ?? '') : undefined,
  propertyType: (raw) => among(TYPE_FILTERS, raw),
  bhk: (raw) => listAmong(BHK_OPTIONS, raw),
  minPrice: rupees,
  maxPrice: rupees,
  furnishing: (raw) => listAmong(FURNISHING_OPTIONS, raw),
  listedBy: (raw) => among(LISTED_BY, raw),
  sharing: (raw) => listAmong(SHARING_OPTIONS, raw),
  amenities: (raw) => {
    const limits = SEARCH_PARAM_LIMITS.amenities;
    if (raw.length > limits.length) return undefined;
    const names = splitCommas(raw) ?? [];
    if (names.length > limits.count || names.some((name) => name.length > limits.name)) {
      return undefined;
    }
    return names.length ? names : undefined;
  },
  minArea: squareFeet,
  maxArea: squareFeet,
  near: (raw) => readNear(raw) ?? undefined,
  radius: (raw) => {
    const metres = Number(raw);
    return Number.isInteger(metres) && metres >= RADIUS_LIMITS.min && metres <= RADIUS_LIMITS.max
      ? metres
      : undefined;
  },
  bbox: (raw) => readBbox(raw) ?? undefined,
  polygon: (raw) => readPolygon(raw) ?? undefined,
  sort: (raw) => among(SEARCH_SORTS, raw),
};

/**
 * One URL parameter as the server's query schema reads it (searchQuerySchema, with every other
 * parameter absent), or undefined where the schema would refuse it or leave it unset. A page
 * reads its address with this; search-params.test.ts holds it to the schema for any input.
 */
export function readSearchParam<K extends SearchParamName>(
  name: K,
  raw: string,
): SearchQuery[K] | undefined {
  // An empty filter means 'not set'; the text's default is empty.
  if (raw === '' && name !== 'propertyType')
    return name === 'search' ? ('' as SearchQuery[K]) : undefined;
  return READERS[name](raw);
}

/** The URL parameters a search is read from: a URLSearchParams. */
type UrlParams = { get(name: string): string | null };

function read<K extends SearchParamName>(params: UrlParams, name: K): SearchQuery[K] | undefined {
  const raw = params.get(name);
  return raw === null ? undefined : readSearchParam(name, raw);
}

const inverted = (min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined && min > max;

/**
 * The search a URL describes. Each parameter is read on its own, so a hand-edited or outdated
 * link loses only the value that is wrong (docs/product.md §2: a bad link is not an error).
 */
export function readSearchParams(params: UrlParams): SearchParams {
  const type = read(params, 'propertyType');
  const found: SearchParams = {
    search: read(params, 'search') ?? '',
    city: read(params, 'city'),
    // 'all' is the absence of a type.
    propertyType: type === 'all' ? undefined : type,
    bhk: read(params, 'bhk'),
    minPrice: read(params, 'minPrice'),
    maxPrice: read(params, 'maxPrice'),
    furnishing: read(params, 'furnishing'),
    listedBy: read(params, 'listedBy'),
    sharing: read(params, 'sharing'),
    amenities: read(params, 'amenities'),
    minArea: read(params, 'minArea'),
    maxArea: read(params, 'maxArea'),
    near: read(params, 'near'),
    radius: read(params, 'radius'),
    bbox: read(params, 'bbox'),
    polygon: read(params, 'polygon'),
    sort: read(params, 'sort'),
  };
  // A range upside down is refused by the server as a pair; the URL loses the pair.
  if (inverted(found.minPrice, found.maxPrice)) found.minPrice = found.maxPrice = undefined;
  if (inverted(found.minArea, found.maxArea)) found.minArea = found.maxArea = undefined;
  // Without its unset properties, so two equal searches compare equal.
  return Object.fromEntries(
    Object.entries(found).filter(([key, value]) => key === 'search' || value !== undefined),
  ) as SearchParams;
}

function encode(value: string): string {
  // Commas separate list values and mean nothing else in a query: left readable.
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * 'search=2bhk%20raipur&bhk=2%20BHK,3%20BHK&maxPrice=20000': the search as a query string, in a
 * fixed order and without unset values, so one search has one URL (and one cache entry). The
 * same string is the screen's URL and the query of GET /user/search or GET /api/property.
 */
export function searchQueryString(search: SearchParams): string {
  const parts: string[] = [];
  for (const name of SEARCH_PARAMS) {
    const text = paramText(search, name);
    if (text) parts.push(`${name}=${encode(text)}`);
  }
  return parts.join('&');
}

/** One parameter as its URL writes it; empty when unset. */
function paramText(search: SearchParams, name: SearchParamName): string {
  if (name === 'near') return search.near ? nearParam(search.near) : '';
  if (name === 'bbox') return search.bbox ? bboxParam(search.bbox) : '';
  if (name === 'polygon') return search.polygon ? polygonParam(search.polygon) : '';
  const value = search[name];
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}
