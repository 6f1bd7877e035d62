import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReviewResponse } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { propertyDetailsKeys } from './keys';

export type AddReviewRequest = { userId: string; propertyId: string; review: string };
/** The answer's shape comes from the contract (the server declares the same schema). */
export type { AddReviewResponse };

/** POST /user/property/review/{userId}/{propertyId} {review} → {msg, review}. */
export function addReview({ userId, propertyId, review }: AddReviewRequest) {
  return api.post<AddReviewResponse>(
    `/user/property/review/${segment(userId)}/${segment(propertyId)}`,
    { review },
    { auth: 'user' },
  );
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (_answer, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: propertyDetailsKeys.reviews(propertyId) }),
  });
}
