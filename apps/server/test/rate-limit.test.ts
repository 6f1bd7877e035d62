import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@basera/contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { createTestApp, type TestApp } from './harness';
import { json, requestLink } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => t.close());

const loginFrom = (ip: string, userMail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { userMail, userPassword: 'Guess@2026', dbName: 'User' },
  });

describe('rate limits', () => {
  it('limits sign-in attempts on one account, from any number of addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginPerAccount; i++) {
      statuses.push((await loginFrom(`10.0.0.${i + 1}`, 'victim@example.in')).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    const last = await loginFrom('10.0.1.1', 'victim@example.in');
    expect(last.statusCode).toBe(429);
    expect(json(last).error).toBe(API_MSG.tooManyRequests);
    // Another account is unaffected.
    expect((await loginFrom('10.0.1.1', 'someone.else@example.in')).statusCode).toBe(400);
  });

  it('limits sign-in attempts from one address across accounts', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginPerIp; i++) {
      last = (await loginFrom('10.9.9.9', `spray${i}@example.in`)).statusCode;
    }
    expect(last).toBe(429);
    expect((await loginFrom('10.9.9.10', 'fresh@example.in')).statusCode).toBe(400);
  });

  it('limits link mails per account', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.linkPerAccount; i++) {
      last = (await requestLink(t, 'flood@example.in', 'resetPassword')).statusCode;
    }
    expect(last).toBe(429);
  });
});
