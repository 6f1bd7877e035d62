import { PAGE_SIZE } from '@basera/contract';
import { PHOTO_CACHE, privateCacheName } from '../lib/offline-caches';
import { isSavedListPage, listingIdOf, listingUrls } from './requests';
import { inSessionCache, isCurrentSession, putInSessionCache, type Session } from './session-guard';

/*
 * The saved listings kept for offline use (docs/architecture.md §10): each saved listing's
 * details, first page of reviews, saved state, photo thumbnails and first photo live in the
 * user's 'saved' cache, without expiry, until the listing is unsaved. This runs in the
 * background after a save or a read, so it writes only while the session that asked is current
 * (session-guard.ts) and stops fetching once it is not.
 */

const MATCH = { ignoreVary: true } as const;

/** A kept answer, looked up without creating the cache (caches.open would). */
function keptIn(cacheName: string, url: RequestInfo): Promise<Response | undefined> {
  return caches.match(url, { ...MATCH, cacheName });
}

type Photo = { thumb?: unknown; webp?: unknown };
type ListingLike = { _id?: unknown; propertyImg?: unknown };

export function jsonAnswer(value: unknown): Response {
  return new Response(JSON.stringify(value), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Thumbnails of every photo (the gallery's strip and the cards) and the first full photo. */
function photoUrlsOf(listing: ListingLike): string[] {
  if (!Array.isArray(listing.propertyImg)) return [];
  const photos = listing.propertyImg as Photo[];
  const urls = photos.flatMap((photo) => (typeof photo.thumb === 'string' ? [photo.thumb] : []));
  if (typeof photos[0]?.webp === 'string') urls.push(photos[0].webp);
  return urls.map((path) => `/${path.replace(/^\/+/, '')}`);
}

async function firstMatch(url: string, cacheNames: string[]): Promise<Response | undefined> {
  for (const name of cacheNames) {
    const found = await keptIn(name, url);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts `url` in the session's saved cache unless it is there: a copy from one of `from`, or else
 * a fresh fetch. Nothing is kept from an answer that is not a success, nor once the session has
 * ended. Returns the answer it kept or found.
 */
async function keep(
  session: Session,
  url: string,
  from: string[],
  headers: HeadersInit,
): Promise<Response | undefined> {
  const present = await keptIn(privateCacheName(session.userId, 'saved'), url);
  if (present) return present;
  let answer = await firstMatch(url, from);
  if (!answer) {
    if (!(await isCurrentSession(session))) return undefined;
    try {
      const fetched = await fetch(url, { headers });
      if (!fetched.ok) return undefined;
      answer = fetched;
    } catch {
      return undefined; // the network went away meanwhile: the next visit tries again
    }
  }
  const kept = await putInSessionCache(session, 'saved', url, answer.clone());
  return kept ? answer : undefined;
}

function apiHeaders({ authorization }: Session): HeadersInit {
  return { Accept: 'application/json', Authorization: authorization };
}

/** Keeps one saved listing's reads and photos; `listing` gives the photos when known. */
export async function keepSavedListing(
  session: Session,
  listingId: string,
  listing?: ListingLike,
): Promise<void> {
  if (!(await isCurrentSession(session))) return;
  const viewed = privateCacheName(session.userId, 'viewed');
  const extras = privateCacheName(session.userId, 'viewed-extras');
  const details = await keep(
    session,
    listingUrls.details(listingId),
    [viewed],
    apiHeaders(session),
  );
  await keep(session, listingUrls.firstReviews(listingId), [extras], apiHeaders(session));
  await putInSessionCache(
    session,
    'saved',
    listingUrls.savedState(session.userId, listingId),
    jsonAnswer({ saved: true }),
  );
  const withPhotos = listing ?? ((await details?.clone().json()) as ListingLike | undefined);
  for (const url of withPhotos ? photoUrlsOf(withPhotos) : []) {
    await keep(session, url, [PHOTO_CACHE], {});
  }
}

/** Deletes the saved cache's entries that `unwanted` picks. */
function dropFromSaved(session: Session, unwanted: (url: URL) => boolean): Promise<boolean> {
  return inSessionCache(session, 'saved', async (saved) => {
    for (const request of await saved.keys()) {
      if (unwanted(new URL(request.url))) await saved.delete(request);
    }
  });
}

/** Drops what was kept for a listing no longer saved. */
export async function dropSavedListing(session: Session, listingId: string): Promise<void> {
  await dropFromSaved(session, (url) => listingIdOf(url) === listingId);
}

/**
 * After a page of saved listings was read: keep each of them, and when the page is the whole
 * list (the first page and shorter than a page), drop whatever is kept for any other listing.
 */
export async function keepSavedPage(
  session: Session,
  pageUrl: URL,
  listings: ListingLike[],
): Promise<void> {
  const ids = new Set<string>();
  for (const listing of listings) {
    if (typeof listing._id !== 'string') continue;
    const id = listing._id.toLowerCase();
    ids.add(id);
    await keepSavedListing(session, id, listing);
  }
  const limit = Number(pageUrl.searchParams.get('limit') ?? PAGE_SIZE);
  const wholeList = (pageUrl.searchParams.get('offset') ?? '0') === '0' && listings.length < limit;
  if (!wholeList) return;
  await dropFromSaved(session, (url) => {
    const id = listingIdOf(url);
    return id !== null && !ids.has(id);
  });
}

/** Reads `url` again and keeps the answer; offline, the kept one stays until the next read. */
async function keepFresh(url: string, session: Session): Promise<void> {
  try {
    const answer = await fetch(url, { headers: apiHeaders(session) });
    if (answer.ok) await putInSessionCache(session, 'saved', url, answer);
  } catch {
    // offline meanwhile
  }
}

/**
 * The saved list changed (a listing was saved or unsaved): the kept pages are stale, so they go
 * and the first page is read again, as the Saved Property screen will read it; so are the ids
 * behind the cards' hearts.
 */
export async function refreshSavedList(session: Session): Promise<void> {
  if (!(await dropFromSaved(session, isSavedListPage))) return;
  await keepFresh(listingUrls.savedIds(session.userId), session);
  const url = listingUrls.firstSavedPage(session.userId);
  try {
    const answer = await fetch(url, { headers: apiHeaders(session) });
    if (!answer.ok) return;
    if (!(await putInSessionCache(session, 'saved', url, answer.clone()))) return;
    const listings = (await answer.json()) as ListingLike[];
    await keepSavedPage(session, new URL(url, self.location.origin), listings);
  } catch {
    // offline meanwhile: the Saved Property screen reads it again when next opened
  }
}
