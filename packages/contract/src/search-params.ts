import { z } from 'zod';
import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTED_BY,
  SEARCH_CITIES,
  SHARING_OPTIONS,
} from './constants';
import { MAX_AMOUNT } from './property';
import type { ParsedSearch, SearchFilters } from './search-query';
import { parseSearch } from './search-query';

/**
 * The filter parameters of the public lists (GET /user/search and GET /api/property) and of
 * the search screen's URL: the same names in both places, so a URL is a query. Every one is
 * optional; a value outside its list answers 400 with a message naming the parameter.
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Most relevant',
  newest: 'Newest first',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
};

/** 'a, b,,a' → ['a', 'b']: a comma list, trimmed, without blanks or repeats. */
const splitCommas = (value: string | undefined) =>
  value
    ? [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]
    : undefined;

const listOf = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z
    .string()
    .max(400, { error: `${name} is too long` })
    .optional()
    .transform(splitCommas)
    .pipe(
      z
        .array(z.enum(options, { error: `${name} must be among: ${options.join(', ')}` }))
        .optional(),
    )
    .transform((value) => (value?.length ? value : undefined));

const rupees = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of rupees` })
    .int({ error: `${name} must be a whole number of rupees` })
    .min(0, { error: `${name} cannot be negative` })
    .max(MAX_AMOUNT, { error: `${name} is too large` })
    .optional();

const sqft = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of square feet` })
    .min(0, { error: `${name} cannot be negative` })
    .max(MAX_AMOUNT, { error: `${name} is too large` })
    .optional();

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

/**
 * Empty filter values from a form or a URL mean 'not set' (`?bhk=&city=`). The type and the
 * page keep their own rules: an empty type is refused as before.
 */
const FILTER_NAMES = new Set<string>(SEARCH_PARAMS.filter((name) => name !== 'propertyType'));
const blankless = (input: unknown) => {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !(value === '' && FILTER_NAMES.has(key))),
  );
};

export const searchFilterFields = {
  bhk: listOf('bhk', BHK_OPTIONS),
  minPrice: rupees('minPrice'),
  maxPrice: rupees('maxPrice'),
  furnishing: listOf('furnishing', FURNISHING_OPTIONS),
  listedBy: z
    .enum(LISTED_BY, { error: `listedBy must be one of: ${LISTED_BY.join(', ')}` })
    .optional(),
  sharing: listOf('sharing', SHARING_OPTIONS),
  amenities: z
    .string()
    .max(1000, { error: 'amenities is too long' })
    .optional()
    .transform(splitCommas)
    .pipe(
      z
        .array(z.string().max(40, { error: 'amenities holds a name that is too long' }))
        .max(20, { error: 'amenities holds too many names' })
        .optional(),
    )
    .transform((value) => (value?.length ? value : undefined)),
  minArea: sqft('minArea'),
  maxArea: sqft('maxArea'),
  sort: z
    .enum(SEARCH_SORTS, { error: `sort must be one of: ${SEARCH_SORTS.join(', ')}` })
    .optional(),
};

/** min above max is refused, naming the pair. */
export function rangeProblems(
  value: { minPrice?: number; maxPrice?: number; minArea?: number; maxArea?: number },
  ctx: z.RefinementCtx,
) {
  if (
    value.minPrice !== undefined &&
    value.maxPrice !== undefined &&
    value.minPrice > value.maxPrice
  )
    ctx.addIssue({
      code: 'custom',
      path: ['minPrice'],
      message: 'minPrice cannot be above maxPrice',
    });
  if (value.minArea !== undefined && value.maxArea !== undefined && value.minArea > value.maxArea)
    ctx.addIssue({ code: 'custom', path: ['minArea'], message: 'minArea cannot be above maxArea' });
}

export const searchCityField = z
  .string()
  .max(40)
  .optional()
  // The dropdown's default label 'City' means no city (docs/product.md §4); a city in
  // another case ('raipur' from a typed URL) is that city.
  .transform((value) =>
    value && value !== 'City'
      ? (SEARCH_CITIES.find((city) => city.toLowerCase() === value.toLowerCase()) ?? value)
      : undefined,
  )
  .pipe(
    z.enum(SEARCH_CITIES, { error: `city must be one of: ${SEARCH_CITIES.join(', ')}` }).optional(),
  );

export { blankless as withoutBlankParams };

export type SearchFilterParams = {
  city?: (typeof SEARCH_CITIES)[number];
  propertyType?: SearchFilters['propertyType'];
  bhk?: SearchFilters['bhk'];
  minPrice?: number;
  maxPrice?: number;
  furnishing?: SearchFilters['furnishing'];
  listedBy?: SearchFilters['listedBy'];
  sharing?: SearchFilters['sharing'];
  amenities?: string[];
  minArea?: number;
  maxArea?: number;
};

/**
 * What a search means: the text's understood filters, with every explicit parameter winning
 * over the same thing read from the text. A budget is one thing: an explicit minPrice or
 * maxPrice replaces both bounds read from the text.
 */
export function effectiveSearch(
  text: string,
  params: SearchFilterParams,
): ParsedSearch & { filters: SearchFilters } {
  const parsed = parseSearch(text);
  const filters: SearchFilters = { ...parsed.filters };
  const explicitBudget = params.minPrice !== undefined || params.maxPrice !== undefined;
  if (explicitBudget) {
    delete filters.minPrice;
    delete filters.maxPrice;
  }
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
  }
  // A budget read from the text that the explicit one contradicts is dropped with it.
  return { ...parsed, filters };
}
