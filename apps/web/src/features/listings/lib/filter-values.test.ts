import { describe, expect, it } from 'vitest';
import { searchMeaning, type SearchParams } from '@basera/contract';
import {
  activeFilterCount,
  applyFilterValues,
  filterValuesOf,
  withOrderedRanges,
  type FilterValues,
} from './filter-values';

const valuesOf = (state: SearchParams) => filterValuesOf(searchMeaning(state).filters);

describe('the filter panel', () => {
  it('shows what the typed text was understood as', () => {
    expect(valuesOf({ search: '2bhk raipur under 15k' })).toMatchObject({
      bhk: ['2 BHK'],
      maxPrice: 15000,
    });
  });

  it('applied unchanged leaves the search as it was', () => {
    const state: SearchParams = { search: '2bhk raipur under 15k', furnishing: ['Furnished'] };
    expect(applyFilterValues(state, valuesOf(state))).toEqual({
      ...state,
      minPrice: undefined,
      maxPrice: undefined,
      amenities: undefined,
      minArea: undefined,
      maxArea: undefined,
    });
  });

  it('turns a changed value into a parameter and keeps the text', () => {
    const state: SearchParams = { search: '2bhk raipur' };
    const next = applyFilterValues(state, { ...valuesOf(state), bhk: ['2 BHK', '3 BHK'] });
    expect(next.search).toBe('2bhk raipur');
    expect(next.bhk).toEqual(['2 BHK', '3 BHK']);
    expect(searchMeaning(next).filters.bhk).toEqual(['2 BHK', '3 BHK']);
  });

  it('takes a cleared value out of the text, since a parameter cannot say none', () => {
    const state: SearchParams = { search: '2bhk raipur under 15k' };
    const next = applyFilterValues(state, {
      ...valuesOf(state),
      bhk: undefined,
      maxPrice: undefined,
    });
    expect(next.search).toBe('raipur');
    expect(searchMeaning(next).filters).toEqual({ city: 'Raipur' });
  });

  it('drops a parameter that says what the text already says', () => {
    const state: SearchParams = { search: 'furnished flat', furnishing: ['Semi-Furnished'] };
    const next = applyFilterValues(state, { furnishing: ['Furnished'] });
    expect(next.furnishing).toBeUndefined();
    expect(next.search).toBe('furnished flat');
  });

  it('sets a budget as a pair that outranks the text', () => {
    const state: SearchParams = { search: 'flat under 15k' };
    const next = applyFilterValues(state, { minPrice: 5000 });
    expect(next).toMatchObject({ minPrice: 5000, maxPrice: undefined, search: 'flat under 15k' });
    expect(searchMeaning(next).filters).toMatchObject({ minPrice: 5000 });
    expect(searchMeaning(next).filters.maxPrice).toBeUndefined();
  });

  it('keeps amenities and area as parameters only', () => {
    const next = applyFilterValues(
      { search: '' },
      { amenities: ['Lift'], minArea: 500, maxArea: undefined },
    );
    expect(next).toMatchObject({ amenities: ['Lift'], minArea: 500 });
  });

  it('reads a range typed upside down the right way up', () => {
    expect(withOrderedRanges({ minPrice: 9000, maxPrice: 3000, minArea: 10, maxArea: 20 })).toEqual(
      { minPrice: 3000, maxPrice: 9000, minArea: 10, maxArea: 20 },
    );
  });

  it('counts the groups that hold a value', () => {
    const values: FilterValues = {
      bhk: ['1 BHK', '2 BHK'],
      maxPrice: 9000,
      minArea: 200,
      amenities: [],
    };
    expect(activeFilterCount(values)).toBe(3);
    expect(activeFilterCount({})).toBe(0);
  });
});
