import type { ADMIN_CAMPAIGN_STATUSES } from '@basera/contract';
import { api } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

export type CampaignRequestUpdate = {
  /** The owner of the property. */
  userId: string;
  propertyId: string;
  campaignRequest: (typeof ADMIN_CAMPAIGN_STATUSES)[number];
};

/** PUT /admin/updateCampaignRequest {userId, propertyId, campaignRequest}. */
export function updateCampaignRequest(body: CampaignRequestUpdate): Promise<MsgResponse> {
  return api.put<MsgResponse>('/admin/updateCampaignRequest', body, { auth: 'admin' });
}

export function useUpdateCampaignRequest() {
  return useAdminMutation(updateCampaignRequest);
}
