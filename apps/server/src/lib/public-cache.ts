import { LRUCache } from 'lru-cache';

/**
 * Serialized answers of the public listing reads (first pages, searches), shared by every
 * anonymous and signed-in reader. Any write that changes what the public sees clears it;
 * the TTL bounds staleness when several server processes share one PostgreSQL.
 */
export type PublicCache = {
  /**
   * `key` must be normalised by the caller: two spellings of one question, one entry.
   * `compute` answers the serialised text that is kept and served.
   */
  get(key: string, compute: () => Promise<string>): Promise<string>;
  /** Call after a write that can change public listings (status, content, photos, deletion). */
  invalidate(): void;
  /** Entries and bytes held now (tests and the bench read them). */
  readonly entries: number;
  readonly bytes: number;
};

/** Bounded in bytes, not entries: a few huge answers must not crowd memory any more than many. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

export function createPublicCache(options: {
  enabled: boolean;
  ttlMs?: number;
  maxBytes?: number;
}): PublicCache {
  if (!options.enabled) {
    return {
      get: (_key, compute) => compute(),
      invalidate: () => {},
      entries: 0,
      bytes: 0,
    };
  }
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
  const cache = new LRUCache<string, string>({
    maxSize: maxBytes,
    // An answer larger than a sixteenth of the cache is served, not kept.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 16)),
    sizeCalculation: (body, key) => Buffer.byteLength(body) + Buffer.byteLength(key),
    ttl: options.ttlMs ?? 30_000,
  });
  let generation = 0;
  return {
    async get(key, compute) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const startedAt = generation;
      const body = await compute();
      // A write during the query may have changed the answer: do not keep it.
      if (startedAt === generation) cache.set(key, body);
      return body;
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
    get entries() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
