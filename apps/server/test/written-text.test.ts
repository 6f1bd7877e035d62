import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@basera/contract';
import { approvedListing, rentListing, signedInOwner, type Owner } from './fixtures';
import { createTestApp, type TestApp } from './harness';
import { adminEnv, json, signedInAdmin, signedInUser } from './support';

/**
 * What people write is stored, counted and searched as a reader sees it: invisible characters
 * (zero-width, bidi overrides, Hangul fillers) removed, NFKC, no control characters in a line
 * (packages/contract/src/plain-text.ts).
 */
let t: TestApp;
let owner: Owner;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  owner = await signedInOwner(t);
  admin = await signedInAdmin(t);
  for (const title of ['2 BHK flat in Vyapar Vihar', 'Corner flat near the market']) {
    await approvedListing(t, owner, admin, { ...rentListing, propertyTitle: title });
  }
  await approvedListing(t, owner, admin, {
    ...rentListing,
    propertyTitle: 'Independent house, garden',
    desc: 'A whole house with a garden, three rooms and parking for two cars.',
  });
}, 120_000);
afterAll(() => t.close());

const total = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
};

describe('text people write', () => {
  it('a name is stored without its zero-width characters, bidi overrides and fillers', async () => {
    const user = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${user.userId}`,
      headers: user.headers,
      payload: {
        firstName: 'P\u200Bri\u202Eya\u3164',
        lastName: 'Ｖｅｒｍａ',
        phone: '7000012345',
        whatsApp: '7000012345',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${user.userId}`,
      headers: user.headers,
    });
    expect(profile.body).toContain('"Priya"');
    expect(profile.body).toContain('"Verma"');
  });

  it('a name of fillers alone is refused as missing; a line break inside a title is refused', async () => {
    const user = await signedInUser(t);
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${user.userId}`,
      headers: user.headers,
      payload: {
        firstName: '\u3164\u3164\u3164',
        lastName: 'Verma',
        phone: '7000012345',
        whatsApp: '7000012345',
      },
    });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).fields).toEqual({ firstName: MSG.firstNameRequired });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/owner/addProperty',
      headers: owner.headers,
      payload: { userId: owner.userId, ...rentListing, propertyTitle: '2 BHK flat\nCALL 98765' },
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken).fields).toEqual({ propertyTitle: MSG.textOneLine });
  });

  it('a listing title is stored as it shows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/owner/addProperty',
      headers: owner.headers,
      payload: {
        userId: owner.userId,
        ...rentListing,
        propertyTitle: '\u202Eｆｌａｔ\u200B for rent ',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const details = await t.app.inject({
      method: 'GET',
      url: `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${json(res).propertyId}`,
      headers: owner.headers,
    });
    expect(details.body).toContain('"propertyTitle":"flat for rent"');
  });
});

describe('search text', () => {
  it('finds with zero-width characters, bidi marks or fullwidth letters what it finds without', async () => {
    const plain = await total('/user/search?search=flat');
    expect(plain).toBeGreaterThan(0);
    for (const typed of ['f\u200Bl\u200Ba\u200Bt', '\u202Aflat\u202C', 'ｆｌａｔ', 'fl\u00ADat']) {
      expect(await total(`/user/search?search=${encodeURIComponent(typed)}`), typed).toBe(plain);
      expect(await total(`/api/property?search=${encodeURIComponent(typed)}`), typed).toBe(plain);
    }
  });

  it('the admin’s review queue reads its search the same way', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/reviewQueue?status=all&search=${encodeURIComponent('g\u200Barden')}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(1);
  });
});
