import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS, loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import type { Mail, Mailer } from '../src/mail/mailer';
import type { Clock } from '../src/lib/clock';
import { TEMPLATE_DB, withDatabase } from './global-setup';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Mails the app sent, newest last (not used when the test gives SMTP_URL). */
  mails: Mail[];
  close(): Promise<void>;
};

/** A fresh database copied from the migrated template: PGlite, or PostgreSQL in the second run. */
async function freshDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  if (serverUrl) {
    const name = `t_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const database = await createDatabase({
      kind: 'postgres',
      url: withDatabase(serverUrl, name),
      poolSize: 5,
    });
    return {
      database,
      async dispose() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const template = await readFile(inject('pgliteTemplate')!);
  const database = await createDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  return { database, dispose: () => database.close() };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    rateLimits?: Partial<AppConfig['rateLimits']>;
    webDist?: string;
    photoConcurrency?: number;
    /** The time the trust rules read (freshness, decisions); real time otherwise. */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(inject('tmpRoot'), 'app-'));
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      APP_URL: 'http://basera.test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
      ...env,
    }),
    // Generous unless a test is about rate limits: every inject comes from 127.0.0.1.
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerIp: 10_000,
      linkPerIp: 10_000,
      registerPerIp: 10_000,
      contactPerIp: 10_000,
      resetPerIp: 10_000,
      uploadPerIp: 10_000,
      uploadPerAccount: 10_000,
      reviewPerIp: 10_000,
      reviewPerAccount: 10_000,
      meetingPerIp: 10_000,
      meetingPerAccount: 10_000,
      reviewReportPerAccount: 10_000,
      renderPerIp: 10_000,
      login: { freeFailures: 1_000, maxDelaySeconds: 1 },
      linkPerAccountAndNetwork: 1_000,
      ...options.rateLimits,
    },
    webDist: options.webDist,
    photoConcurrency: options.photoConcurrency,
  };
  const { database, dispose } = await freshDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer | undefined = env.SMTP_URL
    ? undefined
    : { send: async (mail) => void mails.push(mail), close: () => {} };
  // An answer that does not match its route's response schema fails the test that caused it.
  const app = await buildApp(config, {
    database,
    mailer,
    reportAnswerMismatch: (problem) => console.error(problem),
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** The token at the end of a mailed link: http://basera.test/{route}/{token}. */
export function tokenFromLink(link: string): string {
  const token = link.split('/').pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
