import { useInfiniteQuery } from '@tanstack/react-query';
import type { Testimonial } from '@basera/contract';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/** GET /api/Testimonials?limit=&offset= (docs/product.md §2: this list comes from the api family). */
export function useTestimonialsList() {
  return useInfiniteQuery(
    pagedListOptions<Testimonial>(adminKeys.list('testimonials'), '/api/Testimonials'),
  );
}
