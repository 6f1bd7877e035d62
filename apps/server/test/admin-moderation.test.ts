import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Counts, type User } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { addListing, approvedListing, signedInOwner, uploadImages } from './fixtures';
import { adminEnv, json, signedInAdmin, signedInUser, requester } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);

describe('PUT /admin/updateCampaignRequest', () => {
  it('approves, sends back, rejects with a reason and approves again; only Approve is public', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner);
    await uploadImages(t, owner, propertyId);
    const submitted = await call('PUT', '/owner/submitProperty', owner.headers, {
      userId: owner.userId,
      propertyId,
    });
    expect(submitted.statusCode).toBe(200);
    for (const [status, visible] of [
      ['Approve', 200],
      ['Submitted', 404],
      ['Reject', 404],
      ['Submitted', 404],
      ['Approve', 200],
    ] as const) {
      const res = await call('PUT', '/admin/updateCampaignRequest', admin.headers, {
        userId: owner.userId,
        propertyId,
        campaignRequest: status,
        ...(status === 'Reject' && { reason: 'The photos are of another house.' }),
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).msg).toBe(MSG.campaignUpdated);
      expect((await call('GET', `/api/property/${propertyId}`)).statusCode).toBe(visible);
    }
  });

  it('refuses Pending or unknown statuses, a wrong owner, no token and a user token', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner);
    const body = { userId: owner.userId, propertyId, campaignRequest: 'Approve' };
    expect(
      (
        await call('PUT', '/admin/updateCampaignRequest', admin.headers, {
          ...body,
          campaignRequest: 'Pending',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/admin/updateCampaignRequest', admin.headers, {
          ...body,
          campaignRequest: 'Yes',
        })
      ).statusCode,
    ).toBe(400);
    const other = await signedInUser(t);
    expect(
      (
        await call('PUT', '/admin/updateCampaignRequest', admin.headers, {
          ...body,
          userId: other.userId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/admin/updateCampaignRequest', {}, body)).statusCode).toBe(401);
    expect(
      (await call('PUT', '/admin/updateCampaignRequest', owner.headers, body)).statusCode,
    ).toBe(403);
  });
});

describe('admin lists and deletions', () => {
  it('lists users and owners with e-mail, paged; users cannot', async () => {
    const owner = await signedInOwner(t);
    const user = await signedInUser(t);
    const users = (await call('GET', '/admin/Users?limit=100', admin.headers)).json() as User[];
    expect(users.map((u) => u._id)).toEqual(expect.arrayContaining([owner.userId, user.userId]));
    expect(users.find((u) => u._id === user.userId)?.email).toBe(user.person.userMail);
    const owners = (await call('GET', '/admin/owners?limit=100', admin.headers)).json() as User[];
    expect(owners.map((u) => u._id)).toContain(owner.userId);
    expect(owners.map((u) => u._id)).not.toContain(user.userId);
    expect(
      ((await call('GET', '/admin/Users?limit=1', admin.headers)).json() as User[]).length,
    ).toBe(1);
    expect((await call('GET', '/admin/Users', user.headers)).statusCode).toBe(403);
    expect((await call('GET', '/admin/Users')).statusCode).toBe(401);
  });

  it('shows an admin one owner’s approved listings', async () => {
    const owner = await signedInOwner(t);
    const live = await approvedListing(t, owner, admin);
    await addListing(t, owner);
    const res = await call('GET', `/owner/property?userId=${owner.userId}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { _id: string }[]).map((p) => p._id)).toEqual([live]);
  });

  it('deletes an owner with their listings and photos; their token stops working', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await approvedListing(t, owner, admin);
    const folder = path.join(t.config.dataDir, 'uploads', owner.userId);
    expect(existsSync(folder)).toBe(true);
    expect(
      (await call('DELETE', `/admin/deleteOwner/${owner.userId}`, owner.headers)).statusCode,
    ).toBe(403);
    const res = await call('DELETE', `/admin/deleteOwner/${owner.userId}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(MSG.ownerDeleted);
    expect(existsSync(folder)).toBe(false);
    expect((await call('GET', `/api/property/${propertyId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/getUser/${owner.userId}`, owner.headers)).statusCode).toBe(401);
    expect(
      (await call('DELETE', `/admin/deleteOwner/${owner.userId}`, admin.headers)).statusCode,
    ).toBe(404);
  });

  it('deletes any property from the Edit dialog with "Property Deleted"', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await approvedListing(t, owner, admin);
    const res = await call('DELETE', '/owner/deleteProperty', admin.headers, {
      userId: owner.userId,
      propertyId,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(MSG.propertyDeletedByAdmin);
    expect((await call('GET', `/api/property/${propertyId}`)).statusCode).toBe(404);
  });

  it('counts users, owners and properties by type', async () => {
    const before = (await call('GET', '/admin/getCount', admin.headers)).json() as Counts;
    const owner = await signedInOwner(t);
    await addListing(t, owner);
    const after = (await call('GET', '/admin/getCount', admin.headers)).json() as Counts;
    expect(after.userCount).toBe(before.userCount + 1);
    expect(after.ownerCount).toBe(before.ownerCount + 1);
    expect(after.propertyCount).toBe(before.propertyCount + 1);
    expect(after.rentPropertyCount).toBe(before.rentPropertyCount + 1);
    expect(Object.keys(after).sort()).toEqual([
      'commercialCount',
      'openReports',
      'ownerCount',
      'pgAndHostelCount',
      'plotCount',
      'propertyCount',
      'rentPropertyCount',
      'sellPropertyCount',
      'userCount',
      'waitingForReview',
    ]);
    expect((await call('GET', '/admin/getCount', owner.headers)).statusCode).toBe(403);
  });
});
