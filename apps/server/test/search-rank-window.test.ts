import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@basera/contract';
import { properties } from '../src/db/schema';
import { findListingPage } from '../src/properties/repository';
import { createTestApp, type TestApp } from './harness';
import { signedInOwner } from './fixtures';
import { PLACED_IN_RAIPUR } from './listing-arbitraries';

/*
 * A broad text search (more matches than the ranking window, 1,000) ranks the newest 1,000
 * matches by relevance and lists the rest after them, newest first
 * (docs/decisions/0012-counts-kept-by-category.md). Every match still appears exactly once
 * across the pages, and the total counts them all.
 */

const MATCHES = 1_050;
let t: TestApp;
/** Listing titles: 'Mowa n', created n minutes after the first; every 10th has the word in its title. */
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInOwner(t);
  await t.database.db.insert(properties).values(
    Array.from({ length: MATCHES }, (_, n) => {
      const inTitle = n % 10 === 0;
      return {
        userId: owner.userId,
        propertyType: 'rent' as const,
        campaignRequest: 'Approve' as const,
        propertyTitle: `${inTitle ? 'Mowa' : 'Flat'} ${n}`,
        desc: 'A flat',
        address: 'Ward 1',
        city: 'Raipur',
        mapLink: 'https://maps.example/1',
        ...PLACED_IN_RAIPUR,
        area: 900,
        listedBy: 'Owner' as const,
        rent: 10_000,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
        // The word in the title (weight A) ranks above the word in the description (D).
        searchVector: inTitle
          ? sql`setweight(to_tsvector('simple', 'mowa'), 'A')`
          : sql`setweight(to_tsvector('simple', 'mowa'), 'D')`,
      };
    }),
  );
  await t.database.db.execute(sql`insert into search_words (word) values ('mowa')`);
});
afterAll(() => t.close());

async function page(offset: number, limit: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/user/search?search=mowa&limit=${limit}&offset=${offset}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['x-total-count']).toBe(String(MATCHES));
  return (res.json() as Property[]).map((p) => p.propertyTitle);
}

const numberOf = (title: string) => Number(title.split(' ')[1]);

describe('relevance on a broad search', () => {
  it('lists every match once across the pages, whatever the page size', async () => {
    for (const size of [100, 7]) {
      const titles: string[] = [];
      for (let offset = 0; offset < MATCHES + size; offset += size)
        titles.push(...(await page(offset, size)));
      expect(titles).toHaveLength(MATCHES);
      expect(new Set(titles).size).toBe(MATCHES);
    }
  });

  it('ranks the newest 1,000 matches by relevance, then lists the rest newest first', async () => {
    const titles: string[] = [];
    for (let offset = 0; offset < MATCHES; offset += 100) titles.push(...(await page(offset, 100)));
    const ranked = titles.slice(0, 1_000);
    // The newest 1,000 are numbers 50 to 1049; their 100 title matches come first, newest first.
    expect(ranked.slice(0, 100)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Mowa ${1040 - i * 10}`),
    );
    expect(ranked.slice(100).every((title) => title.startsWith('Flat'))).toBe(true);
    expect(Math.min(...ranked.map(numberOf))).toBe(50);
    // After the window: the 50 oldest, newest first, title match or not.
    expect(titles.slice(1_000).map(numberOf)).toEqual(Array.from({ length: 50 }, (_, i) => 49 - i));
  });

  it('keeps typo tolerance when PostgreSQL reads every table through its indexes', async () => {
    // Small test tables are read whole; here the planner must use the trigram and text
    // indexes, as it does at scale (an extension once broke the trigram index on PGlite only).
    const total = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const found = await findListingPage(tx, {
        filters: {},
        terms: [{ words: ['mowaa'], sameAs: [] }],
        statuses: 'listed',
        sort: 'relevance',
        limit: 6,
        offset: 0,
      });
      return found.total;
    });
    expect(total).toBe(MATCHES);
  });
});
