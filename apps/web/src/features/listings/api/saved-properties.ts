import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { segment } from '@/lib/api-client';
import { pagedListOptions } from '@/lib/paged-list';
import { listingKeys } from './keys';

/** GET /user/bookMarkProperty/{userId}?limit=&offset=: the user's saved approved listings. */
export function savedPropertiesOptions(userId: string) {
  return infiniteQueryOptions({
    ...pagedListOptions<Property>(listingKeys.saved(userId), {
      path: `/user/bookMarkProperty/${segment(userId)}`,
      auth: 'user',
    }),
    // Saving happens on the details page: read the list afresh each time it is opened.
    staleTime: 0,
  });
}

export function useSavedProperties(userId: string | null) {
  return useInfiniteQuery({ ...savedPropertiesOptions(userId ?? ''), enabled: Boolean(userId) });
}
