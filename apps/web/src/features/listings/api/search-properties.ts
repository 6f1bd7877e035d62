import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Property } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextPageOffset, pageQuery, type Page } from '@/lib/paging';
import { listingKeys, type SearchParams } from './keys';

/**
 * GET /user/search?search=&city=&propertyType=&limit=&offset=: approved listings ranked by
 * relevance. Anyone may search; an empty city (or 'City') means every city.
 */
export function searchProperties(
  { search, city, propertyType }: SearchParams,
  page: Page,
  signal?: AbortSignal,
): Promise<Property[]> {
  const query = new URLSearchParams({ search, city, propertyType });
  return api.get<Property[]>(`/user/search?${query.toString()}&${pageQuery(page)}`, { signal });
}

export function searchOptions(params: SearchParams) {
  return infiniteQueryOptions({
    queryKey: listingKeys.search(params),
    queryFn: ({ pageParam, signal }) =>
      searchProperties(params, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<Property>(PAGE_SIZE),
  });
}

export function useSearchResults(params: SearchParams) {
  return useInfiniteQuery(searchOptions(params));
}
