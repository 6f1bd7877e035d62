import { desc, eq, sql } from 'drizzle-orm';
import type { PageQuery, Testimonial } from '@basera/contract';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { testimonials } from '../db/schema';

export type TestimonialFields = Omit<Testimonial, '_id'>;

const columns = {
  _id: testimonials.id,
  name: testimonials.name,
  review: testimonials.review,
  rating: testimonials.rating,
};

/** Newest first; the id breaks ties so pages never overlap. */
export function listTestimonials(db: Db, page: PageQuery) {
  return db
    .select(columns)
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), sql`${testimonials.id}`)
    .limit(page.limit)
    .offset(page.offset);
}

export async function insertTestimonial(db: Db, fields: TestimonialFields) {
  const [row] = await db.insert(testimonials).values(fields).returning(columns);
  return row!;
}

/** Null when there is no such testimonial. */
export async function updateTestimonial(db: Db, id: string, fields: TestimonialFields) {
  const [row] = await db
    .update(testimonials)
    .set(fields)
    .where(eq(testimonials.id, id))
    .returning(columns);
  return row ?? null;
}

/** False when there was no such testimonial. */
export const deleteTestimonial = (db: Db, id: string) => deleteById(db, testimonials, id);
