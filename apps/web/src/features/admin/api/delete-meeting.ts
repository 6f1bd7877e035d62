import { api, segment } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

/** DELETE /admin/deleteMeeting/{id}. */
export function deleteMeeting(id: string): Promise<MsgResponse> {
  return api.delete<MsgResponse>(`/admin/deleteMeeting/${segment(id)}`, undefined, {
    auth: 'admin',
  });
}

export function useDeleteMeeting() {
  return useAdminMutation(deleteMeeting);
}
