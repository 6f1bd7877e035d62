import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignRequestUpdate } from '@basera/contract';
import { api } from '@/lib/api-client';
import type { MsgResponse } from './admin-mutation';

/** The request's shape comes from the contract (the server checks the same schema). */
export type { CampaignRequestUpdate };

/**
 * PUT /admin/updateCampaignRequest {userId, propertyId, campaignRequest, reason?, version?}.
 * `version` is the one the admin saw: 409 when the owner changed the listing since.
 */
export function updateCampaignRequest(body: CampaignRequestUpdate): Promise<MsgResponse> {
  return api.put<MsgResponse>('/admin/updateCampaignRequest', body, { auth: 'admin' });
}

/**
 * Like every admin change it refreshes every cached read, but without waiting for them: the
 * queue marks the decided row at once and moves on, and the lists and counts catch up behind.
 */
export function useUpdateCampaignRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaignRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
