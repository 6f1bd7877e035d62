import { and, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '@basera/contract';
import type { Db } from '../db/client';
import { properties, savedProperties } from '../db/schema';
import { listColumns, toProperty, type PropertyRow } from '../properties/listing-row';

export async function save(db: Db, userId: string, propertyId: string) {
  await db.insert(savedProperties).values({ userId, propertyId }).onConflictDoNothing();
}

export async function unsave(db: Db, userId: string, propertyId: string) {
  await db
    .delete(savedProperties)
    .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
}

export async function isSaved(db: Db, userId: string, propertyId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(savedProperties)
    .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)))
    .limit(1);
  return Boolean(row);
}

/** The ids of every listing the user has saved, whatever its status now. */
export async function savedIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ propertyId: savedProperties.propertyId })
    .from(savedProperties)
    .where(eq(savedProperties.userId, userId));
  return rows.map((row) => row.propertyId);
}

/** Saved listings that are still approved, most recently saved first. */
export async function listSaved(db: Db, userId: string, page: PageQuery) {
  const rows = await db
    .select(listColumns)
    .from(savedProperties)
    .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
    .where(and(eq(savedProperties.userId, userId), eq(properties.campaignRequest, 'Approve')))
    .orderBy(sql`${savedProperties.createdAt} desc`, sql`${properties.id}`)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toProperty(row as PropertyRow));
}
