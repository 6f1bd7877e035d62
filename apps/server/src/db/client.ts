import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import PgBoss from 'pg-boss';
import createSubscriber from 'pg-listen';
import { SERVER_DIR } from '../server-dir';
import * as schema from './schema';

/** The one list of PostgreSQL extensions, loaded on every PGlite open (docs/architecture.md §7). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.join(SERVER_DIR, 'drizzle');

/** A database handle or a transaction: repositories take either (docs/architecture.md §6). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * SQL text with `$n` parameters, or several statements without parameters, outside drizzle:
   * for libraries that bring their own SQL (the job queue, jobs/queue.ts).
   */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `heard` on each NOTIFY to `channel` (delivered once its transaction commits, never
   * if it rolls back), and again after a lost connection is back, since notifications sent
   * meanwhile are lost. Resolves, once listening, with the function that stops it.
   */
  listen(channel: string, heard: () => void, failed: (err: Error) => void): Promise<Unlisten>;
  close(): Promise<void>;
  /** The PGlite instance, for dumping a template in tests. */
  pglite?: PGlite;
};

export type Unlisten = () => Promise<void>;

/**
 * A connection of its own that LISTENs on PostgreSQL (pg-listen): a pool's connections come and
 * go, a listener must stay. Lost, it is made again, 0.5 s apart at first, up to 5 s, for as long
 * as it takes.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  heard: () => void,
  failed: (err: Error) => void,
): Promise<Unlisten> {
  const subscriber = createSubscriber(
    { connectionString: url },
    {
      retryInterval: (attempt) => Math.min(5_000, 500 * 2 ** attempt),
      retryLimit: Infinity,
      retryTimeout: 0,
      parse: (payload) => payload,
    },
  );
  subscriber.events.on('error', failed);
  subscriber.notifications.on(channel, heard);
  try {
    await subscriber.connect();
    await subscriber.listenTo(channel);
  } catch (err) {
    await subscriber.close().catch(() => {});
    throw err;
  }
  subscriber.events.on('connected', heard);
  return () => subscriber.close();
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory. loadDataDir: start from a dumped template. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * The job queue's tables (jobs/queue.ts), made or brought up to date the way pg-boss keeps its
 * own schema, right after ours: every database handed out has them, test templates included.
 */
async function migrateJobQueue(execute: Database['execute']): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => execute(text, values) },
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    const execute: Database['execute'] = async (text, values) => ({
      rows: (await (values?.length ? pool.query(text, values) : pool.query(text))).rows,
    });
    await migrateJobQueue(execute);
    return {
      db,
      kind: 'postgres',
      execute,
      listen: (channel, heard, failed) => listenOnPostgres(options.url, channel, heard, failed),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
  const execute: Database['execute'] = async (text, values) => {
    if (values?.length) return { rows: (await pglite.query(text, values)).rows };
    // Several statements (a library's schema) run through exec; the last one answers.
    return { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] };
  };
  await migrateJobQueue(execute);
  return {
    db,
    kind: 'pglite',
    pglite,
    execute,
    listen: async (channel, heard) => pglite.listen(channel, heard),
    close: () => pglite.close(),
  };
}
