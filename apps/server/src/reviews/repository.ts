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
  updated_at: reviews.updatedAt,
};

type ReviewRow = Omit<Review, 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date | null;
};

const toReview = (row: ReviewRow): Review => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
});

async function findReview(db: Db, reviewId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row ? toReview(row) : null;
}

/**
 * The author's review of the listing: a new one, or their earlier one with the new text (one
 * per person and listing, held by the unique index even when two arrive at once).
 */
export async function saveReview(
  db: Db,
  review: { userId: string; propertyId: string; review: string },
) {
  const [saved] = await db
    .insert(reviews)
    .values(review)
    .onConflictDoUpdate({
      target: [reviews.propertyId, reviews.userId],
      set: { review: review.review, updatedAt: sql`now()` },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: reviews.id, replaced: sql<boolean>`xmax <> 0` });
  return { review: (await findReview(db, saved!.id))!, replaced: saved!.replaced };
}

/** Newest first; a signed-in reader's own review comes first, where they look for it. */
export async function listReviews(
  db: Db,
  propertyId: string,
  page: PageQuery,
  readerId: string | null,
) {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.propertyId, propertyId))
    .orderBy(
      ...(readerId ? [sql`${reviews.userId} = ${readerId} desc`] : []),
      sql`${reviews.createdAt} desc`,
      sql`${reviews.id}`,
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toReview);
}

/** Who wrote it and on which listing, or null for no such review. */
export async function findReviewPlace(db: Db, reviewId: string) {
  const [row] = await db
    .select({ userId: reviews.userId, propertyId: reviews.propertyId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ?? null;
}

/** False when there was no such review (another request deleted it first). */
export async function deleteReview(db: Db, reviewId: string) {
  const deleted = await db
    .delete(reviews)
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  return deleted.length > 0;
}
