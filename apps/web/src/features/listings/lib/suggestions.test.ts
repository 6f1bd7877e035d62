import { describe, expect, it } from 'vitest';
import { searchMeaning, type SearchParams } from '@basera/contract';
import { otherCities, widerBudget } from './suggestions';

/** The suggestions as the screen makes them, from the search and its meaning. */
const wider = (search: SearchParams) => widerBudget(search, searchMeaning(search));
const cities = (search: SearchParams) => otherCities(search, searchMeaning(search));

describe('ways out of an empty result', () => {
  it('widen the budget by half, replacing the one in the text', () => {
    const widened = wider({ search: '2bhk under 15k' });
    expect(widened?.label).toBe('Budget up to ₹22,500');
    expect(widened?.next).toMatchObject({ search: '2bhk', maxPrice: 22500 });
  });

  it('keep the floor of the budget they widen', () => {
    expect(wider({ search: '', minPrice: 5000, maxPrice: 10000 })?.next).toMatchObject({
      minPrice: 5000,
      maxPrice: 15000,
    });
  });

  it('offer no wider budget without a ceiling', () => {
    expect(wider({ search: 'flat', minPrice: 5000 })).toBeNull();
  });

  it('offer the three other cities, named in the text or chosen', () => {
    const fromText = cities({ search: '2bhk raipur' });
    expect(fromText.map(({ city }) => city)).toEqual(['Bilaspur', 'Durg', 'Bhilai']);
    expect(fromText[1]!.next).toEqual({ search: '2bhk', city: 'Durg' });
    expect(searchMeaning(fromText[1]!.next).filters.city).toBe('Durg');
    expect(cities({ search: '', city: 'Durg' }).map(({ city }) => city)).toEqual([
      'Bilaspur',
      'Raipur',
      'Bhilai',
    ]);
    expect(cities({ search: 'flat' })).toEqual([]);
  });
});
