import type { ImageStorage } from './storage/storage';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { PublicCache } from './lib/public-cache';
import type { MailJobs } from './mail/mail-jobs';

/**
 * What every service is built from: one set per app instance, made by the assembly (app.ts).
 * Settings come down as the values a service needs, never the whole config.
 */
export type Deps = {
  db: Db;
  /** The public origin, the base of the links in mails. */
  appUrl: string;
  /** Mails go on the job queue, in the transaction of the change that causes them. */
  mail: MailJobs;
  publicCache: PublicCache;
  /** The time for the trust rules: decisions, freshness (tests move it). */
  clock: Clock;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What every feature's service is built from (lib/feature.ts). */
    deps: Deps;
    /** Where photos live: DATA_DIR/uploads, or an S3 bucket. */
    imageStorage: ImageStorage;
  }
}
