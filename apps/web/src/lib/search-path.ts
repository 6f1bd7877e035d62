import { searchQueryString, type SearchParams } from '@basera/contract';

/**
 * Where a search is shown: '/search?…' with its query string (searchQueryString,
 * packages/contract/src/search-params.ts), or '/search' for an empty one.
 */
export function searchPath(search: SearchParams, pathname = '/search'): string {
  const query = searchQueryString(search);
  return query ? `${pathname}?${query}` : pathname;
}
