import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The Redis that servers behind one load balancer share (REDIS_URL): their rate limits and the
 * invalidation of their public caches (docs/decisions/0024-several-servers.md). Redis is a
 * help, never a dependency: while it is away a command fails at once (no queue of commands
 * waiting for it), callers fall back to what one server can do alone, and it is logged once
 * per outage, not once per request.
 */
export type SharedRedis = {
  /** Commands: rate-limit counters, sign-in delays, publishing. */
  client: Redis;
  /** A second connection, for subscribing (a subscribed connection runs no other command). */
  subscriber: Redis;
  /** Whether commands can be sent now. */
  ready(): boolean;
  /** Throws unless Redis answers (GET /ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const options = {
    // Fail fast while Redis is away, so that a request never waits for it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Keep trying, at most every two seconds.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  const client = new Redis(url, { ...options, connectionName: 'basera' });
  const subscriber = new Redis(url, { ...options, connectionName: 'basera-subscriber' });

  let away = false;
  client.on('ready', () => {
    if (away) log.info('Redis is back: rate limits and the public cache are shared again');
    away = false;
  });
  client.on('close', () => {
    if (!away) {
      log.warn(
        'Redis is unreachable: rate limits count on this server alone and the public cache is off until it is back',
      );
    }
    away = true;
  });
  // Each failed reconnection is an error event; the outage is already logged above.
  for (const connection of [client, subscriber]) {
    connection.on('error', (err: Error) => log.debug({ err }, 'Redis connection error'));
  }

  return {
    client,
    subscriber,
    ready: () => client.status === 'ready',
    async ping() {
      await client.ping();
    },
    async close() {
      // quit() waits for Redis; disconnect() when it is gone.
      await Promise.all(
        [client, subscriber].map((connection) =>
          connection.status === 'ready'
            ? connection.quit().then(() => undefined)
            : Promise.resolve(connection.disconnect()),
        ),
      );
    },
  };
}
