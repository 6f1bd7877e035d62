import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Property } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { nextPageOffset, pageQuery, type Page } from '@/lib/paging';
import { listingKeys } from './keys';

/** GET /user/bookMarkProperty/{userId}?limit=&offset=: the user's saved approved listings. */
export function listSavedProperties(
  userId: string,
  page: Page,
  signal?: AbortSignal,
): Promise<Property[]> {
  return api.get<Property[]>(`/user/bookMarkProperty/${segment(userId)}?${pageQuery(page)}`, {
    auth: 'user',
    signal,
  });
}

export function savedPropertiesOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: listingKeys.saved(userId),
    queryFn: ({ pageParam, signal }) =>
      listSavedProperties(userId, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<Property>(PAGE_SIZE),
    // Saving happens on the details page: read the list afresh each time it is opened.
    staleTime: 0,
  });
}

export function useSavedProperties(userId: string | null) {
  return useInfiniteQuery({ ...savedPropertiesOptions(userId ?? ''), enabled: Boolean(userId) });
}
