import { MSG, type PageQuery } from '@basera/contract';
import type { Deps } from '../lib/deps';
import { NotFound } from '../lib/errors';
import {
  deleteTestimonial,
  insertTestimonial,
  listTestimonials,
  updateTestimonial,
  type TestimonialFields,
} from './repository';

const testimonialNotFound = () => NotFound('Testimonial not found');

/** Public testimonials on the home page, written and changed by the admin. */
export function createTestimonialService({ db }: Deps) {
  return {
    list: (page: PageQuery) => listTestimonials(db, page),
    async add(fields: TestimonialFields) {
      const testimonial = await insertTestimonial(db, fields);
      return { msg: MSG.testimonialAdded, testimonial };
    },
    async update(id: string, fields: TestimonialFields) {
      const testimonial = await updateTestimonial(db, id, fields);
      if (!testimonial) throw testimonialNotFound();
      return { msg: MSG.testimonialUpdated, testimonial };
    },
    async remove(id: string) {
      if (!(await deleteTestimonial(db, id))) throw testimonialNotFound();
      return { msg: MSG.testimonialDeleted };
    },
  };
}
export type TestimonialService = ReturnType<typeof createTestimonialService>;
