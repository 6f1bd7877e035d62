import { describe, expect, it } from 'vitest';
import { meaningOf } from './search-meaning';
import { otherCities, widerBudget } from './suggestions';

describe('ways out of an empty result', () => {
  it('widen the budget by half, replacing the one in the text', () => {
    const wider = widerBudget({ search: '2bhk under 15k' });
    expect(wider?.label).toBe('Budget up to ₹22,500');
    expect(wider?.next).toMatchObject({ search: '2bhk', maxPrice: 22500 });
  });

  it('keep the floor of the budget they widen', () => {
    expect(widerBudget({ search: '', minPrice: 5000, maxPrice: 10000 })?.next).toMatchObject({
      minPrice: 5000,
      maxPrice: 15000,
    });
  });

  it('offer no wider budget without a ceiling', () => {
    expect(widerBudget({ search: 'flat', minPrice: 5000 })).toBeNull();
  });

  it('offer the three other cities, named in the text or chosen', () => {
    const fromText = otherCities({ search: '2bhk raipur' });
    expect(fromText.map(({ city }) => city)).toEqual(['Bilaspur', 'Durg', 'Bhilai']);
    expect(fromText[1]!.next).toEqual({ search: '2bhk', city: 'Durg' });
    expect(meaningOf(fromText[1]!.next).filters.city).toBe('Durg');
    expect(otherCities({ search: '', city: 'Durg' }).map(({ city }) => city)).toEqual([
      'Bilaspur',
      'Raipur',
      'Bhilai',
    ]);
    expect(otherCities({ search: 'flat' })).toEqual([]);
  });
});
