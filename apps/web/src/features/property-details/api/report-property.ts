import { useMutation } from '@tanstack/react-query';
import type { MsgResponse, ReportPropertyInput } from '@basera/contract';
import { api, segment } from '@/lib/api-client';

export type ReportPropertyRequest = { propertyId: string; values: ReportPropertyInput };

/**
 * POST /user/reportProperty/{propertyId} {reason, details} → 201 {msg}. A second open report by
 * the same user is a 409, one's own listing a 403; the answer's error says which.
 */
export function reportProperty({ propertyId, values }: ReportPropertyRequest) {
  return api.post<MsgResponse>(`/user/reportProperty/${segment(propertyId)}`, values, {
    auth: 'user',
  });
}

export function useReportProperty() {
  return useMutation({ mutationFn: reportProperty });
}
