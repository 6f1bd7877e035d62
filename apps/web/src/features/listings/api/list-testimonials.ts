import { useInfiniteQuery } from '@tanstack/react-query';
import { TESTIMONIAL_PAGE_SIZE, type Testimonial } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { testimonialKeys } from './keys';

/** GET /api/Testimonials?limit=&offset=: [{_id, name, review, rating}], newest first. */
export function testimonialsOptions() {
  return pagedListOptions<Testimonial>(testimonialKeys.list(), {
    path: '/api/Testimonials',
    pageSize: TESTIMONIAL_PAGE_SIZE,
  });
}

/** The home page testimonials: 3 at first, LOAD MORE adds 3. */
export function useTestimonials() {
  return useInfiniteQuery(testimonialsOptions());
}
