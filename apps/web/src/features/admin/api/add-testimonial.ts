import type { Testimonial, TestimonialInput } from '@basera/contract';
import { api } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export type TestimonialResponse = { msg: string; testimonial: Testimonial };

/** POST /admin/addTestimonial {name, review, rating} → 201. */
export function addTestimonial(body: TestimonialInput): Promise<TestimonialResponse> {
  return api.post<TestimonialResponse>('/admin/addTestimonial', body, { auth: 'admin' });
}

export function useAddTestimonial() {
  return useAdminMutation(addTestimonial);
}
