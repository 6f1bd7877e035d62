import { desc, eq, sql } from 'drizzle-orm';
import { MSG, type PageQuery, type Testimonial } from '@basera/contract';
import { testimonials } from '../db/schema';
import type { Deps } from '../lib/deps';
import { NotFound } from '../lib/errors';

const columns = {
  _id: testimonials.id,
  name: testimonials.name,
  review: testimonials.review,
  rating: testimonials.rating,
};
type Fields = Omit<Testimonial, '_id'>;

export function createTestimonialService({ db }: Deps) {
  return {
    list: (page: PageQuery) =>
      db
        .select(columns)
        .from(testimonials)
        .orderBy(desc(testimonials.createdAt), sql`${testimonials.id}`)
        .limit(page.limit)
        .offset(page.offset),
    async add(fields: Fields) {
      const [testimonial] = await db.insert(testimonials).values(fields).returning(columns);
      return { msg: MSG.testimonialAdded, testimonial };
    },
    async update(id: string, fields: Fields) {
      const [testimonial] = await db
        .update(testimonials)
        .set(fields)
        .where(eq(testimonials.id, id))
        .returning(columns);
      if (!testimonial) throw NotFound('Testimonial not found');
      return { msg: MSG.testimonialUpdated, testimonial };
    },
    async remove(id: string) {
      const deleted = await db
        .delete(testimonials)
        .where(eq(testimonials.id, id))
        .returning({ id: testimonials.id });
      if (!deleted.length) throw NotFound('Testimonial not found');
      return { msg: MSG.testimonialDeleted };
    },
  };
}
export type TestimonialService = ReturnType<typeof createTestimonialService>;
