import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@basera/contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createTestApp, tokenFromLink, type TestApp } from './harness';
import { ADMIN, adminEnv, json, lastLink, register } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(adminEnv, { rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => t.close());

const loginFrom = (
  ip: string,
  userMail: string,
  userPassword = 'Guess@2026',
  dbName: 'User' | 'Admin' = 'User',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers,
    payload: { userMail, userPassword, dbName },
  });

const linkFrom = (ip: string, userMail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verifyLink',
    remoteAddress: ip,
    payload: { route: 'resetPassword', userMail, dbName: 'User' },
  });

const { freeFailures } = DEFAULT_RATE_LIMITS.login;

describe('wrong passwords', () => {
  it("a stranger's ten wrong tries do not lock the real admin out from another address", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await loginFrom('198.51.100.7', ADMIN.email, 'Wrong@2026', 'Admin');
      expect([400, 429]).toContain(res.statusCode);
    }
    const real = await loginFrom('203.0.113.20', ADMIN.email, ADMIN.password, 'Admin');
    expect(real.statusCode, real.body).toBe(200);
  });

  it('slow down the network they come from, longer after each one', async () => {
    const ip = '198.51.100.8';
    const account = 'victim@example.in';
    for (let i = 0; i < freeFailures; i++) {
      expect((await loginFrom(ip, account)).statusCode).toBe(400);
    }
    const slowed = await loginFrom(ip, account);
    expect(slowed.statusCode).toBe(429);
    expect(json(slowed).error).toBe(API_MSG.tooManyWrongPasswords);
    expect(Number(slowed.headers['retry-after'])).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await loginFrom(ip, account)).statusCode).toBe(400); // allowed again, and wrong
    const longer = await loginFrom(ip, account);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
  });

  it('count every address of one IPv6 /64 as one network', async () => {
    const account = 'v6.victim@example.in';
    for (let i = 0; i < freeFailures; i++) {
      const res = await loginFrom(`2001:db8:aa:bb::${(i + 1).toString(16)}`, account);
      expect(res.statusCode).toBe(400);
    }
    expect((await loginFrom('2001:db8:aa:bb:ffff::9', account)).statusCode).toBe(429);
    // A different /64 is another subscriber.
    expect((await loginFrom('2001:db8:aa:cc::1', account)).statusCode).toBe(400);
  });
});

describe('rate limits per network', () => {
  it('limit sign-in attempts from one address across accounts', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginPerIp; i++) {
      last = (await loginFrom('10.9.9.9', `spray${i}@example.in`)).statusCode;
    }
    expect(last).toBe(429);
    expect((await loginFrom('10.9.9.10', 'fresh@example.in')).statusCode).toBe(400);
  });

  it('limit a whole IPv6 /64, however many of its addresses a client rotates through', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginPerIp; i++) {
      last = (await loginFrom(`2001:db8:77:1::${(i + 1).toString(16)}`, `v6spray${i}@ex.in`))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('ignore X-Forwarded-For unless TRUST_PROXY says who may send it', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginPerIp; i++) {
      last = (
        await loginFrom('10.8.8.8', `xff${i}@example.in`, 'Guess@2026', 'User', {
          'x-forwarded-for': `192.0.2.${i + 1}`,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('limit link requests from one address, across accounts', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.linkPerIp; i++) {
      last = (await linkFrom('10.6.6.6', `flood${i}@example.in`)).statusCode;
    }
    expect(last).toBe(429);
    expect((await linkFrom('10.6.6.7', 'flood0@example.in')).statusCode).toBe(200);
  });

  it("a stranger asking for someone's links again and again mails them once and never locks them out", async () => {
    const person = await register(t);
    const stranger = '198.51.100.30';
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.linkPerAccountAndNetwork; i++) {
      statuses.push((await linkFrom(stranger, person.userMail)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    await t.app.jobs.drain('mail');
    const toThem = () => t.mails.filter((mail) => mail.to === person.userMail);
    expect(toThem()).toHaveLength(1);

    // The real person, from their own network, is answered, and the link they have works.
    const own = await linkFrom('203.0.113.41', person.userMail);
    expect(own.statusCode).toBe(200);
    expect(json(own).msg).toBe(API_MSG.linkSent);
    await t.app.jobs.drain('mail');
    expect(toThem()).toHaveLength(1);
    const link = tokenFromLink(lastLink(t, person.userMail, 'resetPassword'));
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/resetPassword/${link}`,
      remoteAddress: '203.0.113.41',
      payload: { userPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('limit password-reset attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.resetPerIp; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/resetPassword/${'A'.repeat(43)}`,
        remoteAddress: '10.7.7.7',
        payload: { userPassword: 'Basera@2027', confirmPassword: 'Basera@2027' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' }, { rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(() => proxied.close());

  const viaProxy = (client: string, userMail: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
      payload: { userMail, userPassword: 'Guess@2026', dbName: 'User' },
    });

  it('each visitor is counted apart, not all as the proxy', async () => {
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginPerIp; i++) {
      expect((await viaProxy(`192.0.2.${i + 1}`, `visitor${i}@example.in`)).statusCode).toBe(400);
    }
  });

  it('one visitor is still limited, whatever the proxy', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginPerIp; i++) {
      last = (await viaProxy('198.51.100.99', `one${i}@example.in`)).statusCode;
    }
    expect(last).toBe(429);
  });
});
