import type { OwnPropertyInput } from '@basera/contract';
import { api } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

/** DELETE /owner/deleteProperty {userId (the owner), propertyId} with the admin token. */
export function deleteProperty(body: OwnPropertyInput): Promise<MsgResponse> {
  return api.delete<MsgResponse>('/owner/deleteProperty', body, { auth: 'admin' });
}

export function useDeleteProperty() {
  return useAdminMutation(deleteProperty);
}
