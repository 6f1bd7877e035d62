import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  BOUGHT_TYPES,
  type CampaignStatus,
  type PropertyType,
  type SearchFilters,
} from '@basera/contract';
import { properties } from '../db/schema';

/** Sell and plot listings are priced; the others are rented by the month (a stored column). */
export const amount = properties.amount;

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
  ];
  return conditions;
}
