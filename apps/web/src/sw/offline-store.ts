import { PAGE_SIZE } from '@basera/contract';
import { PHOTO_CACHE, privateCacheName } from '../lib/offline-caches';
import { isSavedListPage, listingIdOf, listingUrls } from './requests';

/*
 * The saved listings kept for offline use (docs/architecture.md §10): each saved listing's
 * details, first page of reviews, saved state, photo thumbnails and first photo live in the
 * user's 'saved' cache, without expiry, until the listing is unsaved.
 */

const MATCH = { ignoreVary: true } as const;

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
    const found = await (await caches.open(name)).match(url, MATCH);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts `url` in `target` unless it is there: a copy from one of `from`, or else a fresh fetch.
 * Nothing is kept from an answer that is not a success. Returns the answer it kept or found.
 */
async function keep(
  target: Cache,
  url: string,
  from: string[],
  headers: HeadersInit,
): Promise<Response | undefined> {
  const present = await target.match(url, MATCH);
  if (present) return present;
  let answer = await firstMatch(url, from);
  if (!answer) {
    try {
      const fetched = await fetch(url, { headers });
      if (!fetched.ok) return undefined;
      answer = fetched;
    } catch {
      return undefined; // the network went away meanwhile: the next visit tries again
    }
  }
  await target.put(url, answer.clone());
  return answer;
}

export type Session = { userId: string; authorization: string };

function apiHeaders({ authorization }: Session): HeadersInit {
  return { Accept: 'application/json', Authorization: authorization };
}

/** Keeps one saved listing's reads and photos; `listing` gives the photos when known. */
export async function keepSavedListing(
  session: Session,
  listingId: string,
  listing?: ListingLike,
): Promise<void> {
  const saved = await caches.open(privateCacheName(session.userId, 'saved'));
  const viewed = privateCacheName(session.userId, 'viewed');
  const extras = privateCacheName(session.userId, 'viewed-extras');
  const details = await keep(saved, listingUrls.details(listingId), [viewed], apiHeaders(session));
  await keep(saved, listingUrls.firstReviews(listingId), [extras], apiHeaders(session));
  await saved.put(listingUrls.savedState(session.userId, listingId), jsonAnswer({ saved: true }));
  const withPhotos = listing ?? ((await details?.clone().json()) as ListingLike | undefined);
  for (const url of withPhotos ? photoUrlsOf(withPhotos) : []) {
    await keep(saved, url, [PHOTO_CACHE], {});
  }
}

/** Drops what was kept for a listing no longer saved. */
export async function dropSavedListing(session: Session, listingId: string): Promise<void> {
  const saved = await caches.open(privateCacheName(session.userId, 'saved'));
  for (const request of await saved.keys()) {
    if (listingIdOf(new URL(request.url)) === listingId) await saved.delete(request);
  }
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
  const saved = await caches.open(privateCacheName(session.userId, 'saved'));
  for (const request of await saved.keys()) {
    const id = listingIdOf(new URL(request.url));
    if (id && !ids.has(id)) await saved.delete(request);
  }
}

/** Reads `url` again and keeps the answer; offline, the kept one stays until the next read. */
async function keepFresh(target: Cache, url: string, session: Session): Promise<void> {
  try {
    const answer = await fetch(url, { headers: apiHeaders(session) });
    if (answer.ok) await target.put(url, answer);
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
  const saved = await caches.open(privateCacheName(session.userId, 'saved'));
  for (const request of await saved.keys()) {
    if (isSavedListPage(new URL(request.url))) await saved.delete(request);
  }
  await keepFresh(saved, listingUrls.savedIds(session.userId), session);
  const url = listingUrls.firstSavedPage(session.userId);
  try {
    const answer = await fetch(url, { headers: apiHeaders(session) });
    if (!answer.ok) return;
    await saved.put(url, answer.clone());
    const listings = (await answer.json()) as ListingLike[];
    await keepSavedPage(session, new URL(url, self.location.origin), listings);
  } catch {
    // offline meanwhile: the Saved Property screen reads it again when next opened
  }
}
