import { describe, expect, it } from 'vitest';
import { readSearchParams, type SearchParams } from '@basera/contract';
import { searchPath } from './search-path';

const everything: SearchParams = {
  search: '2bhk near Telibandha, under 15k',
  city: 'Raipur',
  propertyType: 'rent',
  bhk: ['2 BHK', '3 BHK'],
  minPrice: 5000,
  maxPrice: 20000,
  furnishing: ['Semi-Furnished', 'Furnished'],
  listedBy: 'Owner',
  sharing: ['Double'],
  amenities: ['Lift', "Children's Play Area"],
  minArea: 600,
  maxArea: 1200,
  sort: 'priceAsc',
};

describe('the path of a search', () => {
  it('reads back through a real URL, as a reload or a shared link would', () => {
    const url = new URL(`https://basera.test${searchPath(everything)}`);
    expect(url.pathname).toBe('/search');
    expect(readSearchParams(url.searchParams)).toEqual(everything);
  });

  it('is the bare path when nothing is set, and keeps another path', () => {
    expect(searchPath({ search: '' })).toBe('/search');
    expect(searchPath({ search: '', propertyType: 'plot' }, '/')).toBe('/?propertyType=plot');
  });
});
