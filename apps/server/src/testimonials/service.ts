import { MSG, type PageQuery } from '@basera/contract';
import type { Deps } from '../deps';
import { NotFound } from '../lib/errors';
import {
  deleteTestimonial,
  insertTestimonial,
  listTestimonials,
  updateTestimonial,
  type TestimonialFields,
} from './repository';

const testimonialNotFound = () => NotFound('Testimonial not found');

/**
 * Public testimonials on the home page, written and changed by the admin. A change clears the
 * public cache: the home page kept there shows them.
 */
export function createTestimonialService({ db, publicCache }: Deps) {
  return {
    list: (page: PageQuery) => listTestimonials(db, page),
    async add(fields: TestimonialFields) {
      const testimonial = await insertTestimonial(db, fields);
      publicCache.invalidate();
      return { msg: MSG.testimonialAdded, testimonial };
    },
    async update(id: string, fields: TestimonialFields) {
      const testimonial = await updateTestimonial(db, id, fields);
      if (!testimonial) throw testimonialNotFound();
      publicCache.invalidate();
      return { msg: MSG.testimonialUpdated, testimonial };
    },
    async remove(id: string) {
      if (!(await deleteTestimonial(db, id))) throw testimonialNotFound();
      publicCache.invalidate();
      return { msg: MSG.testimonialDeleted };
    },
  };
}
export type TestimonialService = ReturnType<typeof createTestimonialService>;
