import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Review } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { propertyDetailsKeys } from './keys';

export type DeleteReviewRequest = {
  reviewId: string;
  propertyId: string;
  /** The author deletes with their user token; the admin, any review, with theirs. */
  as: SessionKind;
};

/** DELETE /user/property/review/{reviewId} → {msg}; the author's or the admin's. */
export function deleteReview({ reviewId, as }: DeleteReviewRequest) {
  return api.delete<{ msg: string }>(`/user/property/review/${segment(reviewId)}`, undefined, {
    auth: as,
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: async (_answer, { reviewId, propertyId }) => {
      const key = propertyDetailsKeys.reviews(propertyId);
      // Drop it at once, then reload the pages so the offsets line up again.
      queryClient.setQueryData<InfiniteData<Review[], number>>(key, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => page.filter(({ _id }) => _id !== reviewId)) }
          : data,
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
