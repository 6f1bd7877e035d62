import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Deletes the row with this id and says whether there was one: the admin's deletions answer
 * 404 for a row that is already gone.
 */
export async function deleteById(db: Db, table: PgTable & { id: PgColumn }, id: string) {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
