import type { WorkboxPlugin } from 'workbox-core';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { PHOTO_CACHE, PRIVATE_CACHE_PREFIX, privateCacheName } from '../lib/offline-caches';
import {
  dropSavedListing,
  jsonAnswer,
  keepSavedListing,
  keepSavedPage,
  refreshSavedList,
} from './offline-store';
import { isPhoto, listingUrls, offlineFallbackOf, privateReadOf, savedToggleOf } from './requests';
import {
  currentSessionOnly,
  isCurrentSession,
  putInSessionCache,
  sessionOf,
  undoAfterSessionEnds,
  type Session,
} from './session-guard';

/*
 * Basera's service worker (docs/architecture.md §10, docs/decisions/0018-offline.md).
 * - The app shell (scripts, styles, icons, the plain index.html and offline.html) is precached.
 * - Navigations go to the network (the server renders pages); with no answer, the shell for
 *   screens that work from cached data, otherwise the offline page.
 * - Reads made with a user's token for the details page and the saved list are kept per user:
 *   the last 20 viewed listings (with expiry), every saved listing (without) and which listings
 *   are saved (the cards' hearts); only while that token is the device's current session, so
 *   nothing is kept, or comes back, after Log Out (session-guard.ts).
 * - Photos are kept in one public cache. Nothing else is touched: other requests, writes and
 *   anything read with an admin's token go to the network as if there were no worker.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL_URL = '/index.html';
const OFFLINE_URL = '/offline.html';
const VIEWED_LISTINGS = 20;
const MATCH = { ignoreVary: true } as const;

// directoryIndex '' and no clean URLs: '/' and '/offline' are navigations for the network,
// never answered from the precache while the server can render them.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
enableNavigationPreload();
clientsClaim();

// A new version waits until the page's 'Reload' asks it to take over (workbox-window's message).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/* Navigations */

async function isListingKept(listingId: string): Promise<boolean> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX));
  for (const name of names) {
    if (await caches.match(listingUrls.details(listingId), { ...MATCH, cacheName: name })) {
      return true;
    }
  }
  return false;
}

async function offlineAnswer(url: URL): Promise<Response> {
  const fallback = offlineFallbackOf(url.pathname);
  const shell =
    fallback.to === 'shell' ||
    (fallback.to === 'shellIfCached' && (await isListingKept(fallback.listingId)));
  return (await matchPrecache(shell ? SHELL_URL : OFFLINE_URL)) ?? Response.error();
}

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event, url }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch {
      return offlineAnswer(url);
    }
  },
);

/* Photos: public, and their names never change, so the cache answers first. */

/** Photos kept with a saved listing live in the user's saved cache: look there too. */
const anyCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    cachedResponse ?? (await caches.match(request, MATCH)) ?? null,
};

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isPhoto(url),
  new CacheFirst({
    cacheName: PHOTO_CACHE,
    matchOptions: MATCH,
    plugins: [
      anyCache,
      new ExpirationPlugin({
        maxEntries: VIEWED_LISTINGS * 10,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/* Reads with a user's token */

/** A kept copy of a saved listing stays as fresh as the last answer seen online. */
function savedCopy(userId: string): WorkboxPlugin {
  const savedCache = privateCacheName(userId, 'saved');
  const keptCopy = (request: Request) => caches.match(request, { ...MATCH, cacheName: savedCache });
  return {
    fetchDidSucceed: async ({ request, response }) => {
      const session = sessionOf(request);
      if (response.ok && session && (await keptCopy(request))) {
        await putInSessionCache(session, 'saved', request, response.clone());
      }
      return response;
    },
    // Offline and not among the recently viewed: a saved listing's copy.
    handlerDidError: async ({ request }) => {
      const session = sessionOf(request);
      return session && (await isCurrentSession(session)) ? await keptCopy(request) : undefined;
    },
  };
}

const strategies = new Map<string, Strategy>();

/**
 * Which listings the cards' hearts show as saved: kept with the saved listings, refreshed on
 * every read online, so that the saved list offline shows its hearts filled.
 */
function savedIdsStrategy(userId: string): Strategy {
  const cacheName = privateCacheName(userId, 'saved');
  const key = `${cacheName}:ids`;
  let strategy = strategies.get(key);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      matchOptions: MATCH,
      plugins: [currentSessionOnly, undoAfterSessionEnds],
    });
    strategies.set(key, strategy);
  }
  return strategy;
}

/** The last 20 viewed listings of one user, and (in a second cache) their reviews and heart. */
function viewedStrategy(userId: string, kind: 'listing' | 'listingExtra'): Strategy {
  const cacheName = privateCacheName(userId, kind === 'listing' ? 'viewed' : 'viewed-extras');
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      matchOptions: MATCH,
      // The session guard first (it decides what is kept and used) and last (it takes back
      // a write that raced with Log Out, after the expiration has touched the cache).
      plugins: [
        currentSessionOnly,
        new ExpirationPlugin({
          // The extras hold two answers per listing: the first page of reviews and the heart.
          maxEntries: kind === 'listing' ? VIEWED_LISTINGS : VIEWED_LISTINGS * 2,
          purgeOnQuotaError: true,
        }),
        savedCopy(userId),
        undoAfterSessionEnds,
      ],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

async function savedListAnswer(
  request: Request,
  session: Session,
  event: ExtendableEvent,
): Promise<Response> {
  let answer: Response;
  try {
    answer = await fetch(request);
  } catch (error) {
    const savedCache = privateCacheName(session.userId, 'saved');
    const kept = (await isCurrentSession(session))
      ? await caches.match(request, { ...MATCH, cacheName: savedCache })
      : undefined;
    if (kept) return kept;
    throw error;
  }
  if (answer.ok && (await putInSessionCache(session, 'saved', request, answer.clone()))) {
    const listings = answer.clone().json() as Promise<unknown>;
    event.waitUntil(
      listings.then((list) =>
        Array.isArray(list) ? keepSavedPage(session, new URL(request.url), list) : undefined,
      ),
    );
  }
  return answer;
}

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && privateReadOf(url) !== null && sessionOf(request) !== null,
  async ({ request, url, event }) => {
    const session = sessionOf(request)!;
    const read = privateReadOf(url)!;
    if (read.kind === 'savedList') return savedListAnswer(request, session, event);
    if (read.kind === 'savedIds')
      return savedIdsStrategy(session.userId).handle({ request, event });
    return viewedStrategy(session.userId, read.kind).handle({ request, event });
  },
  'GET',
);

/* Saving and unsaving: the write goes through untouched; what is kept follows its outcome. */

async function afterSavedToggle(session: Session, listingId: string, saved: boolean) {
  const heart = listingUrls.savedState(session.userId, listingId);
  if (!(await putInSessionCache(session, 'viewed-extras', heart, jsonAnswer({ saved })))) return;
  if (saved) await keepSavedListing(session, listingId);
  else await dropSavedListing(session, listingId);
  await refreshSavedList(session);
}

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && savedToggleOf(url, request.method) !== null && sessionOf(request) !== null,
  async ({ request, url, event }) => {
    const session = sessionOf(request)!;
    const saved = savedToggleOf(url, request.method)!;
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as { propertyId?: unknown } | null;
    const answer = await fetch(request);
    if (answer.ok && typeof body?.propertyId === 'string') {
      event.waitUntil(afterSavedToggle(session, body.propertyId.toLowerCase(), saved));
    }
    return answer;
  },
  'POST',
);
