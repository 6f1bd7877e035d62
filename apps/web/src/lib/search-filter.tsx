import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readSearchParams, searchQueryString, type SearchParams } from '@basera/contract';
import { readSearchView, withSearchView, type SearchView } from './search-view';

/**
 * The search filter of docs/product.md §3 and §4 lives in the URL: the text, the city, the type,
 * every filter and the sort, and how the results are shown (list or map, search-view.ts). Back,
 * reload, a new tab and a shared link all show the same search. A change of the search is a new
 * history entry that keeps the scroll position (filters sit mid-page on home) and the view.
 */
export function useSearchFilter(): {
  search: SearchParams;
  setSearch: (next: SearchParams) => void;
  view: SearchView;
  /** A new view; `replace` for a map that moved, so Back does not step through every pan. */
  setView: (next: SearchView, options?: { replace?: boolean }) => void;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = params.toString();
  const search = useMemo(() => readSearchParams(new URLSearchParams(query)), [query]);
  const view = useMemo(() => readSearchView(new URLSearchParams(query)), [query]);

  const go = useCallback(
    (nextQuery: string, replace: boolean) =>
      void navigate(
        { pathname, search: nextQuery ? `?${nextQuery}` : '' },
        { preventScrollReset: true, replace },
      ),
    [navigate, pathname],
  );

  const setSearch = useCallback(
    (next: SearchParams) => {
      const nextQuery = searchQueryString(next);
      if (nextQuery === searchQueryString(search)) return;
      go(withSearchView(nextQuery, view), false);
    },
    [go, search, view],
  );

  const setView = useCallback(
    (next: SearchView, { replace = false } = {}) => {
      const nextQuery = withSearchView(searchQueryString(search), next);
      if (nextQuery === withSearchView(searchQueryString(search), view)) return;
      go(nextQuery, replace);
    },
    [go, search, view],
  );

  return { search, setSearch, view, setView };
}
