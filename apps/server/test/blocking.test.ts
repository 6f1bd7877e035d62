import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG, type AdminUser, type Property, type Report } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, signedInOwner } from './fixtures';
import { adminEnv, json, login, requester, signedInAdmin, signedInUser } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);
const block = (userId: string, blocked: unknown, headers: Record<string, string> = admin.headers) =>
  call('PUT', `/admin/blockUser/${userId}`, headers, { blocked });
const profile = (user: { userId: string; headers: Record<string, string> }) =>
  call('GET', `/api/getUser/${user.userId}`, user.headers);
const inPublicLists = async (id: string) =>
  ((await call('GET', '/api/property?limit=48')).json() as Property[]).some((p) => p._id === id);

async function listed(path: '/admin/Users' | '/admin/Owners', userId: string) {
  const res = await call('GET', `${path}?limit=100`, admin.headers);
  expect(res.statusCode).toBe(200);
  return (res.json() as AdminUser[]).find((account) => account._id === userId);
}

describe('PUT /admin/blockUser/{userId}', () => {
  it('a blocked user cannot sign in (403, with why) and their tokens answer 401; unblocking undoes it', async () => {
    const user = await signedInUser(t);
    expect((await profile(user)).statusCode).toBe(200);

    const blocked = await block(user.userId, true);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(json(blocked)).toEqual({ msg: MSG.userBlocked, blocked: true });

    const signIn = await login(t, user.person.userMail);
    expect(signIn.statusCode).toBe(403);
    expect(json(signIn).error).toBe(API_MSG.accountBlocked);
    expect(json(signIn).token).toBeUndefined();
    // A wrong password says nothing about the block: a stranger cannot learn of it.
    const guess = await login(t, user.person.userMail, 'Guess@2026');
    expect(guess.statusCode).toBe(400);
    expect(json(guess).error).toBe(API_MSG.loginFailed);

    const stale = await profile(user);
    expect(stale.statusCode).toBe(401);
    expect(json(stale).error).toBe(API_MSG.accountBlocked);
    const save = await call('POST', '/user/saveProperty', user.headers, {
      userId: user.userId,
      propertyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(save.statusCode).toBe(401);

    const unblocked = await block(user.userId, false);
    expect(unblocked.statusCode).toBe(200);
    expect(json(unblocked)).toEqual({ msg: MSG.userUnblocked, blocked: false });
    expect((await login(t, user.person.userMail)).statusCode).toBe(200);
    expect((await profile(user)).statusCode).toBe(200);
  });

  it("blocks an owner too: the owner's routes answer 401, and their listings stay as they are", async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    expect((await block(owner.userId, true)).statusCode).toBe(200);
    const own = await call('GET', `/owner/property?userId=${owner.userId}`, owner.headers);
    expect(own.statusCode).toBe(401);
    expect((await login(t, owner.person.userMail)).statusCode).toBe(403);
    expect(await inPublicLists(id)).toBe(true);
    expect((await block(owner.userId, false)).statusCode).toBe(200);
    expect(
      (await call('GET', `/owner/property?userId=${owner.userId}`, owner.headers)).statusCode,
    ).toBe(200);
  });

  it('the Users and Owners lists show who is blocked', async () => {
    const user = await signedInUser(t);
    const owner = await signedInOwner(t);
    const bystander = await signedInUser(t);
    await block(user.userId, true);
    await block(owner.userId, true);
    expect(await listed('/admin/Users', user.userId)).toMatchObject({ blocked: true });
    expect(await listed('/admin/Users', owner.userId)).toMatchObject({ blocked: true });
    expect(await listed('/admin/Owners', owner.userId)).toMatchObject({ blocked: true });
    expect(await listed('/admin/Users', bystander.userId)).toMatchObject({ blocked: false });
    await block(owner.userId, false);
    expect(await listed('/admin/Owners', owner.userId)).toMatchObject({ blocked: false });
  });

  it('blocking twice keeps one block, unblocking an account that is not blocked changes nothing', async () => {
    const user = await signedInUser(t);
    expect((await block(user.userId, false)).statusCode).toBe(200);
    expect((await profile(user)).statusCode).toBe(200);
    expect((await block(user.userId, true)).statusCode).toBe(200);
    expect((await block(user.userId, true)).statusCode).toBe(200);
    expect((await profile(user)).statusCode).toBe(401);
    expect((await block(user.userId, false)).statusCode).toBe(200);
    expect((await profile(user)).statusCode).toBe(200);
  });

  it("dismisses the blocked user's open reports; a listing they helped hide comes back", async () => {
    const owner = await signedInOwner(t);
    const id = await approvedListing(t, owner, admin);
    const readers = await Promise.all([1, 2, 3].map(() => signedInUser(t)));
    for (const reader of readers) {
      const res = await call('POST', `/user/reportProperty/${id}`, reader.headers, {
        reason: 'Fake or misleading',
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await inPublicLists(id)).toBe(false);

    expect((await block(readers[0]!.userId, true)).statusCode).toBe(200);
    expect(await inPublicLists(id)).toBe(true);
    const reports = (
      await call('GET', '/admin/Reports?status=all&limit=100', admin.headers)
    ).json() as Report[];
    const mine = reports.filter((r) => r.propertyId === id);
    expect(mine.map((r) => r.status).sort()).toEqual(['dismissed', 'open', 'open']);

    // Unblocked, their report stays dismissed, and a new one from them does not count again.
    expect((await block(readers[0]!.userId, false)).statusCode).toBe(200);
    const again = await call('POST', `/user/reportProperty/${id}`, readers[0]!.headers, {
      reason: 'Other',
    });
    expect(again.statusCode).toBe(201);
    expect(await inPublicLists(id)).toBe(true);
  });

  it('bad input is 400, an unknown account 404, no token 401, a user token 403', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    for (const blocked of [undefined, 'yes', 1, null]) {
      const res = await block(user.userId, blocked);
      expect(res.statusCode, String(blocked)).toBe(400);
    }
    expect(
      (await call('PUT', '/admin/blockUser/12', admin.headers, { blocked: true })).statusCode,
    ).toBe(400);
    const missing = await block('00000000-0000-4000-8000-000000000000', true);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).error).toBe(API_MSG.userNotFound);
    // The admin is not a user: an admin account cannot be blocked here.
    const { adminId } = decodeJwt(admin.token) as { adminId: string };
    expect((await block(adminId, true)).statusCode).toBe(404);
    expect((await block(user.userId, true, {})).statusCode).toBe(401);
    // A user cannot block anyone, themself or another.
    expect((await block(other.userId, true, user.headers)).statusCode).toBe(403);
    expect((await block(user.userId, true, user.headers)).statusCode).toBe(403);
    expect((await profile(other)).statusCode).toBe(200);
    expect((await profile(user)).statusCode).toBe(200);
  });
});
