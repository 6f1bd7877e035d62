import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMENITIES_BY_TYPE,
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  LISTED_BY,
  SEARCH_CITIES,
  SHARING_OPTIONS,
  TYPE_FILTERS,
} from './constants';
import { MAX_AMOUNT } from './amounts';
import { searchQuerySchema } from './paging';
import { SEARCH_PARAMS, SEARCH_SORTS, type SearchParamName } from './search-options';
import { readSearchParam } from './search-param-reader';

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
