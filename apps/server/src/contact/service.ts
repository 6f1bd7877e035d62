import { desc, eq, sql } from 'drizzle-orm';
import { MSG, type ContactInput, type PageQuery } from '@basera/contract';
import { contactMessages } from '../db/schema';
import type { Deps } from '../lib/deps';
import { NotFound } from '../lib/errors';

/** Messages from the contact form, read and deleted by the admin. */
export function createContactService({ db }: Deps) {
  return {
    async send(input: Required<ContactInput>) {
      await db.insert(contactMessages).values(input);
      return { msg: MSG.messageSent };
    },
    async list(page: PageQuery) {
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
    },
    async remove(id: string) {
      const deleted = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      if (!deleted.length) throw NotFound('Message not found');
      return { msg: MSG.messageDeleted };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
