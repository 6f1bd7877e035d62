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
import { normaliseText } from './plain-text';
import type { SearchQuery } from './paging';

/**
 * The filter parameters of the public lists (GET /user/search and GET /api/property) and of
 * the search screen's URL: the same names in both places, so a URL is a query. Every one is
 * optional; a value outside its list answers 400 with a message naming the parameter
 * (search-params.ts, the server's schema). This file holds the lists and bounds without zod,
 * so a page can read its URL without downloading the schemas.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest first',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
};

/** Every parameter of a search, in the order a URL shows them (the web's search state). */
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
  'sort',
] as const;
export type SearchParamName = (typeof SEARCH_PARAMS)[number];

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
  sort: (raw) => among(SEARCH_SORTS, raw),
};

/**
 * One URL parameter as the server's query schema reads it (searchQuerySchema, with every other
 * parameter absent), or undefined where the schema would refuse it or leave it unset. A page
 * reads its address with this; search-options.test.ts holds it to the schema for any input.
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
