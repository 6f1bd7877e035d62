import { PROPERTY_TYPES, type Property, type PropertyType } from '@basera/contract';

/*
 * 'Recently viewed' on home: the listings this browser opened, newest first, kept in
 * localStorage only (nothing goes to the server). Each entry holds what its card shows. What is
 * stored is read defensively: another version of the app, or a person, may have written
 * anything there, and a bad entry is dropped, never shown.
 */

/** The localStorage key. */
export const RECENTLY_VIEWED_KEY = 'basera.recentlyViewed';

/** How many listings are kept and shown. */
export const RECENTLY_VIEWED_MAX = 6;

/** A listing as its card on home shows it. */
export type ViewedListing = {
  _id: string;
  propertyTitle: string;
  propertyType: PropertyType;
  city: string;
  price: number | null;
  rent: number | null;
  /** The first photo's thumbnail path (as Property's propertyImg[0].thumb), if any. */
  thumb: string | null;
};

const isAmount = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

function isViewed(value: unknown): value is ViewedListing {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry._id === 'string' &&
    entry._id !== '' &&
    typeof entry.propertyTitle === 'string' &&
    typeof entry.city === 'string' &&
    (PROPERTY_TYPES as readonly unknown[]).includes(entry.propertyType) &&
    isAmount(entry.price) &&
    isAmount(entry.rent) &&
    (entry.thumb === null || typeof entry.thumb === 'string')
  );
}

/** Only the fields a card needs, so nothing else of a listing is kept on the device. */
export function viewedOf(listing: Property): ViewedListing {
  return {
    _id: listing._id,
    propertyTitle: listing.propertyTitle,
    propertyType: listing.propertyType,
    city: listing.city,
    price: listing.price ?? null,
    rent: listing.rent ?? null,
    thumb: listing.propertyImg[0]?.thumb ?? null,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked
  }
}

/** The kept listings, newest first: bad JSON or bad entries are ignored, duplicates dropped. */
export function readRecentlyViewed(): ViewedListing[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const list: ViewedListing[] = [];
  for (const entry of parsed) {
    if (!isViewed(entry) || seen.has(entry._id)) continue;
    seen.add(entry._id);
    list.push(entry);
    if (list.length === RECENTLY_VIEWED_MAX) break;
  }
  return list;
}

const listeners = new Set<() => void>();
let snapshot: { text: string | null; list: ViewedListing[] } | null = null;

function write(list: ViewedListing[]) {
  try {
    if (list.length === 0) storage()?.removeItem(RECENTLY_VIEWED_KEY);
    else storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the list is simply not kept
  }
  for (const listener of listeners) listener();
}

/** Puts a listing first (once: an earlier view of it moves up), keeping the newest six. */
export function recordView(listing: ViewedListing): void {
  const others = readRecentlyViewed().filter((entry) => entry._id !== listing._id);
  write([listing, ...others].slice(0, RECENTLY_VIEWED_MAX));
}

/** Replaces kept entries by fresher ones and drops those no longer public (`gone`). */
export function refreshViewed(fresh: ViewedListing[], gone: string[]): void {
  const byId = new Map(fresh.map((entry) => [entry._id, entry]));
  const list = readRecentlyViewed()
    .filter((entry) => !gone.includes(entry._id))
    .map((entry) => byId.get(entry._id) ?? entry);
  write(list);
}

/** Forgets every viewed listing (the section's Clear). */
export function clearRecentlyViewed(): void {
  write([]);
}

/** For useSyncExternalStore: changes made here, and in other tabs. */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The same array while the stored text is unchanged, as useSyncExternalStore needs. */
export function recentlyViewedSnapshot(): ViewedListing[] {
  let text: string | null = null;
  try {
    text = storage()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  } catch {
    text = null;
  }
  if (!snapshot || snapshot.text !== text) snapshot = { text, list: readRecentlyViewed() };
  return snapshot.list;
}
