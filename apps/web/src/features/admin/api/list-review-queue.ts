import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { countedListOptions } from '@/lib/paged-list';
import type { QueueFilters } from '../lib/queue-view';
import { adminKeys } from './keys';

/** Ten rows a page: enough to move through with J and K without waiting at every sixth. */
export const QUEUE_PAGE_SIZE = 10;

/** The filters as GET /admin/reviewQueue takes them: city and search only when set. */
function queueQuery(filters: QueueFilters): Record<string, string> {
  const search = filters.search.trim();
  return {
    status: filters.status,
    propertyType: filters.propertyType,
    ...(filters.city && { city: filters.city }),
    ...(search && { search }),
  };
}

/**
 * GET /admin/reviewQueue?status=&propertyType=&city=&search=&limit=&offset= → one page of the
 * queue (Submitted: oldest first) and, in X-Total-Count, how many match.
 */
export function reviewQueueOptions(filters: QueueFilters) {
  return infiniteQueryOptions({
    ...countedListOptions<Property>(adminKeys.reviewQueue(filters), {
      path: '/admin/reviewQueue',
      query: queueQuery(filters),
      auth: 'admin',
      pageSize: QUEUE_PAGE_SIZE,
    }),
    // While new filters load, the old rows stay (dimmed) instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filters: QueueFilters) {
  return useInfiniteQuery(reviewQueueOptions(filters));
}
