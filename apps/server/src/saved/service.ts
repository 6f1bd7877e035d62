import type { PageQuery } from '@basera/contract';
import { selfUser, type Caller } from '../lib/access';
import type { Deps } from '../deps';
import type { PropertyService } from '../properties/service';
import { isSaved, listSaved, save, savedIds, unsave } from './repository';

/** Bookmarks are per user: only one's own, and only listings one may see. */
export function createSavedService({ db }: Deps, properties: PropertyService) {
  return {
    async save(caller: Caller | null, userId: string, propertyId: string) {
      selfUser(caller, userId);
      await properties.visibleProperty(caller, propertyId);
      await save(db, userId, propertyId);
      return { msg: 'Property Saved', saved: true };
    },
    async unsave(caller: Caller | null, userId: string, propertyId: string) {
      selfUser(caller, userId);
      await unsave(db, userId, propertyId);
      return { msg: 'Property Removed From Saved', saved: false };
    },
    async isSaved(caller: Caller | null, userId: string, propertyId: string) {
      selfUser(caller, userId);
      return { saved: await isSaved(db, userId, propertyId) };
    },
    async ids(caller: Caller | null, userId: string) {
      selfUser(caller, userId);
      return { ids: await savedIds(db, userId) };
    },
    async list(caller: Caller | null, userId: string, page: PageQuery) {
      selfUser(caller, userId);
      return listSaved(db, userId, page);
    },
  };
}
export type SavedService = ReturnType<typeof createSavedService>;
