import { API_MSG, MSG, type Counts, type PageQuery, type PropertyType } from '@basera/contract';
import type { ImageStorage } from '../storage/storage';
import type { Deps } from '../deps';
import { NotFound } from '../lib/errors';
import type { ModerationService } from '../moderation/service';
import type { ReportService } from '../reports/service';
import type { UserService } from '../users/service';
import { countAccounts, countPropertiesByType, deleteOwnerAccount, setBlocked } from './repository';

/** The admin's reads, blocks and deletions; the admin guard has already checked the token. */
export function createAdminService(
  { db, publicCache }: Deps,
  storage: ImageStorage,
  {
    reports,
    moderation,
    users,
  }: { reports: ReportService; moderation: ModerationService; users: UserService },
) {
  return {
    listUsers: (page: PageQuery) => users.listAccounts(page, false),
    listOwners: (page: PageQuery) => users.listAccounts(page, true),

    /**
     * PUT /admin/blockUser/{userId}. A blocked account cannot sign in (403) and its tokens
     * answer 401 (plugins/auth.ts); its open reports are dismissed in the same transaction.
     * Unblocking lets it sign in again; dismissed reports stay dismissed
     * (docs/decisions/0028-blocking-accounts-and-link-mails.md).
     */
    async setBlocked(userId: string, blocked: boolean) {
      const released = await db.transaction(async (tx) => {
        if (!(await setBlocked(tx, userId, blocked))) throw NotFound(API_MSG.userNotFound);
        return blocked ? reports.dismissReportsOfBlocked(tx, userId) : false;
      });
      if (released) publicCache.invalidate();
      return { msg: blocked ? MSG.userBlocked : MSG.userUnblocked, blocked };
    },

    /** The owner's account, listings and photos all go (rows cascade, then the folder). */
    async deleteOwner(ownerId: string) {
      if (!(await deleteOwnerAccount(db, ownerId))) throw NotFound('Owner not found');
      publicCache.invalidate();
      await storage.removeOwner(ownerId);
      return { msg: MSG.ownerDeleted };
    },

    async counts(): Promise<Counts> {
      const people = await countAccounts(db);
      const byType = await countPropertiesByType(db);
      const of = (type: PropertyType) => byType.find((row) => row.type === type)?.n ?? 0;
      return {
        ...people,
        propertyCount: byType.reduce((sum, row) => sum + row.n, 0),
        sellPropertyCount: of('sell'),
        rentPropertyCount: of('rent'),
        pgAndHostelCount: of('pgHostel'),
        plotCount: of('plot'),
        commercialCount: of('commercial'),
        ...(await moderation.counts()),
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
