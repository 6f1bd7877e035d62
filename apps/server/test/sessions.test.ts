import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@basera/contract';
import { buildApp } from '../src/app';
import { ensureAdmin } from '../src/auth/admin-account';
import { createTestApp, tokenFromLink, type TestApp } from './harness';
import {
  ADMIN,
  adminEnv,
  json,
  lastLink,
  login,
  requestLink,
  signedInAdmin,
  signedInUser,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
});
afterAll(() => t.close());

const counts = (headers: Record<string, string>, app = t.app) =>
  app.inject({ method: 'GET', url: '/admin/getCount', headers });

describe('admin sessions', () => {
  it('name the admin by id and last at most 12 hours', async () => {
    const { token } = await signedInAdmin(t);
    const claims = decodeJwt(token) as {
      adminId?: string;
      email?: string;
      iat: number;
      exp: number;
    };
    expect(claims.adminId).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.email).toBe(ADMIN.email);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(12 * 60 * 60);
  });

  it('end when the admin command sets a new password', async () => {
    const { headers } = await signedInAdmin(t);
    expect((await counts(headers)).statusCode).toBe(200);
    await ensureAdmin(t.database.db, ADMIN.email, 'Changed@2026');
    const after = await counts(headers);
    expect(after.statusCode).toBe(401);
    expect(json(after).error).toBe(API_MSG.tokenInvalid);
    await ensureAdmin(t.database.db, ADMIN.email, ADMIN.password);
  });

  it('survive a restart with the same ADMIN_PASSWORD, and end with a new one', async () => {
    const { headers } = await signedInAdmin(t);
    const restart = async (password: string) => {
      const app = await buildApp(
        { ...t.config, admin: { email: ADMIN.email, password } },
        { database: t.database, mailer: { send: async () => {}, close: () => {} } },
      );
      await app.ready();
      return app;
    };
    const same = await restart(ADMIN.password);
    try {
      expect((await counts(headers, same)).statusCode).toBe(200);
    } finally {
      await same.close();
    }
    const changed = await restart('Rotated@2026');
    try {
      expect((await counts(headers, changed)).statusCode).toBe(401);
    } finally {
      await changed.close();
    }
    await ensureAdmin(t.database.db, ADMIN.email, ADMIN.password);
  });

  it('end when the admin resets the password by mail', async () => {
    const { headers } = await signedInAdmin(t);
    await requestLink(t, ADMIN.email, 'resetPassword', 'Admin');
    const token = tokenFromLink(lastLink(t, ADMIN.email, 'resetPassword'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/resetPassword/${token}`,
      payload: { userPassword: 'Mailed@2026', confirmPassword: 'Mailed@2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await counts(headers)).statusCode).toBe(401);
    await ensureAdmin(t.database.db, ADMIN.email, ADMIN.password);
  });
});

describe('password reset links', () => {
  it('a reset makes every other outstanding link of the account stop working', async () => {
    const { person } = await signedInUser(t);
    await requestLink(t, person.userMail, 'resetPassword');
    const first = tokenFromLink(lastLink(t, person.userMail, 'resetPassword'));
    // A second link is mailed only once the first is no longer recent (15 minutes).
    await t.database.db.execute(
      sql`update link_tokens set created_at = created_at - interval '20 minutes'
        where account_id = (select id from users where email = ${person.userMail})`,
    );
    await requestLink(t, person.userMail, 'resetPassword');
    const second = tokenFromLink(lastLink(t, person.userMail, 'resetPassword'));
    expect(second).not.toBe(first);
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/resetPassword/${second}`,
      payload: { userPassword: 'Second@2026', confirmPassword: 'Second@2026' },
    });
    expect(used.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/resetPassword/${first}`,
      payload: { userPassword: 'Attack@2026', confirmPassword: 'Attack@2026' },
    });
    expect(stale.statusCode).toBe(400);
    expect(json(stale).error).toBe(API_MSG.linkInvalid);
    expect((await login(t, person.userMail, 'Second@2026')).statusCode).toBe(200);
  });
});

describe('answers with personal data', () => {
  it('are never stored by a cache; public lists are not marked private', async () => {
    const user = await signedInUser(t);
    const admin = await signedInAdmin(t);
    const personal = [
      ['GET', `/api/getUser/${user.userId}`, user.headers],
      ['GET', `/user/bookMarkProperty/${user.userId}`, user.headers],
      ['GET', `/owner/property?userId=${user.userId}`, admin.headers],
      ['GET', '/admin/Users', admin.headers],
      ['GET', '/api/property', admin.headers],
    ] as const;
    for (const [method, url, headers] of personal) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await login(t, user.person.userMail);
    expect(signIn.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/property', '/user/search?search=flat', '/api/Testimonials']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('link mails', () => {
  it('answer before the mail is sent, the same for known and unknown addresses', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow = await createTestApp(adminEnv);
    const app = await buildApp(slow.config, {
      database: slow.database,
      mailer: {
        send: async (mail) => {
          await held; // a mail server that does not answer
          sent.push(mail.to);
        },
        close: () => {},
      },
    });
    try {
      await app.ready();
      const ask = (userMail: string) =>
        app.inject({
          method: 'POST',
          url: '/api/verifyLink',
          payload: { route: 'resetPassword', userMail, dbName: 'Admin' },
        });
      const known = await ask(ADMIN.email);
      const unknown = await ask('nobody@basera.test');
      expect(sent).toEqual([]);
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      const shape = (res: typeof known) =>
        Object.keys(res.headers)
          .filter((h) => !['date', 'content-length'].includes(h))
          .sort();
      expect(shape(known)).toEqual(shape(unknown));
      release();
      await app.jobs.drain('mail');
      expect(sent).toEqual([ADMIN.email]);
    } finally {
      release();
      await app.close();
      await slow.close();
    }
  });

  it('answer 200, never 5xx, when the mail server is down', async () => {
    const down = await createTestApp({ ...adminEnv, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/verifyLink',
        payload: { route: 'resetPassword', userMail: ADMIN.email, dbName: 'Admin' },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res).msg).toBe(API_MSG.linkSent);
      await down.app.jobs.drain('mail');
    } finally {
      await down.close();
    }
  });
});
