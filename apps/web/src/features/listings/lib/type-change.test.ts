import { describe, expect, it } from 'vitest';
import { withPropertyType } from './type-change';

describe('choosing another type chip', () => {
  it('drops the filters the new type never carries', () => {
    expect(
      withPropertyType(
        {
          search: '',
          bhk: ['2 BHK'],
          furnishing: ['Furnished'],
          sharing: ['Double'],
          amenities: ['Lift', 'Gym', 'Pantry'],
        },
        'pgHostel',
      ),
    ).toEqual({
      search: '',
      propertyType: 'pgHostel',
      sharing: ['Double'],
      amenities: ['Lift', 'Gym'],
    });
  });

  it('drops a budget that would be read on another amount', () => {
    expect(withPropertyType({ search: '', propertyType: 'rent', maxPrice: 15000 }, 'sell')).toEqual(
      {
        search: '',
        propertyType: 'sell',
      },
    );
    expect(
      withPropertyType({ search: '', propertyType: 'rent', maxPrice: 15000 }, 'pgHostel'),
    ).toMatchObject({ maxPrice: 15000 });
  });

  it("'All' also takes a type out of the text", () => {
    expect(
      withPropertyType({ search: 'flat for rent in durg', propertyType: 'sell' }, 'all'),
    ).toEqual({
      search: 'flat in durg',
    });
  });
});
