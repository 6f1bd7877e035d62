import { BOUGHT_TYPES, type PropertyType } from './constants';

/*
 * 'More like this' on a listing's page (GET /api/property/{id}/similar): other public listings
 * of the same city and type whose amount and area are near this one's. The server ranks them in
 * the database by these bands and this measure; the web and the tests read the same rules here
 * (docs/decisions/0052-more-like-this-in-the-database.md).
 */

/** How many similar listings a listing's page shows (and the endpoint answers at most). */
export const SIMILAR_SHOWN = 6;

/** A similar listing's amount (price, or monthly rent) is within this share of this one's. */
export const SIMILAR_PRICE_BAND = 0.25;

/** A similar listing's area is within this share of this one's. */
export const SIMILAR_AREA_BAND = 0.3;

/** What the rules compare: the listing's type, its amount (price or rent) and its area. */
export type SimilarBasis = {
  propertyType: PropertyType;
  city: string;
  price?: number | null;
  rent?: number | null;
  area: number;
};

/** The amount a budget reads: the price of sell and plot listings, the monthly rent of others. */
export function listingAmount(listing: Pick<SimilarBasis, 'propertyType' | 'price' | 'rent'>) {
  const bought = (BOUGHT_TYPES as readonly PropertyType[]).includes(listing.propertyType);
  return (bought ? listing.price : listing.rent) ?? null;
}

/** The inclusive ranges of amount and area a similar listing lies in; null without an amount. */
export function similarBands(listing: SimilarBasis) {
  const amount = listingAmount(listing);
  if (amount === null) return null;
  return {
    minAmount: amount * (1 - SIMILAR_PRICE_BAND),
    maxAmount: amount * (1 + SIMILAR_PRICE_BAND),
    minArea: listing.area * (1 - SIMILAR_AREA_BAND),
    maxArea: listing.area * (1 + SIMILAR_AREA_BAND),
  };
}

/**
 * How far `other` is from `listing`: the relative difference of their amounts plus that of
 * their areas (0: the same). Smaller is more alike; the list is closest first.
 */
export function similarityDistance(listing: SimilarBasis, other: SimilarBasis): number {
  const amount = listingAmount(listing) ?? 0;
  const otherAmount = listingAmount(other) ?? 0;
  const byAmount = amount > 0 ? Math.abs(otherAmount - amount) / amount : 0;
  const byArea = listing.area > 0 ? Math.abs(other.area - listing.area) / listing.area : 0;
  return byAmount + byArea;
}

/** Whether `other` may be shown as like `listing`: same city and type, within both bands. */
export function isSimilar(listing: SimilarBasis, other: SimilarBasis): boolean {
  const bands = similarBands(listing);
  const otherAmount = listingAmount(other);
  if (!bands || otherAmount === null) return false;
  return (
    other.city === listing.city &&
    other.propertyType === listing.propertyType &&
    otherAmount >= bands.minAmount &&
    otherAmount <= bands.maxAmount &&
    other.area >= bands.minArea &&
    other.area <= bands.maxArea
  );
}
