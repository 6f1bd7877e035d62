import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_AMENITIES,
  AMENITIES_BY_TYPE,
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LENGTHS,
  LISTED_BY,
  PROPERTY_TYPES,
  SEARCH_CITIES,
  SHARING_OPTIONS,
  TYPE_FILTERS,
} from './constants';
import { MAX_AMOUNT } from './amounts';
import { normaliseText } from './plain-text';
import { searchQuerySchema } from './search-params-schema';
import {
  readSearchParam,
  readSearchParams,
  SEARCH_PARAMS,
  SEARCH_SORTS,
  searchQueryString,
  type SearchParamName,
  type SearchParams,
} from './search-params';

/** What the server's schema makes of one parameter given alone, or undefined if it refuses it. */
function bySchema(name: SearchParamName, raw: string) {
  const parsed = searchQuerySchema.safeParse({ [name]: raw });
  return parsed.success ? parsed.data[name] : undefined;
}

const words = [
  ...SEARCH_CITIES,
  ...SEARCH_CITIES.map((city) => city.toUpperCase()),
  'City',
  ...TYPE_FILTERS,
  ...BHK_OPTIONS,
  ...FURNISHING_OPTIONS,
  ...LISTED_BY,
  ...SHARING_OPTIONS,
  ...SEARCH_SORTS,
  ...Object.values(AMENITIES_BY_TYPE).flat(),
  'x'.repeat(41),
];
const numbers = [
  '0',
  '-0',
  '-1',
  '15000',
  ' 15000 ',
  '1e3',
  '0x10',
  '2.5',
  String(MAX_AMOUNT),
  String(MAX_AMOUNT + 1),
  'Infinity',
  'NaN',
  '',
  ' ',
];

/** Values as URLs carry them: real words and numbers, comma lists of them, junk, long text. */
const rawValue = fc.oneof(
  fc.constantFrom(...words, ...numbers),
  fc
    .tuple(
      fc.array(fc.constantFrom(...words, ' ', ''), { maxLength: 25 }),
      fc.constantFrom(',', ', ', ',,'),
    )
    .map(([parts, comma]) => parts.join(comma)),
  fc
    .uniqueArray(fc.constantFrom(...Object.values(AMENITIES_BY_TYPE).flat()), {
      minLength: 15,
      maxLength: 25,
    })
    .map((names) => names.join(',')),
  fc.string({ maxLength: 50 }),
  fc.string({ minLength: 190, maxLength: 1100 }),
  fc.double().map(String),
  fc.integer().map(String),
);

describe('reading one search parameter of a URL without the schemas', () => {
  it('agrees with the server’s query schema on every parameter and any value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEARCH_PARAMS), rawValue, (name, raw) => {
        expect(readSearchParam(name, raw)).toEqual(bySchema(name, raw));
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads the values a search screen writes', () => {
    expect(readSearchParam('city', 'raipur')).toBe('Raipur');
    expect(readSearchParam('city', 'City')).toBeUndefined();
    expect(readSearchParam('bhk', '2 BHK,3 BHK,2 BHK')).toEqual(['2 BHK', '3 BHK']);
    expect(readSearchParam('maxPrice', '15000')).toBe(15000);
    expect(readSearchParam('maxPrice', '15000.5')).toBeUndefined();
    expect(readSearchParam('sort', 'newest')).toBe('newest');
    expect(readSearchParam('search', '')).toBe('');
  });
});

const fromQuery = (query: string) => readSearchParams(new URLSearchParams(query));

const everything: SearchParams = {
  search: '2bhk near Telibandha, under 15k',
  city: 'Raipur',
  propertyType: 'rent',
  bhk: ['2 BHK', '3 BHK'],
  minPrice: 5000,
  maxPrice: 20000,
  furnishing: ['Semi-Furnished', 'Furnished'],
  listedBy: 'Owner',
  sharing: ['Double'],
  amenities: ['Lift', "Children's Play Area"],
  minArea: 600,
  maxArea: 1200,
  sort: 'priceAsc',
};

describe('a search in the URL', () => {
  it('reads back as the same search', () => {
    expect(fromQuery(searchQueryString(everything))).toEqual(everything);
  });

  it('is written readably, in a fixed order, without unset values', () => {
    const state: SearchParams = {
      sort: 'priceAsc',
      maxPrice: 20000,
      bhk: ['1 BHK', '2 BHK'],
      city: 'Raipur',
      search: '2bhk raipur',
      listedBy: undefined,
    };
    expect(searchQueryString(state)).toBe(
      'search=2bhk%20raipur&city=Raipur&bhk=1%20BHK,2%20BHK&maxPrice=20000&sort=priceAsc',
    );
  });

  it('is no query at all when nothing is set', () => {
    expect(searchQueryString({ search: '' })).toBe('');
    expect(fromQuery('')).toEqual({ search: '' });
  });

  it("reads the form's spellings: '+' for a space, 'City' for any city, 'all' for any type", () => {
    expect(fromQuery('search=flat+in+durg&bhk=2+BHK&city=City&propertyType=all')).toEqual({
      search: 'flat in durg',
      bhk: ['2 BHK'],
    });
  });

  it('ignores a bad value and keeps the rest', () => {
    expect(
      fromQuery(
        'search=flat&city=Mumbai&propertyType=castle&bhk=9%20BHK&maxPrice=abc&minPrice=-5&furnishing=Furnished&listedBy=Builder&sort=cheapest&minArea=big&maxArea=900',
      ),
    ).toEqual({ search: 'flat', furnishing: ['Furnished'], maxArea: 900 });
  });

  it('ignores blank values', () => {
    expect(fromQuery('search=&city=&bhk=&maxPrice=&sort=')).toEqual({ search: '' });
  });

  it('drops a range given upside down, as a pair', () => {
    expect(fromQuery('minPrice=20000&maxPrice=5000&minArea=100&maxArea=900')).toEqual({
      search: '',
      minArea: 100,
      maxArea: 900,
    });
  });

  it('ignores a search text longer than the server takes', () => {
    expect(fromQuery(`search=${'a'.repeat(201)}&city=Durg`)).toEqual({ search: '', city: 'Durg' });
  });

  it('reads a list once per value, whatever the spacing', () => {
    expect(fromQuery('sharing=Double,%20Single,Double').sharing).toEqual(['Double', 'Single']);
  });
});

describe('any search a page holds', () => {
  const range = (max: number, scale = 1) =>
    fc
      .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
      .map(([a, b]) => [Math.min(a, b) / scale, Math.max(a, b) / scale] as const);
  const list = <T extends string>(options: readonly T[]) =>
    fc.uniqueArray(fc.constantFrom(...options), { minLength: 1, maxLength: options.length });
  const pageSearch: fc.Arbitrary<SearchParams> = fc
    .record(
      {
        // What a page holds is read from its address, so its text is as the reader leaves it.
        search: fc.string({ unit: 'grapheme', maxLength: 40 }).map(normaliseText),
        city: fc.constantFrom(...SEARCH_CITIES),
        propertyType: fc.constantFrom(...PROPERTY_TYPES),
        bhk: list(BHK_OPTIONS),
        price: range(MAX_AMOUNT),
        furnishing: list(FURNISHING_OPTIONS),
        listedBy: fc.constantFrom(...LISTED_BY),
        sharing: list(SHARING_OPTIONS),
        amenities: fc.uniqueArray(fc.constantFrom(...ALL_AMENITIES), {
          minLength: 1,
          maxLength: 6,
        }),
        area: range(100_000, 4),
        sort: fc.constantFrom(...SEARCH_SORTS),
      },
      { requiredKeys: ['search'] },
    )
    .filter(({ search }) => search.length <= LENGTHS.search.max)
    .map(({ price, area, ...rest }) => ({
      ...rest,
      ...(price && { minPrice: price[0], maxPrice: price[1] }),
      ...(area && { minArea: area[0], maxArea: area[1] }),
    }));

  it('reads back from its URL as itself', () => {
    fc.assert(
      fc.property(pageSearch, (search) => {
        expect(fromQuery(searchQueryString(search))).toEqual(search);
      }),
      { numRuns: 2000 },
    );
  });
});
