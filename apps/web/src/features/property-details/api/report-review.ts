import { useMutation } from '@tanstack/react-query';
import type { MsgResponse, ReportReviewInput } from '@basera/contract';
import { api, segment } from '@/lib/api-client';

export type ReportReviewRequest = { reviewId: string; values: ReportReviewInput };

/**
 * POST /user/reportReview/{reviewId} {reason, details} → 201 {msg}: the lister of the review's
 * listing tells the admin. 409 while a report of it is open; 403 for anyone but that lister.
 */
export function reportReview({ reviewId, values }: ReportReviewRequest) {
  return api.post<MsgResponse>(`/user/reportReview/${segment(reviewId)}`, values, {
    auth: 'user',
  });
}

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
