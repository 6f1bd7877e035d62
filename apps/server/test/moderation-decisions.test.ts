import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Counts, type Property, type ReviewDetails } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import {
  approvedListing,
  rentListing,
  signedInOwner,
  submittedListing,
  uploadImages,
} from './fixtures';
import { adminEnv, json, requester, signedInAdmin, signedInUser } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);
const REASON = 'The photos show a different building. Please add photos of this flat.';

async function ownerRead(owner: { userId: string; headers: Record<string, string> }, id: string) {
  const res = await call(
    'GET',
    `/owner/getPropertyDetails?userId=${owner.userId}&propertyId=${id}`,
    owner.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Property;
}

function decide(body: Record<string, unknown>, headers: Record<string, string> = admin.headers) {
  return call('PUT', '/admin/updateCampaignRequest', headers, body);
}

describe('decisions with reasons', () => {
  it('a rejection carries its reason to the owner, by their reads and by mail; the public never sees it', async () => {
    const owner = await signedInOwner(t);
    const id = await submittedListing(t, owner);
    const before = await ownerRead(owner, id);
    expect(before).toMatchObject({ campaignReason: null, campaignDecidedAt: null, version: 2 });
    expect(before.submittedAt).toEqual(expect.any(String));

    const res = await decide({
      userId: owner.userId,
      propertyId: id,
      campaignRequest: 'Reject',
      reason: `  ${REASON}  `,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).msg).toBe(MSG.campaignUpdated);

    const after = await ownerRead(owner, id);
    expect(after).toMatchObject({ campaignRequest: 'Reject', campaignReason: REASON });
    expect(Date.parse(after.campaignDecidedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const listed = (
      await call('GET', `/owner/property?userId=${owner.userId}&limit=50`, owner.headers)
    ).json() as Property[];
    expect(listed.find((p) => p._id === id)?.campaignReason).toBe(REASON);

    await t.app.jobs.drain('mail');
    const mail = t.mails.findLast((m) => m.to === owner.person.userMail);
    expect(mail?.subject).toContain(rentListing.propertyTitle);
    expect(mail?.text).toContain(REASON);
    expect(mail?.link).toBe('http://basera.test/ownerDashboard');
  });

  it("an approval mails the owner and starts the listing's freshness; readers get no reason fields", async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    await t.app.jobs.drain('mail');
    expect(t.mails.findLast((m) => m.to === owner.person.userMail)?.subject).toContain('is live');
    const reader = await signedInUser(t);
    const seen = (await call('GET', `/api/property/${id}`, reader.headers)).json() as Property;
    expect(seen.lastConfirmedAt).toEqual(expect.any(String));
    expect(seen.hiddenBecause).toBeNull();
    for (const field of ['campaignReason', 'campaignDecidedAt', 'submittedAt'])
      expect(seen).not.toHaveProperty(field);
    const search = (await call('GET', '/user/search?search=')).json() as Property[];
    for (const item of search) expect(item).not.toHaveProperty('campaignReason');
  });

  it('a Reject without a reason, or with a short one, is 400 and changes nothing', async () => {
    const owner = await signedInOwner(t);
    const id = await submittedListing(t, owner);
    const none = await decide({ userId: owner.userId, propertyId: id, campaignRequest: 'Reject' });
    expect(none.statusCode).toBe(400);
    expect(json(none).fields).toEqual({ reason: MSG.rejectReasonRequired });
    const short = await decide({
      userId: owner.userId,
      propertyId: id,
      campaignRequest: 'Reject',
      reason: 'bad',
    });
    expect(json(short).fields).toEqual({ reason: MSG.reasonMin });
    expect((await ownerRead(owner, id)).campaignRequest).toBe('Submitted');
  });

  it('approving a version the admin did not see is 409 and nothing changes; the new version approves', async () => {
    const owner = await signedInOwner(t);
    const id = await submittedListing(t, owner);
    const reviewed = (await ownerRead(owner, id)).version;
    const edit = await call('PUT', '/owner/updateProperty', owner.headers, {
      userId: owner.userId,
      propertyId: id,
      ...rentListing,
      rent: 9_500,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await decide({
      userId: owner.userId,
      propertyId: id,
      campaignRequest: 'Approve',
      version: reviewed,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe(MSG.listingChanged);
    const now = await ownerRead(owner, id);
    expect(now).toMatchObject({ campaignRequest: 'Submitted', version: reviewed + 1 });
    expect((await call('GET', `/api/property/${id}`)).statusCode).toBe(404);

    // New photos are a new version too.
    expect((await uploadImages(t, owner, id, 1)).statusCode).toBe(200);
    expect((await ownerRead(owner, id)).version).toBe(reviewed + 2);
    const fresh = await decide({
      userId: owner.userId,
      propertyId: id,
      campaignRequest: 'Approve',
      version: reviewed + 2,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await call('GET', `/api/property/${id}`)).statusCode).toBe(200);
  });

  it('only a Submitted listing is approved or rejected (409); sending back for review is allowed', async () => {
    const owner = await signedInOwner(t);
    const draft = await (async () => {
      const res = await call('POST', '/owner/addProperty', owner.headers, {
        userId: owner.userId,
        ...rentListing,
      });
      return json(res).propertyId as string;
    })();
    for (const campaignRequest of ['Approve', 'Reject']) {
      const res = await decide({
        userId: owner.userId,
        propertyId: draft,
        campaignRequest,
        reason: REASON,
      });
      expect(res.statusCode).toBe(409);
      expect(json(res).error).toBe(MSG.notWaitingForReview);
    }
    const approved = await approvedListing(t, owner, admin);
    const again = await decide({
      userId: owner.userId,
      propertyId: approved,
      campaignRequest: 'Approve',
    });
    expect(again.statusCode).toBe(409);
    const back = await decide({
      userId: owner.userId,
      propertyId: approved,
      campaignRequest: 'Submitted',
    });
    expect(back.statusCode).toBe(200);
  });

  it('two admins deciding at once: exactly one decision lands', async () => {
    const owner = await signedInOwner(t);
    const id = await submittedListing(t, owner);
    const version = (await ownerRead(owner, id)).version;
    const answers = await Promise.all([
      decide({ userId: owner.userId, propertyId: id, campaignRequest: 'Approve', version }),
      decide({
        userId: owner.userId,
        propertyId: id,
        campaignRequest: 'Reject',
        reason: REASON,
        version,
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const review = (
      await call('GET', `/admin/reviewProperty/${id}`, admin.headers)
    ).json() as ReviewDetails;
    expect(review.decisions).toHaveLength(1);
  });

  it('no token 401, a user or owner token 403, an unknown listing 404', async () => {
    const owner = await signedInOwner(t);
    const id = await submittedListing(t, owner);
    const body = { userId: owner.userId, propertyId: id, campaignRequest: 'Approve' };
    expect((await decide(body, {})).statusCode).toBe(401);
    expect((await decide(body, owner.headers)).statusCode).toBe(403);
    const other = await signedInOwner(t);
    expect((await decide({ ...body, userId: other.userId })).statusCode).toBe(404);
  });
});

describe('the review queue and the review screen', () => {
  it('lists Submitted listings oldest first, filters by type, city and words, and counts them', async () => {
    const owner = await signedInOwner(t);
    const first = await submittedListing(t, owner, {
      ...rentListing,
      propertyTitle: 'Queue first flat',
      city: 'Durg',
    });
    const second = await submittedListing(t, owner, {
      ...rentListing,
      propertyTitle: 'Queue second flat',
      city: 'Raipur',
    });
    const page = await call('GET', '/admin/reviewQueue?limit=100', admin.headers);
    expect(page.statusCode).toBe(200);
    const ids = (page.json() as Property[]).map((p) => p._id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(Number(page.headers['x-total-count'])).toBe(ids.length);
    expect((page.json() as Property[]).find((p) => p._id === first)?.lister).toEqual({
      firstName: owner.person.userFirstName,
      lastName: owner.person.userLastName,
      phone: owner.person.userPhone,
      whatsApp: owner.person.userWhatsApp,
    });
    const counts = (await call('GET', '/admin/getCount', admin.headers)).json() as Counts;
    expect(counts.waitingForReview).toBe(ids.length);

    const durg = (
      await call('GET', '/admin/reviewQueue?city=Durg&search=queue', admin.headers)
    ).json() as Property[];
    expect(durg.map((p) => p._id)).toEqual([first]);
    const byMail = (
      await call(
        'GET',
        `/admin/reviewQueue?search=${encodeURIComponent(owner.person.userMail)}&limit=100`,
        admin.headers,
      )
    ).json() as Property[];
    expect(byMail.map((p) => p._id).sort()).toEqual([first, second].sort());
    const plots = (
      await call('GET', '/admin/reviewQueue?propertyType=plot&search=queue', admin.headers)
    ).json();
    expect(plots).toEqual([]);
    const wildcard = (await call('GET', '/admin/reviewQueue?search=%25', admin.headers)).json();
    expect(wildcard).toEqual([]);

    await decide({
      userId: owner.userId,
      propertyId: first,
      campaignRequest: 'Reject',
      reason: REASON,
    });
    const rejected = (
      await call('GET', '/admin/reviewQueue?status=Reject&limit=100', admin.headers)
    ).json() as Property[];
    expect(rejected[0]?._id).toBe(first);
    expect(rejected[0]?.campaignReason).toBe(REASON);
  });

  it('the review screen shows the owner, their other listings, past decisions and open reports', async () => {
    const owner = await signedInOwner(t);
    const other = await approvedListing(t, owner, admin);
    const id = await submittedListing(t, owner);
    await decide({
      userId: owner.userId,
      propertyId: id,
      campaignRequest: 'Reject',
      reason: REASON,
    });
    await call('PUT', '/owner/submitProperty', owner.headers, {
      userId: owner.userId,
      propertyId: id,
    });
    const res = await call('GET', `/admin/reviewProperty/${id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json() as ReviewDetails;
    expect(review.property).toMatchObject({ _id: id, campaignRequest: 'Submitted' });
    expect(review.owner).toMatchObject({ _id: owner.userId, email: owner.person.userMail });
    expect(review.ownerListings.map((l) => l._id)).toEqual([other]);
    expect(review.decisions).toEqual([
      expect.objectContaining({ decision: 'Reject', reason: REASON, version: 2 }),
    ]);
    expect(review.openReports).toBe(0);
  });

  it('bad filters are 400; no token 401; a user token 403; an unknown listing 404', async () => {
    for (const query of [
      'status=Pending',
      'propertyType=house',
      'limit=0',
      `search=${'x'.repeat(300)}`,
    ])
      expect((await call('GET', `/admin/reviewQueue?${query}`, admin.headers)).statusCode).toBe(
        400,
      );
    const user = await signedInUser(t);
    expect((await call('GET', '/admin/reviewQueue')).statusCode).toBe(401);
    expect((await call('GET', '/admin/reviewQueue', user.headers)).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/admin/reviewProperty/${missing}`, admin.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/admin/reviewProperty/nope', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', `/admin/reviewProperty/${missing}`, user.headers)).statusCode).toBe(
      403,
    );
  });
});
