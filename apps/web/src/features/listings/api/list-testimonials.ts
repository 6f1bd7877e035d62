import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TESTIMONIAL_PAGE_SIZE, type Testimonial } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextPageOffset, pageQuery, type Page } from '@/lib/paging';
import { testimonialKeys } from './keys';

/** GET /api/Testimonials?limit=&offset=: [{_id, name, review, rating}], newest first. */
export function listTestimonials(page: Page, signal?: AbortSignal): Promise<Testimonial[]> {
  return api.get<Testimonial[]>(`/api/Testimonials?${pageQuery(page)}`, { signal });
}

export function testimonialsOptions() {
  return infiniteQueryOptions({
    queryKey: testimonialKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      listTestimonials({ limit: TESTIMONIAL_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<Testimonial>(TESTIMONIAL_PAGE_SIZE),
  });
}

/** The home page testimonials: 3 at first, LOAD MORE adds 3. */
export function useTestimonials() {
  return useInfiniteQuery(testimonialsOptions());
}
