import { useQuery } from '@tanstack/react-query';
import type { ReviewDetails } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type { ReviewDetails };

/**
 * GET /admin/reviewProperty/{id} → the listing (with its version), its owner, the owner's other
 * listings, past decisions and the number of open reports.
 */
export function getReviewDetails(propertyId: string, signal?: AbortSignal): Promise<ReviewDetails> {
  return api.get<ReviewDetails>(`/admin/reviewProperty/${segment(propertyId)}`, {
    auth: 'admin',
    signal,
  });
}

/**
 * What the review screen shows, read afresh each time the screen opens and then left alone: a
 * decision names the version on screen, so a newer one is loaded only when the admin asks.
 */
export function useReviewDetails(propertyId: string) {
  return useQuery({
    queryKey: adminKeys.review(propertyId),
    queryFn: ({ signal }) => getReviewDetails(propertyId, signal),
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}
