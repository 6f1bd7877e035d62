import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { addListing, approvedListing, rentListing, signedInOwner, type Owner } from './fixtures';
import { adminEnv, json, signedInAdmin, signedInUser } from './support';

let t: TestApp;
let owner: Owner;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let approved: string;
let pending: string;

const listing = (over: Record<string, unknown>) => ({ ...rentListing, ...over });
const ids = (res: { json(): unknown }) => (res.json() as Property[]).map((p) => p._id);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  owner = await signedInOwner(t);
  pending = await addListing(
    t,
    owner,
    listing({ propertyTitle: 'Pending flat in Raipur', city: 'Raipur' }),
  );
  approved = await approvedListing(
    t,
    owner,
    admin,
    listing({ propertyTitle: 'Sunny flat in Vyapar Vihar' }),
  );
  await approvedListing(
    t,
    owner,
    admin,
    listing({
      propertyTitle: 'Corner shop on Link Road',
      propertyType: 'commercial',
      address: 'Link Road, Civil Lines',
      city: 'Durg',
      property: 'Shop',
      amenities: ['Pantry', 'CCTV'],
      desc: 'Ground floor shop with wide frontage and a shutter, ideal for a pharmacy.',
      bhk: undefined,
    }),
  );
  await approvedListing(
    t,
    owner,
    admin,
    listing({
      propertyTitle: 'Girls PG with meals',
      propertyType: 'pgHostel',
      sharing: 'Double',
      city: 'Bhilai',
      address: 'Sector 6, near Nehru Park',
      amenities: ['WiFi', 'Cooking', 'Laundry Service'],
      desc: 'Safe PG for working women with home cooked meals and a warden on site.',
      bhk: undefined,
      property: undefined,
      propertyCondition: undefined,
    }),
  );
});
afterAll(() => t.close());

describe('GET /api/property', () => {
  it('lists approved listings only, newest first, paged by 6', async () => {
    const res = await get('/api/property');
    expect(res.statusCode).toBe(200);
    const list = ids(res);
    expect(list).toContain(approved);
    expect(list).not.toContain(pending);
    expect((res.json() as Property[]).every((p) => p.campaignRequest === 'Approve')).toBe(true);
    expect(ids(await get('/api/property?limit=1&offset=0'))).toHaveLength(1);
    const page2 = ids(await get('/api/property?limit=2&offset=2'));
    expect(page2).toEqual(list.slice(2, 4));
  });

  it('filters by type, and answers 400 for an unknown type or a silly page', async () => {
    const pg = (await get('/api/property?propertyType=pgHostel')).json() as Property[];
    expect(pg.map((p) => p.propertyType)).toEqual(['pgHostel']);
    expect((await get('/api/property?propertyType=castle')).statusCode).toBe(400);
    expect((await get('/api/property?limit=100000')).statusCode).toBe(400);
    expect((await get('/api/property?offset=-1')).statusCode).toBe(400);
  });

  it('shows an admin every status, or those asked for', async () => {
    const all = ids(await get('/api/property?limit=100', admin.headers));
    expect(all).toContain(pending);
    const some = ids(
      await get('/api/property?campaignRequest=Submitted,Approve,Reject', admin.headers),
    );
    expect(some).not.toContain(pending);
    expect(some).toContain(approved);
  });

  it('treats a stale token on a public list as no token', async () => {
    const res = await get('/api/property', { authorization: 'Bearer nonsense' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/property/{id}', () => {
  it('shows an approved listing; with a token it names the lister, never their e-mail', async () => {
    const anonymous = await get(`/api/property/${approved}`);
    expect(anonymous.statusCode).toBe(200);
    expect(json(anonymous).lister).toBeUndefined();
    const reader = await signedInUser(t);
    const signedIn = await get(`/api/property/${approved}`, reader.headers);
    expect(json(signedIn).lister).toEqual({
      firstName: 'Aarav',
      lastName: 'Sharma',
      phone: '9876543210',
      whatsApp: '9876543210',
    });
    expect(signedIn.body).not.toContain(owner.person.userMail);
  });

  it('hides a pending listing from the public and other users, not from its owner or the admin', async () => {
    expect((await get(`/api/property/${pending}`)).statusCode).toBe(404);
    const other = await signedInUser(t);
    expect((await get(`/api/property/${pending}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/property/${pending}`, owner.headers)).statusCode).toBe(200);
    expect((await get(`/api/property/${pending}`, admin.headers)).statusCode).toBe(200);
    expect((await get('/api/property/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /user/search', () => {
  const search = async (query: string) => (await get(`/user/search?${query}`)).json() as Property[];
  const titles = async (query: string) => (await search(query)).map((p) => p.propertyTitle);

  it('finds by title, locality, city, description and amenity', async () => {
    expect(await titles('search=sunny')).toEqual(['Sunny flat in Vyapar Vihar']);
    expect(await titles('search=vyapar%20vihar')).toEqual(['Sunny flat in Vyapar Vihar']);
    expect(await titles('search=civil%20lines')).toEqual(['Corner shop on Link Road']);
    expect(await titles('search=pharmacy')).toEqual(['Corner shop on Link Road']);
    expect(await titles('search=laundry')).toEqual(['Girls PG with meals']);
    expect(await titles('search=Bhilai')).toEqual(['Girls PG with meals']);
  });

  it('tolerates small typos: "Bilaspr" finds Bilaspur, "pharmcy" finds the pharmacy shop', async () => {
    expect(await titles('search=Bilaspr')).toEqual(['Sunny flat in Vyapar Vihar']);
    expect(await titles('search=pharmcy')).toEqual(['Corner shop on Link Road']);
  });

  it('never shows a pending listing', async () => {
    expect(await titles('search=raipur')).toEqual([]);
    expect(await titles('search=pending')).toEqual([]);
  });

  it('filters by type and city, ignoring the City placeholder', async () => {
    expect(await titles('search=&propertyType=commercial')).toEqual(['Corner shop on Link Road']);
    expect(await titles('search=flat&city=Durg')).toEqual([]);
    expect((await search('search=&city=City')).length).toBe(3);
    expect(await titles('search=&city=Bhilai&propertyType=all')).toEqual(['Girls PG with meals']);
  });

  it('answers an empty list for nonsense and a safe answer for hostile text', async () => {
    expect(await search('search=zzqqxx')).toEqual([]);
    for (const text of [
      "' or 1=1 --",
      '& | ! :*',
      '(((',
      '<script>alert(1)</script>',
      '%00',
      'Ωμέγα',
    ]) {
      const res = await get(`/user/search?search=${encodeURIComponent(text)}`);
      expect(res.statusCode, text).toBe(200);
    }
    expect((await get(`/user/search?search=${'a'.repeat(500)}`)).statusCode).toBe(400);
  });

  it('reads no token: an admin searches what everyone sees, whatever statuses they name', async () => {
    const asAdmin = ids(
      await get('/user/search?search=&limit=100&campaignRequest=Submitted', admin.headers),
    );
    expect(asAdmin).toContain(approved);
    expect(asAdmin).not.toContain(pending);
    const stale = await get('/user/search?campaignRequest=nonsense', {
      authorization: 'Bearer nonsense',
    });
    expect(stale.statusCode).toBe(200);
  });

  it('pages results', async () => {
    const all = await search('search=&limit=10');
    const second = await search('search=&limit=1&offset=1');
    expect(second.map((p) => p._id)).toEqual([all[1]!._id]);
  });
});

describe('the shared cache of public reads', () => {
  it('shows a change to the public at once: approval, sending back for review, new photos, deletion', async () => {
    const before = ids(await get('/user/search?search=godown'));
    expect(before).toEqual([]);
    const warehouse = await approvedListing(
      t,
      owner,
      admin,
      listing({
        propertyTitle: 'Godown near transport nagar',
        propertyType: 'commercial',
        property: 'Warehouse',
        amenities: ['Parking'],
      }),
    );
    expect(ids(await get('/user/search?search=godown'))).toEqual([warehouse]);
    expect(ids(await get('/api/property?propertyType=commercial'))).toContain(warehouse);
    const sentBack = await t.app.inject({
      method: 'PUT',
      url: '/admin/updateCampaignRequest',
      headers: admin.headers,
      payload: { userId: owner.userId, propertyId: warehouse, campaignRequest: 'Submitted' },
    });
    expect(sentBack.statusCode).toBe(200);
    expect(ids(await get('/user/search?search=godown'))).toEqual([]);
    expect(ids(await get('/api/property?propertyType=commercial'))).not.toContain(warehouse);
  });
});
