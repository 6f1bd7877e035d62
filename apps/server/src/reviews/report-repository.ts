import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ReportReviewInput, ReviewReport, ReviewReportStatus } from '@basera/contract';
import type { Db } from '../db/client';
import { properties, reviewReports, reviews, users } from '../db/schema';

/** The review with what a report needs of it: its listing's lister, its text and author. */
export async function findReviewForReport(db: Db, reviewId: string) {
  const [row] = await db
    .select({
      propertyId: reviews.propertyId,
      listerId: properties.userId,
      campaignRequest: properties.campaignRequest,
      review: reviews.review,
      authorName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ?? null;
}

/**
 * A new open report, or false when the review already has one (the partial unique index
 * decides, so two reports sent at once make one).
 */
export async function insertReviewReport(
  db: Db,
  report: {
    reviewId: string;
    propertyId: string;
    reporterId: string;
    reviewText: string;
    reviewAuthorName: string;
  } & Required<ReportReviewInput>,
) {
  const inserted = await db
    .insert(reviewReports)
    .values(report)
    .onConflictDoNothing({
      target: reviewReports.reviewId,
      where: sql`status = 'open'`,
    })
    .returning({ id: reviewReports.id });
  return inserted.length > 0;
}

export async function findReviewReport(db: Db, id: string) {
  const [row] = await db
    .select({ reviewId: reviewReports.reviewId, status: reviewReports.status })
    .from(reviewReports)
    .where(eq(reviewReports.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the report for its resolution, so two admins' answers cannot both apply. */
export async function lockReviewReport(tx: Db, id: string) {
  const [row] = await tx
    .select({ reviewId: reviewReports.reviewId, status: reviewReports.status })
    .from(reviewReports)
    .where(eq(reviewReports.id, id))
    .for('update');
  return row ?? null;
}

/** Closes the review's open report (there is at most one) with this outcome. */
export async function closeOpenReviewReports(
  tx: Db,
  reviewId: string,
  status: Exclude<ReviewReportStatus, 'open'>,
) {
  await tx
    .update(reviewReports)
    .set({ status, resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'open')));
}

export async function closeReviewReport(
  tx: Db,
  id: string,
  status: Exclude<ReviewReportStatus, 'open'>,
) {
  await tx
    .update(reviewReports)
    .set({ status, resolvedAt: sql`now()` })
    .where(eq(reviewReports.id, id));
}

/** The admin's list, newest first: the review as it reads now, or as reported once deleted. */
export async function listReviewReports(
  db: Db,
  page: { limit: number; offset: number; status: 'open' | 'all' },
): Promise<{ total: number; items: ReviewReport[] }> {
  const where = page.status === 'open' ? eq(reviewReports.status, 'open') : undefined;
  const [total] = await db.select({ n: count() }).from(reviewReports).where(where);
  const rows = await db
    .select({
      _id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      propertyId: reviewReports.propertyId,
      propertyTitle: properties.propertyTitle,
      review: sql<string>`coalesce(${reviews.review}, ${reviewReports.reviewText})`,
      reviewAuthorName: reviewReports.reviewAuthorName,
      reason: reviewReports.reason,
      details: reviewReports.details,
      reporterName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      status: reviewReports.status,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .innerJoin(properties, eq(properties.id, reviewReports.propertyId))
    .innerJoin(users, eq(users.id, reviewReports.reporterId))
    .leftJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(where)
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
