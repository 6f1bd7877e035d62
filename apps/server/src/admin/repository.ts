import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, users } from '../db/schema';

/** Deletes an owner's account; the rows that hang off it cascade. False if no such owner. */
export async function deleteOwnerAccount(db: Db, ownerId: string) {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, ownerId), eq(users.isOwner, true)))
    .returning({ id: users.id });
  return deleted.length > 0;
}

export async function countAccounts(db: Db) {
  const [row] = await db
    .select({
      userCount: count(),
      ownerCount: sql<number>`count(*) filter (where ${users.isOwner})`.mapWith(Number),
    })
    .from(users);
  return { userCount: row?.userCount ?? 0, ownerCount: row?.ownerCount ?? 0 };
}

/** Listings of each type in every status; a type with none is absent. */
export function countPropertiesByType(db: Db) {
  return db
    .select({ type: properties.propertyType, n: count() })
    .from(properties)
    .groupBy(properties.propertyType);
}

/**
 * Blocks (since now, or since it was first blocked) or unblocks a user or owner. False if no
 * such account.
 */
export async function setBlocked(db: Db, userId: string, blocked: boolean) {
  const changed = await db
    .update(users)
    .set({ blockedAt: blocked ? sql`coalesce(${users.blockedAt}, now())` : null })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return changed.length > 0;
}
