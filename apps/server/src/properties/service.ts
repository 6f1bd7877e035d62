import {
  MSG,
  submitProblem,
  type CampaignStatus,
  type PropertyInput,
  type PropertyType,
  type TypeFilter,
} from '@basera/contract';
import { ownedBy, propertyNotFound, selfOwner, visibleTo, type Caller } from '../access/checks';
import type { ImageStorage } from '../images/storage';
import type { Deps } from '../lib/deps';
import { Conflict, Invalid } from '../lib/errors';
import { queryWords, searchApproved } from '../search/repository';
import {
  deletePropertyRow,
  findLister,
  findPropertyAccess,
  findPropertyRow,
  insertProperty,
  listProperties,
  setStatus,
  updatePropertyContent,
} from './repository';

type Page = { limit: number; offset: number };
const typeOf = (filter: TypeFilter): PropertyType | undefined =>
  filter === 'all' ? undefined : filter;

export function createPropertyService({ db, publicCache }: Deps, storage: ImageStorage) {
  /** A property of this owner; another owner's property is forbidden, a missing one 404. */
  async function ownProperty(userId: string, propertyId: string) {
    return ownedBy(await findPropertyRow(db, propertyId), userId);
  }

  /**
   * The admin names a listing by its owner and its id: a pair that does not match is simply
   * not found (the admin may touch any listing, so there is nothing to forbid).
   */
  async function listingNamed(userId: string, propertyId: string) {
    const property = await findPropertyRow(db, propertyId);
    if (!property || property.userId !== userId) throw propertyNotFound();
    return property;
  }

  /** A listing this request has just written, read back whole for the answer. */
  async function readBack(propertyId: string) {
    const property = await findPropertyRow(db, propertyId);
    if (!property) throw propertyNotFound(); // deleted by another request in the meantime
    return property;
  }

  return {
    ownProperty,

    async add(caller: Caller | null, userId: string, input: PropertyInput) {
      selfOwner(caller, userId);
      const propertyId = await db.transaction((tx) => insertProperty(tx, userId, input));
      return {
        msg: MSG.propertyAdded,
        propertyId,
        property: await readBack(propertyId),
      };
    },

    /** Editing an approved listing sends it back for review (no bait-and-switch). */
    async update(caller: Caller | null, userId: string, propertyId: string, input: PropertyInput) {
      selfOwner(caller, userId);
      const current = await ownProperty(userId, propertyId);
      if (current.propertyType !== input.propertyType)
        throw Invalid('Property type cannot be changed');
      const status: CampaignStatus =
        current.campaignRequest === 'Approve' ? 'Submitted' : current.campaignRequest;
      await db.transaction((tx) => updatePropertyContent(tx, propertyId, input, status));
      publicCache.invalidate();
      return {
        msg: 'Property updated successfully',
        property: await readBack(propertyId),
      };
    },

    async details(caller: Caller | null, userId: string, propertyId: string) {
      selfOwner(caller, userId);
      return ownProperty(userId, propertyId);
    },

    /** An owner's own listings in every status; for an admin, that owner's approved ones. */
    async ownerListings(caller: Caller | null, userId: string, page: Page) {
      if (caller?.kind === 'admin')
        return listProperties(db, { ownerId: userId, statuses: ['Approve'], ...page });
      selfOwner(caller, userId);
      return listProperties(db, { ownerId: userId, ...page });
    },

    async submit(caller: Caller | null, userId: string, propertyId: string) {
      selfOwner(caller, userId);
      const property = await ownProperty(userId, propertyId);
      const problem = submitProblem(property.campaignRequest, property.propertyImg.length);
      if (problem?.reason === 'status') throw Conflict(problem.message);
      if (problem?.reason === 'photos') throw Invalid(problem.message);
      await setStatus(db, propertyId, 'Submitted');
      return { msg: MSG.propertySubmitted };
    },

    /** The owner deletes their own; the admin any (Edit dialog). Files go after the rows. */
    async remove(caller: Caller | null, userId: string, propertyId: string) {
      if (caller?.kind === 'admin') await listingNamed(userId, propertyId);
      else {
        selfOwner(caller, userId);
        await ownProperty(userId, propertyId);
      }
      await deletePropertyRow(db, propertyId);
      publicCache.invalidate();
      await storage.removeProperty(userId, propertyId);
      return { msg: caller?.kind === 'admin' ? MSG.propertyDeletedByAdmin : MSG.propertyDeleted };
    },

    /**
     * The listing's owner, status and type if this caller may see it, else 404. Reads only
     * those columns: saving, reviews and meetings need no more.
     */
    async visibleProperty(caller: Caller | null, propertyId: string) {
      return visibleTo(caller, await findPropertyAccess(db, propertyId));
    },

    /** A listing this caller may see, with its lister's numbers for a signed-in reader. */
    async publicDetails(caller: Caller | null, propertyId: string) {
      const property = visibleTo(caller, await findPropertyRow(db, propertyId));
      if (!caller) return property;
      return { ...property, lister: (await findLister(db, property.userId)) ?? undefined };
    },

    /**
     * JSON of a public page of listings. Readers without an admin token share one cached
     * answer; an admin sees every status (or those asked for) and is never cached.
     */
    async publicListBody(
      caller: Caller | null,
      query: Page & { propertyType: TypeFilter; statuses?: CampaignStatus[] },
    ): Promise<string> {
      const page = {
        propertyType: typeOf(query.propertyType),
        limit: query.limit,
        offset: query.offset,
      };
      if (caller?.kind === 'admin')
        return JSON.stringify(await listProperties(db, { ...page, statuses: query.statuses }));
      const key = `list|${query.propertyType}|${query.limit}|${query.offset}`;
      return publicCache.get(key, () => listProperties(db, { ...page, statuses: ['Approve'] }));
    },

    /** JSON of a page of search results (approved listings only, the same for every reader). */
    searchBody(
      query: Page & { search: string; city?: string; propertyType: TypeFilter },
    ): Promise<string> {
      // Keyed on the words search reads, so 'Flat!', 'flat!!' and ' flat ' share one entry.
      const words = queryWords(query.search).sort().join(' ');
      const key = `search|${words}|${query.city ?? ''}|${query.propertyType}|${query.limit}|${query.offset}`;
      return publicCache.get(key, () =>
        searchApproved(db, {
          text: words,
          city: query.city,
          propertyType: typeOf(query.propertyType),
          limit: query.limit,
          offset: query.offset,
        }),
      );
    },

    async setCampaignRequest(userId: string, propertyId: string, status: CampaignStatus) {
      await listingNamed(userId, propertyId);
      await setStatus(db, propertyId, status);
      publicCache.invalidate();
      return { msg: MSG.campaignUpdated };
    },
  };
}
export type PropertyService = ReturnType<typeof createPropertyService>;
