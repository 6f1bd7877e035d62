import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bboxParam,
  distanceMetres,
  findPlace,
  insidePolygon,
  mapAnswerSchema,
  nearParam,
  polygonParam,
  type Bbox,
  type LatLng,
  type MapAnswer,
  type Property,
} from '@basera/contract';
import { mapBudgetCells, mapCells, properties } from '../src/db/schema';
import { cellRange, cellsBox, POINTS_IN_VIEW, PRECOUNTED_UP_TO_ZOOM } from '../src/search/map-view';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, rentListing, signedInOwner } from './fixtures';
import { insertOwner, row, type Listing } from './listing-arbitraries';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

/*
 * Search by area and distance, and the map (issue 25, docs/decisions/0049-map-search-in-the-database.md):
 * `bbox`, `polygon` and `near` + `sort=distance` on both list paths, with every other filter and
 * words; GET /api/property/map groups what a view holds on a grid of its zoom. Each reads the
 * public position, never the owner's pin.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const inject = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await inject('GET', `/api/property?limit=100&${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as Property[],
    total: Number(res.headers['x-total-count']),
  };
}

async function mapOf(query: string, headers: Record<string, string> = {}): Promise<MapAnswer> {
  const res = await inject('GET', `/api/property/map?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return mapAnswerSchema.parse(res.json());
}

const RAIPUR_BOX: Bbox = { minLng: 81.55, minLat: 21.15, maxLng: 81.8, maxLat: 21.3 };
const ids = (items: { _id: string }[]) => items.map((item) => item._id).sort();

/** Listings written straight to the database, at given public positions, in one city box. */
const WORDS = 'listing on the map';
async function insertAt(positions: LatLng[], listing: Partial<Listing> = {}) {
  const owner = await insertOwner(t.database.db, 'Mapped');
  const base: Listing = {
    city: 'Raipur',
    propertyType: 'rent',
    property: 'Apartment',
    bhk: '2 BHK',
    propertyCondition: 'Furnished',
    listedBy: 'Owner',
    sharing: null,
    amenities: [],
    amount: 12_000,
    campaignRequest: 'Approve',
    hidden: [],
    ...listing,
  } as Listing;
  const rows = await t.database.db
    .insert(properties)
    .values(
      positions.map((at) => ({
        ...row(owner, base, WORDS),
        lat: at.lat,
        lng: at.lng,
        publicLat: at.lat,
        publicLng: at.lng,
      })),
    )
    .returning({ id: properties.id });
  // Rows written straight skip the vocabulary the search looks words up in.
  await t.database.db.execute(
    sql`insert into search_words (word) values ('listing'), ('map') on conflict do nothing`,
  );
  await t.app.publicCache.invalidate();
  return rows.map((r) => r.id);
}

describe('search by area', () => {
  it('bbox and polygon keep what is inside; near with sort=distance puts the nearest first, on both list paths', async () => {
    const centre = findPlace('Shankar Nagar')!.centre;
    const near = [0.002, 0.01, 0.03].map((d) => ({ lat: centre.lat + d, lng: centre.lng }));
    const far = { lat: 22.61, lng: 84.03 };
    const [a, b, c, outside] = await insertAt([...near, far], { bhk: '3 BHK' });

    const box = { minLng: 81.65, minLat: 21.25, maxLng: 81.67, maxLat: 21.265 };
    for (const path of ['/api/property', '/user/search']) {
      const inBox = await inject('GET', `${path}?bhk=3 BHK&bbox=${bboxParam(box)}&limit=50`);
      expect(inBox.statusCode, inBox.body).toBe(200);
      expect(ids(inBox.json() as Property[])).toEqual([a, b].sort());
      expect(inBox.headers['x-total-count']).toBe('2');

      const nearest = await inject(
        'GET',
        `${path}?bhk=3 BHK&near=${nearParam(far)}&sort=distance&limit=50`,
      );
      expect((nearest.json() as Property[]).map((p) => p._id)).toEqual([outside, c, b, a]);
    }

    const triangle = [
      { lat: centre.lat, lng: centre.lng - 0.01 },
      { lat: centre.lat + 0.02, lng: centre.lng },
      { lat: centre.lat, lng: centre.lng + 0.01 },
    ];
    const drawn = await list(`bhk=3 BHK&polygon=${polygonParam(triangle)}`);
    expect(ids(drawn.items)).toEqual([a, b].sort());
    expect(drawn.total).toBe(2);
  });

  it("reads 'near <locality>' as nearest first from its centre, with the other words and filters", async () => {
    const mowa = findPlace('Mowa')!.centre;
    // 100 m, 1.3 km and 3.3 km north of its centre.
    const [closest, next, beyond] = await insertAt(
      [0.001, 0.012, 0.03].map((d) => ({ lat: mowa.lat + d, lng: mowa.lng })),
      { bhk: '1 RK' },
    );
    const { items, total } = await list(`search=${encodeURIComponent('1rk near mowa')}`);
    expect(items.map((p) => p._id)).toEqual([closest, next]);
    expect(total).toBe(2);
    const newestFirst = await list(`search=${encodeURIComponent('1rk near mowa')}&sort=newest`);
    expect(ids(newestFirst.items)).toEqual(ids(items));
    // A wider reach, asked for, takes in the third; a `near` parameter replaces the text's place.
    const wider = await list(`search=${encodeURIComponent('1rk near mowa')}&radius=5000`);
    expect(wider.items.map((p) => p._id)).toEqual([closest, next, beyond]);
    const elsewhere = await list(
      `search=${encodeURIComponent('1rk near mowa')}&near=${nearParam({ lat: mowa.lat + 0.03, lng: mowa.lng })}`,
    );
    expect(elsewhere.items.map((p) => p._id)).toEqual([beyond, next, closest]);
  });

  it('answers 400 naming the parameter for a bad area or a distance order with nowhere to measure from', async () => {
    for (const [query, field] of [
      ['bbox=81,21,82', 'bbox'],
      ['bbox=81,21,82,95', 'bbox'],
      ['near=21.2', 'near'],
      ['near=21.2, 81.6', 'near'],
      ['polygon=81,21,82,22', 'polygon'],
      ['polygon=' + '81,21,'.repeat(61) + '81,21', 'polygon'],
      ['sort=distance', 'sort'],
      ['radius=2000', 'radius'],
      ['near=21.2,81.6&radius=50', 'radius'],
      ['near=21.2,81.6&radius=1.5', 'radius'],
      ['search=pg&sort=distance', 'sort'],
    ] as const) {
      for (const path of ['/api/property', '/user/search']) {
        const res = await inject('GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        const body = json(res);
        expect(JSON.stringify(body), query).toContain(field);
        expect(res.body).not.toMatch(/\n\s+at /);
      }
    }
  });

  it('finds a listing by where it is shown, never by its pin', async () => {
    const owner = await signedInOwner(t);
    const pin = { lat: 21.2392, lng: 81.6121 };
    const propertyId = await approvedListing(t, owner, admin, {
      ...rentListing,
      city: 'Raipur',
      location: pin,
    });
    const shown = (await (await inject('GET', `/api/property/${propertyId}`)).json()) as Property;
    const aroundPin = (metres: number): Bbox => {
      const d = metres / 111_000;
      return { minLng: pin.lng - d, minLat: pin.lat - d, maxLng: pin.lng + d, maxLat: pin.lat + d };
    };
    // A box of 60 m around the pin holds the pin but not the point shown (100 to 300 m away).
    const tight = await list(`bbox=${bboxParam(aroundPin(30))}`);
    expect(tight.items.map((p) => p._id)).not.toContain(propertyId);
    const around = await list(`bbox=${bboxParam(aroundPin(400))}`);
    expect(around.items.map((p) => p._id)).toContain(propertyId);
    const view = await mapOf(`bbox=${bboxParam(aroundPin(30))}&zoom=18`);
    expect(view.points.map((p) => p._id)).not.toContain(propertyId);
    const wide = await mapOf(`bbox=${bboxParam(aroundPin(400))}&zoom=18`);
    const marker = wide.points.find((p) => p._id === propertyId)!;
    expect({ lat: marker.lat, lng: marker.lng }).toEqual(shown.location);
  });
});

describe('GET /api/property/map', () => {
  it('shows each listing as a price marker while few are in view, and groups them on a grid when many are', async () => {
    const bilaspur = { lat: 22.0797, lng: 82.1409 };
    const spread = Array.from({ length: POINTS_IN_VIEW + 30 }, (_, k) => ({
      lat: bilaspur.lat + (k % 15) * 0.004,
      lng: bilaspur.lng + Math.floor(k / 15) * 0.004,
    }));
    await insertAt(spread, { propertyType: 'sell', amount: 4_500_000, bhk: '4 BHK' });
    const box: Bbox = { minLng: 82.1, minLat: 22.05, maxLng: 82.25, maxLat: 22.2 };

    const city = await mapOf(`bbox=${bboxParam(box)}&zoom=12&bhk=4 BHK`);
    expect(city.total).toBe(spread.length);
    const shownCount =
      city.points.length + city.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    expect(shownCount).toBe(spread.length);
    expect(city.clusters.length).toBeGreaterThan(0);
    expect(city.clusters.every((cluster) => cluster.count >= 2)).toBe(true);
    const counted = cellsBox(box, 12);
    for (const cluster of city.clusters) {
      expect(cluster.lat).toBeGreaterThanOrEqual(counted.minLat);
      expect(cluster.lng).toBeLessThanOrEqual(counted.maxLng);
    }

    // Zoomed in on one street: few enough listings to show each with its price.
    const street: Bbox = { minLng: 82.139, minLat: 22.079, maxLng: 82.15, maxLat: 22.09 };
    const close = await mapOf(`bbox=${bboxParam(street)}&zoom=17&bhk=4 BHK`);
    expect(close.clusters).toEqual([]);
    expect(close.points.length).toBe(close.total);
    expect(close.points.every((p) => p.amount === 4_500_000 && p.propertyType === 'sell')).toBe(
      true,
    );
    const listed = await list(`bbox=${bboxParam(cellsBox(street, 17))}&bhk=4 BHK`);
    expect(ids(close.points)).toEqual(ids(listed.items));
  });

  it('counts what the list finds, for any view, zoom and filters', async () => {
    const raipur = findPlace('Civil Lines')!.centre;
    await insertAt(
      Array.from({ length: 40 }, (_, k) => ({
        lat: raipur.lat + ((k * 7) % 13) * 0.003,
        lng: raipur.lng + ((k * 5) % 11) * 0.003,
      })),
      { bhk: '1 BHK', amount: 7_000 },
    );
    // Amounts on a band's top, inside a band and in other bands, for budgets that cut them.
    for (const [k, amount] of [6_500, 7_500, 9_000, 9_001, 15_000, 150_000].entries())
      await insertAt(
        Array.from({ length: 6 }, (_, j) => ({
          lat: raipur.lat + ((j * 3 + k) % 9) * 0.004,
          lng: raipur.lng + ((j * 2 + k) % 7) * 0.004,
        })),
        { bhk: k % 2 ? '1 BHK' : '2 BHK', amount },
      );
    const coordinate = (min: number, max: number) =>
      fc.integer({ min: Math.round(min * 1e4), max: Math.round(max * 1e4) }).map((v) => v / 1e4);
    const view = fc.record({
      lng: fc.tuple(coordinate(81.6, 81.7), coordinate(81.6, 81.7)),
      lat: fc.tuple(coordinate(21.22, 21.3), coordinate(21.22, 21.3)),
      zoom: fc.integer({ min: 0, max: 20 }),
      bhk: fc.constantFrom('', '&bhk=1 BHK', '&bhk=2 BHK,1 BHK'),
      type: fc.constantFrom('', '&propertyType=rent', '&city=Raipur', '&city=Durg'),
      words: fc.constantFrom('', '', '&search=map', '&search=nothingmatches'),
      // Budgets on a band's top and inside bands, open at either end, in one band or several.
      budget: fc.constantFrom(
        '',
        '',
        '&maxPrice=9000',
        '&maxPrice=7500',
        '&minPrice=7000',
        '&minPrice=6600&maxPrice=9000',
        '&minPrice=7100&maxPrice=7900',
        '&minPrice=9000&maxPrice=15000',
        '&minPrice=1&maxPrice=200000',
      ),
    });
    await fc.assert(
      fc.asyncProperty(view, async ({ lng, lat, zoom, bhk, type, words, budget }) => {
        const box = readBox(lng, lat);
        const filters = `${bhk}${type}${words}${budget}`;
        const shown = await mapOf(`bbox=${bboxParam(box)}&zoom=${zoom}${filters}`);
        // The map counts the whole of every cell the view touches.
        const listed = await list(`bbox=${bboxParam(cellsBox(box, zoom))}${filters}`);
        expect(shown.total).toBe(listed.total);
        const counted =
          shown.points.length + shown.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
        expect(counted).toBe(listed.total);
        if (listed.total <= POINTS_IN_VIEW) expect(ids(shown.points)).toEqual(ids(listed.items));
      }),
      { numRuns: 120 },
    );
  });

  it('keeps map_cells and map_budget_cells equal to the listed rows, cell by cell, after any run of writes', async () => {
    const db = t.database.db;
    const position = fc.record({
      lat: fc.integer({ min: 2_100_000, max: 2_140_000 }).map((v) => v / 100_000),
      lng: fc.integer({ min: 8_100_000, max: 8_180_000 }).map((v) => v / 100_000),
    });
    const write = fc.oneof(
      fc.record({ op: fc.constant('insert' as const), at: fc.array(position, { maxLength: 5 }) }),
      fc.record({ op: fc.constant('move' as const), pick: fc.nat(), to: position }),
      fc.record({
        op: fc.constant('status' as const),
        pick: fc.nat(),
        to: fc.constantFrom('Approve', 'Reject', 'Submitted'),
      }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({
        op: fc.constant('price' as const),
        pick: fc.nat(),
        to: fc.constantFrom(null, 900, 9_000, 9_001, 250_000),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const w of writes) {
          const all = (await db.select({ id: properties.id }).from(properties)).map((r) => r.id);
          const picked = all.length ? all[('pick' in w ? w.pick : 0) % all.length]! : undefined;
          if (w.op === 'insert' && w.at.length) await insertAt(w.at, { bhk: '1 RK' });
          if (w.op === 'move' && picked)
            await db
              .update(properties)
              .set({ publicLat: w.to.lat, publicLng: w.to.lng })
              .where(eq(properties.id, picked));
          if (w.op === 'status' && picked)
            await db
              .update(properties)
              .set({ campaignRequest: w.to as 'Approve' })
              .where(eq(properties.id, picked));
          if (w.op === 'delete' && picked)
            await db.delete(properties).where(eq(properties.id, picked));
          if (w.op === 'price' && picked)
            await db.update(properties).set({ rent: w.to }).where(eq(properties.id, picked));
        }
        const rows = await db
          .select({
            listed: properties.listed,
            lat: properties.publicLat,
            lng: properties.publicLng,
            type: properties.propertyType,
            city: properties.city,
            bhk: properties.bhk,
            band: sql<number | null>`amount_band(${properties.amount})`,
          })
          .from(properties);
        const expected = new Map<string, { n: number; lat: number; lng: number }>();
        const expectedBudget = new Map<string, { n: number; lat: number; lng: number }>();
        const add = (
          into: Map<string, { n: number; lat: number; lng: number }>,
          key: string,
          row: { lat: number; lng: number },
        ) => {
          const cell = into.get(key) ?? { n: 0, lat: 0, lng: 0 };
          into.set(key, { n: cell.n + 1, lat: cell.lat + row.lat, lng: cell.lng + row.lng });
        };
        for (const row of rows) {
          if (!row.listed || row.lat === null || row.lng === null) continue;
          for (let zoom = 0; zoom <= PRECOUNTED_UP_TO_ZOOM; zoom++) {
            const { x0, y0 } = cellRange(
              { minLng: row.lng, minLat: row.lat, maxLng: row.lng, maxLat: row.lat },
              zoom,
            );
            const key = [zoom, x0, y0, row.type, row.city, row.bhk ?? ''].join('|');
            add(expected, key, { lat: row.lat, lng: row.lng });
            if (row.band !== null)
              add(expectedBudget, `${key}|${row.band}`, { lat: row.lat, lng: row.lng });
          }
        }
        const keyOf = (cell: typeof mapCells.$inferSelect & { band?: number }) =>
          [cell.zoom, cell.cx, cell.cy, cell.propertyType, cell.city, cell.bhk]
            .concat(cell.band === undefined ? [] : [cell.band])
            .join('|');
        for (const [table, want] of [
          [mapCells, expected],
          [mapBudgetCells, expectedBudget],
        ] as const) {
          const kept = await db.select().from(table);
          const actual = new Map(
            kept.filter((cell) => cell.n !== 0).map((cell) => [keyOf(cell), cell]),
          );
          expect([...actual.keys()].sort()).toEqual([...want.keys()].sort());
          for (const [key, cell] of want) {
            const found = actual.get(key)!;
            expect(found.n, key).toBe(cell.n);
            expect(found.latSum).toBeCloseTo(cell.lat, 6);
            expect(found.lngSum).toBeCloseTo(cell.lng, 6);
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('keeps a drawn area and a distance within what the list answers', async () => {
    const centre = findPlace('Telibandha')!.centre;
    await insertAt(
      Array.from({ length: 30 }, (_, k) => ({
        lat: centre.lat - 0.02 + (k % 6) * 0.008,
        lng: centre.lng - 0.02 + Math.floor(k / 6) * 0.01,
      })),
      { bhk: '4 BHK +' },
    );
    const corners = [
      { lat: centre.lat - 0.01, lng: centre.lng - 0.01 },
      { lat: centre.lat + 0.03, lng: centre.lng },
      { lat: centre.lat - 0.01, lng: centre.lng + 0.03 },
    ];
    const { items } = await list(`polygon=${polygonParam(corners)}&bhk=4%20BHK%20%2B`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(insidePolygon(item.location, corners), JSON.stringify([item.location, corners])).toBe(
        true,
      );
    const sorted = await list(`near=${nearParam(centre)}&sort=distance&bhk=4%20BHK%20%2B`);
    expect(sorted.total).toBe(30);
    const distances = sorted.items.map((item) => distanceMetres(centre, item.location));
    // Nearest first on the plane of degrees: a swap only within 7% (conditions.ts).
    for (let k = 1; k < distances.length; k++)
      expect(distances[k]! * 1.08).toBeGreaterThanOrEqual(distances[k - 1]!);
    // A radius keeps exactly the listings within it, by the contract's distance, for any radius.
    for (const radius of [500, 1000, 1500, 2000, 2500, 3000]) {
      const within = await list(`near=${nearParam(centre)}&radius=${radius}&bhk=4%20BHK%20%2B`);
      const kept = new Set(within.items.map((item) => item._id));
      for (const item of sorted.items) {
        const metres = distanceMetres(centre, item.location);
        if (Math.abs(metres - radius) < radius * 0.002) continue; // on the edge: either is right
        expect(kept.has(item._id), `${metres} m, radius ${radius}`).toBe(metres <= radius);
      }
    }
  });

  it('answers 400 for a missing or bad view', async () => {
    for (const query of [
      'zoom=12',
      `bbox=${bboxParam(RAIPUR_BOX)}`,
      `bbox=${bboxParam(RAIPUR_BOX)}&zoom=21`,
      `bbox=${bboxParam(RAIPUR_BOX)}&zoom=-1`,
      `bbox=${bboxParam(RAIPUR_BOX)}&zoom=1.5`,
      'bbox=81,21,82&zoom=3',
      `bbox=${bboxParam(RAIPUR_BOX)}&zoom=12&minPrice=900&maxPrice=100`,
      `bbox=${bboxParam(RAIPUR_BOX)}&zoom=12&bhk=5 BHK`,
    ]) {
      const res = await inject('GET', `/api/property/map?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((json(res) as { error: string }).error).toBeTruthy();
    }
  });

  it('shows the public lists only, whoever asks: no token, a user, an owner, the admin', async () => {
    const owner = await signedInOwner(t);
    const user = await signedInUser(t);
    const pending = await inject('POST', '/owner/addProperty', owner.headers, {
      ...rentListing,
      userId: owner.userId,
      city: 'Durg',
      location: { lat: 21.19, lng: 81.28 },
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const pendingId = (pending.json() as { property: { _id: string } }).property._id;
    const durg: Bbox = { minLng: 81.2, minLat: 21.1, maxLng: 81.4, maxLat: 21.3 };
    for (const headers of [{}, user.headers, owner.headers, admin.headers]) {
      const view = await mapOf(`bbox=${bboxParam(durg)}&zoom=18`, headers);
      expect(view.points.map((p) => p._id)).not.toContain(pendingId);
    }
  });
});

function readBox(lng: [number, number], lat: [number, number]): Bbox {
  return {
    minLng: Math.min(...lng),
    minLat: Math.min(...lat),
    maxLng: Math.max(...lng),
    maxLat: Math.max(...lat),
  };
}
