import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readSearchParams, searchQueryString, type SearchParams } from '@basera/contract';

/**
 * The search filter of docs/product.md §3 and §4 lives in the URL: the text, the city, the type,
 * every filter and the sort. Back, reload, a new tab and a shared link all show the same search.
 * A change is a new history entry that keeps the scroll position (filters sit mid-page on home).
 */
export function useSearchFilter(): {
  search: SearchParams;
  setSearch: (next: SearchParams) => void;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = params.toString();
  const search = useMemo(() => readSearchParams(new URLSearchParams(query)), [query]);

  const setSearch = useCallback(
    (next: SearchParams) => {
      const nextQuery = searchQueryString(next);
      if (nextQuery === searchQueryString(search)) return;
      void navigate(
        { pathname, search: nextQuery ? `?${nextQuery}` : '' },
        { preventScrollReset: true },
      );
    },
    [navigate, pathname, search],
  );

  return { search, setSearch };
}
