import { useInfiniteQuery } from '@tanstack/react-query';
import type { Testimonial } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** GET /api/Testimonials?limit=&offset= (docs/product.md §2: this list comes from the api family). */
export function useTestimonialsList() {
  return useInfiniteQuery(
    pagedListOptions<Testimonial>(adminKeys.list('testimonials'), {
      path: '/api/Testimonials',
      auth: 'admin',
    }),
  );
}
