import { SEARCH_PARAMS, type SearchFilterParams, type SearchSort } from '@basera/contract';

/**
 * A search as the URL holds it (`/search?search=2bhk&city=Raipur&bhk=2%20BHK&sort=priceAsc`):
 * the typed text, the explicit filters and the sort. The parameter names are the API's
 * (packages/contract/src/search-params.ts), so the same string is the screen's URL and the query
 * of GET /user/search or GET /api/property. A missing property means 'not set'.
 */
export type SearchState = SearchFilterParams & { search: string; sort?: SearchSort };

/** The parameters in the order a URL shows them. */
const ORDER = SEARCH_PARAMS satisfies readonly (keyof SearchState)[];

function encode(value: string): string {
  // Commas separate list values and mean nothing else in a query: left readable.
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * 'search=2bhk%20raipur&bhk=2%20BHK,3%20BHK&maxPrice=20000': the state as a query string, in a
 * fixed order and without unset values, so one search has one URL (and one cache entry).
 */
export function searchQueryString(state: SearchState): string {
  const parts: string[] = [];
  for (const name of ORDER) {
    const value = state[name];
    if (value === undefined || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text) parts.push(`${name}=${encode(text)}`);
  }
  return parts.join('&');
}

/** Where a search is shown: '/search?…', or '/search' for an empty one. */
export function searchPath(state: SearchState, pathname = '/search'): string {
  const query = searchQueryString(state);
  return query ? `${pathname}?${query}` : pathname;
}
