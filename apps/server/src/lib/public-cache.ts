import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from './redis';

/**
 * Serialized answers of the public listing reads (first pages, searches, a listing's details as
 * a signed-out reader gets them), shared by every anonymous and signed-in reader, and the pages
 * rendered from them. Any write that changes what the public sees clears it, on
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
  /**
   * Rendered pages as a signed-out visitor sees them (web/serving.ts): kept apart from the
   * answers, with a byte budget of their own so that ~100 kB pages do not push answers out,
   * and cleared with them, since a page shows those answers.
   */
  readonly pages: PageStore;
  /** Entries and bytes held now (tests and the bench read them). */
  readonly entries: number;
  readonly bytes: number;
};

/** A rendered page as kept: its HTML, and the same compressed once with brotli. */
export type KeptPage = { html: string; brotli: Buffer };

export type PageStore = {
  /** The page kept under `key`, if any. */
  read(key: string): KeptPage | undefined;
  /** Taken before a render starts: a page rendered while the cache was cleared is not kept. */
  mark(): number;
  /** Keeps `page` under `key`, unless the cache was cleared since `mark` was taken. */
  keep(key: string, page: KeptPage, mark: number): void;
  readonly entries: number;
};

/** Bounded in bytes, not entries: a few huge answers must not crowd memory any more than many. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** Rendered pages get a budget of their own, the same size. */
export const DEFAULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

const noPages: PageStore = { read: () => undefined, mark: () => 0, keep: () => {}, entries: 0 };

/** Texts bounded in bytes: one larger than a sixteenth of the budget is served, not kept. */
function textStore(maxBytes: number, ttl: number) {
  return new LRUCache<string, string>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 16)),
    sizeCalculation: (body, key) => Buffer.byteLength(body) + Buffer.byteLength(key),
    ttl,
  });
}

export function createPublicCache(options: {
  enabled: boolean;
  ttlMs?: number;
  maxBytes?: number;
  pageBytes?: number;
}): PublicCache {
  if (!options.enabled) {
    return {
      get: (_key, compute) => compute(),
      invalidate: () => {},
      pages: noPages,
      entries: 0,
      bytes: 0,
    };
  }
  const ttl = options.ttlMs ?? 30_000;
  const cache = textStore(options.maxBytes ?? DEFAULT_CACHE_BYTES, ttl);
  const pageBytes = options.pageBytes ?? DEFAULT_PAGE_CACHE_BYTES;
  const pages = new LRUCache<string, KeptPage>({
    maxSize: pageBytes,
    maxEntrySize: Math.max(1, Math.floor(pageBytes / 16)),
    sizeCalculation: (page, key) =>
      Buffer.byteLength(page.html) + page.brotli.length + Buffer.byteLength(key),
    ttl,
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
      pages.clear();
    },
    pages: {
      read: (key) => pages.get(key),
      mark: () => generation,
      keep(key, page, mark) {
        if (mark === generation) pages.set(key, page);
      },
      get entries() {
        return pages.size;
      },
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
    pages: {
      read: (key) => (listening ? cache.pages.read(key) : undefined),
      mark: () => cache.pages.mark(),
      keep(key, page, mark) {
        if (listening) cache.pages.keep(key, page, mark);
      },
      get entries() {
        return listening ? cache.pages.entries : 0;
      },
    },
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
