import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  min,
  not,
  sql,
} from 'drizzle-orm';
import type { Report, ReportAction, ReportPropertyInput } from '@basera/contract';
import type { Db } from '../db/client';
import { listingReports, properties, users } from '../db/schema';

/**
 * The reporter's mailbox, locked for the rest of the transaction: two reports from one
 * mailbox (from any of its accounts) at the same moment are counted one after the other, so
 * the daily limit holds exactly. An advisory lock, since the accounts of a mailbox are several
 * rows and a new one may appear at any time. Null when the account is gone.
 */
export async function lockReporterMailbox(tx: Db, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ mailbox: users.mailbox })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`report:${row.mailbox}`}, 0))`,
  );
  return row.mailbox;
}

/** The listing has an open report from this mailbox (from any of its accounts). */
export async function hasOpenReportFrom(tx: Db, propertyId: string, mailbox: string) {
  const [row] = await tx
    .select({ id: listingReports.id })
    .from(listingReports)
    .innerJoin(users, eq(users.id, listingReports.userId))
    .where(
      and(
        eq(listingReports.propertyId, propertyId),
        eq(listingReports.status, 'open'),
        eq(users.mailbox, mailbox),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** How many reports this mailbox sent since `since`, and when the oldest of them was sent. */
export async function reportsSentSince(tx: Db, mailbox: string, since: Date) {
  const [row] = await tx
    .select({ n: count(), oldest: min(listingReports.createdAt) })
    .from(listingReports)
    .innerJoin(users, eq(users.id, listingReports.userId))
    .where(and(eq(users.mailbox, mailbox), gt(listingReports.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function insertReport(
  tx: Db,
  report: { propertyId: string; userId: string; createdAt: Date } & Required<ReportPropertyInput>,
) {
  await tx.insert(listingReports).values(report);
}

/**
 * The people whose open reports on the listing count towards hiding it: one per mailbox, from
 * verified accounts that are not blocked, leaving out every mailbox whose report on this
 * listing an admin dismissed before (a dismissed listing stays public until new people
 * report it).
 */
export async function countingReporters(tx: Db, propertyId: string) {
  const dismissedBefore = sql`exists (select 1 from ${listingReports} d
    join ${users} du on du.id = d.user_id
    where d.property_id = ${propertyId} and d.status = 'dismissed' and du.mailbox = ${users.mailbox})`;
  const [row] = await tx
    .select({ n: countDistinct(users.mailbox) })
    .from(listingReports)
    .innerJoin(users, eq(users.id, listingReports.userId))
    .where(
      and(
        eq(listingReports.propertyId, propertyId),
        eq(listingReports.status, 'open'),
        isNotNull(users.verifiedAt),
        isNull(users.blockedAt),
        not(dismissedBefore),
      ),
    );
  return row?.n ?? 0;
}

/** The listings a user has open reports on, in id order (the order their rows are locked in). */
export async function listingsReportedBy(tx: Db, userId: string) {
  const rows = await tx
    .selectDistinct({ propertyId: listingReports.propertyId })
    .from(listingReports)
    .where(and(eq(listingReports.userId, userId), eq(listingReports.status, 'open')))
    .orderBy(asc(listingReports.propertyId));
  return rows.map((row) => row.propertyId);
}

/** Dismisses every open report of a user (the admin blocked them). */
export async function dismissReportsBy(tx: Db, userId: string) {
  await tx
    .update(listingReports)
    .set({ status: 'dismissed', resolvedAt: sql`now()` })
    .where(and(eq(listingReports.userId, userId), eq(listingReports.status, 'open')));
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

/** Back in public lists (if nothing else hides it); true when it was held. */
export async function releaseHold(tx: Db, propertyId: string) {
  const released = await tx
    .update(properties)
    .set({ reportedAt: null })
    .where(and(eq(properties.id, propertyId), isNotNull(properties.reportedAt)))
    .returning({ id: properties.id });
  return released.length > 0;
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
