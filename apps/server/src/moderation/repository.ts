import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Decision, ReviewQueueQuery } from '@basera/contract';
import type { Db } from '../db/client';
import { listingDecisions, listingReports, properties, users } from '../db/schema';
import { ownerColumns, toProperty, type PropertyRow } from '../properties/listing-row';
import { addToVocabulary } from '../search/vocabulary';

/** What a decision checks, read under a row lock so an edit cannot slip in between. */
export async function lockForDecision(tx: Db, propertyId: string) {
  const [row] = await tx
    .select({
      userId: properties.userId,
      campaignRequest: properties.campaignRequest,
      version: properties.version,
      propertyTitle: properties.propertyTitle,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  return row ?? null;
}

/**
 * Approve or Reject: the status, its reason and time on the listing, and a row in the
 * history. Approval starts the listing's freshness (it counts as a confirmation).
 */
export async function recordDecision(
  tx: Db,
  propertyId: string,
  decision: { status: 'Approve' | 'Reject'; reason: string | null; version: number; at: Date },
) {
  await tx
    .update(properties)
    .set({
      campaignRequest: decision.status,
      campaignReason: decision.reason,
      campaignDecidedAt: decision.at,
      updatedAt: sql`now()`,
      ...(decision.status === 'Approve' && {
        lastConfirmedAt: decision.at,
        remindedAt: null,
        unconfirmedAt: null,
        reportedAt: null,
      }),
    })
    .where(eq(properties.id, propertyId));
  await tx.insert(listingDecisions).values({
    propertyId,
    decision: decision.status,
    reason: decision.reason,
    version: decision.version,
    decidedAt: decision.at,
  });
  if (decision.status === 'Approve') await addToVocabulary(tx, propertyId);
}

export async function listDecisions(db: Db, propertyId: string): Promise<Decision[]> {
  const rows = await db
    .select({
      decision: listingDecisions.decision,
      reason: listingDecisions.reason,
      version: listingDecisions.version,
      decidedAt: listingDecisions.decidedAt,
    })
    .from(listingDecisions)
    .where(eq(listingDecisions.propertyId, propertyId))
    .orderBy(desc(listingDecisions.decidedAt), desc(listingDecisions.id))
    .limit(50);
  return rows.map((row) => ({ ...row, decidedAt: new Date(row.decidedAt).toISOString() }));
}

/**
 * The admin's queue: listings sent for review at least once (never drafts). Submitted ones
 * are oldest first, the one waiting longest on top; decided ones most recent first.
 */
export async function reviewQueue(db: Db, query: ReviewQueueQuery) {
  const text = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    query.status === 'all'
      ? ne(properties.campaignRequest, 'Pending')
      : eq(properties.campaignRequest, query.status),
    query.propertyType === 'all' ? undefined : eq(properties.propertyType, query.propertyType),
    query.city ? eq(properties.city, query.city) : undefined,
    text
      ? or(
          ilike(properties.propertyTitle, text),
          ilike(properties.address, text),
          sql`exists (select 1 from ${users} u where u.id = ${properties.userId} and u.email ilike ${text})`,
        )
      : undefined,
  );
  const order: SQL[] =
    query.status === 'Submitted'
      ? [asc(properties.submittedAt), asc(properties.id)]
      : [
          sql`coalesce(${properties.campaignDecidedAt}, ${properties.submittedAt}, ${properties.updatedAt}) desc`,
          asc(properties.id),
        ];
  const [total] = await db.select({ n: count() }).from(properties).where(where);
  const rows = await db
    .select(ownerColumns)
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const items = rows.map((row) => toProperty(row as PropertyRow));
  // Each row names its owner, so the admin sees who is waiting without opening it.
  const ownerIds = [...new Set(items.map((item) => item.userId))];
  const owners = ownerIds.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          whatsApp: users.whatsApp,
        })
        .from(users)
        .where(inArray(users.id, ownerIds))
    : [];
  const byId = new Map(owners.map(({ id, ...lister }) => [id, lister]));
  return {
    total: total?.n ?? 0,
    items: items.map((item) => ({ ...item, lister: byId.get(item.userId) })),
  };
}

/** The owner's other listings, newest first (a few: enough to see a pattern). */
export function otherListingsOf(db: Db, ownerId: string, exceptId: string) {
  return db
    .select({
      _id: properties.id,
      propertyTitle: properties.propertyTitle,
      city: properties.city,
      propertyType: properties.propertyType,
      campaignRequest: properties.campaignRequest,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .where(and(eq(properties.userId, ownerId), ne(properties.id, exceptId)))
    .orderBy(desc(properties.createdAt))
    .limit(20)
    .then((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
}

export async function countWaiting(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.campaignRequest, 'Submitted'));
  return row?.n ?? 0;
}

export async function countOpenReports(db: Db, propertyId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.status, 'open'),
        propertyId ? eq(listingReports.propertyId, propertyId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
