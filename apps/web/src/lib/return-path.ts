import type { SessionKind } from './auth';

/*
 * Where a visitor was going when they were asked to sign in, so that signing in takes them
 * there: through sign-up, the verification mail (opened in a new tab) and sign-in too. The
 * path is kept on the device with an expiry, since a mail's link opens a fresh tab with no
 * history state. Only paths on this site are accepted: a return path is never a way to send
 * someone to another site (an open redirect).
 */

const STORAGE_KEY = 'basera.returnPath';
/** As long as a verification link lives: the mail's round trip must still return. */
export const RETURN_PATH_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_LENGTH = 2048;

/** Screens that are never a destination: returning there would ask to sign in again. */
const ACCOUNT_SCREENS = new Set([
  'signin',
  'signup',
  'adminsignin',
  'emailverified',
  'resetpassword',
  'forgotpassword',
  'message',
]);
/** The admin's screens (routes are matched in any case). */
const ADMIN_SCREENS = new Set(['admindashboard', 'ownerproperty']);

const ORIGIN = 'https://basera.invalid';

/**
 * `value` as a path on this site ('/search?x#y'), or null for anything else: other origins,
 * protocol-relative '//host', backslashes (browsers read '/\host' as '//host'), control
 * characters (URL parsers drop tabs and newlines, so '/\t/host' would become '//host'), and
 * schemes such as 'javascript:'.
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (value[0] !== '/' || value[1] === '/') return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}

const firstSegment = (path: string) => path.split(/[/?#]/)[1]!.toLowerCase();

/**
 * A path this kind of sign-in may return to: the admin's screens after the admin's sign-in,
 * any other screen after a user's; never an account screen.
 */
export function returnPathFor(kind: SessionKind, value: unknown): string | null {
  const path = sameOriginPath(value);
  if (path === null) return null;
  const first = firstSegment(path);
  if (ACCOUNT_SCREENS.has(first)) return null;
  return ADMIN_SCREENS.has(first) === (kind === 'admin') ? path : null;
}

type Kept = { kind: SessionKind; path: string; until: number };

function readKept(): Kept | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Kept | null;
    return kept && typeof kept === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps where this visitor is going until they sign in as `kind` (a later call replaces it). */
export function rememberReturnPath(kind: SessionKind, value: unknown, now = Date.now()): void {
  const path = returnPathFor(kind, value);
  if (path === null) return;
  try {
    const kept: Kept = { kind, path, until: now + RETURN_PATH_LIFETIME_MS };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage blocked: sign-in then goes to its usual screen
  }
}

/** After signing in as `kind`: the kept path, used once, or null. */
export function takeReturnPath(kind: SessionKind, now = Date.now()): string | null {
  const kept = readKept();
  if (!kept) return null;
  const expired = typeof kept.until !== 'number' || kept.until <= now;
  if (kept.kind !== kind && !expired) return null; // the other sign-in's: leave it
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept that could be taken twice
  }
  return expired ? null : returnPathFor(kind, kept.path);
}
