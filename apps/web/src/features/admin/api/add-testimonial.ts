import type { TestimonialInput, TestimonialResponse } from '@basera/contract';
import { api } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type { TestimonialResponse };

/** POST /admin/addTestimonial {name, review, rating} → 201. */
export function addTestimonial(body: TestimonialInput): Promise<TestimonialResponse> {
  return api.post<TestimonialResponse>('/admin/addTestimonial', body, { auth: 'admin' });
}

export function useAddTestimonial() {
  return useAdminMutation(addTestimonial);
}
