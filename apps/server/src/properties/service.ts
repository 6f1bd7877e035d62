import { eq } from 'drizzle-orm';
import {
  API_MSG,
  MSG,
  type CampaignStatus,
  type PropertyInput,
  type PropertyType,
  type TypeFilter,
} from '@basera/contract';
import { users } from '../db/schema';
import type { ImageStorage } from '../images/storage';
import type { Deps } from '../lib/deps';
import { Forbidden, HttpError, Invalid, NotFound } from '../lib/errors';
import type { Caller } from '../plugins/auth';
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

export const NOT_AN_OWNER = 'Sign in as owner to add your property';
export const propertyNotFound = () => NotFound('Property not found');

/** The caller, who must be a user acting for themself (the userId the client names). */
export function selfUser(caller: Caller | null, userId: string) {
  if (caller?.kind !== 'user' || caller.id !== userId) throw Forbidden(API_MSG.forbidden);
  return caller;
}

/** As selfUser, and signed in as owner (docs/product.md §6). */
export function selfOwner(caller: Caller | null, userId: string) {
  const user = selfUser(caller, userId);
  if (!user.isOwner) throw Forbidden(NOT_AN_OWNER);
  return user;
}

/** Approved listings are public; an owner sees their own in any status; an admin sees all. */
function canSee(
  caller: Caller | null,
  property: { userId: string; campaignRequest: CampaignStatus },
) {
  return (
    property.campaignRequest === 'Approve' ||
    caller?.kind === 'admin' ||
    (caller?.kind === 'user' && caller.id === property.userId)
  );
}

export function createPropertyService({ db, publicCache }: Deps, storage: ImageStorage) {
  /** A property of this owner; another owner's property is forbidden, a missing one 404. */
  async function ownProperty(userId: string, propertyId: string) {
    const property = await findPropertyRow(db, propertyId);
    if (!property) throw propertyNotFound();
    if (property.userId !== userId) throw Forbidden(API_MSG.forbidden);
    return property;
  }

  return {
    ownProperty,

    async signInAsOwner(caller: Caller | null, userId: string) {
      selfUser(caller, userId);
      await db.update(users).set({ isOwner: true }).where(eq(users.id, userId));
      return { msg: MSG.ownerSignedIn };
    },

    async add(caller: Caller | null, userId: string, input: PropertyInput) {
      selfOwner(caller, userId);
      const propertyId = await db.transaction((tx) => insertProperty(tx, userId, input));
      return {
        msg: MSG.propertyAdded,
        propertyId,
        property: await findPropertyRow(db, propertyId),
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
        property: await findPropertyRow(db, propertyId),
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
      if (property.campaignRequest !== 'Pending' && property.campaignRequest !== 'Reject') {
        throw new HttpError(
          409,
          `This property is already ${property.campaignRequest === 'Approve' ? 'approved' : 'submitted'}`,
        );
      }
      if (property.propertyImg.length < 4) throw Invalid(MSG.imagesMinTotal);
      await setStatus(db, propertyId, 'Submitted');
      return { msg: MSG.propertySubmitted };
    },

    /** The owner deletes their own; the admin any (Edit dialog). Files go after the rows. */
    async remove(caller: Caller | null, userId: string, propertyId: string) {
      if (caller?.kind !== 'admin') selfOwner(caller, userId);
      const property = await findPropertyRow(db, propertyId);
      if (!property) throw propertyNotFound();
      if (property.userId !== userId)
        throw caller?.kind === 'admin' ? propertyNotFound() : Forbidden(API_MSG.forbidden);
      await deletePropertyRow(db, propertyId);
      publicCache.invalidate();
      await storage.removeProperty(userId, propertyId);
      return { msg: caller?.kind === 'admin' ? MSG.propertyDeletedByAdmin : MSG.propertyDeleted };
    },

    /** Public: approved only. Admin: every status (or those asked for). Lister for signed-in readers. */
    /**
     * The listing's owner, status and type if this caller may see it, else 404. Reads only
     * those columns: saving, reviews and meetings need no more.
     */
    async visibleProperty(caller: Caller | null, propertyId: string) {
      const property = await findPropertyAccess(db, propertyId);
      if (!property || !canSee(caller, property)) throw propertyNotFound();
      return property;
    },

    async publicDetails(caller: Caller | null, propertyId: string) {
      const property = await findPropertyRow(db, propertyId);
      if (!property || !canSee(caller, property)) throw propertyNotFound();
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
      const property = await findPropertyRow(db, propertyId);
      if (!property || property.userId !== userId) throw propertyNotFound();
      await setStatus(db, propertyId, status);
      publicCache.invalidate();
      return { msg: MSG.campaignUpdated };
    },
  };
}
export type PropertyService = ReturnType<typeof createPropertyService>;
