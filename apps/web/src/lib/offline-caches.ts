/**
 * Names shared by the page and the service worker (src/sw/). Caches holding answers read with a
 * user's token start with PRIVATE_CACHE_PREFIX and carry that user's id, so one account never
 * reads another's; signing out deletes them all (docs/architecture.md §10).
 */
export const PRIVATE_CACHE_PREFIX = 'basera-private-';

export type PrivateCacheKind = 'viewed' | 'viewed-extras' | 'saved';

export function privateCacheName(userId: string, kind: PrivateCacheKind): string {
  return `${PRIVATE_CACHE_PREFIX}${userId.toLowerCase()}-${kind}`;
}

/** Photos are public (their names are new for every upload), so one cache serves everyone. */
export const PHOTO_CACHE = 'basera-photos';

/*
 * The session the worker may keep answers for. The page writes it before it sends a request
 * with a user's token and deletes it first when the token goes; the worker writes into a private
 * cache only while the token of the request it is working for is the one written here, and
 * looks again after writing. So background work that outlasts Log Out (keeping six listings
 * just saved, say) cannot bring the caches back (docs/decisions/0038-private-caches-end-with-the-session.md).
 * The token itself is not kept here, only a SHA-256 fingerprint of it.
 */
export const SESSION_CACHE = 'basera-session';
const SESSION_URL = '/__basera/session';

export type SessionMark = { userId: string; fingerprint: string };

/** The hex SHA-256 of a token: enough to recognise it, useless to sign in with. */
export async function tokenFingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Cache Storage and hashing are there: a secure page or a worker (never the server renderer). */
export function hasCacheStorage(): boolean {
  return typeof caches !== 'undefined' && typeof crypto !== 'undefined' && !!crypto.subtle;
}

export async function writeSessionMark(mark: SessionMark): Promise<void> {
  const cache = await caches.open(SESSION_CACHE);
  await cache.put(
    SESSION_URL,
    new Response(JSON.stringify(mark), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The current session's mark, or null when nobody is signed in (or it cannot be read). */
export async function readSessionMark(): Promise<SessionMark | null> {
  try {
    // CacheStorage.match does not create the cache it looks in, unlike caches.open.
    const answer = await caches.match(SESSION_URL, { cacheName: SESSION_CACHE });
    const mark = (await answer?.json()) as Partial<SessionMark> | undefined;
    return typeof mark?.userId === 'string' && typeof mark.fingerprint === 'string'
      ? { userId: mark.userId, fingerprint: mark.fingerprint }
      : null;
  } catch {
    return null;
  }
}

/**
 * Ends the session for the worker, then deletes every cache of signed-in answers: in that
 * order, so that a write the worker makes after the deletion finds the session gone and undoes
 * itself. Safe where Cache Storage is missing or blocked.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(SESSION_CACHE);
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
  } catch {
    // Storage blocked (private mode, policy): nothing was cached either.
  }
}
