import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@basera/contract';
import { dataVersions } from '../src/db/schema';
import { rebuildSearchIndexIfStale } from '../src/search/index-builder';
import { createTestApp, type TestApp } from './harness';
import {
  addListing,
  approvedListing,
  rentListing,
  signedInOwner,
  submittedListing,
  type Owner,
} from './fixtures';
import { adminEnv, signedInAdmin } from './support';

let t: TestApp;
let owner: Owner;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

const HOSTILE = "see flat.in/)(' apartment.in/)(' a|b & c:* !d <-> 'e' \\f";
const listing = (over: Record<string, unknown>) => ({ ...rentListing, ...over });
const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/user/search?search=${encodeURIComponent(query)}` });
const vocabulary = async () =>
  (
    (await t.database.db.execute(sql`select word from search_words order by word`)) as unknown as {
      rows: { word: string }[];
    }
  ).rows.map((row) => row.word);

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  owner = await signedInOwner(t);
  await approvedListing(t, owner, admin, listing({ propertyTitle: 'Sunny flat near Link Road' }));
});
afterAll(() => t.close());

describe('one listing cannot break search for everyone', () => {
  it('a draft full of query operators leaves search answering', async () => {
    const draft = await addListing(
      t,
      owner,
      listing({ propertyTitle: 'Trap', desc: `${HOSTILE} ${HOSTILE}` }),
    );
    for (const query of ['flat', 'apartment', 'flat in', 'see']) {
      const res = await search(query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
    expect(((await search('flat')).json() as Property[]).map((p) => p.propertyTitle)).toEqual([
      'Sunny flat near Link Road',
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: '/owner/deleteProperty',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId: draft },
    });
    expect((await search('flat')).statusCode).toBe(200);
  });

  it('an approved listing full of query operators leaves search answering too', async () => {
    await approvedListing(
      t,
      owner,
      admin,
      listing({ propertyTitle: "Odd 'flat' (see) | note", desc: `${HOSTILE} ${HOSTILE}` }),
    );
    const res = await search('flat');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Property[]).length).toBe(2);
    expect((await search('see note')).statusCode).toBe(200);
  });

  it('only approved listings add words to the vocabulary, and only letters and digits', async () => {
    const waiting = await submittedListing(
      t,
      owner,
      listing({ propertyTitle: 'Zanzibarish villa', desc: 'A quixotically named draft listing.' }),
    );
    expect(await vocabulary()).not.toContain('zanzibarish');
    const approved = await t.app.inject({
      method: 'PUT',
      url: '/admin/updateCampaignRequest',
      headers: admin.headers,
      payload: { userId: owner.userId, propertyId: waiting, campaignRequest: 'Approve' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const words = await vocabulary();
    expect(words).toContain('zanzibarish');
    for (const word of words) expect(word).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
  });

  it('a vocabulary holding bad words from older versions is cleaned at start', async () => {
    await t.database.db.execute(
      sql`insert into search_words (word) values ('flat.in/)('''), ('a|b'), ('c:*') on conflict do nothing`,
    );
    await t.database.db
      .update(dataVersions)
      .set({ version: 1 })
      .where(sql`${dataVersions.name} = 'search_index'`);
    expect(await rebuildSearchIndexIfStale(t.database.db)).toBeGreaterThan(0);
    const words = await vocabulary();
    for (const word of words) expect(word).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
    expect(words).toContain('flat');
    expect((await search('flat')).statusCode).toBe(200);
  });

  it('any search text, however odd, answers 2xx or 4xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 250 }),
          fc.string({ unit: fc.constantFrom(...`'"()!&|:*<>-\\% _.,/;`.split(''), 'a', '1') }),
          fc
            .array(fc.constantFrom('flat', 'see', 'apartment', 'in', 'bilaspr', "'", '(', '|'), {
              maxLength: 12,
            })
            .map((words) => words.join(' ')),
          // Words of one meaning, phrases with a chip inside, rooms, and budgets to buy.
          fc
            .array(
              fc.constantFrom(
                ...['link', 'road', 'लिंक', 'रोड', 'girls', 'ladke', 'nava', 'raipur', 'atal'],
                ...['nagar', 'kamra', 'pg', 'shop', 'sale', 'plot', 'rent', '50', 'lakh', 'se'],
                ...['kam', 'per', 'month', "'", '|'],
              ),
              { maxLength: 12 },
            )
            .map((words) => words.join(' ')),
        ),
        fc.constantFrom('', 'City', 'Raipur', 'x\u0000y', "Durg'"),
        async (text, city) => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/user/search',
            query: { search: text, city },
          });
          expect(res.statusCode, `${JSON.stringify(text)}: ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the public answer cache', () => {
  it('keeps one entry for spellings of the same question', async () => {
    const before = await search('Corner shop');
    expect(before.statusCode).toBe(200);
    const held = t.app.publicCache.entries;
    for (let i = 1; i <= 30; i++) {
      expect((await search(`corner${'!'.repeat(i)}   SHOP ${'?'.repeat(i)}`)).statusCode).toBe(200);
    }
    expect((await search('shop corner')).statusCode).toBe(200);
    expect(t.app.publicCache.entries).toBe(held);
  });
});
