import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, todayInIndia, type Meeting, type Property, type Review } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { addListing, approvedListing, rentListing, signedInOwner, type Owner } from './fixtures';
import { adminEnv, json, signedInAdmin, signedInUser, requester } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let owner: Owner;
let listing: string;
let shop: string;
let draft: string;

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  owner = await signedInOwner(t);
  listing = await approvedListing(t, owner, admin);
  shop = await approvedListing(t, owner, admin, {
    ...rentListing,
    propertyType: 'commercial',
    propertyTitle: 'Showroom on GE Road',
    property: 'Showroom',
    amenities: ['Parking'],
  });
  draft = await addListing(t, owner);
});
afterAll(() => t.close());

describe('saving properties', () => {
  it('saves, shows on the saved list, reports saved, and unsaves', async () => {
    const me = await signedInUser(t);
    const body = { userId: me.userId, propertyId: listing };
    expect(
      json(await call('GET', `/user/getSaveProperty/${me.userId}/${listing}`, me.headers)),
    ).toEqual({ saved: false });
    expect((await call('POST', '/user/saveProperty', me.headers, body)).statusCode).toBe(200);
    expect((await call('POST', '/user/saveProperty', me.headers, body)).statusCode).toBe(200); // twice is still once
    expect(
      json(await call('GET', `/user/getSaveProperty/${me.userId}/${listing}`, me.headers)),
    ).toEqual({ saved: true });
    const saved = (
      await call('GET', `/user/bookMarkProperty/${me.userId}`, me.headers)
    ).json() as Property[];
    expect(saved.map((p) => p._id)).toEqual([listing]);
    expect((await call('POST', '/user/unsaveProperty', me.headers, body)).statusCode).toBe(200);
    expect((await call('GET', `/user/bookMarkProperty/${me.userId}`, me.headers)).json()).toEqual(
      [],
    );
  });

  it('shows only listings that are still approved', async () => {
    const me = await signedInUser(t);
    const temp = await approvedListing(t, owner, admin);
    await call('POST', '/user/saveProperty', me.headers, { userId: me.userId, propertyId: temp });
    const sentBack = await call('PUT', '/admin/updateCampaignRequest', admin.headers, {
      userId: owner.userId,
      propertyId: temp,
      campaignRequest: 'Submitted',
    });
    expect(sentBack.statusCode).toBe(200);
    expect((await call('GET', `/user/bookMarkProperty/${me.userId}`, me.headers)).json()).toEqual(
      [],
    );
  });

  it('cannot save a pending listing or a missing one', async () => {
    const me = await signedInUser(t);
    expect(
      (
        await call('POST', '/user/saveProperty', me.headers, {
          userId: me.userId,
          propertyId: draft,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/user/saveProperty', me.headers, { userId: me.userId, propertyId: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('cannot save, read or unsave for someone else; needs a user token', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const forOther = { userId: other.userId, propertyId: listing };
    expect((await call('POST', '/user/saveProperty', me.headers, forOther)).statusCode).toBe(403);
    expect((await call('POST', '/user/unsaveProperty', me.headers, forOther)).statusCode).toBe(403);
    expect(
      (await call('GET', `/user/getSaveProperty/${other.userId}/${listing}`, me.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/user/bookMarkProperty/${other.userId}`, me.headers)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/user/bookMarkProperty/${me.userId}`)).statusCode).toBe(401);
    expect(
      (
        await call('POST', '/user/saveProperty', admin.headers, {
          userId: me.userId,
          propertyId: listing,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the ids of saved listings', () => {
  const idsOf = async (userId: string, headers?: Record<string, string>) =>
    call('GET', `/user/savedPropertyIds/${userId}`, headers);

  it('answers every saved listing once, and follows saving and unsaving', async () => {
    const me = await signedInUser(t);
    expect(json(await idsOf(me.userId, me.headers))).toEqual({ ids: [] });
    for (const propertyId of [listing, shop, listing]) {
      await call('POST', '/user/saveProperty', me.headers, { userId: me.userId, propertyId });
    }
    const { ids } = json(await idsOf(me.userId, me.headers)) as { ids: string[] };
    expect([...ids].sort()).toEqual([listing, shop].sort());
    await call('POST', '/user/unsaveProperty', me.headers, { userId: me.userId, propertyId: shop });
    expect(json(await idsOf(me.userId, me.headers))).toEqual({ ids: [listing] });
  });

  it('answers 400 for an id that is not an id', async () => {
    const me = await signedInUser(t);
    expect((await idsOf('not-an-id', me.headers)).statusCode).toBe(400);
  });

  it('needs a token, the user’s own, and a user’s rather than the admin’s', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await call('POST', '/user/saveProperty', other.headers, {
      userId: other.userId,
      propertyId: listing,
    });
    expect((await idsOf(me.userId)).statusCode).toBe(401);
    const foreign = await idsOf(other.userId, me.headers);
    expect(foreign.statusCode).toBe(403);
    expect(JSON.stringify(json(foreign))).not.toContain(listing);
    expect((await idsOf(me.userId, admin.headers)).statusCode).toBe(403);
  });
});

describe('reviews', () => {
  it('adds a review with the author’s name and a timestamp, lists it newest first, and the author deletes it', async () => {
    const me = await signedInUser(t);
    const text = 'Spacious rooms and a very helpful owner. Water supply is steady.';
    const res = await call('POST', `/user/property/review/${me.userId}/${listing}`, me.headers, {
      review: text,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(MSG.reviewAdded);
    const review = json(res).review as Review;
    expect(review).toMatchObject({
      userId: me.userId,
      firstName: 'Aarav',
      lastName: 'Sharma',
      review: text,
    });
    expect(Date.parse(review.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const list = (await call('GET', `/user/property/review/${listing}`)).json() as Review[];
    expect(list[0]!._id).toBe(review._id);
    const del = await call('DELETE', `/user/property/review/${review._id}`, me.headers);
    expect(del.statusCode).toBe(200);
    expect(json(del).msg).toBe(MSG.reviewDeleted);
    expect(
      ((await call('GET', `/user/property/review/${listing}`)).json() as Review[]).map(
        (r) => r._id,
      ),
    ).not.toContain(review._id);
  });

  it('keeps HTML as plain text', async () => {
    const me = await signedInUser(t);
    const text = '<img src=x onerror=alert(1)> lovely place';
    const res = await call('POST', `/user/property/review/${me.userId}/${listing}`, me.headers, {
      review: text,
    });
    expect((json(res).review as Review).review).toBe(text);
  });

  it.each([
    ['short', MSG.reviewMin],
    ['x'.repeat(401), MSG.reviewMax],
    ['', MSG.reviewRequired],
  ])('rejects the review %j with "%s"', async (review, message) => {
    const me = await signedInUser(t);
    const res = await call('POST', `/user/property/review/${me.userId}/${listing}`, me.headers, {
      review,
    });
    expect(res.statusCode).toBe(400);
    expect((json(res).fields as Record<string, string>).review).toBe(message);
  });

  it('another user cannot delete a review, the admin can; reviewing needs one’s own id and a user token', async () => {
    const author = await signedInUser(t);
    const other = await signedInUser(t);
    const payload = { review: 'Nice locality with markets close by.' };
    const review = json(
      await call(
        'POST',
        `/user/property/review/${author.userId}/${listing}`,
        author.headers,
        payload,
      ),
    ).review as Review;
    expect(
      (await call('DELETE', `/user/property/review/${review._id}`, other.headers)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/user/property/review/${review._id}`)).statusCode).toBe(401);
    expect(
      (
        await call(
          'POST',
          `/user/property/review/${author.userId}/${listing}`,
          other.headers,
          payload,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/user/property/review/${author.userId}/${listing}`, {}, payload))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/user/property/review/${other.userId}/${draft}`, other.headers, payload))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          `/user/property/review/00000000-0000-4000-8000-000000000000`,
          author.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/user/property/review/${review._id}`, admin.headers)).statusCode,
    ).toBe(200);
  });
});

describe('meetings', () => {
  const meeting = () => ({
    name: 'Rohit Verma',
    email: 'rohit@example.in',
    phone: '9123456780',
    date: todayInIndia(),
    time: '11:30',
    message: 'I would like to see the showroom this week.',
  });

  it('schedules a meeting on a commercial listing; the owner and the admin see it', async () => {
    const me = await signedInUser(t);
    const res = await call('POST', `/user/scheduleMeeting/${shop}`, me.headers, meeting());
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(MSG.meetingScheduled);
    const forOwner = (
      await call('GET', `/owner/meetings?userId=${owner.userId}`, owner.headers)
    ).json() as Meeting[];
    expect(forOwner[0]).toMatchObject({
      ...meeting(),
      propertyId: shop,
      propertyTitle: 'Showroom on GE Road',
    });
    const forAdmin = (await call('GET', '/admin/Meeting', admin.headers)).json() as Meeting[];
    expect(forAdmin.map((m) => m._id)).toContain(forOwner[0]!._id);
  });

  it('refuses a meeting on a non-commercial or pending listing', async () => {
    const me = await signedInUser(t);
    const flat = await call('POST', `/user/scheduleMeeting/${listing}`, me.headers, meeting());
    expect(flat.statusCode).toBe(400);
    expect(json(flat).error).toBe(MSG.meetingsCommercialOnly);
    const hidden = await call('POST', `/user/scheduleMeeting/${draft}`, me.headers, meeting());
    expect(hidden.statusCode).toBe(404);
    expect(json(hidden).msg).toBeTruthy();
  });

  it.each([
    ['name', 'Rohi', MSG.nameMin],
    ['email', 'rohit@', MSG.emailInvalid],
    ['phone', '5123456789', MSG.phoneInvalid],
    ['date', '2020-01-01', MSG.datePast],
    ['date', '', MSG.dateRequired],
    ['time', '', MSG.timeRequired],
    ['message', 'hi', MSG.messageMin],
    ['message', 'x'.repeat(401), MSG.messageMax],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const me = await signedInUser(t);
    const res = await call('POST', `/user/scheduleMeeting/${shop}`, me.headers, {
      ...meeting(),
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect((json(res).fields as Record<string, string>)[field]).toBe(message);
  });

  it('needs a user token; owners see only their own leads; the admin deletes a meeting', async () => {
    expect((await call('POST', `/user/scheduleMeeting/${shop}`, {}, meeting())).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', `/user/scheduleMeeting/${shop}`, admin.headers, meeting())).statusCode,
    ).toBe(403);
    const other = await signedInOwner(t);
    expect(
      (await call('GET', `/owner/meetings?userId=${owner.userId}`, other.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/owner/meetings?userId=${other.userId}`, other.headers)).json(),
    ).toEqual([]);
    const list = (await call('GET', '/admin/Meeting', admin.headers)).json() as Meeting[];
    expect(
      (await call('DELETE', `/admin/deleteMeeting/${list[0]!._id}`, owner.headers)).statusCode,
    ).toBe(403);
    const del = await call('DELETE', `/admin/deleteMeeting/${list[0]!._id}`, admin.headers);
    expect(json(del).msg).toBe(MSG.meetingDeleted);
    expect(
      (await call('DELETE', `/admin/deleteMeeting/${list[0]!._id}`, admin.headers)).statusCode,
    ).toBe(404);
  });
});
