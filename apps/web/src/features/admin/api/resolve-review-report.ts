import type { ReviewReportAction } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

export type ReviewReportResolution = { reportId: string; action: ReviewReportAction };

/** PUT /admin/resolveReviewReport/{id} {action}: 'remove' deletes the review, 'dismiss' keeps it. */
export function resolveReviewReport({
  reportId,
  action,
}: ReviewReportResolution): Promise<MsgResponse> {
  return api.put<MsgResponse>(
    `/admin/resolveReviewReport/${segment(reportId)}`,
    { action },
    { auth: 'admin' },
  );
}

export function useResolveReviewReport() {
  return useAdminMutation(resolveReviewReport);
}
