import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BHK_OPTIONS } from './constants';
import { propertyListQuerySchema, searchQuerySchema } from './paging';
import { effectiveSearch } from './effective-search';

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
    [{ sort: 'cheap' }, 'sort must be one of: relevance, newest, priceAsc, priceDesc'],
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

describe('what a search means (effectiveSearch)', () => {
  it('reads filters from the text', () => {
    const { filters, words } = effectiveSearch('2bhk raipur under 15k', {});
    expect(filters).toMatchObject({ city: 'Raipur', bhk: ['2 BHK'], maxPrice: 15000 });
    expect(words).toEqual([]);
  });

  it('lets an explicit parameter win over the same thing read from the text', () => {
    const { filters } = effectiveSearch('2bhk raipur', { bhk: ['3 BHK'], city: 'Durg' });
    expect(filters.bhk).toEqual(['3 BHK']);
    expect(filters.city).toBe('Durg');
  });

  it('replaces both budget bounds read from the text with an explicit budget', () => {
    const { filters } = effectiveSearch('10k-20k', { maxPrice: 50000 });
    expect(filters.minPrice).toBeUndefined();
    expect(filters.maxPrice).toBe(50000);
  });

  it('an explicit budget also replaces what the text budget meant: a purchase, a left-out note', () => {
    expect(effectiveSearch('50 lakh se kam', {}).filters).toEqual({
      maxPrice: 5_000_000,
      purchase: true,
    });
    expect(effectiveSearch('50 lakh se kam', { maxPrice: 9000 }).filters).toEqual({
      maxPrice: 9000,
    });
    const shop = effectiveSearch('shop for sale under 50 lakh', { maxPrice: 30000 });
    expect(shop.filters).toMatchObject({ propertyType: 'commercial', maxPrice: 30000 });
    expect(shop.notes).toEqual([{ subject: 'Shop', listedFor: 'rent' }]);
  });

  it('reads the text budget against an explicit type', () => {
    expect(effectiveSearch('under 50 lakh', { propertyType: 'rent' }).filters).toEqual({
      propertyType: 'rent',
      maxPrice: 5_000_000,
    });
    const sale = effectiveSearch('shop for sale under 50 lakh', { propertyType: 'sell' });
    expect(sale.filters).toMatchObject({ propertyType: 'sell', maxPrice: 5_000_000 });
    expect(sale.filters.purchase).toBeUndefined();
    expect(sale.notes).toEqual([]);
  });
});
