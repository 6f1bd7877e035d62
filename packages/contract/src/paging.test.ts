import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';
import { pageQuerySchema, propertyListQuerySchema, searchQuerySchema } from './paging';

describe('paging (pageQuerySchema)', () => {
  it('a request without paging gets the first page of 6', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 6, offset: 0 });
    expect(PAGE_SIZE).toBe(6);
  });

  it('query-string numbers are read as numbers', () => {
    expect(pageQuerySchema.parse({ limit: '12', offset: '6' })).toEqual({ limit: 12, offset: 6 });
  });

  it('numbers are accepted as they are', () => {
    expect(pageQuerySchema.parse({ limit: 3, offset: 9 })).toEqual({ limit: 3, offset: 9 });
  });

  it('a limit of 1 and of 100 is accepted', () => {
    expect(pageQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(pageQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  for (const limit of ['101', '1000000', '0', '-6', '2.5', 'six', '']) {
    it(`a limit of ${JSON.stringify(limit)} is rejected`, () => {
      const result = pageQuerySchema.safeParse({ limit });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['limit']);
    });
  }

  it('an offset of 0 and of 1,000,000 is accepted', () => {
    expect(pageQuerySchema.parse({ offset: '0' }).offset).toBe(0);
    expect(pageQuerySchema.parse({ offset: '1000000' }).offset).toBe(1_000_000);
  });

  for (const offset of ['-1', '1000001', '1.5', 'abc']) {
    it(`an offset of ${JSON.stringify(offset)} is rejected`, () => {
      const result = pageQuerySchema.safeParse({ offset });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['offset']);
    });
  }
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
