import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@basera/contract';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './harness';
import { approve, approvedListing, signedInOwner, submittedListing } from './fixtures';
import { startRedis, type RedisServer } from './servers';
import { adminEnv, json, register, signedInAdmin } from './support';

/*
 * Two servers on one database and one Redis (REDIS_URL; src/lib/redis.ts), as behind a load
 * balancer: they count the same rate limits and sign-in failures, and a write on one clears the
 * public cache of the other. Without Redis each goes on alone, and no request fails.
 */

let redis: RedisServer;
let a: TestApp;
let b: FastifyInstance;

const MESSAGES_PER_NETWORK = 4;

beforeAll(async () => {
  redis = await startRedis();
  a = await createTestApp(
    { ...adminEnv, REDIS_URL: redis.url },
    {
      rateLimits: {
        contactPerIp: MESSAGES_PER_NETWORK,
        login: { freeFailures: 2, maxDelaySeconds: 60 },
      },
    },
  );
  b = await buildApp(a.config, {
    database: a.database,
    mailer: { send: async () => {}, close() {} },
  });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.stop();
});

/** A message through the contact form: limited per client network. */
const sendMessage = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/user/contact',
    payload: {
      fullName: 'Meera Sahu',
      email: 'meera@basera.test',
      phone: '9876543210',
      message: 'Is the flat near the station still available?',
    },
  });

/** Search on `app` until the listing shows (or `ms` pass): how long it took, or null. */
async function showsWithin(app: FastifyInstance, id: string, ms: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    const res = await app.inject({ method: 'GET', url: '/api/property?limit=48' });
    if ((json(res) as unknown as { _id: string }[]).some((listing) => listing._id === id)) {
      return Date.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe('two servers sharing Redis', () => {
  it('count one rate limit: the requests through both add up', async () => {
    const answers = [];
    for (let i = 0; i < MESSAGES_PER_NETWORK + 1; i++) {
      answers.push((await sendMessage(i % 2 === 0 ? a.app : b)).statusCode);
    }
    expect(answers).toEqual([...Array(MESSAGES_PER_NETWORK).fill(200), 429]);
  });

  it('count wrong passwords together: the third try on the other server waits', async () => {
    const person = await register(a);
    const wrong = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userMail: person.userMail, userPassword: 'Wrong@2026', dbName: 'User' },
      });
    expect((await wrong(a.app)).statusCode).toBe(400);
    expect((await wrong(b)).statusCode).toBe(400);
    await wrong(a.app); // the third failure: from now on this network waits
    const waited = await wrong(b);
    expect(waited.statusCode).toBe(429);
    expect(json(waited).error).toBe(API_MSG.tooManyWrongPasswords);
  });

  it('clear each other’s public cache: an approval on one shows in search on the other within a second', async () => {
    const owner = await signedInOwner(a);
    const admin = await signedInAdmin(a);
    const id = await submittedListing(a, owner);
    // B has the list cached without the listing…
    expect(await showsWithin(b, id, 0)).toBeNull();
    await approve(a, owner, admin, id);
    // …and drops it when A approves (its own cache would keep it for 30 s).
    const after = await showsWithin(b, id, 1_000);
    expect(after).not.toBeNull();
  });

  it('clear each other’s rendered pages with the answers: a page kept on one is gone when the other approves', async () => {
    const owner = await signedInOwner(a);
    const admin = await signedInAdmin(a);
    const id = await submittedListing(a, owner);
    const page = { html: 'home as it was', brotli: Buffer.alloc(0) };
    b.publicCache.pages.keep('/', page, b.publicCache.pages.mark());
    expect(b.publicCache.pages.read('/')).toBe(page);
    await approve(a, owner, admin, id);
    const started = Date.now();
    while (b.publicCache.pages.read('/') !== undefined && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(b.publicCache.pages.read('/')).toBeUndefined();
  });

  it('are ready while Redis answers', async () => {
    const ready = await b.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toMatchObject({ ok: true, redis: true });
  });
});

describe('when Redis goes away', () => {
  it('every request is still answered, limits hold on each server, the cache is off; back, all is shared again', async () => {
    const owner = await signedInOwner(a);
    const admin = await signedInAdmin(a);
    await redis.stop();
    try {
      // Limits: each server counts on its own now, and still refuses past the limit.
      const onA = [];
      for (let i = 0; i < MESSAGES_PER_NETWORK + 1; i++)
        onA.push((await sendMessage(a.app)).statusCode);
      expect(onA).toEqual([...Array(MESSAGES_PER_NETWORK).fill(200), 429]);
      expect((await sendMessage(b)).statusCode).toBe(200);

      // The cache: B cannot hear A's writes, so it keeps nothing and sees them at once.
      const id = await submittedListing(a, owner);
      expect(await showsWithin(b, id, 0)).toBeNull();
      await approve(a, owner, admin, id);
      expect(await showsWithin(b, id, 0)).not.toBeNull();

      const ready = await b.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toMatchObject({ ok: false, redis: false, database: true });
    } finally {
      await redis.start();
    }
    // Back: the servers reconnect by themselves and share their counts again.
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url: '/ready' })).statusCode, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
    const answers = [];
    for (let i = 0; i < MESSAGES_PER_NETWORK + 1; i++) {
      answers.push((await sendMessage(i % 2 === 0 ? a.app : b)).statusCode);
    }
    expect(answers).toEqual([...Array(MESSAGES_PER_NETWORK).fill(200), 429]);
    expect(await approvedListing(a, owner, admin)).toBeDefined();
  }, 60_000);
});
