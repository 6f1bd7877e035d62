import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from './redis';

/**
 * Serialized answers of the public listing reads (first pages, searches), shared by every
 * anonymous and signed-in reader. Any write that changes what the public sees clears it, on
 * every server when there are several (sharePublicCache below).
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

const INVALIDATIONS = 'basera:public-cache:invalidate';

/**
 * The cache of one server among several (REDIS_URL): a write that clears it here tells every
 * other server through Redis pub/sub, and each clears its own at once. While this server cannot
 * hear those messages (Redis away) it keeps nothing, since another server's write would go
 * unnoticed; back in touch, it starts empty.
 */
export function sharePublicCache(
  cache: PublicCache,
  redis: SharedRedis,
  log: FastifyBaseLogger,
): PublicCache {
  let listening = false;
  // On every (re)connection: subscribe, then start afresh, as writes may have been missed.
  redis.subscriber.on('ready', () => {
    redis.subscriber.subscribe(INVALIDATIONS).then(
      () => {
        cache.invalidate();
        listening = true;
      },
      (err: unknown) => log.debug({ err }, 'the public cache could not subscribe; it stays off'),
    );
  });
  redis.subscriber.on('close', () => {
    listening = false;
  });
  redis.subscriber.on('message', (channel: string) => {
    if (channel === INVALIDATIONS) cache.invalidate();
  });
  return {
    get: (key, compute) => (listening ? cache.get(key, compute) : compute()),
    invalidate() {
      cache.invalidate();
      if (!redis.ready()) return;
      redis.client.publish(INVALIDATIONS, '1').catch((err: unknown) => {
        log.warn({ err }, 'other servers could not be told to clear their public cache');
      });
    },
    get entries() {
      return listening ? cache.entries : 0;
    },
    get bytes() {
      return listening ? cache.bytes : 0;
    },
  };
}
