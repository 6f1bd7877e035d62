import { describe, expect, it } from 'vitest';
import { readSearchState } from './read-search-state';
import { searchPath, searchQueryString, type SearchState } from './search-state';

const fromQuery = (query: string) => readSearchState(new URLSearchParams(query));

const everything: SearchState = {
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

describe('a search in the URL', () => {
  it('reads back as the same search', () => {
    expect(fromQuery(searchQueryString(everything))).toEqual(everything);
  });

  it('reads back through a real URL, as a reload or a shared link would', () => {
    const url = new URL(`https://basera.test${searchPath(everything)}`);
    expect(url.pathname).toBe('/search');
    expect(readSearchState(url.searchParams)).toEqual(everything);
  });

  it('is written readably, in a fixed order, without unset values', () => {
    const state: SearchState = {
      sort: 'priceAsc',
      maxPrice: 20000,
      bhk: ['1 BHK', '2 BHK'],
      city: 'Raipur',
      search: '2bhk raipur',
      listedBy: undefined,
    };
    expect(searchQueryString(state)).toBe(
      'search=2bhk%20raipur&city=Raipur&bhk=1%20BHK,2%20BHK&maxPrice=20000&sort=priceAsc',
    );
  });

  it('is no query at all when nothing is set', () => {
    expect(searchQueryString({ search: '' })).toBe('');
    expect(searchPath({ search: '' })).toBe('/search');
    expect(searchPath({ search: '', propertyType: 'plot' }, '/')).toBe('/?propertyType=plot');
    expect(fromQuery('')).toEqual({ search: '' });
  });

  it("reads the form's spellings: '+' for a space, 'City' for any city, 'all' for any type", () => {
    expect(fromQuery('search=flat+in+durg&bhk=2+BHK&city=City&propertyType=all')).toEqual({
      search: 'flat in durg',
      bhk: ['2 BHK'],
    });
  });

  it('ignores a bad value and keeps the rest', () => {
    expect(
      fromQuery(
        'search=flat&city=Mumbai&propertyType=castle&bhk=9%20BHK&maxPrice=abc&minPrice=-5&furnishing=Furnished&listedBy=Builder&sort=cheapest&minArea=big&maxArea=900',
      ),
    ).toEqual({ search: 'flat', furnishing: ['Furnished'], maxArea: 900 });
  });

  it('ignores blank values', () => {
    expect(fromQuery('search=&city=&bhk=&maxPrice=&sort=')).toEqual({ search: '' });
  });

  it('drops a range given upside down, as a pair', () => {
    expect(fromQuery('minPrice=20000&maxPrice=5000&minArea=100&maxArea=900')).toEqual({
      search: '',
      minArea: 100,
      maxArea: 900,
    });
  });

  it('ignores a search text longer than the server takes', () => {
    expect(fromQuery(`search=${'a'.repeat(201)}&city=Durg`)).toEqual({ search: '', city: 'Durg' });
  });

  it('reads a list once per value, whatever the spacing', () => {
    expect(fromQuery('sharing=Double,%20Single,Double').sharing).toEqual(['Double', 'Single']);
  });
});
