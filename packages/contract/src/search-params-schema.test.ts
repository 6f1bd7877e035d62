import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BHK_OPTIONS } from './constants';
import { propertyListQuerySchema, searchQuerySchema } from './search-params-schema';

const messageOf = (input: Record<string, unknown>) =>
  searchQuerySchema.safeParse(input).error?.issues[0]?.message;

describe('the list filter parameters', () => {
  it('reads comma lists, dropping repeats and blanks', () => {
    const query = searchQuerySchema.parse({
      bhk: '2 BHK,3 BHK,2 BHK,',
      furnishing: 'Furnished',
      sharing: 'Single,Four',
      amenities: 'Parking, Lift',
    });
    expect(query).toMatchObject({
      bhk: ['2 BHK', '3 BHK'],
      furnishing: ['Furnished'],
      sharing: ['Single', 'Four'],
      amenities: ['Parking', 'Lift'],
    });
  });

  it('treats empty filter values as not set', () => {
    const query = searchQuerySchema.parse({ bhk: '', minPrice: '', sort: '', city: '' });
    expect(query.bhk).toBeUndefined();
    expect(query.minPrice).toBeUndefined();
    expect(query.sort).toBeUndefined();
    expect(query.city).toBeUndefined();
  });

  it.each([
    [{ bhk: '5 BHK' }, 'bhk must be among: 1 RK, 1 BHK, 2 BHK, 3 BHK, 4 BHK, 4 BHK +'],
    [{ furnishing: 'Nice' }, 'furnishing must be among: Furnished, Semi-Furnished, Un-Furnished'],
    [{ sharing: 'Five' }, 'sharing must be among: Single, Double, Triple, Four'],
    [{ listedBy: 'Builder' }, 'listedBy must be one of: Owner, Agent'],
    [{ sort: 'cheap' }, 'sort must be one of: relevance, newest, priceAsc, priceDesc, distance'],
    [{ minPrice: 'ten' }, 'minPrice must be a number of rupees'],
    [{ maxPrice: '-5' }, 'maxPrice cannot be negative'],
    [{ minPrice: '500', maxPrice: '100' }, 'minPrice cannot be above maxPrice'],
    [{ minArea: '2000', maxArea: '1000' }, 'minArea cannot be above maxArea'],
    [
      { propertyType: 'villa' },
      'propertyType must be one of: all, sell, rent, pgHostel, plot, commercial',
    ],
  ])('refuses %j with a message naming the parameter', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('accepts a min equal to its max, on both lists', () => {
    for (const schema of [searchQuerySchema, propertyListQuerySchema]) {
      expect(schema.safeParse({ minPrice: '100', maxPrice: '100' }).success).toBe(true);
    }
  });

  it('never throws and never lets min above max through, whatever the strings', () => {
    fc.assert(
      fc.property(
        fc.record({
          minPrice: fc.oneof(fc.string(), fc.nat().map(String)),
          maxPrice: fc.oneof(fc.string(), fc.nat().map(String)),
          bhk: fc.oneof(
            fc.string(),
            fc.subarray([...BHK_OPTIONS]).map((list) => list.join(',')),
          ),
          sort: fc.string(),
        }),
        (input) => {
          const result = searchQuerySchema.safeParse(input);
          if (
            result.success &&
            result.data.minPrice !== undefined &&
            result.data.maxPrice !== undefined
          )
            expect(result.data.minPrice).toBeLessThanOrEqual(result.data.maxPrice);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the home list query (propertyListQuerySchema)', () => {
  it("defaults to type 'all' and the first page of 6", () => {
    expect(propertyListQuerySchema.parse({})).toEqual({
      limit: 6,
      offset: 0,
      propertyType: 'all',
      search: '',
    });
  });

  for (const propertyType of ['all', 'sell', 'rent', 'pgHostel', 'plot', 'commercial']) {
    it(`the type filter '${propertyType}' is accepted`, () => {
      expect(propertyListQuerySchema.parse({ propertyType }).propertyType).toBe(propertyType);
    });
  }

  for (const propertyType of ['mess', 'Rent', '']) {
    it(`the type filter ${JSON.stringify(propertyType)} is rejected`, () => {
      expect(propertyListQuerySchema.safeParse({ propertyType }).success).toBe(false);
    });
  }

  it('the paging rules still apply', () => {
    expect(propertyListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('the search query (searchQuerySchema)', () => {
  it("defaults to an empty search, any city, type 'all' and the first page of 6", () => {
    expect(searchQuerySchema.parse({})).toEqual({
      search: '',
      propertyType: 'all',
      limit: 6,
      offset: 0,
    });
  });

  it('search text, city and type are passed through', () => {
    expect(
      searchQuerySchema.parse({ search: '2 bhk near park', city: 'Raipur', propertyType: 'rent' }),
    ).toEqual({
      search: '2 bhk near park',
      city: 'Raipur',
      propertyType: 'rent',
      limit: 6,
      offset: 0,
    });
  });

  it("the dropdown's default label 'City', or no city, means any city (docs/product.md §4)", () => {
    expect(searchQuerySchema.parse({ city: 'City' }).city).toBeUndefined();
    expect(searchQuerySchema.parse({ city: '' }).city).toBeUndefined();
    expect(searchQuerySchema.parse({}).city).toBeUndefined();
    expect(searchQuerySchema.parse({ city: 'Durg' }).city).toBe('Durg');
  });

  it('search text of 200 characters is accepted and 201 is rejected', () => {
    expect(searchQuerySchema.parse({ search: 's'.repeat(200) }).search).toBe('s'.repeat(200));
    expect(searchQuerySchema.safeParse({ search: 's'.repeat(201) }).success).toBe(false);
  });

  it('a city outside the four is rejected, naming the parameter; any case is that city', () => {
    const result = searchQuerySchema.safeParse({ city: 'Jaipur' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'city must be one of: Bilaspur, Raipur, Durg, Bhilai',
    );
    expect(searchQuerySchema.safeParse({ city: 'c'.repeat(41) }).success).toBe(false);
    expect(searchQuerySchema.parse({ city: 'rAIPUR' }).city).toBe('Raipur');
  });

  it('an unknown type filter is rejected', () => {
    expect(searchQuerySchema.safeParse({ propertyType: 'villa' }).success).toBe(false);
  });

  it('the paging rules still apply', () => {
    expect(searchQuerySchema.parse({ limit: '12', offset: '6' })).toMatchObject({
      limit: 12,
      offset: 6,
    });
    expect(searchQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
