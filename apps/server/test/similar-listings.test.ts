import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIMILAR_SHOWN,
  isSimilar,
  propertyListSchema,
  similarityDistance,
  type Property,
} from '@basera/contract';
import { properties } from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, rentListing, signedInOwner } from './fixtures';
import { insertOwner, row, type Listing } from './listing-arbitraries';
import { adminEnv, signedInAdmin, signedInUser } from './support';

/*
 * 'More like this' (GET /api/property/{id}/similar): other public listings of the same city and
 * type, near in amount (±25%) and area (±30%), closest first, never the listing itself.
 */

let t: TestApp;
let owner: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Shape = Partial<Listing> & { area?: number; title?: string };

/** Listings written straight to the database (a Raipur rent flat unless told otherwise). */
async function insert(...shapes: Shape[]): Promise<string[]> {
  const ids: string[] = [];
  for (const { area = 1000, title = 'Similar flat', ...shape } of shapes) {
    const base: Listing = {
      city: 'Raipur',
      propertyType: 'rent',
      property: 'Apartment',
      bhk: '2 BHK',
      propertyCondition: 'Furnished',
      listedBy: 'Owner',
      sharing: null,
      amenities: [],
      amount: 10_000,
      campaignRequest: 'Approve',
      hidden: [],
      ...shape,
    } as Listing;
    const [inserted] = await t.database.db
      .insert(properties)
      .values({ ...row(owner, base), area, propertyTitle: title })
      .returning({ id: properties.id });
    ids.push(inserted!.id);
  }
  await t.app.publicCache.invalidate();
  return ids;
}

const similar = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/property/${id}/similar`, headers });

async function similarIds(id: string, headers: Record<string, string> = {}) {
  const res = await similar(id, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (propertyListSchema.parse(res.json()) as Property[]).map((p) => p._id);
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  owner = await insertOwner(t.database.db, 'Similar');
});
afterAll(() => t.close());

describe('GET /api/property/{id}/similar', () => {
  it('lists the same city and type within the bands, closest first, never the listing itself', async () => {
    const [listing] = await insert({ amount: 10_000, area: 1000, city: 'Durg' });
    const [same, near, nearer, farther, edge] = await insert(
      { amount: 10_000, area: 1000, city: 'Durg', title: 'Twin' },
      { amount: 11_000, area: 1100, city: 'Durg' }, // 0.1 + 0.1
      { amount: 10_500, area: 1000, city: 'Durg' }, // 0.05
      { amount: 8_000, area: 760, city: 'Durg' }, // 0.2 + 0.24
      { amount: 12_500, area: 1300, city: 'Durg' }, // both bands' edges: 0.25 + 0.3
    );
    const outside = await insert(
      { amount: 12_600, area: 1000, city: 'Durg' }, // price above the band
      { amount: 7_400, area: 1000, city: 'Durg' }, // price below
      { amount: 10_000, area: 1310, city: 'Durg' }, // area above
      { amount: 10_000, area: 690, city: 'Durg' }, // area below
      { amount: 10_000, area: 1000, city: 'Bhilai' }, // another city
      { amount: 10_000, area: 1000, city: 'Durg', propertyType: 'commercial' }, // another type
      { amount: 10_000, area: 1000, city: 'Durg', campaignRequest: 'Submitted' },
      { amount: 10_000, area: 1000, city: 'Durg', campaignRequest: 'Reject' },
      { amount: 10_000, area: 1000, city: 'Durg', campaignRequest: 'Pending' },
      { amount: 10_000, area: 1000, city: 'Durg', hidden: ['unavailable'] },
      { amount: 10_000, area: 1000, city: 'Durg', hidden: ['reported'] },
    );

    const ids = await similarIds(listing!);
    expect(ids).toEqual([same, nearer, near, farther, edge]);
    expect(ids).not.toContain(listing);
    for (const id of outside) expect(ids).not.toContain(id);
  });

  it('answers at most six, and the public shape: no exact map link, the shown position', async () => {
    const [listing, ...others] = await insert(
      ...Array.from({ length: 9 }, (_, i) => ({
        amount: 20_000 + i * 100,
        city: 'Bilaspur' as const,
      })),
    );
    const res = await similar(listing!);
    expect(res.statusCode, res.body).toBe(200);
    const list = propertyListSchema.parse(res.json()) as Property[];
    expect(list).toHaveLength(SIMILAR_SHOWN);
    expect(list.map((p) => p._id)).toEqual(others.slice(0, SIMILAR_SHOWN));
    expect(res.body).not.toContain('mapLink');
    // A public read: no private-answer header, so browsers and CDNs may keep it.
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('works for a real approved listing with no token and with a user token, the same answer', async () => {
    const admin = await signedInAdmin(t);
    const lister = await signedInOwner(t);
    const reader = await signedInUser(t);
    const first = await approvedListing(t, lister, admin, { ...rentListing, rent: 14_000 });
    const second = await approvedListing(t, lister, admin, {
      ...rentListing,
      propertyTitle: 'Another flat near Vyapar Vihar',
      rent: 15_000,
      area: 1200,
    });
    expect(await similarIds(first)).toEqual([second]);
    expect(await similarIds(first, reader.headers)).toEqual([second]);
    expect(await similarIds(second, lister.headers)).toEqual([first]);
    // An edit sends the second listing back to review: it leaves the first one's list at once.
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/owner/updateProperty',
      headers: lister.headers,
      payload: { userId: lister.userId, propertyId: second, ...rentListing, rent: 15_500 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await similarIds(first)).toEqual([]);
    // And, no longer public, it has no list of its own: 404, even to its owner.
    expect((await similar(second)).statusCode).toBe(404);
    expect((await similar(second, lister.headers)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id or a listing that is not public, 400 for a malformed id', async () => {
    const [pending, rejected] = await insert(
      { campaignRequest: 'Pending' },
      { campaignRequest: 'Reject' },
    );
    for (const id of [UNKNOWN, pending!, rejected!]) {
      const res = await similar(id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ msg: 'Property not found' });
    }
    const bad = await similar('not-a-listing');
    expect(bad.statusCode, bad.body).toBe(400);
  });

  it('every listing answered lies in the bands, in order of the contract measure (any listings)', async () => {
    const amounts = fc.integer({ min: 1_000, max: 40_000 });
    const areas = fc.integer({ min: 300, max: 3_000 });
    const listing = fc.record({
      amount: amounts,
      area: areas,
      city: fc.constantFrom('Raipur', 'Durg'),
      propertyType: fc.constantFrom('rent', 'sell'),
      campaignRequest: fc.constantFrom('Approve', 'Approve', 'Approve', 'Submitted', 'Reject'),
    });
    await fc.assert(
      fc.asyncProperty(listing, fc.array(listing, { maxLength: 12 }), async (self, others) => {
        await t.database.db.execute(sql`delete from properties where user_id = ${owner}`);
        const [id] = await insert(self as Shape);
        const otherIds = await insert(...(others as Shape[]));
        const res = await similar(id!);
        if (self.campaignRequest !== 'Approve') {
          expect(res.statusCode).toBe(404);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const list = propertyListSchema.parse(res.json()) as Property[];
        const basis = { ...self, price: self.amount, rent: self.amount };
        const expected = others
          .map((other, i) => ({ other, id: otherIds[i]! }))
          .filter(({ other }) => other.campaignRequest === 'Approve')
          .filter(({ other }) =>
            isSimilar(basis, { ...other, price: other.amount, rent: other.amount }),
          )
          .map(({ other }) =>
            similarityDistance(basis, { ...other, price: other.amount, rent: other.amount }),
          )
          .sort((a, b) => a - b)
          .slice(0, SIMILAR_SHOWN);
        expect(list.length).toBe(expected.length);
        const distances = list.map((p) => {
          expect(p._id).not.toBe(id);
          expect(isSimilar(basis, p)).toBe(true);
          return similarityDistance(basis, p);
        });
        for (const [i, distance] of distances.entries())
          expect(distance).toBeCloseTo(expected[i]!, 9);
      }),
      { numRuns: 40 },
    );
  });
});
