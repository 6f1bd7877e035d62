import { eq, sql } from 'drizzle-orm';
import type { PageQuery, Review } from '@basera/contract';
import type { Db } from '../db/client';
import { reviews, users } from '../db/schema';

const reviewColumns = {
  _id: reviews.id,
  userId: reviews.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  review: reviews.review,
  created_at: reviews.createdAt,
};

const toReview = (row: Omit<Review, 'created_at'> & { created_at: Date }): Review => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
});

export async function insertReview(
  db: Db,
  review: { userId: string; propertyId: string; review: string },
) {
  const [created] = await db.insert(reviews).values(review).returning({ id: reviews.id });
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, created!.id));
  return toReview(row!);
}

export async function listReviews(db: Db, propertyId: string, page: PageQuery) {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.propertyId, propertyId))
    .orderBy(sql`${reviews.createdAt} desc`, sql`${reviews.id}`)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toReview);
}

export async function findReviewAuthor(db: Db, reviewId: string) {
  const [row] = await db
    .select({ userId: reviews.userId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteReview(db: Db, reviewId: string) {
  await db.delete(reviews).where(eq(reviews.id, reviewId));
}
