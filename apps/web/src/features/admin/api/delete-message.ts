import { api, segment } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

/** DELETE /admin/deleteMessage/{id}. */
export function deleteMessage(id: string): Promise<MsgResponse> {
  return api.delete<MsgResponse>(`/admin/deleteMessage/${segment(id)}`, undefined, {
    auth: 'admin',
  });
}

export function useDeleteMessage() {
  return useAdminMutation(deleteMessage);
}
