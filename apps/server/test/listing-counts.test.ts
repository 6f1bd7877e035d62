import fc from 'fast-check';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BHK_OPTIONS,
  CAMPAIGN_STATUSES,
  FURNISHING_OPTIONS,
  LISTED_BY,
  PROPERTY_TYPES,
  SHARING_OPTIONS,
  type SearchFilters,
} from '@basera/contract';
import { properties, users } from '../src/db/schema';
import { countByCategory } from '../src/search/category-counts';
import { filterConditions } from '../src/search/conditions';
import { createTestApp, type TestApp } from './harness';

/*
 * listing_counts (docs/decisions/0012-counts-kept-by-category.md) is kept by triggers on every
 * kind of write, and a search's total is read from it with amount bands and their edges. For
 * any run of writes and any question without words, the total it gives must be the number of
 * listings a plain count finds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CITIES = ['Bilaspur', 'Raipur', 'Durg', 'Bhilai'] as const;
const KINDS = ['Apartment', 'Villa', 'Shop', 'Office Space'] as const;
const AMENITIES = ['Lift', 'Parking', 'Gym'] as const;
/** Band tops, just either side of them, zero, and ordinary amounts. */
const AMOUNTS = [
  0, 999, 1000, 1000.5, 14999, 15000, 15001, 20000, 99999, 100000, 100001, 250000, 1000000, 4500000,
  10000000, 10000001, 99000000, 100000000, 150000000, 100000000000,
];

const listingArb = fc.record({
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
});
type Listing = typeof listingArb extends fc.Arbitrary<infer T> ? T : never;

const writeArb = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), rows: fc.array(listingArb, { maxLength: 8 }) }),
  fc.record({ op: fc.constant('update' as const), pick: fc.nat(), set: listingArb }),
  fc.record({ op: fc.constant('status' as const), to: fc.constantFrom(...CAMPAIGN_STATUSES) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.constant({ op: 'deleteOwner' as const }),
);

const amountArb = fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer({ min: 0, max: 200_000_000 }));
const categoryFilters = fc.record({
  city: fc.constantFrom(...CITIES),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
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
const questionArb: fc.Arbitrary<SearchFilters> = fc
  .tuple(
    categoryFilters,
    fc.subarray(
      [
        'city',
        'propertyType',
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

/** A listing row: the triggers only read the columns a search filters on. */
function row(userId: string, listing: Listing) {
  const { amount, ...rest } = listing;
  const priced = listing.propertyType === 'sell' || listing.propertyType === 'plot';
  return {
    ...rest,
    userId,
    propertyTitle: 'Counted listing',
    desc: 'A listing for the count test',
    address: 'Ward 1',
    mapLink: 'https://maps.example/1',
    area: 900,
    price: priced ? amount : null,
    rent: priced ? null : amount,
    searchVector: sql`to_tsvector('simple', 'counted listing')`,
  };
}

async function newOwner(n: number) {
  const [owner] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Count',
      lastName: `Owner${n}`,
      phone: '9000000000',
      whatsApp: '9000000000',
      email: `count.owner${n}.${Date.now()}@example.in`,
      passwordHash: 'not-a-hash',
      isOwner: true,
    })
    .returning({ id: users.id });
  return owner!.id;
}

async function plainCount(filters: SearchFilters) {
  const [result] = await t.database.db
    .select({ n: count() })
    .from(properties)
    .where(and(...filterConditions(filters, ['Approve'])));
  return result!.n;
}

async function ids() {
  const rows = await t.database.db.select({ id: properties.id }).from(properties);
  return rows.map((r) => r.id);
}

describe('listing_counts', () => {
  it('gives the same total as counting the listings, after any run of writes', async () => {
    let owners = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(writeArb, { minLength: 1, maxLength: 8 }),
        fc.array(questionArb, { minLength: 4, maxLength: 8 }),
        async (writes, questions) => {
          const db = t.database.db;
          let owner = await newOwner(owners++);
          for (const write of writes) {
            const all = await ids();
            if (write.op === 'insert' && write.rows.length)
              await db.insert(properties).values(write.rows.map((r) => row(owner, r)));
            if (write.op === 'update' && all.length) {
              await db
                .update(properties)
                .set(row(owner, write.set))
                .where(eq(properties.id, all[write.pick % all.length]!));
            }
            if (write.op === 'status' && all.length)
              await db
                .update(properties)
                .set({ campaignRequest: write.to })
                .where(
                  inArray(
                    properties.id,
                    all.filter((_, i) => i % 2 === 0),
                  ),
                );
            if (write.op === 'delete' && all.length)
              await db.delete(properties).where(eq(properties.id, all[write.pick % all.length]!));
            // Removing an owner removes their listings by cascade.
            if (write.op === 'deleteOwner') {
              await db.delete(users).where(eq(users.id, owner));
              owner = await newOwner(owners++);
            }
          }
          for (const question of questions) {
            if (
              question.minPrice !== undefined &&
              question.maxPrice !== undefined &&
              question.minPrice > question.maxPrice
            )
              continue;
            const kept = await countByCategory(db, question, [], ['Approve']);
            expect(kept, JSON.stringify(question)).toBe(await plainCount(question));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('leaves the questions it cannot answer to a plain count', async () => {
    const db = t.database.db;
    expect(await countByCategory(db, {}, ['mowa'], ['Approve'])).toBeNull();
    expect(await countByCategory(db, { minArea: 800 }, [], ['Approve'])).toBeNull();
    expect(await countByCategory(db, { amenities: ['Lift', 'Gym'] }, [], ['Approve'])).toBeNull();
    expect(await countByCategory(db, {}, [], ['Submitted'])).toBeNull();
    expect(await countByCategory(db, {}, [], undefined)).toBeNull();
  });
});
