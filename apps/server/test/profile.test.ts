import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG } from '@basera/contract';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { adminEnv, bearer, json, signedInAdmin, signedInUser } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
});
afterAll(() => t.close());

const profile = {
  firstName: 'Priya',
  lastName: 'Verma',
  phone: '7000012345',
  whatsApp: '8000012345',
};

describe('GET /api/getUser/{userId}', () => {
  it('gives a user their own profile', async () => {
    const me = await signedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${me.userId}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      _id: me.userId,
      firstName: 'Aarav',
      lastName: 'Sharma',
      phone: '9876543210',
      whatsApp: '9876543210',
      email: me.person.userMail,
    });
    expect(res.body).not.toMatch(/password|hash|token/i);
  });

  it('needs a token (401)', async () => {
    const me = await signedInUser(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/getUser/${me.userId}` });
    expect(res.statusCode).toBe(401);
    expect(json(res).error).toBe(API_MSG.unauthorized);
  });

  it('refuses another user’s profile (403)', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${other.userId}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets an admin read any profile, e-mail included', async () => {
    const user = await signedInUser(t);
    const admin = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${user.userId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).email).toBe(user.person.userMail);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const admin = await signedInAdmin(t);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/getUser/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: "/api/getUser/1' or '1'='1",
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('rejects forged, expired and garbage tokens (401)', async () => {
    const me = await signedInUser(t);
    const forged = await new SignJWT({
      kind: 'user',
      userId: me.userId,
      email: me.person.userMail,
      ver: 0,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const secret = (await import('node:fs')).readFileSync(`${t.config.dataDir}/jwt-secret`, 'utf8');
    const expired = await new SignJWT({
      kind: 'user',
      userId: me.userId,
      email: me.person.userMail,
      ver: 0,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ kind: 'user', userId: me.userId, email: me.person.userMail, ver: 0 }),
    ).toString('base64url')}.`;
    for (const token of [forged, expired, unsigned, 'garbage']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/getUser/${me.userId}`,
        headers: bearer(token),
      });
      expect(res.statusCode, token).toBe(401);
      expect(json(res).error).toBe(API_MSG.tokenInvalid);
    }
  });

  it('stops honouring the token of a deleted account', async () => {
    const me = await signedInUser(t);
    await t.database.db.execute(sql`delete from users where id = ${me.userId}`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${me.userId}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /user/updateUser/{userId}', () => {
  it('updates the caller’s own profile and returns it', async () => {
    const me = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${me.userId}`,
      headers: me.headers,
      payload: profile,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      msg: API_MSG.profileUpdated,
      user: { ...profile, _id: me.userId },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${me.userId}`,
      headers: me.headers,
    });
    expect(json(read)).toMatchObject(profile);
  });

  it.each([
    ['firstName', 'Pr', MSG.firstNameMin],
    ['firstName', 'P'.repeat(16), MSG.firstNameMax],
    ['lastName', '', MSG.lastNameRequired],
    ['phone', '5000012345', MSG.phoneInvalid],
    ['whatsApp', '', MSG.whatsAppRequired],
  ])('rejects %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const me = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${me.userId}`,
      headers: me.headers,
      payload: { ...profile, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect((json(res).fields as Record<string, string>)[field]).toBe(message);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${me.userId}`,
      headers: me.headers,
    });
    expect(json(read).firstName).toBe('Aarav');
  });

  it('needs a token (401)', async () => {
    const me = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${me.userId}`,
      payload: profile,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to change another user’s profile (403), which stays as it was', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${other.userId}`,
      headers: me.headers,
      payload: profile,
    });
    expect(res.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${other.userId}`,
      headers: other.headers,
    });
    expect(json(read).firstName).toBe('Aarav');
  });

  it('refuses an admin token: profiles are changed by their users only (403)', async () => {
    const user = await signedInUser(t);
    const admin = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${user.userId}`,
      headers: admin.headers,
      payload: profile,
    });
    expect(res.statusCode).toBe(403);
  });

  it('cannot change the e-mail or other hidden fields through extra keys', async () => {
    const me = await signedInUser(t);
    await t.app.inject({
      method: 'PUT',
      url: `/user/updateUser/${me.userId}`,
      headers: me.headers,
      payload: { ...profile, email: 'evil@example.in', isOwner: true, tokenVersion: 9 },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${me.userId}`,
      headers: me.headers,
    });
    expect(json(read).email).toBe(me.person.userMail);
  });
});
