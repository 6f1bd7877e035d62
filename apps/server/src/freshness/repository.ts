import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The owner says it is available: fresh again, back in public lists if it had left them. */
export async function confirmAvailable(db: Db, propertyId: string, now: Date) {
  await db
    .update(properties)
    .set({ lastConfirmedAt: now, remindedAt: null, unconfirmedAt: null, unavailableAt: null })
    .where(eq(properties.id, propertyId));
}

export async function markUnavailable(db: Db, propertyId: string, now: Date) {
  await db
    .update(properties)
    .set({ unavailableAt: now })
    .where(and(eq(properties.id, propertyId), sql`${properties.unavailableAt} is null`));
}

const approvedAndShown = and(
  eq(properties.campaignRequest, 'Approve'),
  sql`${properties.unavailableAt} is null`,
  sql`${properties.unconfirmedAt} is null`,
);

/**
 * Marks the listings due a reminder (confirmed `afterDays` ago or more, not yet reminded since)
 * and answers them, to mail. Marked first: a second run never mails twice.
 */
export function takeDueReminders(db: Db, now: Date, afterDays: number) {
  return db
    .update(properties)
    .set({ remindedAt: now })
    .where(
      and(
        approvedAndShown,
        lte(properties.lastConfirmedAt, daysBefore(now, afterDays)),
        sql`${properties.remindedAt} is null`,
      ),
    )
    .returning({
      propertyId: properties.id,
      title: properties.propertyTitle,
      ownerId: properties.userId,
      lastConfirmedAt: properties.lastConfirmedAt,
    });
}

/** Listings not confirmed for `afterDays` leave public lists (kept, and back when confirmed). */
export async function hideUnconfirmed(db: Db, now: Date, afterDays: number) {
  const hidden = await db
    .update(properties)
    .set({ unconfirmedAt: now })
    .where(and(approvedAndShown, lte(properties.lastConfirmedAt, daysBefore(now, afterDays))))
    .returning({ id: properties.id });
  return hidden.length;
}
