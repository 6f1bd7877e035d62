import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecentlyViewed,
  readRecentlyViewed,
  recentlyViewedSnapshot,
  recordView,
  refreshViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  type ViewedListing,
} from './recently-viewed';

const listing = (n: number, overrides: Partial<ViewedListing> = {}): ViewedListing => ({
  _id: `id-${n}`,
  propertyTitle: `Flat ${n}`,
  propertyType: 'rent',
  city: 'Raipur',
  price: null,
  rent: 10_000 + n,
  thumb: `uploads/o/id-${n}/a-thumb.webp`,
  ...overrides,
});
const ids = () => readRecentlyViewed().map((entry) => entry._id);

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
});

describe('recently viewed listings', () => {
  it('are empty at first, and newest first as listings are opened', () => {
    expect(readRecentlyViewed()).toEqual([]);
    recordView(listing(1));
    recordView(listing(2));
    recordView(listing(3));
    expect(ids()).toEqual(['id-3', 'id-2', 'id-1']);
    expect(readRecentlyViewed()[0]).toEqual(listing(3));
  });

  it('hold each listing once: opening it again moves it first, with what it shows now', () => {
    recordView(listing(1));
    recordView(listing(2));
    recordView(listing(1, { propertyTitle: 'Flat 1, renamed' }));
    expect(ids()).toEqual(['id-1', 'id-2']);
    expect(readRecentlyViewed()[0]!.propertyTitle).toBe('Flat 1, renamed');
  });

  it('keep the newest six', () => {
    for (let n = 1; n <= 9; n++) recordView(listing(n));
    expect(RECENTLY_VIEWED_MAX).toBe(6);
    expect(ids()).toEqual(['id-9', 'id-8', 'id-7', 'id-6', 'id-5', 'id-4']);
  });

  it('ignore stored text that is not the list, and drop bad or repeated entries', () => {
    for (const text of ['{not json', '"a string"', '{"_id":"x"}', 'null', '42']) {
      window.localStorage.setItem(RECENTLY_VIEWED_KEY, text);
      expect(readRecentlyViewed()).toEqual([]);
    }
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([
        listing(1),
        { ...listing(2), propertyType: 'castle' },
        { ...listing(3), rent: 'cheap' },
        null,
        listing(1),
        { ...listing(4), _id: 4 },
        listing(5),
      ]),
    );
    expect(ids()).toEqual(['id-1', 'id-5']);
    // A new view is kept over the bad text.
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    recordView(listing(6));
    expect(ids()).toEqual(['id-6']);
  });

  it('are cleared by Clear', () => {
    recordView(listing(1));
    recordView(listing(2));
    clearRecentlyViewed();
    expect(readRecentlyViewed()).toEqual([]);
    expect(window.localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('take fresher fields from the server and drop listings no longer public, keeping the order', () => {
    recordView(listing(1));
    recordView(listing(2));
    recordView(listing(3));
    refreshViewed([listing(1, { rent: 9_000 })], ['id-2']);
    expect(readRecentlyViewed()).toEqual([listing(3), listing(1, { rent: 9_000 })]);
  });

  it('give the same array while nothing changed (what React reads)', () => {
    recordView(listing(1));
    const first = recentlyViewedSnapshot();
    expect(recentlyViewedSnapshot()).toBe(first);
    recordView(listing(2));
    expect(recentlyViewedSnapshot()).not.toBe(first);
    expect(recentlyViewedSnapshot().map((entry) => entry._id)).toEqual(['id-2', 'id-1']);
  });
});
