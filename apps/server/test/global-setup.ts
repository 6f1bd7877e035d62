import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';

export const TEMPLATE_DB = 'basera_template';

/**
 * Migrates once per run: a dumped PGlite data directory, or (with TEST_DATABASE_URL) a
 * template database on the PostgreSQL cluster. Each test app starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'basera-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = await createDatabase({
      kind: 'postgres',
      url: withDatabase(serverUrl, TEMPLATE_DB),
      poolSize: 1,
    });
    await template.close();
    project.provide('postgresUrl', serverUrl);
  } else {
    const template = await createDatabase({ kind: 'pglite' });
    const dump = await template.pglite!.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await template.close();
    project.provide('pgliteTemplate', file);
  }
  project.provide('tmpRoot', dir);
  return async () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresUrl?: string;
    tmpRoot: string;
  }
}
