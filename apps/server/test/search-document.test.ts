import fc from 'fast-check';
import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFilters } from '@basera/contract';
import { properties } from '../src/db/schema';
import { findListingPage } from '../src/properties/repository';
import { filterConditions } from '../src/search/conditions';
import { rebuildVocabulary } from '../src/search/vocabulary';
import { createTestApp, type TestApp } from './harness';
import { insertOwner, listingArb, questionArb, row, shownToPublic } from './listing-arbitraries';

/*
 * A search with words looks its category filters up in the search index, through lexemes that
 * listing_facets writes in SQL and facetTerms writes in TypeScript
 * (docs/decisions/0013-words-and-filters-in-one-index.md). If the two ever spell a category
 * differently, searches with words and that filter find nothing. For any listings and any
 * question, a search with a word must find exactly the listings a plain query finds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function plainMatches(filters: SearchFilters, word: string) {
  const rows = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        ...filterConditions(filters, undefined),
        shownToPublic,
        sql`${properties.searchVector} @@ ${`'${word}'`}::tsquery`,
      ),
    );
  return rows.map((r) => r.id).sort();
}

describe('words with category filters', () => {
  it('find the same listings as the filters and the word checked on every row', async () => {
    const db = t.database.db;
    const owner = await insertOwner(db, 'Document');
    // Every listing has 'sunrise' or 'lakeview' (or both): a word that matches some listings
    // and not others, so a filter lost or added in the index shows in the results.
    const listings = fc.sample(
      fc.tuple(listingArb, fc.constantFrom('sunrise', 'lakeview', 'sunrise lakeview')),
      120,
    );
    await db
      .insert(properties)
      .values(
        listings.map(([listing, words]) =>
          row(owner, { ...listing, campaignRequest: 'Approve' }, `${words} tower`),
        ),
      );
    await rebuildVocabulary(db);

    let matched = 0;
    await fc.assert(
      fc.asyncProperty(
        questionArb,
        fc.constantFrom('sunrise', 'lakeview'),
        async (filters, word) => {
          const found = await findListingPage(db, {
            filters,
            terms: [{ words: [word], sameAs: [] }],
            statuses: 'listed',
            sort: 'newest',
            limit: 200,
            offset: 0,
          });
          const expected = await plainMatches(filters, word);
          expect(found.total, JSON.stringify(filters)).toBe(expected.length);
          expect(found.items.map((item) => item._id).sort()).toEqual(expected);
          if (expected.length > 0) matched++;
        },
      ),
      { numRuns: 150 },
    );
    // The property means something only if many questions match some listings.
    expect(matched).toBeGreaterThan(50);
  });
});
