import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  BOUGHT_TYPES,
  type Bbox,
  type CampaignStatus,
  type LatLng,
  type PropertyType,
  type SearchFilters,
} from '@basera/contract';
import { properties } from '../db/schema';

/** Sell and plot listings are priced; the others are rented by the month (a stored column). */
export const amount = properties.amount;

/**
 * Where a list finds a listing: its public position (properties/position.ts), the point every
 * reader but its owner and the admin is shown. An area filter or a distance order on the exact
 * pin would let anyone narrow a box around a listing until it falls out and so find the pin.
 * Written as one expression so properties_list_position_idx (GiST on `point`) serves it.
 */
export const publicPoint = sql`point(${properties.publicLng}, ${properties.publicLat})`;

const pointOf = ({ lat, lng }: LatLng) => sql`point(${lng}, ${lat})`;

/** Inside a box of degrees, edges included: what the GiST index answers. */
export const withinBox = (box: Bbox) =>
  sql`${publicPoint} <@ box(${pointOf({ lat: box.minLat, lng: box.minLng })}, ${pointOf({ lat: box.maxLat, lng: box.maxLng })})`;

/** The drawn area as PostgreSQL's polygon text: '((lng,lat),…)', x being the longitude. */
const polygonText = (corners: readonly LatLng[]) =>
  `(${corners.map(({ lat, lng }) => `(${lng},${lat})`).join(',')})`;

/**
 * Nearest first from `near`, by distance on the plane of degrees (what the GiST index orders
 * by). A degree of longitude is shorter than one of latitude by cos(latitude), 7% at 21° N,
 * so two listings whose distances differ by less than that may swap: less than the 300 m the
 * public position is moved (docs/decisions/0049-map-search-in-the-database.md).
 */
export const distanceFrom = (near: LatLng) => sql`${publicPoint} <-> ${pointOf(near)}`;

/** Metres in a degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;

/**
 * Within `metres` of `centre`: the box around the circle, which the GiST index answers, then
 * the distance on the local plane (equirectangular), within 0.1% of the haversine distance of
 * the contract's distanceMetres at a few kilometres.
 */
function withinMetres(centre: LatLng, metres: number) {
  const shrink = Math.cos((centre.lat * Math.PI) / 180);
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.max(shrink, 0.01));
  const box = sql`box(${pointOf({ lat: centre.lat - dLat, lng: centre.lng - dLng })}, ${pointOf({ lat: centre.lat + dLat, lng: centre.lng + dLng })})`;
  return sql`(${publicPoint} <@ ${box} and
    power((${properties.publicLat} - ${centre.lat}) * ${METRES_PER_DEGREE}, 2) +
    power((${properties.publicLng} - ${centre.lng}) * ${METRES_PER_DEGREE * shrink}, 2)
    <= ${metres * metres})`;
}

/** Newest first, the order of every list index; the index columns end in id so pages never overlap. */
export const newestFirst = [sql`${properties.createdAt} desc nulls last`, sql`${properties.id}`];

/**
 * Whom a list is for: 'listed' is the public (approved listings in public lists); statuses
 * (or undefined, every status) are the admin's.
 */
export type ListingAudience = 'listed' | readonly CampaignStatus[] | undefined;

/**
 * The conditions of a list's filters on properties, one per filter that is set. The public
 * condition is the bare column, the predicate every list index is limited to.
 */
export function filterConditions(filters: SearchFilters, statuses: ListingAudience) {
  const conditions: (SQL | undefined)[] = [
    statuses === 'listed'
      ? sql`${properties.listed}`
      : statuses?.length === 1
        ? eq(properties.campaignRequest, statuses[0]!)
        : statuses
          ? inArray(properties.campaignRequest, [...statuses])
          : undefined,
    filters.city ? eq(properties.city, filters.city) : undefined,
    filters.propertyType
      ? eq(properties.propertyType, filters.propertyType as PropertyType)
      : undefined,
    filters.purchase ? inArray(properties.propertyType, [...BOUGHT_TYPES]) : undefined,
    filters.kinds?.length ? inArray(properties.property, filters.kinds) : undefined,
    filters.bhk?.length ? inArray(properties.bhk, filters.bhk) : undefined,
    filters.furnishing?.length
      ? inArray(properties.propertyCondition, filters.furnishing)
      : undefined,
    filters.listedBy ? eq(properties.listedBy, filters.listedBy) : undefined,
    filters.sharing?.length ? inArray(properties.sharing, filters.sharing) : undefined,
    filters.amenities?.length
      ? sql`${properties.amenities} @> ${sql`array[${sql.join(
          filters.amenities.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]`}`
      : undefined,
    filters.minPrice !== undefined ? gte(amount, filters.minPrice) : undefined,
    filters.maxPrice !== undefined ? lte(amount, filters.maxPrice) : undefined,
    filters.minArea !== undefined ? gte(properties.area, filters.minArea) : undefined,
    filters.maxArea !== undefined ? lte(properties.area, filters.maxArea) : undefined,
    filters.near && filters.radius !== undefined
      ? withinMetres(filters.near, filters.radius)
      : undefined,
    filters.bbox ? withinBox(filters.bbox) : undefined,
    filters.polygon ? sql`${publicPoint} <@ ${polygonText(filters.polygon)}::polygon` : undefined,
  ];
  return conditions;
}
