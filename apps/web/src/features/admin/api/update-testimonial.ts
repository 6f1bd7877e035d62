import type { TestimonialInput } from '@basera/contract';
import { api } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';
import type { TestimonialResponse } from './add-testimonial';

/** PUT /admin/updateTestimonial {_id, name, review, rating}. */
export function updateTestimonial(
  body: TestimonialInput & { _id: string },
): Promise<TestimonialResponse> {
  return api.put<TestimonialResponse>('/admin/updateTestimonial', body, { auth: 'admin' });
}

export function useUpdateTestimonial() {
  return useAdminMutation(updateTestimonial);
}
