import { LRUCache } from 'lru-cache';

/**
 * Serialized answers of the public listing reads (first pages, searches), shared by every
 * anonymous and signed-in reader. Any write that changes what the public sees clears it;
 * the TTL bounds staleness when several server processes share one PostgreSQL.
 */
export type PublicCache = {
  get(key: string, compute: () => Promise<unknown>): Promise<string>;
  /** Call after a write that can change public listings (status, content, photos, deletion). */
  invalidate(): void;
};

export function createPublicCache(options: {
  enabled: boolean;
  ttlMs?: number;
  maxEntries?: number;
}): PublicCache {
  if (!options.enabled) {
    return { get: async (_key, compute) => JSON.stringify(await compute()), invalidate: () => {} };
  }
  const cache = new LRUCache<string, string>({
    max: options.maxEntries ?? 2000,
    ttl: options.ttlMs ?? 30_000,
  });
  let generation = 0;
  return {
    async get(key, compute) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const startedAt = generation;
      const body = JSON.stringify(await compute());
      // A write during the query may have changed the answer: do not keep it.
      if (startedAt === generation) cache.set(key, body);
      return body;
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
  };
}
