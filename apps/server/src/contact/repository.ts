import { desc, sql } from 'drizzle-orm';
import type { ContactInput, PageQuery } from '@basera/contract';
import type { Db } from '../db/client';
import { deleteById } from '../db/delete-by-id';
import { contactMessages } from '../db/schema';

export async function insertMessage(db: Db, message: Required<ContactInput>) {
  await db.insert(contactMessages).values(message);
}

/** Newest first, as the admin reads them. */
export async function listMessages(db: Db, page: PageQuery) {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), sql`${contactMessages.id}`)
    .limit(page.limit)
    .offset(page.offset);
  // docs/product.md names the admin list's fields name/email/message; fullName is kept too.
  return rows.map(({ id, createdAt, ...row }) => ({
    _id: id,
    name: row.fullName,
    ...row,
    createdAt: createdAt.toISOString(),
  }));
}

/** False when there was no such message. */
export const deleteMessage = (db: Db, id: string) => deleteById(db, contactMessages, id);
