import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import {
  BHK_OPTIONS,
  CAMPAIGN_STATUSES,
  FURNISHING_OPTIONS,
  HIDDEN_BECAUSE,
  LISTED_BY,
  PROPERTY_TYPES,
  SHARING_OPTIONS,
  type HiddenBecause,
  type SearchFilters,
} from '@basera/contract';

/** Random listings and search questions for the property tests of search totals and matches. */

const CITIES = ['Bilaspur', 'Raipur', 'Durg', 'Bhilai'] as const;
const KINDS = ['Apartment', 'Villa', 'Shop', 'Office Space'] as const;
const AMENITIES = ['Lift', 'Parking', 'Gym'] as const;
/** Band tops, just either side of them, zero, and ordinary amounts. */
const AMOUNTS = [
  0, 999, 1000, 1000.5, 14999, 15000, 15001, 20000, 99999, 100000, 100001, 250000, 1000000, 4500000,
  10000000, 10000001, 99000000, 100000000, 150000000, 100000000000,
];

export const listingArb = fc.record({
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  campaignRequest: fc.constantFrom(...CAMPAIGN_STATUSES, 'Approve', 'Approve'),
  city: fc.constantFrom(...CITIES),
  property: fc.option(fc.constantFrom(...KINDS), { nil: null }),
  bhk: fc.option(fc.constantFrom(...BHK_OPTIONS), { nil: null }),
  propertyCondition: fc.option(fc.constantFrom(...FURNISHING_OPTIONS), { nil: null }),
  listedBy: fc.constantFrom(...LISTED_BY),
  sharing: fc.option(fc.constantFrom(...SHARING_OPTIONS), { nil: null }),
  amenities: fc.uniqueArray(fc.constantFrom(...AMENITIES), { maxLength: 3 }),
  amount: fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer({ min: 0, max: 200_000_000 })),
  /** Mostly shown; else out of public lists for one reason (or several). */
  hidden: fc.oneof(
    { arbitrary: fc.constant([] as HiddenBecause[]), weight: 3 },
    { arbitrary: fc.uniqueArray(fc.constantFrom(...HIDDEN_BECAUSE), { minLength: 1 }), weight: 1 },
  ),
});
export type Listing = typeof listingArb extends fc.Arbitrary<infer T> ? T : never;

const amountArb = fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer({ min: 0, max: 200_000_000 }));
const categoryFilters = fc.record({
  city: fc.constantFrom(...CITIES),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  purchase: fc.constant(true as const),
  kinds: fc.uniqueArray(fc.constantFrom(...KINDS), { minLength: 1, maxLength: 2 }),
  bhk: fc.uniqueArray(fc.constantFrom(...BHK_OPTIONS), { minLength: 1, maxLength: 3 }),
  furnishing: fc.uniqueArray(fc.constantFrom(...FURNISHING_OPTIONS), { minLength: 1 }),
  listedBy: fc.constantFrom(...LISTED_BY),
  sharing: fc.uniqueArray(fc.constantFrom(...SHARING_OPTIONS), { minLength: 1 }),
  amenities: fc.constantFrom(['Lift'], ['Parking'], ['Gym']),
});
/**
 * A question of up to two category filters and, mostly, a budget: broad enough to match some
 * listings, so a wrong count shows.
 */
export const questionArb: fc.Arbitrary<SearchFilters> = fc
  .tuple(
    categoryFilters,
    fc.subarray(
      [
        'city',
        'propertyType',
        'purchase',
        'kinds',
        'bhk',
        'furnishing',
        'listedBy',
        'sharing',
        'amenities',
      ] as const,
      { maxLength: 2 },
    ),
    fc.option(amountArb, { nil: undefined, freq: 3 }),
    fc.option(amountArb, { nil: undefined, freq: 3 }),
  )
  .map(([all, keys, minPrice, maxPrice]) => ({
    ...Object.fromEntries(keys.map((key) => [key, all[key]])),
    minPrice,
    maxPrice,
  }));

/**
 * Where a listing written straight to the database is: a pin in Raipur and a point 150 m from it
 * (the app places what it writes itself, properties/position.ts).
 */
export const PLACED_IN_RAIPUR = {
  lat: 21.2514,
  lng: 81.6296,
  publicLat: 21.252749,
  publicLng: 81.6296,
} as const;

/** A listing row: the triggers only read the columns a search filters on. */
export function row(userId: string, listing: Listing, words = 'counted listing') {
  const { amount, hidden, ...rest } = listing;
  const priced = listing.propertyType === 'sell' || listing.propertyType === 'plot';
  const when = (reason: HiddenBecause) => (hidden.includes(reason) ? new Date() : null);
  return {
    ...rest,
    unavailableAt: when('unavailable'),
    unconfirmedAt: when('unconfirmed'),
    reportedAt: when('reported'),
    userId,
    propertyTitle: 'Counted listing',
    desc: 'A listing for the count test',
    address: 'Ward 1',
    mapLink: 'https://maps.example/1',
    ...PLACED_IN_RAIPUR,
    area: 900,
    price: priced ? amount : null,
    rent: priced ? null : amount,
    searchVector: sql`to_tsvector('simple', ${words})`,
  };
}

/** An owner written straight to the database, for listings inserted as rows. */
export async function insertOwner(db: Db, name: string) {
  const [owner] = await db
    .insert(users)
    .values({
      firstName: 'Listing',
      lastName: name,
      phone: '9000000000',
      whatsApp: '9000000000',
      email: `${name.toLowerCase()}.${Date.now()}@example.in`,
      passwordHash: 'not-a-hash',
      isOwner: true,
    })
    .returning({ id: users.id });
  return owner!.id;
}

/**
 * The public lists' rule written out on its own, for the tests to compare with: approved, and
 * not hidden for any reason (the app reads the stored `listed` column instead).
 */
export const shownToPublic = sql`campaign_request = 'Approve' and unavailable_at is null
  and unconfirmed_at is null and reported_at is null`;
