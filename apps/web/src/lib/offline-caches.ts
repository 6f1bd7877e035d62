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

/** Deletes every cache of signed-in answers. Safe where Cache Storage is missing or blocked. */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
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
