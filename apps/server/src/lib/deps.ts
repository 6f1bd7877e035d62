import type { AccessTokens } from '../auth/access-tokens';
import type { LoginThrottle } from '../auth/login-throttle';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { MailJobs } from '../mail/mail-jobs';
import type { Clock } from './clock';
import type { PublicCache } from './public-cache';

/** What services are built from: one set per app instance, chosen in buildApp. */
export type Deps = {
  db: Db;
  config: AppConfig;
  tokens: AccessTokens;
  /** Mails go on the job queue, in the transaction of the change that causes them. */
  mail: MailJobs;
  publicCache: PublicCache;
  loginThrottle: LoginThrottle;
  /** The time for the trust rules: decisions, freshness (tests move it). */
  clock: Clock;
};
