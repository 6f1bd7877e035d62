import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject, it, expect } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../src/db/client';
import { withDatabase } from './global-setup';

/**
 * The migration that makes one review per person and listing (drizzle/*_reviews_and_visits.sql)
 * meets a database written by earlier versions, where one account posted several reviews on
 * one listing and visit times carried seconds.
 */

const MIGRATION = /_reviews_and_visits$/;

/** The migrations folder as it was before this migration: its journal cut just before it. */
async function foldersBefore(): Promise<string> {
  const dir = await mkdtemp(path.join(inject('tmpRoot'), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => MIGRATION.test(entry.tag));
  expect(at, 'the migration is in the journal').toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const OLD_DATA = `
  insert into users (id, first_name, last_name, phone, whatsapp, email, password_hash) values
    ('11111111-1111-4111-8111-111111111111', 'Ravi', 'Kumar', '9876543210', '9876543210', 'ravi@example.in', 'x'),
    ('22222222-2222-4222-8222-222222222222', 'Sita', 'Rao', '9876543211', '9876543211', 'sita@example.in', 'x'),
    ('33333333-3333-4333-8333-333333333333', 'Owner', 'Lal', '9876543212', '9876543212', 'owner@example.in', 'x');
  insert into properties (id, user_id, property_type, campaign_request, property_title, description,
      address, city, map_link, area, listed_by, rent, search_vector) values
    ('44444444-4444-4444-8444-444444444444', '33333333-3333-4333-8333-333333333333', 'commercial',
     'Approve', 'Shop on Link Road', 'A shop on the main road.', 'Link Road', 'Bilaspur',
     'https://maps.google.com/?q=22.08,82.14', 300, 'Owner', 20000, ''::tsvector);
  insert into reviews (property_id, user_id, review, created_at) values
    ('44444444-4444-4444-8444-444444444444', '11111111-1111-4111-8111-111111111111', 'first of three', '2026-01-01T10:00:00Z'),
    ('44444444-4444-4444-8444-444444444444', '11111111-1111-4111-8111-111111111111', 'third of three', '2026-01-03T10:00:00Z'),
    ('44444444-4444-4444-8444-444444444444', '11111111-1111-4111-8111-111111111111', 'second of three', '2026-01-02T10:00:00Z'),
    ('44444444-4444-4444-8444-444444444444', '22222222-2222-4222-8222-222222222222', 'the only one', '2026-01-01T09:00:00Z');
  insert into meetings (property_id, user_id, name, email, phone, date, time, message) values
    ('44444444-4444-4444-8444-444444444444', '11111111-1111-4111-8111-111111111111', 'Ravi Kumar',
     'ravi@example.in', '9876543210', '2026-02-01', '11:30:00', 'I would like to see it.');
`;

async function expectMigrated(query: Query) {
  const reviews = await query('select user_id, review from reviews order by review');
  expect(reviews.rows).toEqual([
    { user_id: '22222222-2222-4222-8222-222222222222', review: 'the only one' },
    { user_id: '11111111-1111-4111-8111-111111111111', review: 'third of three' },
  ]);
  const meetings = await query('select time from meetings');
  expect(meetings.rows).toEqual([{ time: '11:30' }]);
  // From now on the database itself refuses a second review by one person on one listing.
  await expect(
    query(`insert into reviews (property_id, user_id, review) values
      ('44444444-4444-4444-8444-444444444444', '22222222-2222-4222-8222-222222222222', 'again')`),
  ).rejects.toThrow(/reviews_author_key/);
}

it("keeps each person's newest review on a listing, trims visit times to the minute, and holds the rule", async () => {
  const before = await foldersBefore();
  const serverUrl = inject('postgresUrl');
  if (serverUrl) {
    const name = `migration_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    // One client, not a pool: a pool's end() resolves before its connections have closed, and
    // DROP ... WITH (FORCE) then kills a connection the pool still listens to, an unhandled error.
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: before });
      await client.query(OLD_DATA);
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      await expectMigrated((text) => client.query(text));
    } finally {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    return;
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: before });
    await pglite.exec(OLD_DATA);
    await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
    await expectMigrated((text) => pglite.query(text));
  } finally {
    await pglite.close();
  }
}, 120_000);
