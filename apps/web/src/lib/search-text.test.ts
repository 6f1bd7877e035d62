import { describe, expect, it } from 'vitest';
import { parseSearch } from '@basera/contract';
import { isOverridden, withoutField, withSearchText } from './search-text';

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

describe('a filter read from the text', () => {
  it('gives way to an explicit parameter for the same thing', () => {
    const [bhk, city] = parseSearch('2bhk raipur').understood;
    expect(isOverridden({ search: '2bhk raipur', city: 'Durg' }, city!)).toBe(true);
    expect(isOverridden({ search: '2bhk raipur', city: 'Durg' }, bhk!)).toBe(false);
  });

  it('can be taken out of the text, every run of it', () => {
    expect(withoutField('2bhk raipur under 15k', 'price')).toBe('2bhk raipur');
    expect(withoutField('2bhk raipur', 'furnishing')).toBe('2bhk raipur');
  });
});
