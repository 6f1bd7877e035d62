import {
  MSG,
  locationFromMapLink,
  submitProblem,
  searchMeaning,
  type MapQuery,
  type LatLng,
  type CampaignStatus,
  type Property,
  type PropertyInput,
  type PropertyListQuery,
  type SearchQuery,
} from '@basera/contract';
import { ownedBy, propertyNotFound, selfOwner, visibleTo, type Caller } from '../lib/access';
import type { ImageStorage } from '../storage/storage';
import { pinWithoutOwnerPin, positionColumns, publicPosition, type PositionKey } from './position';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { Conflict, Invalid } from '../lib/errors';
import { countByCategory } from '../search/category-counts';
import { listingQuery } from '../search/listing-query';
import { mapView } from '../search/map-view';
import type { CountKeeper, ListingPage, ListingQuery } from '../search/repository';
import {
  deletePropertyRow,
  findApprovedPreview,
  findSimilarListings,
  findListingPage,
  findLister,
  findPropertyAccess,
  findPropertyRow,
  insertProperty,
  listProperties,
  listedListings,
  listingsWithoutPosition,
  lockProperty,
  forReaders,
  setPosition,
  markSubmitted,
  setStatus,
  updatePropertyContent,
  withoutExactPlace,
} from './repository';

type Page = { limit: number; offset: number };

/** A page as sent: the JSON array of the body and the X-Total-Count header. */
export type PageAnswer = { total: number; json: string };

/** The cache keeps one text per page: the total, a newline, the body. */
const encodePage = (page: ListingPage<Property>) => `${page.total}\n${JSON.stringify(page.items)}`;

/** A public page, as every reader gets it, signed in or not: no exact map links. */
const publicPage = (page: ListingPage<Property>): ListingPage<Property> => ({
  total: page.total,
  items: page.items.map(withoutExactPlace),
});
function decodePage(text: string): PageAnswer {
  const at = text.indexOf('\n');
  return { total: Number(text.slice(0, at)), json: text.slice(at + 1) };
}

/** One key per question, however it was spelt: filters and terms in a fixed order. */
function cacheKey(listing: ListingQuery) {
  const filters = Object.entries(listing.filters)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : value])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return JSON.stringify([
    filters,
    listing.terms.map((term) => [...term.words].sort().join(' ')).sort(),
    listing.statuses,
    listing.sort,
    listing.limit,
    listing.offset,
  ]);
}

export function createPropertyService(
  { db, publicCache }: Deps,
  storage: ImageStorage,
  positionKey: PositionKey,
) {
  const shown = (pin: LatLng) => publicPosition(positionKey, pin);
  /** Where a listing goes: the owner's pin, or one placed for them (properties/position.ts). */
  const positionOf = (input: PropertyInput) =>
    positionColumns(positionKey, input.location ?? pinWithoutOwnerPin(input));

  /** Counts of broad questions are kept beside the pages: every sort and page shares one. */
  const keptCount: CountKeeper = async (key, count) =>
    Number(await publicCache.get(`count|${key}`, async () => String(await count())));

  async function cachedPage(listing: ListingQuery): Promise<PageAnswer> {
    return decodePage(
      await publicCache.get(cacheKey(listing), async () =>
        encodePage(publicPage(await findListingPage(db, listing, keptCount))),
      ),
    );
  }

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

    /**
     * Places the listings stored before pins existed (migration 0011), once, at start: each
     * where its map link, its address's locality or its city says. Servers that start together
     * write the same values.
     */
    async fillMissingPositions() {
      for (;;) {
        const batch = await listingsWithoutPosition(db, 500);
        for (const listing of batch) {
          await setPosition(
            db,
            listing.id,
            positionColumns(positionKey, pinWithoutOwnerPin(listing)),
          );
        }
        if (batch.length < 500) break;
      }
      publicCache.invalidate();
    },

    // For the features that act on a listing (images, meetings, reports, moderation,
    // freshness): they reach the listings through these, not through the repository.

    /** Holds the listing row until the transaction `tx` ends: writers of one listing take turns. */
    lockListing: (tx: Db, propertyId: string) => lockProperty(tx, propertyId),

    /** The listing as its owner and the admin read it; null when there is none. */
    listing: (propertyId: string) => findPropertyRow(db, propertyId),

    /** Who owns a listing and whether it is public: what an access check needs. */
    listingAccess: (propertyId: string) => findPropertyAccess(db, propertyId),

    /** Sets a status that is not a decision (Draft, Submitted...), in `tx`: the admin's edit. */
    setStatus: (tx: Db, propertyId: string, status: CampaignStatus) =>
      setStatus(tx, propertyId, status),

    async add(caller: Caller | null, userId: string, input: PropertyInput) {
      selfOwner(caller, userId);
      const propertyId = await db.transaction((tx) =>
        insertProperty(tx, userId, input, positionOf(input)),
      );
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
      // Without a pin the listing stays where it is, unless its new map link names a point.
      const moved =
        input.location ?? (input.mapLink !== current.mapLink && locationFromMapLink(input.mapLink));
      const position = moved ? positionColumns(positionKey, moved) : null;
      await db.transaction((tx) => updatePropertyContent(tx, propertyId, input, status, position));
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
      await markSubmitted(db, propertyId);
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

    /**
     * A listing a signed-in caller may see, with its lister's name and numbers and its exact
     * map link (signedOutDetailsJson is what a signed-out reader gets).
     */
    async publicDetails(caller: Caller, propertyId: string) {
      const found = visibleTo(caller, await findPropertyRow(db, propertyId));
      const ownerOrAdmin =
        caller.kind === 'admin' || (caller.kind === 'user' && caller.id === found.userId);
      const property = ownerOrAdmin ? found : forReaders(found, shown);
      return { ...property, lister: (await findLister(db, property.userId)) ?? undefined };
    },

    /**
     * An approved listing as a signed-out reader sees it, everything but who lists it and its
     * exact map link, as the JSON text sent; cached with the public lists, a miss not kept
     * (as previewJson). The server-rendered details page and its JSON-LD read it too.
     */
    async signedOutDetailsJson(propertyId: string): Promise<string> {
      return publicCache.get(`details|${propertyId}`, async () => {
        const found = visibleTo(null, await findPropertyRow(db, propertyId));
        return JSON.stringify(withoutExactPlace(forReaders(found, shown)));
      });
    },

    /**
     * What anyone may see of an approved listing (a shared link's preview and tags), as the
     * JSON text sent; cached with the public lists. A miss is not kept: ids a crawler makes up
     * must not push real answers out of the cache.
     */
    async previewJson(propertyId: string): Promise<string> {
      return publicCache.get(`preview|${propertyId}`, async () => {
        const preview = await findApprovedPreview(db, propertyId);
        if (!preview) throw propertyNotFound();
        return JSON.stringify(preview);
      });
    },

    /**
     * 'More like this' of an approved listing (GET /api/property/{id}/similar), as the JSON
     * text sent: the same for every reader (public positions, no exact map links), cached with
     * the public lists. 404 for a listing that is missing or not approved; a miss is not kept.
     */
    async similarJson(propertyId: string): Promise<string> {
      return publicCache.get(`similar|${propertyId}`, async () => {
        const similar = await findSimilarListings(db, propertyId);
        if (!similar) throw propertyNotFound();
        return JSON.stringify(similar.map(withoutExactPlace));
      });
    },

    /**
     * A page of the public lists and search (GET /api/property, GET /user/search) with the
     * number of all matches. Readers without an admin token share one cached answer; an admin
     * sees every status (or those asked for, `campaignRequest`) and is never cached.
     */
    async listings(
      caller: Caller | null,
      query: SearchQuery | PropertyListQuery,
    ): Promise<PageAnswer> {
      if (caller?.kind === 'admin') {
        const statuses = 'campaignRequest' in query ? query.campaignRequest : undefined;
        return decodePage(encodePage(await findListingPage(db, listingQuery(query, statuses))));
      }
      return cachedPage(listingQuery(query, 'listed'));
    },

    /**
     * What the map shows of a search in a view (GET /api/property/map): the public lists'
     * listings, as the JSON text sent, cached with the public lists.
     */
    async mapJson(query: MapQuery): Promise<string> {
      const { filters, terms } = searchMeaning(query);
      const view = { bbox: query.bbox, zoom: query.zoom };
      const words = terms.map((term) => [...term.words].sort().join(' ')).sort();
      return publicCache.get(`map|${JSON.stringify([filters, words, view.zoom])}`, async () =>
        JSON.stringify(await mapView(db, { filters, terms, statuses: 'listed' }, view)),
      );
    },

    /** How many listings are in the public lists (the sitemap's size), from the kept counts. */
    async listedCount(): Promise<number> {
      return (await countByCategory(db, {}, [], 'listed')) ?? 0;
    },

    /** Ids and last changes of the public listings, oldest first (the sitemap's pages). */
    listedPage: (page: Page) => listedListings(db, page),
  };
}
export type PropertyService = ReturnType<typeof createPropertyService>;
