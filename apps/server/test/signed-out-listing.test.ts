import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySchema, type Property } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import {
  approvedListing,
  rentListing,
  signedInOwner,
  submittedListing,
  type Owner,
} from './fixtures';
import { adminEnv, bearer, json, signedInAdmin, signedInUser } from './support';

/*
 * What a signed-out reader gets of a listing (docs/decisions/0035): GET /api/property/{id}
 * without a token answers everything a signed-in reader sees but who lists it (name, phone,
 * WhatsApp) and the owner's exact map link; the public lists carry neither, to anyone.
 */

let t: TestApp;
let owner: Owner;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let reader: Awaited<ReturnType<typeof signedInUser>>;
let approved: string;
let submitted: string;
const MAP_LINK = 'https://maps.google.com/?q=22.0812345,82.1498765';
const LISTER = {
  userFirstName: 'Kavitha',
  userLastName: 'Raghunath',
  userPhone: '9123456780',
  userWhatsApp: '8123456790',
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The lister's contact and the exact place, as text an answer must not hold. */
const secretsOf = (person: typeof LISTER, mapLink: string) => [
  person.userFirstName,
  person.userLastName,
  person.userPhone,
  person.userWhatsApp,
  mapLink,
];

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  reader = await signedInUser(t);
  owner = await signedInOwner(t, LISTER);
  approved = await approvedListing(t, owner, admin, { ...rentListing, mapLink: MAP_LINK });
  submitted = await submittedListing(t, owner, { ...rentListing, mapLink: MAP_LINK });
});
afterAll(() => t.close());

describe('GET /api/property/{id} without a token', () => {
  it('answers the whole listing: description, deposit, address, amenities and every photo', async () => {
    const res = await get(`/api/property/${approved}`);
    expect(res.statusCode, res.body).toBe(200);
    const property = propertySchema.parse(res.json()) as Property;
    expect(property).toMatchObject({
      _id: approved,
      desc: rentListing.desc,
      address: rentListing.address,
      deposit: rentListing.deposit,
      rent: rentListing.rent,
      amenities: rentListing.amenities,
      bhk: rentListing.bhk,
      propertyCondition: rentListing.propertyCondition,
    });
    expect(property.propertyImg).toHaveLength(4);
    expect(property.lister).toBeUndefined();
    expect(property.mapLink).toBeUndefined();
    for (const secret of secretsOf(LISTER, MAP_LINK)) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(owner.person.userMail);
  });

  it('is the same with a token that is no longer good: such a caller is signed out', async () => {
    const res = await get(`/api/property/${approved}`, bearer('forged.token.here'));
    expect(res.statusCode).toBe(200);
    expect(json(res).lister).toBeUndefined();
    expect(json(res).mapLink).toBeUndefined();
  });

  it('answers 404 for a listing not approved, and 400 for an id that is not one', async () => {
    expect((await get(`/api/property/${submitted}`)).statusCode).toBe(404);
    expect((await get('/api/property/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/property/not-an-id')).statusCode).toBe(400);
  });

  it('follows the listing at once: an edit sends it back to review, out of public view', async () => {
    const id = await approvedListing(t, owner, admin, { ...rentListing, mapLink: MAP_LINK });
    expect((await get(`/api/property/${id}`)).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/owner/updateProperty',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId: id, ...rentListing, rent: 15000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await get(`/api/property/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/property/{id} with a token', () => {
  it('gives a signed-in reader the lister and the exact map link', async () => {
    const res = await get(`/api/property/${approved}`, reader.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).lister).toEqual({
      firstName: LISTER.userFirstName,
      lastName: LISTER.userLastName,
      phone: LISTER.userPhone,
      whatsApp: LISTER.userWhatsApp,
    });
    expect(json(res).mapLink).toBe(MAP_LINK);
  });

  it('gives the owner and the admin the exact map link of a listing in any status', async () => {
    for (const headers of [owner.headers, admin.headers]) {
      const res = await get(`/api/property/${submitted}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).mapLink).toBe(MAP_LINK);
    }
  });

  it('keeps another user away from a listing not approved (404), as for anyone signed out', async () => {
    expect((await get(`/api/property/${submitted}`, reader.headers)).statusCode).toBe(404);
  });
});

describe('the public lists', () => {
  it('carry no lister and no exact map link, signed in or not; the admin still reads it', async () => {
    for (const url of ['/api/property?limit=100', '/user/search?search=vyapar&limit=100']) {
      for (const headers of [{}, reader.headers]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(200);
        const list = res.json() as Property[];
        expect(list.map((p) => p._id)).toContain(approved);
        for (const secret of secretsOf(LISTER, MAP_LINK)) expect(res.body).not.toContain(secret);
      }
    }
    const asAdmin = (await get('/api/property?limit=100', admin.headers)).json() as Property[];
    expect(asAdmin.find((p) => p._id === approved)?.mapLink).toBe(MAP_LINK);
  });
});

describe('whoever lists it and wherever it is (property test)', () => {
  const letters = fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: 5, maxLength: 12 })
    .map((chars) => chars.join(''));
  const mobile = fc
    .tuple(fc.constantFrom('6', '7', '8', '9'), fc.integer({ min: 100_000_000, max: 999_999_999 }))
    .map(([first, rest]) => `${first}${rest}`);
  const person = fc.record({
    userFirstName: letters.map((name) => `Q${name}`),
    userLastName: letters.map((name) => `Z${name}`),
    userPhone: mobile,
    userWhatsApp: mobile,
  });
  const mapLink = fc
    .tuple(
      fc.double({ min: 21, max: 22, noNaN: true }),
      fc.double({ min: 81, max: 82, noNaN: true }),
    )
    .map(([lat, lng]) => `https://maps.google.com/?q=${lat.toFixed(7)},${lng.toFixed(7)}`);

  it('no answer a signed-out caller can read holds their name, numbers or the map link', async () => {
    await fc.assert(
      fc.asyncProperty(person, mapLink, async (lister, link) => {
        const someone = await signedInOwner(t, lister);
        const id = await approvedListing(t, someone, admin, { ...rentListing, mapLink: link });
        const secrets = secretsOf(lister, link);
        for (const url of [
          `/api/property/${id}`,
          `/api/propertyPreview/${id}`,
          '/api/property?limit=100',
          `/user/search?search=${encodeURIComponent(rentListing.address)}&limit=100`,
          `/user/property/review/${id}`,
        ]) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(200);
          for (const secret of secrets)
            expect(res.body, `${url} holds ${secret}`).not.toContain(secret);
        }
      }),
      { numRuns: 6 },
    );
  });
});
