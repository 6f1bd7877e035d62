import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Property, type TypeFilter } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextPageOffset, pageQuery, type Page } from '@/lib/paging';
import { listingKeys } from './keys';

/** GET /api/property?propertyType=&limit=&offset=: approved listings, newest first. */
export function listProperties(
  propertyType: TypeFilter,
  page: Page,
  signal?: AbortSignal,
): Promise<Property[]> {
  const type = encodeURIComponent(propertyType);
  return api.get<Property[]>(`/api/property?propertyType=${type}&${pageQuery(page)}`, { signal });
}

export function propertyListOptions(propertyType: TypeFilter) {
  return infiniteQueryOptions({
    queryKey: listingKeys.list(propertyType),
    queryFn: ({ pageParam, signal }) =>
      listProperties(propertyType, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<Property>(PAGE_SIZE),
    // docs/product.md §7: the list is read again whenever the type filter changes.
    staleTime: 0,
  });
}

/** The home page list: 6 approved properties of the chosen type, LOAD MORE adds 6. */
export function usePropertyList(propertyType: TypeFilter) {
  return useInfiniteQuery(propertyListOptions(propertyType));
}
