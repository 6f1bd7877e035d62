import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dataVersions, properties } from '../db/schema';
import { SEARCH_INDEX_VERSION, tsvectorLiteral } from './search-index';
import { rebuildVocabulary } from './vocabulary';

const BATCH = 500;
const NAME = 'search_index';

/**
 * At start: when the index was built by older code (another word rule or weighting), rebuild
 * every listing's index and the vocabulary. Safe to run twice or on two servers at once: each
 * step writes what the current code computes. Returns the number of listings re-indexed, or
 * null when the index was current.
 */
export async function rebuildSearchIndexIfStale(db: Db): Promise<number | null> {
  const [state] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, NAME));
  if (state && state.version >= SEARCH_INDEX_VERSION) return null;

  let reindexed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: properties.id,
        propertyTitle: properties.propertyTitle,
        address: properties.address,
        city: properties.city,
        amenities: properties.amenities,
        desc: properties.desc,
      })
      .from(properties)
      .where(gt(properties.id, after))
      .orderBy(asc(properties.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::uuid, ${tsvectorLiteral(row)}::tsvector)`),
      sql`, `,
    );
    await db.execute(sql`update properties set search_vector = v.vector
      from (values ${values}) as v(id, vector) where properties.id = v.id`);
    reindexed += rows.length;
    after = rows.at(-1)!.id;
  }
  await rebuildVocabulary(db);
  await db
    .insert(dataVersions)
    .values({ name: NAME, version: SEARCH_INDEX_VERSION })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version: SEARCH_INDEX_VERSION } });
  return reindexed;
}
