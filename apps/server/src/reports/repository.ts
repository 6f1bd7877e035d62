import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Report, ReportAction, ReportPropertyInput } from '@basera/contract';
import type { Db } from '../db/client';
import { listingReports, properties, users } from '../db/schema';

export async function hasOpenReport(tx: Db, propertyId: string, userId: string) {
  const [row] = await tx
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.propertyId, propertyId),
        eq(listingReports.userId, userId),
        eq(listingReports.status, 'open'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertReport(
  tx: Db,
  report: { propertyId: string; userId: string } & Required<ReportPropertyInput>,
) {
  await tx.insert(listingReports).values(report);
}

/** Different people with an open report on the listing. */
export async function openReporters(tx: Db, propertyId: string) {
  const [row] = await tx
    .select({ n: countDistinct(listingReports.userId) })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
  return row?.n ?? 0;
}

/** Out of public lists until an admin decides (only an approved listing is in them). */
export async function holdForReports(tx: Db, propertyId: string, at: Date) {
  await tx
    .update(properties)
    .set({ reportedAt: at })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.campaignRequest, 'Approve'),
        sql`${properties.reportedAt} is null`,
      ),
    );
}

export async function releaseHold(tx: Db, propertyId: string) {
  await tx.update(properties).set({ reportedAt: null }).where(eq(properties.id, propertyId));
}

export async function findReport(db: Db, id: string) {
  const [row] = await db
    .select({
      propertyId: listingReports.propertyId,
      status: listingReports.status,
      reason: listingReports.reason,
      ownerId: properties.userId,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .where(eq(listingReports.id, id))
    .limit(1);
  return row ?? null;
}

/** Closes every open report of the listing with the admin's action. */
export async function closeOpenReports(tx: Db, propertyId: string, action: ReportAction) {
  await tx
    .update(listingReports)
    .set({ status: action === 'dismiss' ? 'dismissed' : 'unpublished', resolvedAt: sql`now()` })
    .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
}

/** The admin's Reports list, newest first, each with its listing's open count. */
export async function listReports(
  db: Db,
  page: { limit: number; offset: number; status: 'open' | 'all' },
): Promise<{ total: number; items: Report[] }> {
  const where = page.status === 'open' ? eq(listingReports.status, 'open') : undefined;
  const [total] = await db.select({ n: count() }).from(listingReports).where(where);
  const rows = await db
    .select({
      _id: listingReports.id,
      propertyId: listingReports.propertyId,
      propertyTitle: properties.propertyTitle,
      ownerId: properties.userId,
      city: properties.city,
      reason: listingReports.reason,
      details: listingReports.details,
      reporterName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      status: listingReports.status,
      createdAt: listingReports.createdAt,
      openReports: sql<number>`(select count(*)::int from listing_reports o
        where o.property_id = ${listingReports.propertyId} and o.status = 'open')`,
      hidden: sql<boolean>`${properties.reportedAt} is not null`,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .innerJoin(users, eq(users.id, listingReports.userId))
    .where(where)
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
