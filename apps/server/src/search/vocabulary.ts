import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The vocabulary holds every word of the approved listings, for the typo-tolerant look-up of
 * query words ('bilaspr' → 'bilaspur'). Index words are letters and digits only
 * (search-index.ts); the pattern below refuses anything else all the same, so that a word
 * from an older index can never come back.
 */
const SAFE_WORD = sql.raw(`'^[^[:space:][:cntrl:]!-/:-@\\[-\`{-~]+$'`);

export async function addToVocabulary(db: Db, propertyId: string) {
  await db.execute(sql`insert into search_words (word)
    select w from properties, unnest(tsvector_to_array(search_vector)) as w
    where id = ${propertyId} and campaign_request = 'Approve' and w ~ ${SAFE_WORD}
    on conflict do nothing`);
}

/** The vocabulary of exactly the approved listings, words of withdrawn ones gone. */
export async function rebuildVocabulary(db: Db) {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`insert into search_words (word)
    select distinct w from properties, unnest(tsvector_to_array(search_vector)) as w
    where campaign_request = 'Approve' and w ~ ${SAFE_WORD}
    on conflict do nothing`);
}
