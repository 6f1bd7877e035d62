import { describe, expect, it } from 'vitest';
import { searchMeaning, type SearchParams } from '@basera/contract';
import { clearedSearch, filterChips as chipsOf } from './filter-chips';

/** The chips as the screen makes them, from the search and its meaning. */
const filterChips = (search: SearchParams) => chipsOf(search, searchMeaning(search));
const labels = (chips: ReturnType<typeof filterChips>) => chips.map((chip) => chip.label);

describe('the chips above the results', () => {
  it('show what the text was understood as, in the order it was typed', () => {
    const chips = filterChips({ search: '2bhk raipur under 15k' });
    expect(labels(chips)).toEqual(['2 BHK', 'Raipur', 'Under ₹15,000']);
    expect(chips.every((chip) => chip.source === 'text')).toBe(true);
  });

  it('rewrite the text when one read from it is removed', () => {
    const raipur = filterChips({ search: '2bhk raipur under 15k', sort: 'priceAsc' })[1]!;
    expect(raipur.without).toEqual({ search: '2bhk under 15k', sort: 'priceAsc' });
  });

  it('leave out what an explicit parameter overrides, and show the parameter', () => {
    const chips = filterChips({ search: '2bhk raipur', city: 'Durg' });
    expect(labels(chips)).toEqual(['2 BHK', 'Durg']);
  });

  it('show each explicit value on its own, removable on its own', () => {
    const chips = filterChips({
      search: '',
      bhk: ['2 BHK', '3 BHK'],
      maxPrice: 20_00_000,
      listedBy: 'Agent',
      sharing: ['Double'],
      amenities: ['Lift'],
      minArea: 500,
      maxArea: 1200,
    });
    expect(labels(chips)).toEqual([
      '2 BHK',
      '3 BHK',
      'Under ₹20 Lakh',
      'By agent',
      'Double sharing',
      'Lift',
      '500 – 1,200 sqft',
    ]);
    expect(chips[0]!.without.bhk).toEqual(['3 BHK']);
    expect(chips[2]!.without).toMatchObject({ minPrice: undefined, maxPrice: undefined });
  });

  it('are all gone after Clear all, which keeps the sort', () => {
    expect(clearedSearch({ search: 'flat', city: 'Durg', sort: 'newest' })).toEqual({
      search: '',
      sort: 'newest',
    });
  });
});
