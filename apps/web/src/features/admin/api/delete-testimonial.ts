import { api, segment } from '@/lib/api-client';
import { useAdminMutation, type MsgResponse } from './admin-mutation';

/** DELETE /admin/deleteTestimonial/{id}. */
export function deleteTestimonial(id: string): Promise<MsgResponse> {
  return api.delete<MsgResponse>(`/admin/deleteTestimonial/${segment(id)}`, undefined, {
    auth: 'admin',
  });
}

export function useDeleteTestimonial() {
  return useAdminMutation(deleteTestimonial);
}
