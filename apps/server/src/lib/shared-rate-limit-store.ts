import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './redis';

type Params = { continueExceeding: boolean; exponentialBackoff: boolean };

/**
 * @fastify/rate-limit's Redis store while Redis answers, so every server counts the same
 * requests; its local store on this server when Redis is away or fails a command, so limits
 * still hold (per server) and no request fails for want of Redis.
 */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(
      params: Params,
      stores?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore },
    ) {
      this.shared =
        stores?.shared ??
        new RedisStore(
          params.continueExceeding,
          params.exponentialBackoff,
          redis.client,
          'basera-limit:',
        );
      this.local =
        stores?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
      if (!redis.ready()) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) =>
          error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result),
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new SharedStore(routeOptions as unknown as Params, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
