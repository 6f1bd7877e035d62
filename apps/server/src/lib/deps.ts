import type { AccessTokens } from '../auth/access-tokens';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { PublicCache } from './public-cache';

/** What services are built from: one set per app instance, chosen in buildApp. */
export type Deps = {
  db: Db;
  config: AppConfig;
  tokens: AccessTokens;
  mailer: Mailer;
  publicCache: PublicCache;
};
