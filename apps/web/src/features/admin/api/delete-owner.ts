import { api, segment } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

/** DELETE /admin/deleteOwner/{id}: the owner, their listings and photos. */
export function deleteOwner(ownerId: string): Promise<MsgResponse> {
  return api.delete<MsgResponse>(`/admin/deleteOwner/${segment(ownerId)}`, undefined, {
    auth: 'admin',
  });
}

export function useDeleteOwner() {
  return useAdminMutation(deleteOwner);
}
