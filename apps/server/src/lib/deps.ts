import type { AccessTokens } from '../auth/access-tokens';
import type { LoginThrottle } from '../auth/login-throttle';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { PublicCache } from './public-cache';

/** What services are built from: one set per app instance, chosen in buildApp. */
export type Deps = {
  db: Db;
  config: AppConfig;
  tokens: AccessTokens;
  mailer: Mailer;
  publicCache: PublicCache;
  loginThrottle: LoginThrottle;
  background: BackgroundTasks;
  /** The time for the trust rules: decisions, freshness (tests move it). */
  clock: Clock;
};
