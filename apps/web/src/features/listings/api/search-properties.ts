import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, searchQueryString, type Property, type SearchParams } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextCountedPageOffset, pageQuery, type CountedPage, type Page } from '@/lib/paging';
import { listingKeys } from './keys';

/**
 * GET /user/search?search=&city=&propertyType=&bhk=&…&sort=&limit=&offset=: approved listings
 * matching the text (as understood by the contract's parser) and the filters; X-Total-Count
 * says how many match in all. Anyone may search.
 */
export async function searchProperties(
  search: SearchParams,
  page: Page,
  signal?: AbortSignal,
): Promise<CountedPage<Property>> {
  const query = searchQueryString(search);
  const { data, total } = await api.getCounted<Property[]>(
    `/user/search?${query ? `${query}&` : ''}${pageQuery(page)}`,
    { signal },
  );
  return { items: data, total };
}

export function searchOptions(search: SearchParams) {
  return infiniteQueryOptions({
    queryKey: listingKeys.search(searchQueryString(search)),
    queryFn: ({ pageParam, signal }) =>
      searchProperties(search, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextCountedPageOffset<Property>(PAGE_SIZE),
    // The cards of the last search stay (dimmed) until the new ones arrive: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(search: SearchParams) {
  return useInfiniteQuery(searchOptions(search));
}
