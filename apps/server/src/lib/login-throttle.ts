import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Slows down password guessing without letting a stranger lock the owner out
 * (docs/decisions/0007-sign-in-lock-out-policy.md). Failures are counted per account *and*
 * client network: after `freeFailures` wrong passwords in a row from one network, each further
 * try from there waits twice as long as the last (1 s, 2 s, 4 s, … up to `maxDelaySeconds`).
 * The same account from any other network is not slowed at all, and a correct password
 * clears the count.
 */
export type LoginThrottlePolicy = { freeFailures: number; maxDelaySeconds: number };

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  freeFailures: 5,
  maxDelaySeconds: 900,
};

/** Consecutive failures are forgotten a day after the first one. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

export type LoginThrottle = {
  /** Seconds this network must still wait before trying this account again; 0 when it may. */
  secondsToWait(account: string, network: string): Promise<number>;
  failed(account: string, network: string): Promise<void>;
  succeeded(account: string, network: string): Promise<void>;
};

export type LoginThrottleStores = { failures: RateLimiterAbstract; delays: RateLimiterAbstract };

export function memoryLoginThrottleStores(): LoginThrottleStores {
  return {
    failures: new RateLimiterMemory({
      keyPrefix: 'login-failures',
      points: Number.MAX_SAFE_INTEGER,
      duration: FAILURE_MEMORY_SECONDS,
    }),
    delays: new RateLimiterMemory({ keyPrefix: 'login-delay', points: 1, duration: 1 }),
  };
}

/**
 * The counts in Redis, shared by every server (REDIS_URL); while Redis is away, each server
 * counts in its own memory instead (the library's insurance limiter), so sign-in never fails.
 */
export function redisLoginThrottleStores(client: Redis): LoginThrottleStores {
  const memory = memoryLoginThrottleStores();
  return {
    failures: new RateLimiterRedis({
      storeClient: client,
      rejectIfRedisNotReady: true,
      keyPrefix: 'login-failures',
      points: Number.MAX_SAFE_INTEGER,
      duration: FAILURE_MEMORY_SECONDS,
      insuranceLimiter: memory.failures as RateLimiterMemory,
    }),
    delays: new RateLimiterRedis({
      storeClient: client,
      rejectIfRedisNotReady: true,
      keyPrefix: 'login-delay',
      points: 1,
      duration: 1,
      insuranceLimiter: memory.delays as RateLimiterMemory,
    }),
  };
}

export function createLoginThrottle(
  policy: LoginThrottlePolicy,
  { failures, delays }: LoginThrottleStores = memoryLoginThrottleStores(),
): LoginThrottle {
  const keyOf = (account: string, network: string) => `${account}|${network}`;
  return {
    async secondsToWait(account, network) {
      const delay = await delays.get(keyOf(account, network));
      if (!delay || delay.consumedPoints <= delays.points) return 0;
      return Math.max(1, Math.ceil(delay.msBeforeNext / 1000));
    },
    async failed(account, network) {
      const key = keyOf(account, network);
      const { consumedPoints } = await failures.penalty(key, 1);
      const beyondFree = consumedPoints - policy.freeFailures;
      if (beyondFree < 0) return;
      await delays.block(key, Math.min(2 ** beyondFree, policy.maxDelaySeconds));
    },
    async succeeded(account, network) {
      const key = keyOf(account, network);
      await Promise.all([failures.delete(key), delays.delete(key)]);
    },
  };
}
