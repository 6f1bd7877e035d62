import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { DEFAULT_MAP_TILE_URL } from '@basera/contract';
import { SERVER_DIR } from './server-dir';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottlePolicy } from './lib/login-throttle';
import type { S3Settings } from './storage/s3-storage';
import type { RequestLimits } from './plugins/rate-limits';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Basera <no-reply@basera.in>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.string().default('info'),
  PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.string().default('off'),
  /** Tests only: a file holding milliseconds to add to the real time (lib/clock.ts). */
  CLOCK_OFFSET_FILE: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL, e.g. http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.string().url('S3_PUBLIC_URL must be a URL').optional(),
  MAP_TILE_URL: z.string().default(DEFAULT_MAP_TILE_URL),
});

/** Photos in an S3-compatible bucket (storage/s3-storage.ts) instead of DATA_DIR/uploads. */

/**
 * TRUST_PROXY: `off` (default: the socket's address is the client), a hop count (`1` behind one
 * nginx), or the proxies' addresses and CIDR ranges, comma-separated. Never "trust everyone":
 * then any client could name its own address in X-Forwarded-For and escape every limit.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim();
  if (text === '' || text === 'off' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY: a hop count is 1 to 10');
    return hops;
  }
  const addresses = text.split(',').map((part) => part.trim());
  const isAddress = (part: string) => ipaddr.isValid(part) || ipaddr.isValidCIDR(part);
  const bad = addresses.find((part) => !isAddress(part));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: "${bad}" is not an address; use off, a hop count, or addresses/CIDRs separated by commas`,
    );
  }
  return addresses;
}

/** Where the map's raster tiles come from: the template the web app fills, and its one origin. */
export type MapTiles = { urlTemplate: string; origin: string };

/**
 * MAP_TILE_URL: an http(s) address with `{z}`, `{x}` and `{y}` (and optionally `{r}` for
 * high-density screens) as Leaflet fills them. The host is fixed, not `{s}`: the
 * Content-Security-Policy allows that one origin for images and nothing else.
 */
export function parseMapTileUrl(value: string): MapTiles {
  const template = value.trim();
  const problem = (why: string) =>
    new ConfigError(`MAP_TILE_URL: ${why}, e.g. ${DEFAULT_MAP_TILE_URL}`);
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!template.includes(part)) throw problem(`the template needs ${part}`);
  }
  const unknown = template.replace(/\{[zxyr]\}/g, '').match(/\{[^}]*\}/);
  if (unknown) throw problem(`${unknown[0]} is not a part the map fills (only {z}, {x}, {y}, {r})`);
  let url: URL;
  try {
    url = new URL(template.replace(/\{[zxyr]\}/g, '0'));
  } catch {
    throw problem('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw problem('use http or https');
  if (url.username || url.password) throw problem('no user name or password in the address');
  const pathStart = template.indexOf('/', template.indexOf('://') + 3);
  if (pathStart < 0 || template.slice(0, pathStart).includes('{'))
    throw problem('the host must be fixed: placeholders go in the path');
  return { urlTemplate: template, origin: url.origin };
}

/**
 * Requests allowed per window (plugins/rate-limits.ts), and wrong passwords slowed per account
 * and network instead of being capped per account (docs/decisions/0007-sign-in-lock-out-policy.md).
 */
export type RateLimits = RequestLimits & { login: LoginThrottlePolicy };

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 15 * 60 * 1000,
  loginPerIp: 50,
  login: DEFAULT_LOGIN_THROTTLE,
  linkPerIp: 20,
  linkPerAccountAndNetwork: 5,
  registerPerIp: 20,
  contactPerIp: 20,
  resetPerIp: 20,
  uploadPerIp: 60,
  uploadPerAccount: 30,
  reviewPerIp: 60,
  reviewPerAccount: 10,
  meetingPerIp: 30,
  meetingPerAccount: 5,
  reviewReportPerAccount: 20,
  // One every three seconds on average: more than a person reads, less than a scraper wants.
  renderPerIp: 300,
};

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  admin?: { email: string; password: string };
  demoData: 'auto' | 'on' | 'off';
  production: boolean;
  logLevel: string;
  rateLimits: RateLimits;
  /** Cache of public listing reads (PUBLIC_CACHE=off to measure without it). */
  publicCache: boolean;
  /** Photos decoded at once across the server (default: one per core). */
  photoConcurrency?: number;
  /** Which proxies may name the client's address in X-Forwarded-For. */
  trustProxy: false | number | string[];
  /** Where the built web app lives; absent in API-only tests. */
  webDist?: string;
  /** Tests only: the clock is moved by the number in this file. */
  clockOffsetFile?: string;
  /** Rate limits and public-cache invalidation shared by every server (lib/redis.ts). */
  redisUrl?: string;
  s3?: S3Settings;
  /** The map's raster tiles (MAP_TILE_URL). */
  mapTiles: MapTiles;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.DATABASE_URL && production && !e.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required when DATABASE_URL is set and NODE_ENV=production',
    );
  }
  if (production && !e.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL is required when NODE_ENV=production: without a mail server, password-reset ' +
        'and verification links would only be written to the log and the outbox folder',
    );
  }
  if (production && !e.APP_URL) {
    throw new ConfigError(
      'APP_URL is required when NODE_ENV=production: it is the public address (e.g. ' +
        'https://basera.in) that links in e-mails and shared listings point to; without it they ' +
        `would point to http://localhost:${e.PORT}`,
    );
  }
  if (production && e.CLOCK_OFFSET_FILE) {
    throw new ConfigError('CLOCK_OFFSET_FILE is for tests: NODE_ENV=production keeps real time');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Set ADMIN_EMAIL and ADMIN_PASSWORD together');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const;
  if (!e.S3_BUCKET && s3Only.some((name) => e[name])) {
    throw new ConfigError('S3_BUCKET is required with the other S3_ settings');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where the
    // user typed the command (INIT_CWD), so `npm start` keeps its data in ./data at the root.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    demoData: e.DEMO_DATA,
    production,
    logLevel: e.LOG_LEVEL,
    rateLimits: DEFAULT_RATE_LIMITS,
    publicCache: e.PUBLIC_CACHE === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: path.resolve(SERVER_DIR, '../web/dist'),
    clockOffsetFile: e.CLOCK_OFFSET_FILE,
    redisUrl: e.REDIS_URL,
    mapTiles: parseMapTileUrl(e.MAP_TILE_URL),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
  };
}
