import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Copies of one listing written straight into a stopped server's database (a folder left by
 * stopKeepingDatabase), for what needs more listings than a test can add through the API: the
 * map groups a view into clusters only past 150 listings (apps/server/src/search/map-view.ts),
 * and photo uploads, which every approved listing needs, are limited per address. Each copy is
 * the same listing with its own id and title, its pin and public point moved on a grid of
 * `step` degrees, `columns` wide. Generated columns compute themselves, and the database's own
 * triggers keep its counts. The extensions
 * are the server's (apps/server/src/db/client.ts: pg_trgm), as every open of it must pass.
 */
export async function copiesOfListing(
  databaseFolder: string,
  listingId: string,
  { count, step, columns }: { count: number; step: number; columns: number },
): Promise<void> {
  const db = await PGlite.create(databaseFolder, { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'properties' and is_generated = 'NEVER'
        order by ordinal_position`,
    );
    const names = rows.map((row) => row.column_name);
    const moved: Record<string, string> = {
      id: 'gen_random_uuid()',
      property_title: `property_title || ' ' || n`,
      lat: `lat + (n % ${columns}) * ${step}`,
      lng: `lng + (n / ${columns}) * ${step}`,
      public_lat: `public_lat + (n % ${columns}) * ${step}`,
      public_lng: `public_lng + (n / ${columns}) * ${step}`,
    };
    const values = names.map((name) => moved[name] ?? `"${name}"`);
    await db.query(
      `insert into properties (${names.map((name) => `"${name}"`).join(', ')})
       select ${values.join(', ')} from properties, generate_series(1, $2::int) as n
        where id = $1`,
      [listingId, count],
    );
  } finally {
    await db.close();
  }
}
