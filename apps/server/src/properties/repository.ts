import { and, between, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  SIMILAR_SHOWN,
  listingAmount,
  similarBands,
  type CampaignStatus,
  type LatLng,
  type Lister,
  type Property,
  type PropertyPreview,
  type PropertyInput,
  type PropertyType,
} from '@basera/contract';
import type { Db } from '../db/client';
import { properties, users } from '../db/schema';
import { imageUrls } from '../storage/naming';
import { listColumns, ownerColumns, toProperty, type PropertyRow } from './listing-row';
import { amount as amountColumn, newestFirst } from '../search/conditions';
import {
  findListings,
  type CountKeeper,
  type ListingPage,
  type ListingQuery,
} from '../search/repository';
import { tsvectorLiteral } from '../search/search-index';
import { addToVocabulary } from '../search/vocabulary';

/** A listing as anyone but its owner and admins reads it: at the point `shown` moves it to. */
export function forReaders(property: Property, shown: (pin: LatLng) => LatLng): Property {
  const { submittedAt: _s, campaignReason: _r, campaignDecidedAt: _d, ...rest } = property;
  return { ...rest, location: shown(property.location) };
}

/**
 * A listing as a signed-out reader, and every reader of the public lists, gets it: without the
 * owner's exact map link, which, like the lister's name and numbers, waits behind sign-in
 * (docs/decisions/0035-signed-out-visitors-see-the-listing.md).
 */
export function withoutExactPlace(property: Property): Property {
  const { mapLink: _mapLink, ...rest } = property;
  return rest;
}

/** Type-specific fields; those a type does not have are stored as null. */
function columnsOf(input: PropertyInput) {
  return {
    propertyType: input.propertyType,
    propertyTitle: input.propertyTitle,
    desc: input.desc,
    address: input.address,
    city: input.city,
    mapLink: input.mapLink,
    area: input.area,
    listedBy: input.listedBy,
    amenities: input.amenities,
    rent: 'rent' in input ? input.rent : null,
    deposit: 'deposit' in input ? input.deposit : null,
    price: 'price' in input ? input.price : null,
    bhk: 'bhk' in input ? input.bhk : null,
    property: 'property' in input ? input.property : null,
    propertyCondition: 'propertyCondition' in input ? input.propertyCondition : null,
    sharing: 'sharing' in input ? input.sharing : null,
    searchVector: sql`${tsvectorLiteral(input)}::tsvector` as unknown as string,
  };
}

/** Where a listing is, as stored: the pin and the point shown to others (properties/position.ts). */
export type PositionColumns = { lat: number; lng: number; publicLat: number; publicLng: number };

export async function insertProperty(
  db: Db,
  userId: string,
  input: PropertyInput,
  /** null: placed at the next start by fillMissingPositions (the demo data, written before). */
  position: PositionColumns | null,
) {
  const [row] = await db
    .insert(properties)
    .values({ userId, ...columnsOf(input), ...position })
    .returning({ id: properties.id });
  return row!.id;
}

/** New content is a new version; a listing sent back for review joins the queue's end. */
export async function updatePropertyContent(
  db: Db,
  id: string,
  input: PropertyInput,
  status: CampaignStatus,
  /** null: the listing stays where it is. */
  position: PositionColumns | null,
) {
  await db
    .update(properties)
    .set({
      ...columnsOf(input),
      ...position,
      campaignRequest: status,
      updatedAt: sql`now()`,
      version: sql`${properties.version} + 1`,
      ...(status === 'Submitted' && { submittedAt: sql`now()` }),
    })
    .where(eq(properties.id, id));
}

/** The owner sends the listing for review. */
export async function markSubmitted(db: Db, id: string) {
  await db
    .update(properties)
    .set({ campaignRequest: 'Submitted', submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(properties.id, id));
}

/** Approving a listing adds its words to the typo-tolerant vocabulary; drafts never do. */
export async function setStatus(db: Db, id: string, status: CampaignStatus) {
  await db
    .update(properties)
    .set({ campaignRequest: status, updatedAt: sql`now()` })
    .where(eq(properties.id, id));
  if (status === 'Approve') await addToVocabulary(db, id);
}

/** A listing with what its owner and admins read (forReaders strips that for others). */
export async function findPropertyRow(db: Db, id: string) {
  const [row] = await db
    .select(ownerColumns)
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row ? toProperty(row as PropertyRow) : null;
}

/** Just what decides who may see a listing: owner, status and type. */
export async function findPropertyAccess(db: Db, id: string) {
  const [row] = await db
    .select({
      userId: properties.userId,
      campaignRequest: properties.campaignRequest,
      propertyType: properties.propertyType,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row ?? null;
}

export async function findLister(db: Db, userId: string): Promise<Lister | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      whatsApp: users.whatsApp,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type ListFilter = {
  statuses?: readonly CampaignStatus[];
  ownerId?: string;
  propertyType?: PropertyType;
  city?: string;
  limit: number;
  offset: number;
};

export async function listProperties(db: Db, filter: ListFilter): Promise<Property[]> {
  const where = and(
    filter.statuses?.length === 1
      ? eq(properties.campaignRequest, filter.statuses[0]!)
      : filter.statuses
        ? inArray(properties.campaignRequest, [...filter.statuses])
        : undefined,
    filter.ownerId ? eq(properties.userId, filter.ownerId) : undefined,
    filter.propertyType ? eq(properties.propertyType, filter.propertyType) : undefined,
    filter.city ? eq(properties.city, filter.city) : undefined,
  );
  const rows = await db
    .select(ownerColumns)
    .from(properties)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((row) => toProperty(row as PropertyRow));
}

export async function deletePropertyRow(db: Db, id: string) {
  await db.delete(properties).where(eq(properties.id, id));
}

/** Holds the listing row until the transaction ends: writers of one listing take turns. */
export async function lockProperty(tx: Db, propertyId: string) {
  await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
}

/**
 * A page of the public lists or a search (or an admin's list of any status), with the number
 * of all matches: search's query (search/repository.ts), read with the columns every reader gets.
 */
export function findListingPage(
  db: Db,
  listing: ListingQuery,
  countAll?: CountKeeper,
): Promise<ListingPage<Property>> {
  const reader = {
    columns: listColumns,
    toItem: (row: Record<string, unknown>) => toProperty(row as PropertyRow),
  };
  return findListings(db, listing, reader, countAll);
}

/**
 * What a shared link shows of an approved listing (the preview, the Open Graph tags): one read
 * by primary key, the first photo in the same round trip. Any other status reads as missing.
 */
export async function findApprovedPreview(db: Db, id: string): Promise<PropertyPreview | null> {
  const [row] = await db
    .select({
      _id: properties.id,
      userId: properties.userId,
      propertyTitle: properties.propertyTitle,
      propertyType: properties.propertyType,
      property: properties.property,
      city: properties.city,
      area: properties.area,
      bhk: properties.bhk,
      sharing: properties.sharing,
      price: properties.price,
      rent: properties.rent,
      firstPhoto: sql<{ name: string; ext: string } | null>`(
        select json_build_object('name', i.name, 'ext', i.ext) from property_images i
        where i.property_id = properties.id order by i.position limit 1
      )`,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.campaignRequest, 'Approve')))
    .limit(1);
  if (!row) return null;
  const { userId, firstPhoto, ...fields } = row;
  return {
    ...fields,
    photo: firstPhoto ? imageUrls(userId, fields._id, firstPhoto.name, firstPhoto.ext) : null,
  };
}

/**
 * A page of the public listings (those in public lists), oldest first, so that a page keeps
 * its listings as new ones come (the sitemap). Walks the newest-first list index backwards.
 */
export async function listedListings(db: Db, page: { limit: number; offset: number }) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(sql`${properties.listed}`)
    .orderBy(properties.createdAt, properties.id)
    .limit(page.limit)
    .offset(page.offset);
}

/** Listings stored before pins existed (migration 0011), a batch at a time. */
export async function listingsWithoutPosition(db: Db, limit: number) {
  return db
    .select({
      id: properties.id,
      mapLink: properties.mapLink,
      address: properties.address,
      city: properties.city,
    })
    .from(properties)
    .where(isNull(properties.lat))
    .limit(limit);
}

export async function setPosition(db: Db, id: string, position: PositionColumns) {
  await db.update(properties).set(position).where(eq(properties.id, id));
}

/**
 * 'More like this' (GET /api/property/{id}/similar): up to SIMILAR_SHOWN other listings in the
 * public lists of the same city and type, within the contract's bands of the listing's amount
 * and area, closest first by the contract's similarityDistance (ties newest first). The bands
 * are a range on `amount`, so properties_list_amount_idx reads only that range and checks city,
 * type and area inside the index; only the few rows in the bands are sorted. Null when the
 * listing is not approved (or does not exist): then there is nothing to compare.
 */
export async function findSimilarListings(db: Db, id: string): Promise<Property[] | null> {
  const [listing] = await db
    .select({
      city: properties.city,
      propertyType: properties.propertyType,
      price: properties.price,
      rent: properties.rent,
      area: properties.area,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.campaignRequest, 'Approve')))
    .limit(1);
  if (!listing) return null;
  const bands = similarBands(listing);
  if (!bands) return [];
  // A zero amount or area leaves a band of one value, where every difference is 0.
  const amount = listingAmount(listing) || 1;
  const area = listing.area || 1;
  const rows = await db
    .select(listColumns)
    .from(properties)
    .where(
      and(
        sql`${properties.listed}`,
        eq(properties.city, listing.city),
        eq(properties.propertyType, listing.propertyType),
        between(amountColumn, bands.minAmount, bands.maxAmount),
        between(properties.area, bands.minArea, bands.maxArea),
        ne(properties.id, id),
      ),
    )
    .orderBy(
      sql`abs(${amountColumn} - ${amount}::float8) / ${amount}::float8 + abs(${properties.area} - ${area}::float8) / ${area}::float8`,
      ...newestFirst,
    )
    .limit(SIMILAR_SHOWN);
  return rows.map((row) => toProperty(row as PropertyRow));
}
