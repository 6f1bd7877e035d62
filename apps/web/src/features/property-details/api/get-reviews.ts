import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Review } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { nextPageOffset, pageQuery } from '@/lib/paging';
import { propertyDetailsKeys } from './keys';

/** GET /user/property/review/{propertyId}?limit=&offset= → reviews, newest first. */
export function getReviews(
  propertyId: string,
  offset: number,
  readAs: SessionKind | null,
  signal?: AbortSignal,
): Promise<Review[]> {
  const query = pageQuery({ limit: PAGE_SIZE, offset });
  return api.get<Review[]>(`/user/property/review/${segment(propertyId)}?${query}`, {
    ...(readAs ? { auth: readAs } : {}),
    signal,
  });
}

/** Pages of PAGE_SIZE; a page shorter than that is the last one (LOAD MORE goes away). */
export function reviewsQueryOptions(propertyId: string, readAs: SessionKind | null) {
  return infiniteQueryOptions({
    queryKey: propertyDetailsKeys.reviews(propertyId),
    queryFn: ({ pageParam, signal }) => getReviews(propertyId, pageParam, readAs, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<Review>(PAGE_SIZE),
  });
}

export function useReviews(propertyId: string, readAs: SessionKind | null) {
  return useInfiniteQuery(reviewsQueryOptions(propertyId, readAs));
}
