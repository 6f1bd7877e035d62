import type { ReportAction } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

export type ReportResolution = { reportId: string; action: ReportAction };

/**
 * PUT /admin/resolveReport/{id} {action}: 'dismiss' keeps the listing public, 'unpublish' rejects
 * it and mails the owner. Either closes every open report of that listing.
 */
export function resolveReport({ reportId, action }: ReportResolution): Promise<MsgResponse> {
  return api.put<MsgResponse>(
    `/admin/resolveReport/${segment(reportId)}`,
    { action },
    { auth: 'admin' },
  );
}

export function useResolveReport() {
  return useAdminMutation(resolveReport);
}
