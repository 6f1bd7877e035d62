import { and, count, eq, sql } from 'drizzle-orm';
import { MSG, type Counts, type PageQuery } from '@basera/contract';
import { properties, users } from '../db/schema';
import type { ImageStorage } from '../images/storage';
import type { Deps } from '../lib/deps';
import { NotFound } from '../lib/errors';
import { newestUsersFirst, profileColumns } from '../users/repository';

/** The admin's reads and deletions; the admin guard has already checked the token. */
export function createAdminService({ db, publicCache }: Deps, storage: ImageStorage) {
  const listAccounts = (page: PageQuery, ownersOnly: boolean) =>
    db
      .select(profileColumns)
      .from(users)
      .where(ownersOnly ? eq(users.isOwner, true) : undefined)
      .orderBy(...newestUsersFirst)
      .limit(page.limit)
      .offset(page.offset);

  return {
    listUsers: (page: PageQuery) => listAccounts(page, false),
    listOwners: (page: PageQuery) => listAccounts(page, true),

    /** The owner's account, listings and photos all go (rows cascade, then the folder). */
    async deleteOwner(ownerId: string) {
      const [deleted] = await db
        .delete(users)
        .where(and(eq(users.id, ownerId), eq(users.isOwner, true)))
        .returning({ id: users.id });
      if (!deleted) throw NotFound('Owner not found');
      publicCache.invalidate();
      await storage.removeOwner(ownerId);
      return { msg: MSG.ownerDeleted };
    },

    async counts(): Promise<Counts> {
      const [people] = await db
        .select({
          userCount: count(),
          ownerCount: sql<number>`count(*) filter (where ${users.isOwner})`.mapWith(Number),
        })
        .from(users);
      const byType = await db
        .select({ type: properties.propertyType, n: count() })
        .from(properties)
        .groupBy(properties.propertyType);
      const of = (type: string) => byType.find((row) => row.type === type)?.n ?? 0;
      return {
        userCount: people?.userCount ?? 0,
        ownerCount: people?.ownerCount ?? 0,
        propertyCount: byType.reduce((sum, row) => sum + row.n, 0),
        sellPropertyCount: of('sell'),
        rentPropertyCount: of('rent'),
        pgAndHostelCount: of('pgHostel'),
        plotCount: of('plot'),
        commercialCount: of('commercial'),
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
