import { PAGE_SIZE } from '@basera/contract';
import { pageQuery } from '../lib/paging';

/*
 * What the service worker recognises in a URL, kept apart from the worker so that it can be
 * tested in node. The paths are those of docs/api.md, built the way the app's api/ files build
 * them (same PAGE_SIZE, same pageQuery), since a cached answer is found by its exact URL.
 */

const ID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

/** A read made with a user's token that may be kept for offline use. */
export type PrivateRead =
  /** GET /api/property/{id}: the listing the details page shows. */
  | { kind: 'listing'; listingId: string }
  /** The details page's other reads: the first page of reviews, whether it is saved. */
  | { kind: 'listingExtra'; listingId: string }
  /** GET /user/bookMarkProperty/{userId}: a page of the saved listings. */
  | { kind: 'savedList'; userId: string }
  /** GET /user/savedPropertyIds/{userId}: which listings the cards' hearts show as saved. */
  | { kind: 'savedIds'; userId: string };

const LISTING = new RegExp(`^/api/property/${ID}$`, 'i');
const REVIEWS = new RegExp(`^/user/property/review/${ID}$`, 'i');
const SAVED_STATE = new RegExp(`^/user/getSaveProperty/${ID}/${ID}$`, 'i');
const SAVED_LIST = new RegExp(`^/user/bookMarkProperty/${ID}$`, 'i');
const SAVED_IDS = new RegExp(`^/user/savedPropertyIds/${ID}$`, 'i');
const PHOTO = new RegExp(`^/uploads/${ID}/${ID}/[^/]+$`, 'i');

export function privateReadOf(url: URL): PrivateRead | null {
  const { pathname, searchParams } = url;
  let match = LISTING.exec(pathname);
  if (match) return { kind: 'listing', listingId: match[1]!.toLowerCase() };
  match = REVIEWS.exec(pathname);
  // Only the first page: later ones are fetched on demand and go stale with every new review.
  if (match && (searchParams.get('offset') ?? '0') === '0') {
    return { kind: 'listingExtra', listingId: match[1]!.toLowerCase() };
  }
  match = SAVED_STATE.exec(pathname);
  if (match) return { kind: 'listingExtra', listingId: match[2]!.toLowerCase() };
  match = SAVED_LIST.exec(pathname);
  if (match) return { kind: 'savedList', userId: match[1]!.toLowerCase() };
  match = SAVED_IDS.exec(pathname);
  if (match) return { kind: 'savedIds', userId: match[1]!.toLowerCase() };
  return null;
}

export function isPhoto(url: URL): boolean {
  return PHOTO.test(url.pathname);
}

/** The listing a cached URL belongs to (its details, reviews, saved state or photos), or null. */
export function listingIdOf(url: URL): string | null {
  const read = privateReadOf(new URL(url.pathname, url.origin));
  if (read && 'listingId' in read) return read.listingId;
  const photo = PHOTO.exec(url.pathname);
  return photo ? photo[2]!.toLowerCase() : null;
}

export function isSavedListPage(url: URL): boolean {
  return SAVED_LIST.test(url.pathname);
}

/** POST /user/saveProperty or /user/unsaveProperty: what it makes the listing, or null. */
export function savedToggleOf(url: URL, method: string): boolean | null {
  if (method !== 'POST') return null;
  const path = url.pathname.toLowerCase();
  if (path === '/user/saveproperty') return true;
  if (path === '/user/unsaveproperty') return false;
  return null;
}

/**
 * The user id in a user's token, or null: an admin's token (admin answers are never kept), an
 * expired one, or something that is not a token. The claims are only read to pick the user's
 * caches; the server checks the token as always.
 */
export function userIdOfToken(token: string, now = Date.now()): string | null {
  const match = /^[\w-]+\.([\w-]+)\.[\w-]+$/.exec(token);
  if (!match) return null;
  try {
    const base64 = match[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { kind?: unknown; userId?: unknown; exp?: unknown };
    if (claims.kind !== 'user' || typeof claims.userId !== 'string') return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null;
    return new RegExp(`^${ID}$`, 'i').test(claims.userId) ? claims.userId.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** userIdOfToken for an `Authorization: Bearer …` header. */
export function userIdOfAuthorization(header: string | null): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match ? userIdOfToken(match[1]!) : null;
}

/** The URLs the details page reads for a listing, as its api/ files write them. */
export const listingUrls = {
  details: (listingId: string) => `/api/property/${listingId}`,
  firstReviews: (listingId: string) =>
    `/user/property/review/${listingId}?${pageQuery({ limit: PAGE_SIZE, offset: 0 })}`,
  savedState: (userId: string, listingId: string) => `/user/getSaveProperty/${userId}/${listingId}`,
  firstSavedPage: (userId: string) =>
    `/user/bookMarkProperty/${userId}?${pageQuery({ limit: PAGE_SIZE, offset: 0 })}`,
  savedIds: (userId: string) => `/user/savedPropertyIds/${userId}`,
};

/**
 * What a navigation that got no answer falls back to: the app's shell where the app can show
 * the screen from cached data (or needs none), the offline page everywhere else. A listing's
 * details fit only when its answer is cached.
 */
export type OfflineFallback =
  { to: 'shell' } | { to: 'offline' } | { to: 'shellIfCached'; listingId: string };

const SHELL_SCREENS =
  /^\/(savedProperty\/[^/]+|about|privacyPolicy|PrivacyPolicy|termsOfUse|contact)\/?$/i;
const DETAILS_SCREEN = new RegExp(`^(?:/search)?/propertyDetails/[^/]+/${ID}/?$`, 'i');

export function offlineFallbackOf(pathname: string): OfflineFallback {
  if (SHELL_SCREENS.test(pathname)) return { to: 'shell' };
  const details = DETAILS_SCREEN.exec(pathname);
  if (details) return { to: 'shellIfCached', listingId: details[1]!.toLowerCase() };
  return { to: 'offline' };
}
