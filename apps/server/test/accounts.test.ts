import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG } from '@basera/contract';
import { hashLinkToken } from '../src/auth/link-tokens';
import { createTestApp, tokenFromLink, type TestApp } from './harness';
import {
  ADMIN,
  PASSWORD,
  adminEnv,
  bearer,
  json,
  lastLink,
  login,
  newPerson,
  register,
  requestLink,
  signedInUser,
} from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates an account with 201 and a message', async () => {
    const person = newPerson();
    const res = await t.app.inject({ method: 'POST', url: '/user/register', payload: person });
    expect(res.statusCode).toBe(201);
    expect(json(res).msg).toBe(API_MSG.registerSuccess);
  });

  it('refuses a second account for the same e-mail, whatever its case, with 409', async () => {
    const person = await register(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/register',
      payload: { ...newPerson(), userMail: person.userMail.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ error: API_MSG.emailTaken, msg: API_MSG.emailTaken });
  });

  it.each([
    ['userFirstName', 'Al', MSG.firstNameMin],
    ['userFirstName', 'Abcdefghijklmnop', MSG.firstNameMax],
    ['userFirstName', '', MSG.firstNameRequired],
    ['userLastName', 'Sh', MSG.lastNameMin],
    ['userLastName', 'Abcdefghijklmnop', MSG.lastNameMax],
    ['userLastName', '   ', MSG.lastNameRequired],
    ['userPhone', '5876543210', MSG.phoneInvalid],
    ['userPhone', '', MSG.phoneRequired],
    ['userWhatsApp', '987654321', MSG.whatsAppInvalid],
    ['userWhatsApp', '', MSG.whatsAppRequired],
    ['userMail', 'not-an-email', MSG.emailInvalid],
    ['setPassword', 'basera@2026', MSG.passwordRule],
    ['setPassword', 'Basera#2026', MSG.passwordRule],
    ['setPassword', 'Ba@1', MSG.passwordMin],
    ['confirmPassword', 'Other@2026', MSG.passwordMatch],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/register',
      payload: newPerson({ [field]: value }),
    });
    expect(res.statusCode).toBe(400);
    expect((json(res).fields as Record<string, string>)[field]).toBe(message);
  });

  it('rejects a missing field and a wrong type with 400, not 500', async () => {
    const { userPhone: _omit, ...rest } = newPerson();
    const missing = await t.app.inject({ method: 'POST', url: '/user/register', payload: rest });
    expect(missing.statusCode).toBe(400);
    expect((json(missing).fields as Record<string, string>).userPhone).toBe(MSG.phoneRequired);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/user/register',
      payload: { ...newPerson(), userFirstName: 12345 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect((json(wrongType).fields as Record<string, string>).userFirstName).toBe(
      MSG.firstNameRequired,
    );
  });

  it('ignores unknown fields instead of storing them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/register',
      payload: { ...newPerson(), isOwner: true, verifiedAt: '2020-01-01', role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('sign-in', () => {
  it('answers 401 for the right password on an unverified account, so the client resends the link', async () => {
    const person = await register(t);
    const res = await login(t, person.userMail);
    expect(res.statusCode).toBe(401);
    expect(json(res).error).toBe(API_MSG.notVerified);
  });

  it('answers 400 (not 401) for a wrong password or an unknown e-mail, with the same message', async () => {
    const { person } = await signedInUser(t);
    const wrong = await login(t, person.userMail, 'Wrong@2026');
    const unknown = await login(t, 'nobody@example.in');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(json(wrong).error).toBe(API_MSG.loginFailed);
    expect(json(unknown).error).toBe(API_MSG.loginFailed);
  });

  it('gives a user token carrying userId and email once verified', async () => {
    const { person, token } = await signedInUser(t);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ kind: 'user', email: person.userMail });
    expect(claims.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
  });

  it('accepts the e-mail in any case', async () => {
    const { person } = await signedInUser(t);
    expect((await login(t, person.userMail.toUpperCase())).statusCode).toBe(200);
  });

  it('keeps user and admin accounts apart', async () => {
    const { person } = await signedInUser(t);
    expect((await login(t, person.userMail, PASSWORD, 'Admin')).statusCode).toBe(400);
    expect((await login(t, ADMIN.email, ADMIN.password, 'User')).statusCode).toBe(400);
  });

  it('signs the bootstrapped admin in with an admin token carrying the email', async () => {
    const res = await login(t, ADMIN.email, ADMIN.password, 'Admin');
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(json(res).token as string)).toMatchObject({
      kind: 'admin',
      email: ADMIN.email,
    });
  });

  it('validates the login payload with the same rules', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userMail: 'x', userPassword: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toMatchObject({
      userMail: MSG.emailInvalid,
      userPassword: MSG.passwordRequired,
    });
    const badKind = await login(t, 'a@b.in', PASSWORD, 'Root' as 'User');
    expect(badKind.statusCode).toBe(400);
  });
});

describe('verification links', () => {
  it('mails a link to APP_URL/emailVerified/{token} in the server’s own words', async () => {
    const person = await register(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verifyLink',
      payload: {
        route: 'emailVerified',
        userMail: person.userMail,
        dbName: 'User',
        subject: 'WIN A PRIZE',
        text: 'spam',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(API_MSG.linkSent);
    await t.app.jobs.drain('mail');
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(person.userMail);
    expect(mail.link).toMatch(/^http:\/\/basera\.test\/emailVerified\/[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).not.toContain('PRIZE');
    expect(mail.text).not.toContain('spam');
    expect(mail.text).toContain(mail.link);
  });

  it('answers the same for an unknown address and sends nothing (no account enumeration)', async () => {
    const before = t.mails.length;
    const res = await requestLink(t, 'ghost@example.in', 'resetPassword');
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(API_MSG.linkSent);
    expect(t.mails.length).toBe(before);
  });

  it('verifies the account once; the same link cannot be used again', async () => {
    const person = await register(t);
    await requestLink(t, person.userMail, 'emailVerified');
    const token = tokenFromLink(lastLink(t, person.userMail, 'emailVerified'));
    const first = await t.app.inject({ method: 'POST', url: `/api/verifyAccount/${token}` });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ msg: API_MSG.accountVerified, dbName: 'User' });
    expect((await login(t, person.userMail)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/verifyAccount/${token}` });
    expect(again.statusCode).toBe(400);
    expect(json(again).error).toBe(API_MSG.linkInvalid);
  });

  it('keeps the token’s case in the path (paths match case-insensitively, tokens do not)', async () => {
    const person = await register(t);
    await requestLink(t, person.userMail, 'emailVerified');
    const token = tokenFromLink(lastLink(t, person.userMail, 'emailVerified'));
    const swapped = token.replace(/[a-z]/, (c) => c.toUpperCase());
    if (swapped !== token) {
      const wrongCase = await t.app.inject({
        method: 'POST',
        url: `/API/VERIFYACCOUNT/${swapped}`,
      });
      expect(wrongCase.statusCode).toBe(400);
    }
    const res = await t.app.inject({ method: 'POST', url: `/API/VERIFYACCOUNT/${token}` });
    expect(res.statusCode).toBe(200);
  });

  it('rejects forged and malformed verification tokens', async () => {
    const forged = 'A'.repeat(43);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/verifyAccount/${forged}` })).statusCode,
    ).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/verifyAccount/..%2F..%2Fetc',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).error).toBe(API_MSG.linkInvalid);
  });

  it('does not accept a reset link as a verification link', async () => {
    const person = await register(t);
    await requestLink(t, person.userMail, 'resetPassword');
    const token = tokenFromLink(lastLink(t, person.userMail, 'resetPassword'));
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/verifyAccount/${token}` })).statusCode,
    ).toBe(400);
  });

  it('rejects an expired link', async () => {
    const person = await register(t);
    await requestLink(t, person.userMail, 'emailVerified');
    const token = tokenFromLink(lastLink(t, person.userMail, 'emailVerified'));
    await t.database.db.execute(
      sql`update link_tokens set expires_at = now() - interval '1 minute' where token_hash = ${hashLinkToken(token)}`,
    );
    const res = await t.app.inject({ method: 'POST', url: `/api/verifyAccount/${token}` });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(API_MSG.linkInvalid);
  });

  it('validates route and e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verifyLink',
      payload: { route: 'deleteAccount', userMail: 'bad', dbName: 'User' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(json(res).fields as object).sort()).toEqual(['route', 'userMail']);
  });
});

describe('password reset', () => {
  it('sets a new password; the old one and every earlier token stop working', async () => {
    const { person, token: oldToken, userId } = await signedInUser(t);
    await requestLink(t, person.userMail, 'resetPassword');
    const link = lastLink(t, person.userMail, 'resetPassword');
    expect(link).toMatch(/^http:\/\/basera\.test\/resetPassword\//);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/resetPassword/${tokenFromLink(link)}`,
      payload: { userPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ msg: API_MSG.passwordReset, dbName: 'User' });
    expect((await login(t, person.userMail)).statusCode).toBe(400);
    expect((await login(t, person.userMail, 'Fresh@2027')).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/getUser/${userId}`,
      headers: bearer(oldToken),
    });
    expect(stale.statusCode).toBe(401);
  });

  it('works once per link', async () => {
    const { person } = await signedInUser(t);
    await requestLink(t, person.userMail, 'resetPassword');
    const url = `/api/resetPassword/${tokenFromLink(lastLink(t, person.userMail, 'resetPassword'))}`;
    const payload = { userPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url,
      payload: { userPassword: 'Other@2027', confirmPassword: 'Other@2027' },
    });
    expect(again.statusCode).toBe(400);
    expect((await login(t, person.userMail, 'Other@2027')).statusCode).toBe(400);
  });

  it('validates the new password and its confirmation without using up the link', async () => {
    const { person } = await signedInUser(t);
    await requestLink(t, person.userMail, 'resetPassword');
    const url = `/api/resetPassword/${tokenFromLink(lastLink(t, person.userMail, 'resetPassword'))}`;
    const weak = await t.app.inject({
      method: 'POST',
      url,
      payload: { userPassword: 'weakpass', confirmPassword: 'weakpass' },
    });
    expect(weak.statusCode).toBe(400);
    expect((json(weak).fields as Record<string, string>).userPassword).toBe(MSG.passwordRule);
    const mismatch = await t.app.inject({
      method: 'POST',
      url,
      payload: { userPassword: 'Fresh@2027', confirmPassword: 'Fresh@2028' },
    });
    expect((json(mismatch).fields as Record<string, string>).confirmPassword).toBe(
      MSG.passwordMatch,
    );
    const ok = await t.app.inject({
      method: 'POST',
      url,
      payload: { userPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('resets an admin password and says so with dbName Admin', async () => {
    const admin = await createTestApp({
      ADMIN_EMAIL: 'second.admin@basera.test',
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      await requestLink(admin, 'second.admin@basera.test', 'resetPassword', 'Admin');
      const token = tokenFromLink(lastLink(admin, 'second.admin@basera.test', 'resetPassword'));
      const res = await admin.app.inject({
        method: 'POST',
        url: `/api/resetPassword/${token}`,
        payload: { userPassword: 'NewAdmin@1', confirmPassword: 'NewAdmin@1' },
      });
      expect(json(res)).toEqual({ msg: API_MSG.passwordReset, dbName: 'Admin' });
      expect(
        (await login(admin, 'second.admin@basera.test', 'NewAdmin@1', 'Admin')).statusCode,
      ).toBe(200);
    } finally {
      await admin.close();
    }
  });

  it('a verified account asking for a verification link gets no mail', async () => {
    const { person } = await signedInUser(t);
    const before = t.mails.length;
    expect((await requestLink(t, person.userMail, 'emailVerified')).statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });
});

describe('link mails while a link is outstanding', () => {
  const mailsTo = (to: string, route: 'emailVerified' | 'resetPassword') =>
    t.mails.filter((mail) => mail.to === to && mail.link.includes(`/${route}/`));
  /** Makes the account's links this many minutes older, as if asked for that long ago. */
  const age = (userMail: string, minutes: number) =>
    t.database.db.execute(
      sql`update link_tokens set created_at = created_at - make_interval(mins => ${minutes})
        where account_id = (select id from users where email = ${userMail})`,
    );

  it('asking again within 15 minutes mails nothing new; the link already mailed still works', async () => {
    const person = await register(t);
    for (let i = 0; i < 4; i++) {
      expect((await requestLink(t, person.userMail, 'emailVerified')).statusCode).toBe(200);
    }
    expect(mailsTo(person.userMail, 'emailVerified')).toHaveLength(1);
    const token = tokenFromLink(lastLink(t, person.userMail, 'emailVerified'));
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/verifyAccount/${token}` })).statusCode,
    ).toBe(200);
  });

  it('requests at the same moment mail one link', async () => {
    const person = await register(t);
    await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/verifyLink',
          payload: { route: 'resetPassword', userMail: person.userMail, dbName: 'User' },
        }),
      ),
    );
    await t.app.jobs.drain('mail');
    expect(mailsTo(person.userMail, 'resetPassword')).toHaveLength(1);
  });

  it('a link 15 minutes old, or used, no longer holds back a new one; each kind counts alone', async () => {
    const { person } = await signedInUser(t);
    await requestLink(t, person.userMail, 'resetPassword');
    await age(person.userMail, 14);
    await requestLink(t, person.userMail, 'resetPassword');
    expect(mailsTo(person.userMail, 'resetPassword')).toHaveLength(1);

    await age(person.userMail, 1);
    await requestLink(t, person.userMail, 'resetPassword');
    expect(mailsTo(person.userMail, 'resetPassword')).toHaveLength(2);

    const url = `/api/resetPassword/${tokenFromLink(lastLink(t, person.userMail, 'resetPassword'))}`;
    const payload = { userPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(200);
    await requestLink(t, person.userMail, 'resetPassword');
    expect(mailsTo(person.userMail, 'resetPassword')).toHaveLength(3);
  });
});
