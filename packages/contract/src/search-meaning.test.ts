import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from './constants';
import { withoutUnderstood } from './search-parser';
import { propertyListQuerySchema, searchQuerySchema } from './search-params-schema';
import { searchMeaning, withoutField, withoutRun, withSearchText } from './search-meaning';

describe('what a search means (searchMeaning)', () => {
  it('reads filters from the text', () => {
    const { filters, words } = searchMeaning({ search: '2bhk raipur under 15k' });
    expect(filters).toMatchObject({ city: 'Raipur', bhk: ['2 BHK'], maxPrice: 15000 });
    expect(words).toEqual([]);
  });

  it('lets an explicit parameter win over the same thing read from the text', () => {
    const { filters } = searchMeaning({ search: '2bhk raipur', bhk: ['3 BHK'], city: 'Durg' });
    expect(filters.bhk).toEqual(['3 BHK']);
    expect(filters.city).toBe('Durg');
  });

  it('replaces both budget bounds read from the text with an explicit budget', () => {
    const { filters } = searchMeaning({ search: '10k-20k', maxPrice: 50000 });
    expect(filters.minPrice).toBeUndefined();
    expect(filters.maxPrice).toBe(50000);
  });

  it('an explicit budget also replaces what the text budget meant: a purchase, a left-out note', () => {
    expect(searchMeaning({ search: '50 lakh se kam' }).filters).toEqual({
      maxPrice: 5_000_000,
      purchase: true,
    });
    expect(searchMeaning({ search: '50 lakh se kam', maxPrice: 9000 }).filters).toEqual({
      maxPrice: 9000,
    });
    const shop = searchMeaning({ search: 'shop for sale under 50 lakh', maxPrice: 30000 });
    expect(shop.filters).toMatchObject({ propertyType: 'commercial', maxPrice: 30000 });
    expect(shop.notes).toEqual([{ subject: 'Shop', listedFor: 'rent' }]);
  });

  it('reads the text budget against an explicit type', () => {
    expect(searchMeaning({ search: 'under 50 lakh', propertyType: 'rent' }).filters).toEqual({
      propertyType: 'rent',
      maxPrice: 5_000_000,
    });
    const sale = searchMeaning({ search: 'shop for sale under 50 lakh', propertyType: 'sell' });
    expect(sale.filters).toMatchObject({ propertyType: 'sell', maxPrice: 5_000_000 });
    expect(sale.filters.purchase).toBeUndefined();
    expect(sale.notes).toEqual([]);
  });

  it('leaves out of the understood runs what an explicit parameter overrides', () => {
    const fields = (understood: { field: string }[]) => understood.map((run) => run.field);
    expect(fields(searchMeaning({ search: '2bhk raipur' }).understood)).toEqual(['bhk', 'city']);
    expect(fields(searchMeaning({ search: '2bhk raipur', city: 'Durg' }).understood)).toEqual([
      'bhk',
    ]);
    expect(fields(searchMeaning({ search: '2bhk under 15k', minPrice: 5000 }).understood)).toEqual([
      'bhk',
    ]);
  });

  it('reads a request as the API’s schema gives it: type all is no type, the page is no filter', () => {
    const query = { search: '2bhk raipur', maxPrice: '20000', limit: '12', sort: 'newest' };
    const page = { search: '2bhk raipur', maxPrice: 20000, sort: 'newest' } as const;
    expect(searchMeaning(searchQuerySchema.parse(query))).toEqual(searchMeaning(page));
    expect(
      searchMeaning(propertyListQuerySchema.parse({ ...query, campaignRequest: 'Submitted' })),
    ).toEqual(searchMeaning(page));
    expect(searchMeaning(searchQuerySchema.parse(query)).filters).toEqual({
      city: 'Raipur',
      bhk: ['2 BHK'],
      maxPrice: 20000,
    });
  });
});

describe('removing what the text was understood as', () => {
  const vocabulary = [
    ...['raipur', 'durg', 'for', 'rent', 'sale', 'pg', 'shop', 'plot', 'flat', 'makaan', 'bhk'],
    ...['2', '3', 'furnished', 'semi', 'owner', 'near', 'under', 'above', 'between', 'and'],
    ...['15k', '50', 'lakh', 'per', 'month', 'girls', 'double', 'sharing', '₹', ',', 'kamra'],
  ];
  const text = fc
    .array(fc.constantFrom(...vocabulary), { maxLength: 10 })
    .map((words) => words.join(' '));

  it('takes out the same runs as withoutUnderstood reading the text the same way', () => {
    fc.assert(
      fc.property(
        text,
        fc.option(fc.constantFrom(...PROPERTY_TYPES), { nil: undefined }),
        (search, propertyType) => {
          for (const run of searchMeaning({ search, propertyType }).understood)
            expect(withoutRun(search, run)).toBe(withoutUnderstood(search, run, { propertyType }));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes out every run of a field', () => {
    expect(withoutField('2bhk raipur under 15k', 'price')).toBe('2bhk raipur');
    expect(withoutField('2bhk raipur', 'furnishing')).toBe('2bhk raipur');
  });
});

describe('a newly typed search text', () => {
  it('replaces the explicit filters it names and keeps the others', () => {
    expect(
      withSearchText(
        { search: '', city: 'Raipur', bhk: ['2 BHK'], maxPrice: 9000, amenities: ['Lift'] },
        '3bhk durg',
      ),
    ).toEqual({ search: '3bhk durg', amenities: ['Lift'], maxPrice: 9000 });
  });

  it('takes out both bounds of a budget when it names one', () => {
    expect(withSearchText({ search: '', minPrice: 1000, maxPrice: 9000 }, 'under 15k')).toEqual({
      search: 'under 15k',
    });
  });
});
