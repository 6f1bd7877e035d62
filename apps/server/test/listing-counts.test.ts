import fc from 'fast-check';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, type SearchFilters } from '@basera/contract';
import { properties, users } from '../src/db/schema';
import { countByCategory } from '../src/search/category-counts';
import { filterConditions } from '../src/search/conditions';
import { createTestApp, type TestApp } from './harness';
import { insertOwner, listingArb, questionArb, row, shownToPublic } from './listing-arbitraries';

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

const writeArb = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), rows: fc.array(listingArb, { maxLength: 8 }) }),
  fc.record({ op: fc.constant('update' as const), pick: fc.nat(), set: listingArb }),
  fc.record({ op: fc.constant('status' as const), to: fc.constantFrom(...CAMPAIGN_STATUSES) }),
  fc.record({
    op: fc.constant('hide' as const),
    reason: fc.constantFrom('unavailableAt', 'unconfirmedAt', 'reportedAt'),
    on: fc.boolean(),
  }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.constant({ op: 'deleteOwner' as const }),
);

const newOwner = (n: number) => insertOwner(t.database.db, `Owner${n}`);

async function plainCount(filters: SearchFilters) {
  const [result] = await t.database.db
    .select({ n: count() })
    .from(properties)
    .where(and(...filterConditions(filters, undefined), shownToPublic));
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
            // Owners mark listings rented, the daily job hides unconfirmed ones, reports hold them.
            if (write.op === 'hide' && all.length)
              await db
                .update(properties)
                .set({ [write.reason]: write.on ? new Date() : null })
                .where(
                  inArray(
                    properties.id,
                    all.filter((_, i) => i % 3 !== 1),
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
            const kept = await countByCategory(db, question, [], 'listed');
            expect(kept, JSON.stringify(question)).toBe(await plainCount(question));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('leaves the questions it cannot answer to a plain count', async () => {
    const db = t.database.db;
    expect(await countByCategory(db, {}, ['mowa'], 'listed')).toBeNull();
    expect(await countByCategory(db, { minArea: 800 }, [], 'listed')).toBeNull();
    expect(await countByCategory(db, { amenities: ['Lift', 'Gym'] }, [], 'listed')).toBeNull();
    // An admin's question by status counts hidden listings too: not what the counts keep.
    expect(await countByCategory(db, {}, [], ['Approve'])).toBeNull();
    expect(await countByCategory(db, {}, [], ['Submitted'])).toBeNull();
    expect(await countByCategory(db, {}, [], undefined)).toBeNull();
  });
});
