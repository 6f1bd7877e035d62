import { useSyncExternalStore } from 'react';
import {
  clearPrivateCaches,
  hasCacheStorage,
  tokenFingerprint,
  writeSessionMark,
} from './offline-caches';
import { readTokenClaims } from './token-claims';

/**
 * The user's and the admin's sessions (docs/product.md §3). Each is a token kept in localStorage under
 * its own key; everything else is read from the token's claims. Signed in = token present.
 * A token that cannot be decoded, is of the other kind or has expired counts as absent and is
 * removed, so the stored token and the visible state never disagree. Whichever way a user's
 * token goes (Log Out, a 401, expiry), what the service worker kept for it goes too.
 */

export type SessionKind = 'user' | 'admin';

export const TOKEN_KEYS: Record<SessionKind, string> = { user: 'token', admin: 'adminToken' };

export type UserAuthState = {
  token: string | null;
  userId: string | null;
  userMail: string | null;
};
export type AdminAuthState = { adminToken: string | null; adminMail: string | null };

const SIGNED_OUT_USER: UserAuthState = { token: null, userId: null, userMail: null };
const SIGNED_OUT_ADMIN: AdminAuthState = { adminToken: null, adminMail: null };

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policy): behave as signed out
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: the session then lives only until the page reloads
  }
}

type Claims = { kind?: unknown; userId?: unknown; email?: unknown; exp?: unknown };

function claimsOf(token: string): Claims | null {
  const claims: Claims | null = readTokenClaims(token);
  if (!claims) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) return null;
  return claims;
}

/** When a token stops counting, in ms (Infinity without an expiry). */
function expiryOf(token: string): number {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : Infinity;
}

function userStateOf(token: string): UserAuthState | null {
  const claims = claimsOf(token);
  if (!claims || claims.kind === 'admin') return null;
  if (typeof claims.userId !== 'string' || typeof claims.email !== 'string') return null;
  return { token, userId: claims.userId, userMail: claims.email };
}

function adminStateOf(token: string): AdminAuthState | null {
  const claims = claimsOf(token);
  if (!claims || claims.kind === 'user' || typeof claims.email !== 'string') return null;
  return { adminToken: token, adminMail: claims.email };
}

/* One tiny store per session kind: a cached snapshot plus listeners (useSyncExternalStore). */

const listeners = new Set<() => void>();
/** The last token read, what it says, and until when: an expired token is read again, and dropped. */
type Cached<State> = { raw: string | null; state: State; expiresAt: number };
let userCache: Cached<UserAuthState> = { raw: null, state: SIGNED_OUT_USER, expiresAt: Infinity };
let adminCache: Cached<AdminAuthState> = {
  raw: null,
  state: SIGNED_OUT_ADMIN,
  expiresAt: Infinity,
};

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUserAuth(): UserAuthState {
  const raw = readStorage(TOKEN_KEYS.user);
  if (raw === userCache.raw && Date.now() < userCache.expiresAt) return userCache.state;
  const state = raw ? userStateOf(raw) : SIGNED_OUT_USER;
  if (!state) {
    // Expired, unreadable or an admin's: dropped like a Log Out, caches and all.
    writeStorage(TOKEN_KEYS.user, null);
    endOfflineSession();
    userCache = { raw: null, state: SIGNED_OUT_USER, expiresAt: Infinity };
    return SIGNED_OUT_USER;
  }
  userCache = { raw, state, expiresAt: raw ? expiryOf(raw) : Infinity };
  return state;
}

export function getAdminAuth(): AdminAuthState {
  const raw = readStorage(TOKEN_KEYS.admin);
  if (raw === adminCache.raw && Date.now() < adminCache.expiresAt) return adminCache.state;
  const state = raw ? adminStateOf(raw) : SIGNED_OUT_ADMIN;
  if (!state) {
    writeStorage(TOKEN_KEYS.admin, null);
    adminCache = { raw: null, state: SIGNED_OUT_ADMIN, expiresAt: Infinity };
    return SIGNED_OUT_ADMIN;
  }
  adminCache = { raw, state, expiresAt: raw ? expiryOf(raw) : Infinity };
  return state;
}

/** The stored token of a kind, or null. */
export function getToken(kind: SessionKind): string | null {
  return kind === 'user' ? getUserAuth().token : getAdminAuth().adminToken;
}

/** Stores a token just received from the login call. Throws if it is not a token of this kind. */
export function storeToken(kind: SessionKind, token: string): void {
  const valid = kind === 'user' ? userStateOf(token) : adminStateOf(token);
  if (!valid) throw new Error('The server sent a token this app cannot read');
  writeStorage(TOKEN_KEYS[kind], token);
  emit();
}

/**
 * Removes the stored token of a kind. With `onlyIf`, removes it only while it is still that
 * token (a 401 for an old token must not sign out a session started since).
 */
export function clearToken(kind: SessionKind, onlyIf?: string): void {
  if (onlyIf !== undefined && readStorage(TOKEN_KEYS[kind]) !== onlyIf) return;
  writeStorage(TOKEN_KEYS[kind], null);
  emit();
  if (kind === 'user') endOfflineSession();
}

/* The service worker's side of the user's session (lib/offline-caches.ts). */

/** The token the worker was last told about, and a telling under way. */
let markedToken: string | null = null;
let marking: { token: string; done: Promise<void> } | null = null;

/**
 * What the service worker kept of this user's answers goes with the session (admin answers are
 * never kept), so the next person on this device cannot open them offline.
 */
function endOfflineSession(): void {
  markedToken = null;
  marking = null;
  void clearPrivateCaches();
}

/**
 * Tells the service worker that `token` is the device's current session, once per token, before
 * a request carrying it leaves (lib/api-client.ts): only then does the worker keep its answers.
 * Never throws: without Cache Storage nothing is kept, which is the safe side.
 */
export function markOfflineSession(token: string): Promise<void> {
  if (markedToken === token || !hasCacheStorage()) return Promise.resolve();
  if (marking?.token === token) return marking.done;
  const state = userStateOf(token);
  if (!state?.userId) return Promise.resolve();
  const userId = state.userId.toLowerCase();
  const done = (async () => {
    try {
      await writeSessionMark({ userId, fingerprint: await tokenFingerprint(token) });
      if (readStorage(TOKEN_KEYS.user) === token) markedToken = token;
      // Signed out while the mark was written: the session must not outlive its token.
      else await clearPrivateCaches();
    } catch {
      // Storage blocked or full: the worker keeps nothing for this session.
    } finally {
      if (marking?.token === token) marking = null;
    }
  })();
  marking = { token, done };
  return done;
}

// Signing in or out in another tab updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEYS.user || event.key === TOKEN_KEYS.admin) {
      emit();
    }
  });
}

/** {token, userId, userMail}, all null when signed out. */
export function useUserAuth(): UserAuthState {
  return useSyncExternalStore(subscribe, getUserAuth, () => SIGNED_OUT_USER);
}

/** {adminToken, adminMail}, both null when the admin is signed out. */
export function useAdminAuth(): AdminAuthState {
  return useSyncExternalStore(subscribe, getAdminAuth, () => SIGNED_OUT_ADMIN);
}
