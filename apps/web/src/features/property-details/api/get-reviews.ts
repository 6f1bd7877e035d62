import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@basera/contract';
import { segment } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { pagedListOptions } from '@/lib/paged-list';
import { propertyDetailsKeys } from './keys';

/**
 * GET /user/property/review/{propertyId}?limit=&offset= → reviews, newest first, PAGE_SIZE a
 * page; a shorter page is the last one (LOAD MORE goes away).
 */
export function reviewsQueryOptions(propertyId: string, readAs: SessionKind | null) {
  return pagedListOptions<Review>(propertyDetailsKeys.reviews(propertyId), {
    path: `/user/property/review/${segment(propertyId)}`,
    auth: readAs,
  });
}

export function useReviews(propertyId: string, readAs: SessionKind | null) {
  return useInfiniteQuery(reviewsQueryOptions(propertyId, readAs));
}
