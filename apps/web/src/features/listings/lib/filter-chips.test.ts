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

  it('show where the search looks: near you, the map area, the drawn area, each removable', () => {
    const near = { lat: 21.25, lng: 81.63 };
    const bbox = { minLng: 81.6, minLat: 21.2, maxLng: 81.7, maxLat: 21.3 };
    const polygon = [
      { lat: 21.2, lng: 81.6 },
      { lat: 21.3, lng: 81.6 },
      { lat: 21.25, lng: 81.7 },
    ];
    const search: SearchParams = { search: '', near, bbox, polygon, sort: 'distance' };
    const chips = filterChips(search);
    expect(labels(chips)).toEqual(['Near you', 'Map area', 'Drawn area']);
    // Nearest first goes with the point it measures from.
    expect(chips[0]!.without).toEqual({
      ...search,
      near: undefined,
      radius: undefined,
      sort: undefined,
    });
    expect(chips[1]!.without).toEqual({ ...search, bbox: undefined });
    expect(chips[2]!.without).toEqual({ ...search, polygon: undefined });
    expect(clearedSearch(search)).toEqual({ search: '' });
  });

  it("take the words 'near me' away with the position they asked for", () => {
    const chips = filterChips({
      search: 'pg near me',
      near: { lat: 21.25, lng: 81.63 },
      sort: 'distance',
    });
    const nearYou = chips.find((chip) => chip.label === 'Near you')!;
    expect(nearYou.without).toEqual({ search: 'pg', near: undefined, sort: undefined });
  });
});
