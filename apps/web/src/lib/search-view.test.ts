import { describe, expect, it } from 'vitest';
import { readSearchParams } from '@basera/contract';
import { searchPath } from './search-path';
import { submittedSearchPath } from './search-submit';
import { readCamera, readSearchView, searchViewQuery, withSearchView } from './search-view';

const params = (query: string) => new URLSearchParams(query);

describe('the map view in a search link', () => {
  it('opens the map where the link says, and the list without view=map', () => {
    expect(readSearchView(params('search=pg&view=map&at=21.25,81.63,14'))).toEqual({
      map: true,
      camera: { lat: 21.25, lng: 81.63, zoom: 14 },
    });
    expect(readSearchView(params('view=map'))).toEqual({ map: true });
    expect(readSearchView(params('search=pg&at=21.25,81.63,14'))).toEqual({ map: false });
  });

  it('writes the view after the search, short, so a shared link is the same view', () => {
    const view = { map: true, camera: { lat: 21.2514321, lng: 81.6296789, zoom: 13.4 } };
    expect(searchViewQuery(view)).toBe('view=map&at=21.25143,81.62968,13');
    expect(withSearchView('search=pg', view)).toBe('search=pg&view=map&at=21.25143,81.62968,13');
    expect(withSearchView('', { map: false })).toBe('');
    const link = searchPath({ search: 'pg', city: 'Raipur' }, '/search', view);
    const read = new URL(link, 'http://basera.test').searchParams;
    expect(readSearchParams(read)).toEqual({ search: 'pg', city: 'Raipur' });
    expect(readSearchView(read)).toEqual({
      map: true,
      camera: { lat: 21.25143, lng: 81.62968, zoom: 13 },
    });
  });

  it('loses only a camera that is not one (a bad link is not an error)', () => {
    for (const raw of [
      '',
      '21.25,81.63',
      '95,81.63,12',
      '21.25,190,12',
      '21.25,81.63,25',
      'x,y,z',
    ]) {
      expect(readCamera(raw), raw).toBeUndefined();
    }
    expect(readSearchView(params('view=map&at=nonsense'))).toEqual({ map: true });
  });

  it('keeps the map open for a new search typed over it, framing the new results', () => {
    expect(
      submittedSearchPath(params('search=pg&view=map&at=21.25,81.63,14'), 'flat in durg', null),
    ).toBe('/search?search=flat%20in%20durg&view=map');
    expect(submittedSearchPath(params('search=pg'), 'flat', null)).toBe('/search?search=flat');
  });
});
