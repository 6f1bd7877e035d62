import { sql } from 'drizzle-orm';
import type { HiddenBecause, LatLng, Property } from '@basera/contract';
import { properties } from '../db/schema';
import { imageUrls } from '../storage/naming';

/*
 * A listing as a row is read and turned into the contract's Property: the one shape every
 * feature that lists listings reads (properties, saved, moderation), so they select the same
 * columns and answer the same fields. Writing listings stays with properties/repository.ts.
 */

/** The columns every reader gets, with the images aggregated in the same round trip. */
export const listColumns = {
  _id: properties.id,
  userId: properties.userId,
  propertyTitle: properties.propertyTitle,
  desc: properties.desc,
  address: properties.address,
  city: properties.city,
  mapLink: properties.mapLink,
  /** The point everyone is shown; the owner's pin is in ownerColumns (properties/position.ts). */
  location: sql<LatLng>`json_build_object('lat', ${properties.publicLat}, 'lng', ${properties.publicLng})`,
  area: properties.area,
  listedBy: properties.listedBy,
  amenities: properties.amenities,
  propertyType: properties.propertyType,
  campaignRequest: properties.campaignRequest,
  rent: properties.rent,
  deposit: properties.deposit,
  price: properties.price,
  bhk: properties.bhk,
  property: properties.property,
  propertyCondition: properties.propertyCondition,
  sharing: properties.sharing,
  createdAt: properties.createdAt,
  version: properties.version,
  lastConfirmedAt: properties.lastConfirmedAt,
  hiddenBecause: sql<HiddenBecause | null>`case
    when ${properties.campaignRequest} <> 'Approve' then null
    when ${properties.unavailableAt} is not null then 'unavailable'
    when ${properties.reportedAt} is not null then 'reported'
    when ${properties.unconfirmedAt} is not null then 'unconfirmed'
  end`,
  images: sql<{ name: string; ext: string }[]>`coalesce((
    select json_agg(json_build_object('name', i.name, 'ext', i.ext) order by i.position)
    from property_images i where i.property_id = properties.id
  ), '[]'::json)`,
};

/**
 * What only the listing's owner and admins read: the pin itself, the review's dates and the
 * decision's reason.
 */
export const ownerColumns = {
  ...listColumns,
  location: sql<LatLng>`json_build_object('lat', ${properties.lat}, 'lng', ${properties.lng})`,
  submittedAt: properties.submittedAt,
  campaignReason: properties.campaignReason,
  campaignDecidedAt: properties.campaignDecidedAt,
};

export type PropertyRow = { [K in keyof typeof listColumns]: unknown } & {
  _id: string;
  userId: string;
  createdAt: Date;
  lastConfirmedAt: Date | string | null;
  images: { name: string; ext: string }[];
  submittedAt?: Date | string | null;
  campaignDecidedAt?: Date | string | null;
};

const isoOrNull = (time: Date | string | null) =>
  time === null ? null : new Date(time).toISOString();

export function toProperty(row: PropertyRow): Property {
  const { images, createdAt, lastConfirmedAt, submittedAt, campaignDecidedAt, ...rest } = row;
  return {
    ...(rest as unknown as Omit<Property, 'propertyImg' | 'createdAt' | 'lastConfirmedAt'>),
    createdAt: new Date(createdAt).toISOString(),
    lastConfirmedAt: isoOrNull(lastConfirmedAt),
    ...(submittedAt !== undefined && { submittedAt: isoOrNull(submittedAt) }),
    ...(campaignDecidedAt !== undefined && { campaignDecidedAt: isoOrNull(campaignDecidedAt) }),
    propertyImg: images.map((image) => imageUrls(row.userId, row._id, image.name, image.ext)),
  };
}
