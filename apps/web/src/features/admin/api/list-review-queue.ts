import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextCountedPageOffset, pageQuery, type CountedPage, type Page } from '@/lib/paging';
import type { QueueFilters } from '../lib/queue-view';
import { adminKeys } from './keys';

/** Ten rows a page: enough to move through with J and K without waiting at every sixth. */
export const QUEUE_PAGE_SIZE = 10;

/**
 * GET /admin/reviewQueue?status=&propertyType=&city=&search=&limit=&offset= → one page of the
 * queue (Submitted: oldest first) and, in X-Total-Count, how many match.
 */
export async function getReviewQueuePage(
  filters: QueueFilters,
  page: Page,
  signal?: AbortSignal,
): Promise<CountedPage<Property>> {
  const params = new URLSearchParams({
    status: filters.status,
    propertyType: filters.propertyType,
  });
  if (filters.city) params.set('city', filters.city);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  const { data, total } = await api.getCounted<Property[]>(
    `/admin/reviewQueue?${params.toString()}&${pageQuery(page)}`,
    { auth: 'admin', signal },
  );
  return { items: data, total };
}

export function reviewQueueOptions(filters: QueueFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.reviewQueue(filters),
    queryFn: ({ pageParam, signal }) =>
      getReviewQueuePage(filters, { limit: QUEUE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextCountedPageOffset<Property>(QUEUE_PAGE_SIZE),
    // While new filters load, the old rows stay (dimmed) instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filters: QueueFilters) {
  return useInfiniteQuery(reviewQueueOptions(filters));
}
