import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CITY_CENTRES,
  MSG,
  distanceMetres,
  findPlace,
  type LatLng,
  type Property,
} from '@basera/contract';
import { buildApp } from '../src/app';
import { properties } from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { addListing, approvedListing, rentListing, signedInOwner } from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

/*
 * Where a listing is (issue 25, docs/decisions/0047-map-clusters-need-precounted-cells.md):
 * the owner's pin, read by the owner and admins; everyone else reads a point 100 to 300 m from
 * it, the same every time. A listing without a pin is placed by its map link, its address's
 * locality or its city.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const inject = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);
const SHANKAR_NAGAR_DOOR = { lat: 21.251312, lng: 81.660144 };

async function locationAs(headers: Record<string, string>, propertyId: string): Promise<LatLng> {
  const res = await inject('GET', `/api/property/${propertyId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res) as unknown as Property).location;
}

/** The pin as stored, whoever reads it. */
async function storedPin(propertyId: string): Promise<LatLng> {
  const [row] = await t.database.db
    .select({ lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return { lat: row!.lat!, lng: row!.lng! };
}

describe("a listing's pin and the point others see", () => {
  it('the owner and the admin read the pin; anyone else a point 100 to 300 m away, the same on every read and in every list', async () => {
    const owner = await signedInOwner(t);
    const reader = await signedInUser(t);
    const propertyId = await approvedListing(t, owner, admin, {
      ...rentListing,
      city: 'Raipur',
      address: 'Shankar Nagar main road',
      location: SHANKAR_NAGAR_DOOR,
    });

    expect(await locationAs(owner.headers, propertyId)).toEqual(SHANKAR_NAGAR_DOOR);
    expect(await locationAs(admin.headers, propertyId)).toEqual(SHANKAR_NAGAR_DOOR);

    const shown = await locationAs(reader.headers, propertyId);
    expect(distanceMetres(SHANKAR_NAGAR_DOOR, shown)).toBeGreaterThanOrEqual(99);
    expect(distanceMetres(SHANKAR_NAGAR_DOOR, shown)).toBeLessThanOrEqual(300);
    expect(await locationAs({}, propertyId)).toEqual(shown);
    expect(await locationAs(reader.headers, propertyId)).toEqual(shown);

    for (const url of ['/api/property?limit=100', '/user/search?search=shankar&limit=100']) {
      const res = await inject('GET', url, reader.headers);
      expect(res.statusCode, res.body).toBe(200);
      const listed = (res.json() as Property[]).find((p) => p._id === propertyId);
      expect(listed?.location, url).toEqual(shown);
    }
    const own = await inject('GET', `/owner/property?userId=${owner.userId}`, owner.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as Property[]).find((p) => p._id === propertyId)?.location).toEqual(
      SHANKAR_NAGAR_DOOR,
    );
  });

  it('two listings at the same door are shown at the same point; a pin a little away, elsewhere', async () => {
    const owner = await signedInOwner(t);
    const reader = await signedInUser(t);
    const at = (location: LatLng) =>
      approvedListing(t, owner, admin, { ...rentListing, city: 'Raipur', location });
    const first = await at(SHANKAR_NAGAR_DOOR);
    const second = await at(SHANKAR_NAGAR_DOOR);
    const next = await at({ lat: SHANKAR_NAGAR_DOOR.lat + 0.0001, lng: SHANKAR_NAGAR_DOOR.lng });
    expect(await locationAs(reader.headers, first)).toEqual(
      await locationAs(reader.headers, second),
    );
    expect(await locationAs(reader.headers, next)).not.toEqual(
      await locationAs(reader.headers, first),
    );
  });
});

describe('a listing sent without a pin', () => {
  it('is placed where its map link says, when the link names a point', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner, {
      ...rentListing,
      mapLink: 'https://www.google.com/maps/@22.071234,82.125678,16z',
    });
    expect(await storedPin(propertyId)).toEqual({ lat: 22.071234, lng: 82.125678 });
  });

  it('else at the centre of the locality its address names, in its own city', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner, {
      ...rentListing,
      city: 'Bhilai',
      address: 'Street 4, near NEHRU NAGAR chowk',
      mapLink: 'https://maps.app.goo.gl/Xk2v8mQ3',
    });
    expect(await storedPin(propertyId)).toEqual(findPlace('Nehru Nagar', 'Bhilai')!.centre);
  });

  it('else at the centre of its city', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner, {
      ...rentListing,
      city: 'Durg',
      address: 'House 12, behind the water tank',
      mapLink: 'https://www.google.com/maps/place/Durg',
    });
    expect(await storedPin(propertyId)).toEqual(CITY_CENTRES.Durg);
  });
});

describe('moving the pin', () => {
  it('an edit with a pin moves it; without one the listing stays, unless a new link names a point', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner, { ...rentListing, location: SHANKAR_NAGAR_DOOR });
    const update = (changes: Record<string, unknown>) =>
      inject('PUT', '/owner/updateProperty', owner.headers, {
        userId: owner.userId,
        propertyId,
        ...rentListing,
        ...changes,
      });

    const moved = { lat: 22.0801, lng: 82.1502 };
    const withPin = await update({ location: moved });
    expect(withPin.statusCode, withPin.body).toBe(200);
    expect((json(withPin).property as Property).location).toEqual(moved);

    expect((await update({ rent: 15000 })).statusCode).toBe(200);
    expect(await storedPin(propertyId)).toEqual(moved);

    expect((await update({ mapLink: 'https://maps.google.com/?q=22.09,82.16' })).statusCode).toBe(
      200,
    );
    expect(await storedPin(propertyId)).toEqual({ lat: 22.09, lng: 82.16 });
  });
});

describe('a pin that is not a place in India', () => {
  const bad: [string, unknown][] = [
    ['London', { lat: 51.5072, lng: -0.1276 }],
    ['the sea south of India', { lat: 2, lng: 80 }],
    ['a latitude written as text', { lat: '21.25', lng: 81.63 }],
    ['no longitude', { lat: 21.25 }],
    ['not an object', 'here'],
    ['not a number', { lat: Number.NaN, lng: 81.63 }],
  ];
  for (const [what, location] of bad) {
    it(`${what} is refused with '${MSG.locationInvalid}', and nothing is stored`, async () => {
      const owner = await signedInOwner(t);
      const before = (await t.database.db.select({ id: properties.id }).from(properties)).length;
      const res = await inject('POST', '/owner/addProperty', owner.headers, {
        userId: owner.userId,
        ...rentListing,
        location,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(MSG.locationInvalid);
      expect((await t.database.db.select({ id: properties.id }).from(properties)).length).toBe(
        before,
      );
    });
  }

  it('an edit with a pin outside India is refused too, and the listing stays where it was', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner, { ...rentListing, location: SHANKAR_NAGAR_DOOR });
    for (const [, location] of bad) {
      const res = await inject('PUT', '/owner/updateProperty', owner.headers, {
        userId: owner.userId,
        propertyId,
        ...rentListing,
        location,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(MSG.locationInvalid);
    }
    expect(await storedPin(propertyId)).toEqual(SHANKAR_NAGAR_DOOR);
  });

  it('a pin needs a token, one’s own id and an owner', async () => {
    const owner = await signedInOwner(t);
    const other = await signedInOwner(t);
    const body = { userId: owner.userId, ...rentListing, location: SHANKAR_NAGAR_DOOR };
    expect((await inject('POST', '/owner/addProperty', {}, body)).statusCode).toBe(401);
    expect((await inject('POST', '/owner/addProperty', other.headers, body)).statusCode).toBe(403);
    expect((await inject('POST', '/owner/addProperty', admin.headers, body)).statusCode).toBe(403);
  });
});

describe('listings stored before pins', () => {
  it('are placed at the next start, by their link, locality or city', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner, {
      ...rentListing,
      city: 'Bhilai',
      address: 'Supela market lane',
      mapLink: 'https://maps.app.goo.gl/Xk2v8mQ3',
    });
    await t.database.db
      .update(properties)
      .set({ lat: null, lng: null, publicLat: null, publicLng: null })
      .where(eq(properties.id, propertyId));

    const restarted = await buildApp(t.config, { database: t.database });
    try {
      await restarted.ready();
    } finally {
      await restarted.close();
    }
    expect(await storedPin(propertyId)).toEqual(findPlace('Supela', 'Bhilai')!.centre);
    const [row] = await t.database.db
      .select({ lat: properties.publicLat, lng: properties.publicLng })
      .from(properties)
      .where(eq(properties.id, propertyId));
    const shown = { lat: row!.lat!, lng: row!.lng! };
    expect(distanceMetres(shown, await storedPin(propertyId))).toBeGreaterThanOrEqual(99);
  });
});
