import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVATE_CACHE_PREFIX, SESSION_CACHE } from './offline-caches';

/*
 * The page's side of the worker's caches: every way a user's token goes takes the session's
 * caches with it, and telling the worker about a session cannot outlive the token. Storage and
 * Cache Storage are small copies in memory; the auth module is loaded afresh for each test.
 */

const USER = '0b9a7c1e-2f4d-4e8a-9c3b-5d6e7f8a9b0c';

function tokenOf(expiresInS: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${part({ alg: 'HS256' })}.${part({ kind: 'user', userId: USER, email: 'a@b.in', exp })}.c2ln`;
}

type Step = (label: string) => Promise<unknown>;

/** Cache Storage as names of caches holding URLs; each operation waits for `step`. */
function cacheStorage(step: Step) {
  const named = new Map<string, Set<string>>();
  const url = (request: RequestInfo) => (typeof request === 'string' ? request : request.url);
  const storage = {
    named,
    open: async (name: string) => {
      await step(`open ${name}`);
      if (!named.has(name)) named.set(name, new Set());
      const entries = named.get(name)!;
      return {
        put: async (request: RequestInfo) => {
          await step(`put in ${name}`);
          entries.add(url(request));
        },
      };
    },
    delete: async (name: string) => {
      await step(`delete ${name}`);
      return named.delete(name);
    },
    keys: async () => {
      await step('names');
      return [...named.keys()];
    },
  };
  return storage;
}

function useBrowser(token: string | null, step: Step = () => Promise.resolve()) {
  const stored = new Map<string, string>(token ? [['token', token]] : []);
  vi.stubGlobal('window', {
    addEventListener: () => undefined,
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  const caches = cacheStorage(step);
  vi.stubGlobal('caches', caches);
  return { stored, caches };
}

const leftOfSessions = (named: Map<string, Set<string>>) =>
  [...named.keys()].filter(
    (name) => name.startsWith(PRIVATE_CACHE_PREFIX) || name === SESSION_CACHE,
  );

async function freshAuth() {
  vi.resetModules();
  return import('./auth');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the session's offline caches go with its token", () => {
  it('a token found expired is removed, and the caches kept for it with it', async () => {
    const { stored, caches } = useBrowser(tokenOf(-60));
    caches.named.set(`${PRIVATE_CACHE_PREFIX}${USER}-viewed`, new Set(['/api/property/x']));
    caches.named.set(SESSION_CACHE, new Set(['/__basera/session']));
    const { getUserAuth } = await freshAuth();

    expect(getUserAuth().token).toBeNull();
    expect(stored.has('token')).toBe(false);
    await vi.waitFor(() => expect(leftOfSessions(caches.named)).toEqual([]));
  });

  it('a token that expires while the page is open is dropped the next time it is read', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const { caches } = useBrowser(tokenOf(60));
      caches.named.set(`${PRIVATE_CACHE_PREFIX}${USER}-saved`, new Set(['/user/x']));
      const { getUserAuth } = await freshAuth();
      expect(getUserAuth().userId).toBe(USER);

      vi.setSystemTime(Date.now() + 61_000);
      expect(getUserAuth().token).toBeNull();
      await vi.waitFor(() => expect(leftOfSessions(caches.named)).toEqual([]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('telling the worker about a session never outlives a Log Out that comes meanwhile', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const token = tokenOf(3600);
        const { caches } = useBrowser(token, (label) => s.schedule(Promise.resolve(label), label));
        const { markOfflineSession, clearToken } = await freshAuth();

        const logOut = s.schedule(Promise.resolve('Log Out')).then(() => clearToken('user'));
        await s.waitFor(Promise.all([markOfflineSession(token), logOut]));
        await s.waitIdle();

        expect(leftOfSessions(caches.named)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("marks the session for the worker before the token's first request, once", async () => {
    const token = tokenOf(3600);
    const { caches } = useBrowser(token);
    const open = vi.spyOn(caches, 'open');
    const { markOfflineSession } = await freshAuth();

    await Promise.all([markOfflineSession(token), markOfflineSession(token)]);
    await markOfflineSession(token);

    expect([...(caches.named.get(SESSION_CACHE) ?? [])]).toEqual(['/__basera/session']);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
