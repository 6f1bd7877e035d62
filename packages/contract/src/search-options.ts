import { SEARCH_CITIES } from './constants';

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
