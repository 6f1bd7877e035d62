import { z } from 'zod';
import {
  BHK_OPTIONS,
  CAMPAIGN_STATUSES,
  CITY_PLACEHOLDER,
  FURNISHING_OPTIONS,
  LENGTHS,
  LISTED_BY,
  SEARCH_CITIES,
  SHARING_OPTIONS,
  TYPE_FILTERS,
} from './constants';
import { MAX_AMOUNT } from './amounts';
import {
  anyCasePattern,
  boundedNamesPattern,
  commaListPattern,
  exactListPattern,
} from './document-patterns';
import {
  AREA_PATTERNS,
  POLYGON_LIMITS,
  RADIUS_LIMITS,
  readBbox,
  readNear,
  readPolygon,
} from './location';
import { pageQuerySchema } from './paging';
import { normaliseText } from './plain-text';
import {
  cityOf,
  SEARCH_PARAM_LIMITS,
  SEARCH_PARAMS,
  SEARCH_SORTS,
  splitCommas,
} from './search-params';

const listOf = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  z
    .string()
    .max(SEARCH_PARAM_LIMITS.list, { error: `${name} is too long` })
    .meta({ pattern: commaListPattern(options) })
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

/**
 * The server's reading of the search parameters (their lists and bounds are search-params.ts's).
 * Empty filter values from a form or a URL mean 'not set' (`?bhk=&city=`). The type and the
 * page keep their own rules: an empty type is refused as before.
 */
const FILTER_NAMES = new Set<string>(SEARCH_PARAMS.filter((name) => name !== 'propertyType'));
export function withoutBlankParams(input: unknown) {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !(value === '' && FILTER_NAMES.has(key))),
  );
}

export const searchCityField = z
  .string()
  .max(SEARCH_PARAM_LIMITS.city)
  .meta({ pattern: anyCasePattern(SEARCH_CITIES, ['', CITY_PLACEHOLDER]) })
  .optional()
  // A city in another case ('raipur' from a typed URL) is that city.
  .transform((value) => (value ? cityOf(value) : undefined))
  .pipe(
    z.enum(SEARCH_CITIES, { error: `city must be one of: ${SEARCH_CITIES.join(', ')}` }).optional(),
  );

/** Every search parameter (search-params.ts's SEARCH_PARAMS), as the server reads it. */
export const searchParamFields = {
  // Search text is free (docs/product.md §5); it is only bounded so one request stays cheap.
  // Read as people see it (plain-text.ts): 'f\u200Bl\u200Ba\u200Bt' searches for 'flat'.
  search: z.string().max(LENGTHS.search.max).overwrite(normaliseText).default(''),
  city: searchCityField,
  propertyType: z
    .enum(TYPE_FILTERS, { error: `propertyType must be one of: ${TYPE_FILTERS.join(', ')}` })
    .default('all'),
  bhk: listOf('bhk', BHK_OPTIONS),
  // `x-not-above`: JSON Schema cannot compare two fields (docs/api.md).
  minPrice: rupees('minPrice').meta({ 'x-not-above': 'maxPrice' }),
  maxPrice: rupees('maxPrice'),
  furnishing: listOf('furnishing', FURNISHING_OPTIONS),
  listedBy: z
    .enum(LISTED_BY, { error: `listedBy must be one of: ${LISTED_BY.join(', ')}` })
    .optional(),
  sharing: listOf('sharing', SHARING_OPTIONS),
  amenities: z
    .string()
    .max(SEARCH_PARAM_LIMITS.amenities.length, { error: 'amenities is too long' })
    .meta({
      pattern: boundedNamesPattern(
        SEARCH_PARAM_LIMITS.amenities.count,
        SEARCH_PARAM_LIMITS.amenities.name,
      ),
    })
    .optional()
    .transform(splitCommas)
    .pipe(
      z
        .array(
          z.string().max(SEARCH_PARAM_LIMITS.amenities.name, {
            error: 'amenities holds a name that is too long',
          }),
        )
        .max(SEARCH_PARAM_LIMITS.amenities.count, { error: 'amenities holds too many names' })
        .optional(),
    )
    .transform((value) => (value?.length ? value : undefined)),
  minArea: sqft('minArea').meta({ 'x-not-above': 'maxArea' }),
  maxArea: sqft('maxArea'),
  near: area('near', 'latitude,longitude', AREA_PATTERNS.near, readNear),
  // A circle around `near` (or the text's 'near <locality>'): the server checks that one is there.
  radius: z.coerce
    .number({ error: 'radius must be a whole number of metres' })
    .int({ error: 'radius must be a whole number of metres' })
    .min(RADIUS_LIMITS.min, { error: `radius must be at least ${RADIUS_LIMITS.min} metres` })
    .max(RADIUS_LIMITS.max, { error: `radius must be at most ${RADIUS_LIMITS.max} metres` })
    .meta({ 'x-needs': 'near' })
    .optional(),
  bbox: area('bbox', 'minLng,minLat,maxLng,maxLat', AREA_PATTERNS.bbox, readBbox),
  polygon: area(
    'polygon',
    `${POLYGON_LIMITS.min} to ${POLYGON_LIMITS.max} corners as lng,lat,lng,lat,…`,
    AREA_PATTERNS.polygon,
    readPolygon,
  ),
  // Nearest first needs a place to measure from, which the text may name too ('near kota'), so
  // the server checks it once it has read the text (`x-needs`, docs/api.md).
  sort: z
    .enum(SEARCH_SORTS, { error: `sort must be one of: ${SEARCH_SORTS.join(', ')}` })
    .meta({ 'x-needs': { distance: 'near' } })
    .optional(),
};

/**
 * An area parameter read by location.ts's reader; a value it cannot read is refused with what
 * the parameter must be.
 */
function area<T>(name: string, must: string, pattern: string, reader: (raw: string) => T | null) {
  return z
    .string()
    .max(2_000, { error: `${name} is too long` })
    .meta({ pattern })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      const value = reader(raw);
      if (value === null) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be ${must}: plain decimal degrees, no spaces`,
        });
        return z.NEVER;
      }
      return value;
    });
}

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

/** GET /user/search: a page of the search. Anyone may search; a token is not read. */
export const searchQuerySchema = z.preprocess(
  withoutBlankParams,
  pageQuerySchema.extend(searchParamFields).superRefine(rangeProblems),
);
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * GET /api/property: the same search, and for an admin the statuses to list. Its filters are
 * those of GET /user/search and of the search screen's URL.
 */
export const propertyListQuerySchema = z.preprocess(
  withoutBlankParams,
  pageQuerySchema
    .extend({
      ...searchParamFields,
      /** Admin only: comma-separated statuses, e.g. Submitted,Approve,Reject. */
      campaignRequest: z
        .string()
        .meta({ pattern: exactListPattern(CAMPAIGN_STATUSES) })
        .optional()
        .transform((value) => (value ? value.split(',') : undefined))
        .pipe(z.array(z.enum(CAMPAIGN_STATUSES)).optional()),
    })
    .superRefine(rangeProblems),
);
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;
