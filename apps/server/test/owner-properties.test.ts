import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG, type Property } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import {
  addListing,
  approvedListing,
  rentListing,
  signedInOwner,
  uploadImages,
  type Owner,
} from './fixtures';
import { adminEnv, json, signedInAdmin, signedInUser, requester } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const inject = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);

describe('becoming an owner', () => {
  it('a user signs in as owner; getPropertyOwner then answers 200 instead of 404', async () => {
    const user = await signedInUser(t);
    expect(
      (await inject('GET', `/owner/getPropertyOwner?userId=${user.userId}`, user.headers))
        .statusCode,
    ).toBe(404);
    const res = await inject('PUT', '/owner/signInAsOwner', user.headers, { userId: user.userId });
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(MSG.ownerSignedIn);
    const owner = await inject(
      'GET',
      `/owner/getPropertyOwner?userId=${user.userId}`,
      user.headers,
    );
    expect(owner.statusCode).toBe(200);
    expect(json(owner)._id).toBe(user.userId);
  });

  it('needs a token, one’s own id, a user token, and a well-formed id', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    expect(
      (await inject('PUT', '/owner/signInAsOwner', {}, { userId: user.userId })).statusCode,
    ).toBe(401);
    expect(
      (await inject('PUT', '/owner/signInAsOwner', other.headers, { userId: user.userId }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('PUT', '/owner/signInAsOwner', admin.headers, { userId: user.userId }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject('PUT', '/owner/signInAsOwner', user.headers, { userId: 'me' })).statusCode,
    ).toBe(400);
    expect(
      (await inject('GET', `/owner/getPropertyOwner?userId=${user.userId}`, other.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('adding a property', () => {
  it('stores a rent listing as Pending and returns it', async () => {
    const owner = await signedInOwner(t);
    const res = await inject('POST', '/owner/addProperty', owner.headers, {
      userId: owner.userId,
      ...rentListing,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).msg).toBe(MSG.propertyAdded);
    const property = json(res).property as Property;
    expect(property).toMatchObject({
      ...rentListing,
      campaignRequest: 'Pending',
      userId: owner.userId,
      price: null,
      sharing: null,
      propertyImg: [],
    });
  });

  it.each([
    [
      'sell',
      {
        bhk: '3 BHK',
        propertyCondition: 'Furnished',
        property: 'Villa',
        price: 8500000,
        amenities: ['Swimming Pool'],
      },
    ],
    ['plot', { price: 1800000 }],
    ['pgHostel', { sharing: 'Double', rent: 6000, deposit: 6000, amenities: ['WiFi', 'Cooking'] }],
    [
      'commercial',
      {
        propertyCondition: 'Un-Furnished',
        property: 'Shop',
        rent: 22000,
        deposit: 60000,
        amenities: ['Pantry'],
      },
    ],
  ])('stores a %s listing with its own fields', async (propertyType, extra) => {
    const owner = await signedInOwner(t);
    const {
      bhk: _b,
      propertyCondition: _c,
      property: _p,
      rent: _r,
      deposit: _d,
      amenities: _a,
      ...common
    } = rentListing;
    const res = await inject('POST', '/owner/addProperty', owner.headers, {
      userId: owner.userId,
      ...common,
      propertyType,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).property).toMatchObject({ propertyType, ...extra });
  });

  it.each([
    ['propertyTitle', 'ab', MSG.propertyTitleMin],
    ['propertyTitle', 'x'.repeat(41), MSG.propertyTitleMax],
    ['desc', 'too short', MSG.descMin],
    ['desc', 'x'.repeat(501), MSG.descMax],
    ['address', '', MSG.addressRequired],
    ['mapLink', 'javascript:alert(1)', MSG.mapLinkInvalid],
    ['mapLink', '', MSG.mapLinkRequired],
    ['area', null, MSG.areaRequired],
    ['rent', null, MSG.rentRequired],
    ['deposit', null, MSG.depositRequired],
    ['city', 'Mumbai', MSG.cityRequired],
    ['amenities', ['Helipad'], MSG.amenityInvalid],
    ['property', 'Builder Floor', MSG.propertyKindRequired],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const owner = await signedInOwner(t);
    const res = await inject('POST', '/owner/addProperty', owner.headers, {
      userId: owner.userId,
      ...rentListing,
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect((json(res).fields as Record<string, string>)[field]).toBe(message);
  });

  it('requires price for sell and plot', async () => {
    const owner = await signedInOwner(t);
    const res = await inject('POST', '/owner/addProperty', owner.headers, {
      userId: owner.userId,
      ...rentListing,
      propertyType: 'plot',
      amenities: [],
    });
    expect((json(res).fields as Record<string, string>).price).toBe(MSG.priceRequired);
  });

  it('needs a token (401), one’s own id (403), the owner role (403) and a user token (403)', async () => {
    const owner = await signedInOwner(t);
    const notOwner = await signedInUser(t);
    const body = { userId: owner.userId, ...rentListing };
    expect((await inject('POST', '/owner/addProperty', {}, body)).statusCode).toBe(401);
    const other = await signedInOwner(t);
    expect((await inject('POST', '/owner/addProperty', other.headers, body)).statusCode).toBe(403);
    const plain = await inject('POST', '/owner/addProperty', notOwner.headers, {
      ...body,
      userId: notOwner.userId,
    });
    expect(plain.statusCode).toBe(403);
    expect((await inject('POST', '/owner/addProperty', admin.headers, body)).statusCode).toBe(403);
  });
});

describe('an owner’s properties', () => {
  let owner: Owner;
  let propertyId: string;
  beforeAll(async () => {
    owner = await signedInOwner(t);
    propertyId = await addListing(t, owner);
  });

  it('lists them in every status, newest first', async () => {
    const second = await addListing(t, owner, {
      ...rentListing,
      propertyTitle: 'Second listing here',
    });
    const res = await inject('GET', `/owner/property?userId=${owner.userId}`, owner.headers);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Property[]).map((p) => p._id);
    expect(ids.slice(0, 2)).toEqual([second, propertyId]);
  });

  it('reads one with getPropertyDetails; another owner cannot', async () => {
    const ok = await inject(
      'GET',
      `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${propertyId}`,
      owner.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(json(ok).propertyTitle).toBe(rentListing.propertyTitle);
    const other = await signedInOwner(t);
    const theirs = await inject(
      'GET',
      `/owner/getPropertyDetails?userId=${other.userId}&propertyId=${propertyId}`,
      other.headers,
    );
    expect(theirs.statusCode).toBe(403);
    expect(
      (await inject('GET', `/owner/property?userId=${owner.userId}`, other.headers)).statusCode,
    ).toBe(403);
    expect(
      (
        await inject(
          'GET',
          `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=nope`,
          owner.headers,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('updates with flat fields or inside `values`, and validates like add', async () => {
    const flat = await inject('PUT', '/owner/updateProperty', owner.headers, {
      userId: owner.userId,
      propertyId,
      ...rentListing,
      rent: 15000,
    });
    expect(flat.statusCode, flat.body).toBe(200);
    expect((json(flat).property as Property).rent).toBe(15000);
    const nested = await inject('PUT', '/owner/updateProperty', owner.headers, {
      userId: owner.userId,
      propertyId,
      values: { ...rentListing, property: 'Builder Floor' },
    });
    expect(nested.statusCode, nested.body).toBe(200);
    expect((json(nested).property as Property).property).toBe('Builder Floor');
    const bad = await inject('PUT', '/owner/updateProperty', owner.headers, {
      userId: owner.userId,
      propertyId,
      ...rentListing,
      desc: 'short',
    });
    expect((json(bad).fields as Record<string, string>).desc).toBe(MSG.descMin);
    // The contract's bounds hold on the server too: a rent of ₹0 is never sent for review.
    const zeroRent = await inject('PUT', '/owner/updateProperty', owner.headers, {
      userId: owner.userId,
      propertyId,
      ...rentListing,
      rent: 0,
      area: 10,
    });
    expect(zeroRent.statusCode).toBe(400);
    expect(json(zeroRent).fields).toMatchObject({ rent: MSG.rentMin, area: MSG.areaMin });
    const kept = await inject(
      'GET',
      `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${propertyId}`,
      owner.headers,
    );
    expect(json(kept)).toMatchObject({ rent: rentListing.rent, area: rentListing.area });
    const typeChange = await inject('PUT', '/owner/updateProperty', owner.headers, {
      userId: owner.userId,
      propertyId,
      ...rentListing,
      propertyType: 'plot',
      price: 1_500_000,
      amenities: [],
    });
    expect(typeChange.statusCode).toBe(400);
  });

  it('another owner cannot update or delete it; the property stays as it was', async () => {
    const other = await signedInOwner(t);
    const upd = await inject('PUT', '/owner/updateProperty', other.headers, {
      userId: other.userId,
      propertyId,
      ...rentListing,
      rent: 17000,
    });
    expect(upd.statusCode).toBe(403);
    const del = await inject('DELETE', '/owner/deleteProperty', other.headers, {
      userId: other.userId,
      propertyId,
    });
    expect(del.statusCode).toBe(403);
    const spoofed = await inject('DELETE', '/owner/deleteProperty', other.headers, {
      userId: owner.userId,
      propertyId,
    });
    expect(spoofed.statusCode).toBe(403);
    const read = await inject(
      'GET',
      `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${propertyId}`,
      owner.headers,
    );
    expect(json(read).rent).not.toBe(1);
  });

  it('cannot be submitted without photos; with photos it becomes Submitted, once', async () => {
    const id = await addListing(t, owner);
    const early = await inject('PUT', '/owner/submitProperty', owner.headers, {
      userId: owner.userId,
      propertyId: id,
    });
    expect(early.statusCode).toBe(400);
    expect((await uploadImages(t, owner, id)).statusCode).toBe(200);
    const ok = await inject('PUT', '/owner/submitProperty', owner.headers, {
      userId: owner.userId,
      propertyId: id,
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).msg).toBe(MSG.propertySubmitted);
    const again = await inject('PUT', '/owner/submitProperty', owner.headers, {
      userId: owner.userId,
      propertyId: id,
    });
    expect(again.statusCode).toBe(409);
    const other = await signedInOwner(t);
    expect(
      (
        await inject('PUT', '/owner/submitProperty', other.headers, {
          userId: other.userId,
          propertyId: id,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('editing an approved listing sends it back to Submitted', async () => {
    const id = await approvedListing(t, owner, admin);
    await inject('PUT', '/owner/updateProperty', owner.headers, {
      userId: owner.userId,
      propertyId: id,
      ...rentListing,
      rent: 99999,
    });
    const read = await inject(
      'GET',
      `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${id}`,
      owner.headers,
    );
    expect(json(read).campaignRequest).toBe('Submitted');
    expect((await inject('GET', `/api/property/${id}`)).statusCode).toBe(404);
  });

  it('deletes a property with its photos', async () => {
    const id = await addListing(t, owner);
    const upload = await uploadImages(t, owner, id);
    const img = (json(upload).propertyImg as { img: string }[])[0]!.img;
    expect((await inject('GET', `/${img}`)).statusCode).toBe(200);
    const res = await inject('DELETE', '/owner/deleteProperty', owner.headers, {
      userId: owner.userId,
      propertyId: id,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(MSG.propertyDeleted);
    expect((await inject('GET', `/${img}`)).statusCode).toBe(404);
    expect(
      (
        await inject(
          'GET',
          `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${id}`,
          owner.headers,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('rejects a user token without owner role and a missing token on owner reads', async () => {
    const plain = await signedInUser(t);
    expect(
      (await inject('GET', `/owner/property?userId=${plain.userId}`, plain.headers)).statusCode,
    ).toBe(403);
    const signedOut = await inject('GET', `/owner/property?userId=${owner.userId}`);
    expect(signedOut.statusCode).toBe(401);
    expect(json(signedOut).error).toBe(API_MSG.unauthorized);
    const notOwner = await inject('GET', `/owner/property?userId=${plain.userId}`, plain.headers);
    expect(json(notOwner).error).toBe(MSG.ownerSignInPrompt);
  });
});
