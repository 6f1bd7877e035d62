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
import {
  cityOf,
  SEARCH_PARAM_LIMITS,
  SEARCH_SORTS,
  splitCommas,
  type SearchParamName,
} from './search-options';

/*
 * A page's address read as the server's query schema reads it, without zod: the lists and bounds
 * of search-options.ts, typed by the schema's output (paging.ts), which is only a type here.
 */

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
