import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { localImageStorage } from './storage/storage';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createPublicCache, sharePublicCache, type PublicCache } from './lib/public-cache';
import { connectRedis } from './lib/redis';
import { createMailer, type Mailer } from './mail/mailer';
import { rebuildSearchIndexIfStale } from './search/index-builder';

/** How long a stopping server waits for the jobs under way (the mails being sent). */
const JOB_STOP_TIMEOUT_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job queue (mails, the daily jobs); main.ts starts its workers, tests drain it before
     * reading mails.
     */
    jobs: JobQueue;
    /** Public answers shared by every anonymous reader. */
    publicCache: PublicCache;
  }
}

export function databaseFor(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? createDatabase({ kind: 'postgres', url: config.databaseUrl })
    : createDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
}

/**
 * What the features stand on, from the config: the database, the mailer, photo storage, Redis
 * when several servers share it, the public cache and the job queue. Each closes with the app,
 * in the order its close hook says.
 */
export async function startInfrastructure(
  app: FastifyInstance,
  config: AppConfig,
  overrides: { database?: Database; mailer?: Mailer; scheduleCheckSeconds?: number },
) {
  const database = overrides.database ?? (await databaseFor(config));
  app.addHook('onClose', async () => {
    if (!overrides.database) await database.close();
  });
  const reindexed = await rebuildSearchIndexIfStale(database.db);
  if (reindexed) app.log.info(`Search index rebuilt for ${reindexed} listings`);
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  app.addHook('onClose', async () => mailer.close());

  const uploadsDir = path.join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  // The AWS SDK is loaded only for a bucket: without one, a start does not pay for it.
  const storage = config.s3
    ? (await import('./storage/s3-storage')).s3ImageStorage(config.s3)
    : localImageStorage(uploadsDir);
  // With REDIS_URL, what several servers must agree on lives in Redis (lib/redis.ts). Closed
  // after the job queue stops (close hooks run last-registered first).
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());
  const localCache = createPublicCache({ enabled: config.publicCache });
  const publicCache =
    redis && config.publicCache ? sharePublicCache(localCache, redis, app.log) : localCache;
  app.decorate('publicCache', publicCache);
  const jobs = await createJobQueue({
    database,
    log: app.log,
    scheduleCheckSeconds: overrides.scheduleCheckSeconds,
  });
  app.decorate('jobs', jobs);
  // Registered after the mailer's and the database's close hooks, so it runs before them: a
  // mail under way is finished (within the bound) before they close.
  app.addHook('onClose', async () => jobs.stop(JOB_STOP_TIMEOUT_MS));

  return { database, mailer, storage, uploadsDir, redis, publicCache, jobs };
}
