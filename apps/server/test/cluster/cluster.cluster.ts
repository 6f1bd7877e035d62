import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, type PropertyImage } from '@basera/contract';
import { jpeg, multipart, rentListing } from '../fixtures';
import { ADMIN, startCluster, type Cluster, type Instance } from './stack';

/*
 * npm run test:cluster (docs/decisions/0024-several-servers.md): two servers behind nginx on
 * PostgreSQL, Redis and an S3-compatible store, every check made through nginx. A request
 * picks its server with the X-Basera-Instance header (the test's nginx routes on it); without
 * it, nginx takes turns. The figures at the end go into the closing note.
 */

let cluster: Cluster;
const figures: Record<string, string | number> = {};

type Answer = { status: number; body: Record<string, unknown> | unknown[] | null; ms: number };

async function call(
  method: string,
  path: string,
  options: {
    on?: Instance;
    token?: string;
    body?: unknown;
    form?: Awaited<ReturnType<typeof multipart>>;
  } = {},
): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = {};
  if (options.on) headers['x-basera-instance'] = options.on.name;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: Uint8Array | string | undefined;
  if (options.form) {
    Object.assign(headers, options.form.headers);
    body = new Uint8Array(options.form.payload);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${cluster.nginx.url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: Answer['body'] = null;
  try {
    parsed = text ? (JSON.parse(text) as Answer['body']) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed, ms: Date.now() - started };
}

const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;

async function signIn(userMail: string, password: string, dbName: 'User' | 'Admin') {
  const res = await call('POST', '/api/login', {
    body: { userMail, userPassword: password, dbName },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { token: string }).token;
}

/** A verified owner, made through the API and the SMTP peer like a real one. */
async function newOwner() {
  const email = `owner.${randomUUID().slice(0, 8)}@basera.test`;
  const password = 'Owner@2026';
  const registered = await call('POST', '/user/register', {
    on: a(),
    body: {
      userFirstName: 'Ravi',
      userLastName: 'Verma',
      userPhone: '9876543210',
      userWhatsApp: '9876543210',
      userMail: email,
      setPassword: password,
      confirmPassword: password,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  await call('POST', '/api/verifyLink', {
    on: b(),
    body: { route: 'emailVerified', userMail: email, dbName: 'User' },
  });
  const mail = await waitFor(() =>
    cluster.smtp.received.find((one) => one.to === email && one.subject.startsWith('Verify')),
  );
  expect(mail).toBeDefined();
  const token = await tokenFromMail(email);
  expect((await call('POST', `/api/verifyAccount/${token}`, { on: a() })).status).toBe(200);
  const userToken = await signIn(email, password, 'User');
  const { userId } = JSON.parse(Buffer.from(userToken.split('.')[1]!, 'base64url').toString()) as {
    userId: string;
  };
  const becameOwner = await call('PUT', '/owner/signInAsOwner', {
    on: b(),
    token: userToken,
    body: { userId },
  });
  expect(becameOwner.status).toBe(200);
  return { email, userId, token: userToken };
}

/** The token of the last verification link mailed to `email` (the peer keeps the texts). */
async function tokenFromMail(email: string): Promise<string> {
  const text = await waitFor(() => cluster.smtp.texts.get(email));
  const token = /\/emailVerified\/([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in the mail to ${email}`);
  return token;
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('run through scripts/with-postgres.sh (npm run test:cluster)');
  cluster = await startCluster(serverUrl, 2);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  console.log(
    `\nCluster figures:\n${Object.entries(figures)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}`,
  );
}, 60_000);

describe('two servers behind nginx', () => {
  let owner: Awaited<ReturnType<typeof newOwner>>;
  let adminToken: string;
  let propertyId: string;
  let photos: PropertyImage[];

  it('are both ready, each reaching the database, Redis and the bucket', async () => {
    for (const instance of [a(), b()]) {
      const ready = await call('GET', '/ready', { on: instance });
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({
        ok: true,
        stopping: false,
        database: true,
        redis: true,
        storage: true,
      });
    }
  });

  it('a write through one is read through the other at once', async () => {
    owner = await newOwner();
    adminToken = await signIn(ADMIN.email, ADMIN.password, 'Admin');
    const added = await call('POST', '/owner/addProperty', {
      on: a(),
      token: owner.token,
      body: { userId: owner.userId, ...rentListing, propertyTitle: 'Cluster view flat' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    propertyId = (added.body as { propertyId: string }).propertyId;
    const read = await call('GET', `/owner/property?userId=${owner.userId}&limit=48`, {
      on: b(),
      token: owner.token,
    });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).toContain(propertyId);
  });

  it('a photo uploaded through one is served through the other', async () => {
    const files = await Promise.all([0, 1, 2, 3].map(async (i) => ({ bytes: await jpeg(i) })));
    const form = await multipart({ userId: owner.userId, property_id: propertyId }, files);
    const uploaded = await call('POST', '/owner/uploadPropertyImg', {
      on: a(),
      token: owner.token,
      form,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    photos = (uploaded.body as { propertyImg: PropertyImage[] }).propertyImg;
    const served = await fetch(`${cluster.nginx.url}/${photos[0]!.thumb}`, {
      headers: { 'x-basera-instance': b().name },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('an approval through one shows in search through the other within a second', async () => {
    const submitted = await call('PUT', '/owner/submitProperty', {
      on: a(),
      token: owner.token,
      body: { userId: owner.userId, propertyId },
    });
    expect(submitted.status).toBe(200);
    const search = () => call('GET', '/user/search?search=cluster%20view', { on: b() });
    // B answers the search (and keeps the answer) before the approval…
    expect(JSON.stringify((await search()).body)).not.toContain(propertyId);
    const approved = await call('PUT', '/admin/updateCampaignRequest', {
      on: a(),
      token: adminToken,
      body: { userId: owner.userId, propertyId, campaignRequest: 'Approve' },
    });
    expect(approved.status).toBe(200);
    // …and shows it right after: A's write cleared B's cache through Redis.
    const started = Date.now();
    let seenAfter: number | null = null;
    while (Date.now() - started < 1_000) {
      if (JSON.stringify((await search()).body).includes(propertyId)) {
        seenAfter = Date.now() - started;
        break;
      }
    }
    figures['approval on A seen in search on B after (ms)'] = seenAfter ?? 'not within 1 s';
    expect(seenAfter).not.toBeNull();
  });

  it('a rate limit is shared: the requests through both count as one', async () => {
    // 20 contact messages per network in 15 minutes (config.ts), whichever server takes them.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await call('POST', '/user/contact', {
        on: i % 2 === 0 ? a() : b(),
        body: {
          fullName: 'Meera Sahu',
          email: 'meera@basera.test',
          phone: '9876543210',
          message: `Is the flat near the station still available? (${i})`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('each mail is delivered once with two workers, and survives SMTP being down for 10 s', async () => {
    const people: string[] = [];
    for (let i = 0; i < 10; i++) {
      const email = `reader.${randomUUID().slice(0, 8)}@basera.test`;
      const res = await call('POST', '/user/register', {
        body: {
          userFirstName: 'Asha',
          userLastName: 'Rao',
          userPhone: '9876543210',
          userWhatsApp: '9876543210',
          userMail: email,
          setPassword: 'Reader@2026',
          confirmPassword: 'Reader@2026',
        },
      });
      expect(res.status).toBe(201);
      people.push(email);
    }
    await cluster.smtp.stop();
    const downAt = Date.now();
    for (const [i, email] of people.entries()) {
      const res = await call('POST', '/api/verifyLink', {
        on: i % 2 === 0 ? a() : b(),
        body: { route: 'emailVerified', userMail: email, dbName: 'User' },
      });
      // Answered at once, whatever SMTP does.
      expect(res.status).toBe(200);
      expect((res.body as { msg: string }).msg).toBe(API_MSG.linkSent);
      expect(res.ms).toBeLessThan(1_000);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 10_000 - (Date.now() - downAt))),
    );
    await cluster.smtp.start();
    await waitFor(
      () =>
        people.every((email) => cluster.smtp.received.some((m) => m.to === email))
          ? true
          : undefined,
      60_000,
    );
    // Time for a duplicate to show, had any server sent one twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const counts = people.map(
      (email) => cluster.smtp.received.filter((m) => m.to === email).length,
    );
    figures['mails queued while SMTP was down 10 s'] = people.length;
    figures['mails delivered'] = counts.reduce((sum, n) => sum + n, 0);
    expect(counts).toEqual(people.map(() => 1));
  }, 90_000);
});

describe('a server lost or stopped', () => {
  /** Adds listings through nginx as fast as `concurrency` allows; the acknowledged ids. */
  async function writeListings(
    owner: { userId: string; token: string },
    count: number,
    concurrency: number,
    during?: (done: number) => void,
  ) {
    const acknowledged: string[] = [];
    let failed = 0;
    const failures: number[] = [];
    let next = 0;
    let done = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          next += 1;
          const res = await call('POST', '/owner/addProperty', {
            token: owner.token,
            body: { userId: owner.userId, ...rentListing, propertyTitle: `Load flat ${next}` },
          });
          if (res.status === 201) {
            acknowledged.push((res.body as { propertyId: string }).propertyId);
          } else {
            failed += 1;
            failures.push(res.status);
          }
          done += 1;
          during?.(done);
        }
      }),
    );
    return { acknowledged, failed, failures };
  }

  async function storedIds(owner: { userId: string; token: string }) {
    const ids = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const res = await call(
        'GET',
        `/owner/property?userId=${owner.userId}&limit=100&offset=${offset}`,
        {
          token: owner.token,
        },
      );
      expect(res.status).toBe(200);
      const page = res.body as { _id: string }[];
      for (const listing of page) ids.add(listing._id);
      if (page.length < 100) return ids;
    }
  }

  it('kill -9 of one during writes loses no acknowledged write, and nginx serves from the other', async () => {
    const owner = await newOwner();
    let killed = false;
    const { acknowledged, failed } = await writeListings(owner, 300, 6, (done) => {
      if (!killed && done === 100) {
        killed = true;
        a().kill('SIGKILL');
      }
    });
    expect(await a().exited()).toBeNull(); // killed by a signal
    const stored = await storedIds(owner);
    const lost = acknowledged.filter((id) => !stored.has(id));
    figures['writes through nginx, server A killed -9 after 100'] = 300;
    figures['acknowledged'] = acknowledged.length;
    figures['refused while A died (not acknowledged, so not lost)'] = failed;
    figures['acknowledged writes lost'] = lost.length;
    expect(lost).toEqual([]);
    // B served the rest: the last writes all went through.
    expect(acknowledged.length).toBeGreaterThanOrEqual(290);
    await a().restart();
    // nginx tries a server it saw fail again after fail_timeout (2 s, stack.ts).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
  }, 120_000);

  it('a SIGTERM during load drops no request, and the server exits 0', async () => {
    const owner = await newOwner();
    let stopped = false;
    const reads: number[] = [];
    const load = writeListings(owner, 200, 6, (done) => {
      if (!stopped && done === 60) {
        stopped = true;
        b().kill('SIGTERM');
      }
    });
    const searching = (async () => {
      for (let i = 0; i < 100; i++)
        reads.push((await call('GET', `/user/search?search=flat&offset=${i % 5}`)).status);
    })();
    const [{ acknowledged, failed, failures }] = await Promise.all([load, searching]);
    figures['requests during SIGTERM of B (writes + reads)'] = 200 + reads.length;
    figures['dropped'] = failed + reads.filter((status) => status !== 200).length;
    expect(failures).toEqual([]);
    expect(failed).toBe(0);
    expect(reads.every((status) => status === 200)).toBe(true);
    expect(acknowledged).toHaveLength(200);
    expect(await b().exited()).toBe(0);
    await b().restart();
  }, 120_000);
});
