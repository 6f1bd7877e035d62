import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, searchQueryString, type Property, type SearchParams } from '@basera/contract';
import { api } from '@/lib/api-client';
import { staleUnlessServerAnswer } from '@/lib/server-answers';
import { nextCountedPageOffset, pageQuery, type CountedPage, type Page } from '@/lib/paging';
import { listingKeys } from './keys';

/**
 * GET /api/property?propertyType=&bhk=&maxPrice=…&limit=&offset=: approved listings with the
 * home page's filters, newest first unless sorted; X-Total-Count says how many match.
 */
export async function listProperties(
  filters: SearchParams,
  page: Page,
  signal?: AbortSignal,
): Promise<CountedPage<Property>> {
  const query = searchQueryString(filters);
  const { data, total } = await api.getCounted<Property[]>(
    `/api/property?${query ? `${query}&` : ''}${pageQuery(page)}`,
    { signal },
  );
  return { items: data, total };
}

export function propertyListOptions(filters: SearchParams) {
  return infiniteQueryOptions({
    queryKey: listingKeys.list(searchQueryString(filters)),
    queryFn: ({ pageParam, signal }) =>
      listProperties(filters, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextCountedPageOffset<Property>(PAGE_SIZE),
    // docs/product.md §4: the list is read again whenever the filter changes (but not right
    // after the server rendered the page with it).
    staleTime: staleUnlessServerAnswer,
    // The cards of the last filter stay (dimmed) until the new ones arrive: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The home page list: 6 approved properties matching its filters, LOAD MORE adds 6. */
export function usePropertyList(filters: SearchParams) {
  return useInfiniteQuery(propertyListOptions(filters));
}
