import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPrivateCaches,
  PRIVATE_CACHE_PREFIX,
  SESSION_CACHE,
  tokenFingerprint,
  writeSessionMark,
  type PrivateCacheKind,
} from '../lib/offline-caches';
import { putInSessionCache, type Session } from './session-guard';

/*
 * The worker's writes against Log Out, in every order the two can interleave: Cache Storage is
 * replaced by a copy in memory whose every operation waits for fast-check's scheduler, so a
 * property run tries the page's deletions landing before, between and after each step of each
 * write. A Cache object kept across a deletion writes into a cache no name leads to any more,
 * as in browsers; opening the name again makes a new one.
 */

type Entries = Map<string, Response>;
type Step = <T>(effect: () => T, label: string) => Promise<T>;

const urlOf = (request: RequestInfo) => (typeof request === 'string' ? request : request.url);

function cacheOver(entries: Entries, step: Step): Cache {
  return {
    put: (request: RequestInfo, response: Response) =>
      step(() => void entries.set(urlOf(request), response), `put ${urlOf(request)}`),
    match: (request: RequestInfo) => step(() => entries.get(urlOf(request))?.clone(), 'match'),
    delete: (request: RequestInfo) => step(() => entries.delete(urlOf(request)), 'delete entry'),
    keys: () => step(() => [...entries.keys()].map((url) => new Request(url)), 'entries'),
  } as unknown as Cache;
}

class CacheStorageInMemory {
  readonly named = new Map<string, Entries>();
  constructor(private readonly step: Step) {}

  open(name: string): Promise<Cache> {
    return this.step(() => {
      let entries = this.named.get(name);
      if (!entries) this.named.set(name, (entries = new Map()));
      return cacheOver(entries, this.step);
    }, `open ${name}`);
  }
  has(name: string) {
    return this.step(() => this.named.has(name), `has ${name}`);
  }
  delete(name: string) {
    return this.step(() => this.named.delete(name), `delete ${name}`);
  }
  keys() {
    return this.step(() => [...this.named.keys()], 'names');
  }
  match(request: RequestInfo, options?: MultiCacheQueryOptions) {
    return this.step(() => {
      const caches = options?.cacheName
        ? [this.named.get(options.cacheName)]
        : [...this.named.values()];
      for (const entries of caches) {
        const found = entries?.get(urlOf(request));
        if (found) return found.clone();
      }
      return undefined;
    }, 'match');
  }
}

const ORIGIN = 'http://127.0.0.1:3000';
const ALICE = '0b9a7c1e-2f4d-4e8a-9c3b-5d6e7f8a9b0c';
const BOB = '7f3e2d1c-0b9a-4c8d-8e7f-6a5b4c3d2e1f';

function tokenOf(userId: string, expiresInS = 3600): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${part({ alg: 'HS256' })}.${part({ kind: 'user', userId, exp })}.c2ln`;
}

const sessionOf = (userId: string, token = tokenOf(userId)): Session => ({
  userId,
  authorization: `Bearer ${token}`,
});

async function markSession(session: Session): Promise<void> {
  const token = session.authorization.replace('Bearer ', '');
  await writeSessionMark({ userId: session.userId, fingerprint: await tokenFingerprint(token) });
}

/** Cache Storage in memory; `step` decides when each of its operations takes effect. */
function cacheStorageInMemory(step: Step = (effect) => Promise.resolve().then(effect)) {
  const storage = new CacheStorageInMemory(step);
  vi.stubGlobal('caches', storage);
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const KINDS: PrivateCacheKind[] = ['viewed', 'viewed-extras', 'saved'];
/** A run of background writes, as keeping a saved listing makes: which cache, which answer. */
const writes = fc.array(
  fc.record({ kind: fc.constantFrom(...KINDS), path: fc.constantFrom('a', 'b', 'c', 'd') }),
  { minLength: 1, maxLength: 6 },
);

async function writeAll(session: Session, run: { kind: PrivateCacheKind; path: string }[]) {
  const kept: boolean[] = [];
  for (const { kind, path } of run) {
    kept.push(
      await putInSessionCache(session, kind, `${ORIGIN}/${path}`, new Response(`"${path}"`)),
    );
  }
  return kept;
}

const leftOfSessions = (storage: CacheStorageInMemory) =>
  [...storage.named.keys()].filter(
    (name) => name.startsWith(PRIVATE_CACHE_PREFIX) || name === SESSION_CACHE,
  );

describe("the worker's writes end with the session", () => {
  it('leaves nothing of the session once Log Out has run, whatever the order of the two', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), writes, async (s, run) => {
        const storage = cacheStorageInMemory((effect, label) =>
          s.schedule(Promise.resolve(label), label).then(effect),
        );
        const alice = sessionOf(ALICE);
        await s.waitFor(markSession(alice));

        await s.waitFor(Promise.all([writeAll(alice, run), clearPrivateCaches()]));

        expect(leftOfSessions(storage)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every answer while the session is current', async () => {
    await fc.assert(
      fc.asyncProperty(writes, async (run) => {
        const storage = cacheStorageInMemory();
        const alice = sessionOf(ALICE);
        await markSession(alice);

        expect(await writeAll(alice, run)).toEqual(run.map(() => true));
        for (const { kind, path } of run) {
          const name = `${PRIVATE_CACHE_PREFIX}${ALICE}-${kind}`;
          expect(storage.named.get(name)?.has(`${ORIGIN}/${path}`)).toBe(true);
        }
      }),
    );
  });

  it("writes nothing for a session that is not the device's: signed out, someone else, an older or expired token", async () => {
    const cases: { mark: Session | null; writer: Session }[] = [
      { mark: null, writer: sessionOf(ALICE) },
      { mark: sessionOf(BOB), writer: sessionOf(ALICE) },
      { mark: sessionOf(ALICE, tokenOf(ALICE, 7200)), writer: sessionOf(ALICE) },
      {
        mark: sessionOf(ALICE, tokenOf(ALICE, -60)),
        writer: sessionOf(ALICE, tokenOf(ALICE, -60)),
      },
    ];
    for (const { mark, writer } of cases) {
      const storage = cacheStorageInMemory();
      if (mark) await markSession(mark);

      expect(await writeAll(writer, [{ kind: 'saved', path: 'a' }])).toEqual([false]);
      expect(
        [...storage.named.keys()].filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)),
      ).toEqual([]);
    }
  });
});
