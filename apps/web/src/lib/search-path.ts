import { searchQueryString, type SearchParams } from '@basera/contract';
import { LIST_VIEW, withSearchView, type SearchView } from './search-view';

/**
 * Where a search is shown: '/search?…' with its query string (searchQueryString,
 * packages/contract/src/search-params.ts) and its view's (list or map, search-view.ts), or
 * '/search' for an empty one.
 */
export function searchPath(
  search: SearchParams,
  pathname = '/search',
  view: SearchView = LIST_VIEW,
): string {
  const query = withSearchView(searchQueryString(search), view);
  return query ? `${pathname}?${query}` : pathname;
}
