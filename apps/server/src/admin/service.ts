import { MSG, type Counts, type PageQuery, type PropertyType } from '@basera/contract';
import type { ImageStorage } from '../images/storage';
import type { Deps } from '../lib/deps';
import { NotFound } from '../lib/errors';
import { countOpenReports, countWaiting } from '../moderation/repository';
import {
  countAccounts,
  countPropertiesByType,
  deleteOwnerAccount,
  listAccounts,
} from './repository';

/** The admin's reads and deletions; the admin guard has already checked the token. */
export function createAdminService({ db, publicCache }: Deps, storage: ImageStorage) {
  return {
    listUsers: (page: PageQuery) => listAccounts(db, page, false),
    listOwners: (page: PageQuery) => listAccounts(db, page, true),

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
        waitingForReview: await countWaiting(db),
        openReports: await countOpenReports(db),
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
