import type { WorkboxPlugin } from 'workbox-core';
import {
  PRIVATE_CACHE_PREFIX,
  privateCacheName,
  readSessionMark,
  tokenFingerprint,
  type PrivateCacheKind,
} from '../lib/offline-caches';
import { userIdOfAuthorization } from './requests';

/*
 * The worker writes a user's answers only for the device's current session (the mark the page
 * keeps, lib/offline-caches.ts). Its work for a request can outlast the session: keeping a
 * listing just saved fetches its details, reviews and photos for seconds, and Log Out may come
 * in between. So every write into a private cache checks the session first, and again after
 * writing: a session that ended meanwhile takes what was written with it.
 */

/** Whose answers a request reads: the user of its token, and the token as it was sent. */
export type Session = { userId: string; authorization: string };

/** The session of a request with a user's token that has not expired, or null. */
export function sessionOf(request: Request): Session | null {
  const authorization = request.headers.get('Authorization');
  const userId = userIdOfAuthorization(authorization);
  return userId && authorization ? { userId, authorization } : null;
}

const fingerprints = new Map<string, Promise<string>>();

function fingerprintOf({ authorization }: Session): Promise<string> {
  let fingerprint = fingerprints.get(authorization);
  if (!fingerprint) {
    fingerprint = tokenFingerprint(authorization.replace(/^Bearer /, ''));
    fingerprints.set(authorization, fingerprint);
  }
  return fingerprint;
}

/** The page has marked this session as the current one, and its token has not expired since. */
export async function isCurrentSession(session: Session): Promise<boolean> {
  if (userIdOfAuthorization(session.authorization) !== session.userId) return false;
  const mark = await readSessionMark();
  return mark?.userId === session.userId && mark.fingerprint === (await fingerprintOf(session));
}

/**
 * After a write for a session that has ended: unless the same user is signed in again (the
 * answers are theirs), everything kept for that user goes, as Log Out meant.
 */
async function forgetIfEnded(session: Session): Promise<void> {
  if (await isCurrentSession(session)) return;
  const mark = await readSessionMark();
  if (mark?.userId === session.userId) return;
  const prefix = `${PRIVATE_CACHE_PREFIX}${session.userId}-`;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((n) => caches.delete(n)));
}

/**
 * Runs `work` on one of the session's caches if the session is current; returns whether it ran.
 * Opening a cache creates it, so nothing is opened for a session that has ended.
 */
export async function inSessionCache(
  session: Session,
  kind: PrivateCacheKind,
  work: (cache: Cache) => Promise<unknown>,
): Promise<boolean> {
  if (!(await isCurrentSession(session))) return false;
  await work(await caches.open(privateCacheName(session.userId, kind)));
  await forgetIfEnded(session);
  return true;
}

/** Puts an answer in one of the session's caches, if the session is current. */
export function putInSessionCache(
  session: Session,
  kind: PrivateCacheKind,
  request: RequestInfo,
  response: Response,
): Promise<boolean> {
  return inSessionCache(session, kind, (cache) => cache.put(request, response));
}

/**
 * For Workbox strategies over private caches, first among their plugins: an answer is kept, and
 * a kept one used, only for the current session (answers other than 200 are not kept, as
 * Workbox's own rule is when no plugin decides).
 */
export const currentSessionOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const session = sessionOf(request);
    return response.status === 200 && session && (await isCurrentSession(session))
      ? response
      : null;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    const session = sessionOf(request);
    return cachedResponse && session && (await isCurrentSession(session)) ? cachedResponse : null;
  },
};

/** Last among a strategy's plugins: a write that raced with Log Out is taken back. */
export const undoAfterSessionEnds: WorkboxPlugin = {
  cacheDidUpdate: async ({ request }) => {
    const session = sessionOf(request);
    if (session) await forgetIfEnded(session);
  },
};
