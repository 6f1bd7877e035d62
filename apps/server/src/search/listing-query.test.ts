import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_AMENITIES,
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTED_BY,
  MAX_AMOUNT,
  PROPERTY_TYPES,
  propertyListQuerySchema,
  readSearchParams,
  SEARCH_CITIES,
  SEARCH_SORTS,
  searchMeaning,
  searchQuerySchema,
  searchQueryString,
  SHARING_OPTIONS,
  type SearchParams,
} from '@basera/contract';
import { listingQuery } from './listing-query';

/*
 * The web shows what a search means (the filter controls, the chips, the notes: searchMeaning of
 * the search its address holds) and asks the server with that address; the server reads the
 * address with its schema and asks the database (listingQuery). For any text and any filters,
 * both must be one value, or the chips would say one thing and the results another.
 */

/** Words the parser reads as filters, words it leaves as text, and the marks between them. */
const VOCABULARY = [
  ...['raipur', 'bilaspr', 'durg', 'भिलाई', 'for', 'rent', 'on', 'sale', 'pg', 'shop', 'plot'],
  ...['flat', 'makaan', 'bhk', 'rk', 'sharing', 'double', 'single', 'furnished', 'semi', 'un'],
  ...['no', 'broker', 'owner', 'agent', 'near', 'me', 'under', 'above', 'between', 'and', 'to'],
  ...['k', 'lakh', 'cr', 'hazar', 'तक', 'tak', 'rs', '₹', 'sqft', 'per', 'month', 'kiraye'],
  ...['1', '2', '3', '10', '15', '50', '15,000', '1,00,000', 'girls', 'naya', 'kamra', 'office'],
  ...['lift', 'parking', 'sunrise', '+', '-', '/', ',', '.', 'kota', 'nehru', 'nagar', 'mowa'],
];
const text = fc.oneof(
  fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 12 }).map((words) => words.join(' ')),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

const range = (max: number, scale = 1) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
    .map(([a, b]) => [Math.min(a, b) / scale, Math.max(a, b) / scale] as const);
const list = <T extends string>(options: readonly T[]) =>
  fc.uniqueArray(fc.constantFrom(...options), { minLength: 1, maxLength: 3 });

/** A point where listings are, to five decimals as a URL writes it. */
const point = fc
  .record({
    lat: fc.integer({ min: 600_000, max: 3_700_000 }),
    lng: fc.integer({ min: 6_800_000, max: 9_700_000 }),
  })
  .map(({ lat, lng }) => ({ lat: lat / 100_000, lng: lng / 100_000 }));

/** A search as the web holds it: any text, and any explicit filters and sort. */
const webSearch: fc.Arbitrary<SearchParams> = fc
  .record(
    {
      search: text,
      city: fc.constantFrom(...SEARCH_CITIES),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      bhk: list(BHK_OPTIONS),
      price: range(20_000_000),
      furnishing: list(FURNISHING_OPTIONS),
      listedBy: fc.constantFrom(...LISTED_BY),
      sharing: list(SHARING_OPTIONS),
      amenities: list(ALL_AMENITIES),
      area: range(Math.min(MAX_AMOUNT, 40_000), 4),
      sort: fc.constantFrom(...SEARCH_SORTS),
      near: point,
      bbox: fc.tuple(point, point).map(([a, b]) => ({
        minLng: Math.min(a.lng, b.lng),
        minLat: Math.min(a.lat, b.lat),
        maxLng: Math.max(a.lng, b.lng),
        maxLat: Math.max(a.lat, b.lat),
      })),
      polygon: fc.array(point, { minLength: 3, maxLength: 8 }),
    },
    { requiredKeys: ['search'] },
  )
  .map(({ price, area, ...rest }) => ({
    ...rest,
    ...(price && { minPrice: price[0], maxPrice: price[1] }),
    ...(area && { minArea: area[0], maxArea: area[1] }),
  }));

describe('a search the web shows and the server answers', () => {
  it('means the same on both sides, for any text and filters, on both list paths', () => {
    fc.assert(
      fc.property(webSearch, (search) => {
        const address = searchQueryString(search);
        const shown = searchMeaning(readSearchParams(new URLSearchParams(address)));
        const query = Object.fromEntries(new URLSearchParams(address));
        // A text that normalises to more than the server takes is a 400, not a search.
        fc.pre(searchQuerySchema.safeParse(query).success);
        for (const schema of [searchQuerySchema, propertyListQuerySchema]) {
          const parsed = schema.parse(query);
          // Nearest first with nowhere to measure from is refused, as the page never asks it.
          if (search.sort === 'distance' && !shown.filters.near) {
            expect(() => listingQuery(parsed, 'listed')).toThrow(/near/);
            continue;
          }
          const asked = listingQuery(parsed, 'listed');
          expect(asked.filters).toEqual(shown.filters);
          expect(asked.terms).toEqual(shown.terms);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('ranks by relevance only when words are left to rank by', () => {
    const sortOf = (query: Record<string, string>) =>
      listingQuery(searchQuerySchema.parse(query), 'listed').sort;
    expect(sortOf({ search: '2bhk raipur' })).toBe('newest');
    expect(sortOf({ search: '2bhk near sunrise' })).toBe('relevance');
    expect(sortOf({ search: '2bhk raipur', sort: 'relevance' })).toBe('newest');
    expect(sortOf({ search: 'sunrise', sort: 'priceAsc' })).toBe('priceAsc');
  });

  it('puts the nearest first when there is a place to measure from, unless a sort is asked', () => {
    const sortOf = (query: Record<string, string>) =>
      listingQuery(searchQuerySchema.parse(query), 'listed').sort;
    expect(sortOf({ search: 'pg near kota' })).toBe('distance');
    expect(sortOf({ search: 'sunrise', near: '21.25,81.63' })).toBe('distance');
    expect(sortOf({ search: 'pg near kota', sort: 'priceAsc' })).toBe('priceAsc');
    expect(() => sortOf({ search: 'pg', sort: 'distance' })).toThrow(
      'sort=distance needs a place to measure from',
    );
  });
});
