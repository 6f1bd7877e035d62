import { and, eq, sql } from 'drizzle-orm';
import { SEARCH_CITIES, searchWords, type Property, type PropertyType } from '@basera/contract';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import {
  listColumns,
  listProperties,
  newestFirst,
  toProperty,
  type PropertyRow,
} from '../properties/repository';
import { tsqueryLiteral } from './search-index';

const MAX_WORDS = 8;
const CITY_WORDS = new Map(SEARCH_CITIES.map((city) => [city.toLowerCase(), city]));

/** The query's distinct words, by the same rule as the index's (letters and digits only). */
export function queryWords(text: string): string[] {
  return [...new Set(searchWords(text))].slice(0, MAX_WORDS);
}

/**
 * For each query word, the listing words it may mean: itself, words it begins, and words
 * within trigram distance ('bilaspr' → 'bilaspur'). Looked up in the small vocabulary table,
 * so the cost does not grow with the number of listings.
 */
async function expandWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const result = await db.execute(sql`
    select t.token, w.word
    from unnest(string_to_array(${words.join(' ')}, ' ')) as t(token)
    cross join lateral (
      select word from search_words
      where word = t.token
         or (length(t.token) >= 3 and word like t.token || '%')
         or (length(t.token) >= 4 and word % t.token)
      order by word = t.token desc, similarity(word, t.token) desc, length(word)
      limit 4
    ) w`);
  const expansions = new Map<string, string[]>(words.map((word) => [word, []]));
  const rows = (result as unknown as { rows: { token: string; word: string }[] }).rows;
  for (const row of rows) expansions.get(row.token)!.push(row.word);
  return expansions;
}

export type SearchFilter = {
  text: string;
  propertyType?: PropertyType;
  city?: string;
  limit: number;
  offset: number;
};

/**
 * Approved listings matching every word of the query (each word or a near spelling of it),
 * ranked by weighted relevance, then newest first. A word that names a city (or nearly does)
 * becomes a city filter, which the city index answers without ranking every listing there.
 */
export async function searchApproved(db: Db, filter: SearchFilter): Promise<Property[]> {
  const words = queryWords(filter.text);
  if (words.length === 0) {
    return listProperties(db, { ...filter, statuses: ['Approve'] });
  }
  const expansions = await expandWords(db, words);
  let city = filter.city;
  const terms: string[][] = [];
  for (const [word, candidates] of expansions) {
    const cityMeant = CITY_WORDS.get(candidates[0] ?? '') ?? CITY_WORDS.get(word);
    if (cityMeant && (!city || city === cityMeant)) {
      city = cityMeant;
      continue;
    }
    if (candidates.length === 0) return []; // a word that matches nothing anywhere
    terms.push(candidates);
  }
  if (terms.length === 0) {
    return listProperties(db, {
      statuses: ['Approve'],
      propertyType: filter.propertyType,
      city,
      limit: filter.limit,
      offset: filter.offset,
    });
  }

  // Quoted lexemes read as they are: no word, however odd, is parsed as query syntax.
  const query = sql`${tsqueryLiteral(terms)}::tsquery`;
  const rows = await db
    .select(listColumns)
    .from(properties)
    .where(
      and(
        eq(properties.campaignRequest, 'Approve'),
        sql`${properties.searchVector} @@ ${query}`,
        filter.propertyType ? eq(properties.propertyType, filter.propertyType) : undefined,
        city ? eq(properties.city, city) : undefined,
      ),
    )
    .orderBy(sql`ts_rank(${properties.searchVector}, ${query}) desc`, ...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((row) => toProperty(row as PropertyRow));
}
