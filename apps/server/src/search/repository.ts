import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  meansOtherThan,
  type LatLng,
  type SearchFilters,
  type SearchSort,
  type SearchTerm,
} from '@basera/contract';
import type { Db } from '../db/client';
import { properties, searchDocument } from '../db/schema';
import { countByCategory } from './category-counts';
import {
  amount,
  distanceFrom,
  filterConditions,
  newestFirst,
  type ListingAudience,
} from './conditions';
import { facetTerms } from './document';
import { tsqueryLiteral, type QueryTerm } from './search-index';

/** Terms beyond this many add nothing but cost. */
const MAX_TERMS = 8;

const unique = (words: Iterable<string>) => [...new Set(words)];

/**
 * For each query word, the listing words it may mean: itself, words it begins, and words
 * within trigram distance ('bilaspr' → 'bilaspur'). Numbers mean only themselves, so '2'
 * never finds '2420'. Looked up in the small vocabulary table, so the cost does not grow with
 * the number of listings.
 */
async function nearSpellings(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const expansions = new Map<string, string[]>(words.map((word) => [word, []]));
  if (words.length === 0) return expansions;
  const result = await db.execute(sql`
    select t.token, w.word
    from unnest(string_to_array(${words.join(' ')}, ' ')) as t(token)
    cross join lateral (
      select word from search_words
      where word = t.token
         or (t.token !~ '^[0-9]+$' and length(t.token) >= 3 and word like t.token || '%')
         or (t.token !~ '^[0-9]+$' and length(t.token) >= 4 and word % t.token)
      order by word = t.token desc, similarity(word, t.token) desc, length(word)
      limit 4
    ) w`);
  const rows = (result as unknown as { rows: { token: string; word: string }[] }).rows;
  for (const row of rows) expansions.get(row.token)!.push(row.word);
  return expansions;
}

/** The words of these that some approved listing has, exactly. */
async function knownWords(db: Db, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const result = await db.execute(sql`
    select word from search_words
    where word = any(string_to_array(${words.join(' ')}, ' '))`);
  return new Set((result as unknown as { rows: { word: string }[] }).rows.map((row) => row.word));
}

/**
 * The terms as the search index is asked for them: the words typed, each by its near
 * spellings (never a word of another meaning), or a phrase of the same meaning ('girls': 'women'; 'nava raipur': 'naya raipur')
 * whose every word an approved listing has. Null when a term can match nothing: then nothing
 * matches every term.
 */
async function expandTerms(db: Db, terms: readonly SearchTerm[]): Promise<QueryTerm[] | null> {
  const spellings = await nearSpellings(db, unique(terms.flatMap((term) => term.words)));
  const phrasesOf = (term: SearchTerm) => term.sameAs.map((phrase) => phrase.split(' '));
  const known = await knownWords(db, unique(terms.flatMap(phrasesOf).flat()));
  const expanded: QueryTerm[] = [];
  for (const term of terms) {
    // 'ladke' looks like 'ladies': a word of another meaning is no near spelling.
    const all = term.words.map((word) =>
      spellings.get(word)!.filter((spelling) => !meansOtherThan(term, spelling)),
    );
    const typedCanMatch = all.every((alternatives) => alternatives.length > 0);
    const phrases = phrasesOf(term).filter((phrase) => phrase.every((word) => known.has(word)));
    if (!typedCanMatch && phrases.length === 0) return null;
    expanded.push({ all: typedCanMatch ? all : [], phrases });
  }
  return expanded;
}

export type ListingQuery = {
  filters: SearchFilters;
  /** What the text words left after the structured ones must match (the contract's searchMeaning). */
  terms: readonly SearchTerm[];
  /** 'listed': the public lists (approved, available, fresh, not held by reports); else statuses. */
  statuses: ListingAudience;
  sort: SearchSort;
  limit: number;
  offset: number;
};

export type ListingPage<Item> = { total: number; items: Item[] };

/**
 * How a page's rows are read: the columns selected and what each row becomes. The listings'
 * module gives it (properties/repository.ts): search reads the properties table by its
 * filters, words and order, and never imports the module that calls it.
 */
export type RowReader<Item> = {
  columns: SelectedFields;
  toItem: (row: Record<string, unknown>) => Item;
};

/**
 * The order of a page. For a search with words and few matches the order is written so that
 * no index can produce it (`+ 0`): PostgreSQL then takes exactly the matches from the search
 * index and sorts them, instead of walking an ordered index and reading rows the words do not
 * match. Without words, the ordered list indexes check every filter inside the index, so
 * walking them is cheap (docs/decisions/0013-words-and-filters-in-one-index.md).
 */
function orderOf(sort: SearchSort, query: SQL | null, fewMatches: boolean, near?: LatLng) {
  const created = fewMatches
    ? sql`${properties.createdAt} + interval '0 s' desc nulls last`
    : newestFirst[0]!;
  const newest = [created, newestFirst[1]!];
  const price = fewMatches ? sql`${amount} + 0` : sql`${amount}`;
  if (sort === 'distance' && near) return [sql`${distanceFrom(near)}`, ...newest];
  if (sort === 'priceAsc') return [sql`${price} asc`, ...newest];
  if (sort === 'priceDesc') return [sql`${price} desc nulls last`, ...newest];
  if (sort === 'relevance' && query)
    return [sql`ts_rank(${properties.searchVector}, ${query}) desc`, ...newest];
  return newest;
}

/** Up to this many matches of words, a page is sorted from the matches (see orderOf). */
const FEW_MATCHES = 1000;

/**
 * Counting every match is the costly part of a broad search. The caller may keep counts
 * apart from pages (one count serves every sort and page of a question): `countAll` is given
 * a key for the question and the counting work.
 */
export type CountKeeper = (key: string, count: () => Promise<number>) => Promise<number>;
const countNow: CountKeeper = (_key, count) => count();

/** A search's condition on properties, and its words as the index is asked for them. */
export type Matching = {
  where: SQL | undefined;
  /** The words as a tsquery, to rank by; null without words. */
  query: SQL | null;
  terms: QueryTerm[];
  /** The terms asked (at most MAX_TERMS of them). */
  asked: readonly SearchTerm[];
};

/**
 * Every filter and every text word of a search (each word or a near spelling of it) as one
 * condition, or null when a word can match nothing. The list and the map read the same.
 */
export async function matchingListings(
  db: Db,
  listing: Pick<ListingQuery, 'filters' | 'terms' | 'statuses'>,
): Promise<Matching | null> {
  const asked = listing.terms.slice(0, MAX_TERMS);
  let query: SQL | null = null;
  let matching: SQL | undefined;
  let terms: QueryTerm[] = [];
  if (asked.length > 0) {
    const expanded = await expandTerms(db, asked);
    if (!expanded) return null;
    terms = expanded;
    // Quoted lexemes read as they are: no word, however odd, is parsed as query syntax. The
    // words rank; the words and the categories together are looked up in the search index.
    query = sql`${tsqueryLiteral(terms)}::tsquery`;
    const categories = facetTerms(listing.filters).map((alternatives) => ({
      all: [alternatives],
    }));
    const lookedUp = tsqueryLiteral([...terms, ...categories]);
    matching = sql`${searchDocument(properties)} @@ ${lookedUp}::tsquery`;
  }
  const where = and(...filterConditions(listing.filters, listing.statuses), matching);
  return { where, query, terms, asked };
}

/**
 * A page of listings matching every filter and every text word (each word or a near spelling
 * of it), in the asked order, with the number of all matches.
 */
export async function findListings<Item>(
  db: Db,
  listing: ListingQuery,
  reader: RowReader<Item>,
  countAll: CountKeeper = countNow,
): Promise<ListingPage<Item>> {
  const matched = await matchingListings(db, listing);
  if (!matched) return { total: 0, items: [] };
  const { where, query, terms, asked } = matched;
  // A question without words is counted from listing_counts; any other is counted once for
  // all its pages and sorts (countAll). The number of matches picks how the page is read.
  const total =
    (await countByCategory(db, listing.filters, asked, listing.statuses)) ??
    (await countAll(JSON.stringify([listing.filters, listing.statuses, terms]), async () => {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(properties)
        .where(where);
      return counted?.total ?? 0;
    }));
  const few = query !== null && total <= FEW_MATCHES;
  if (total <= listing.offset) return { total, items: [] };
  const rows = await pageOf(db, where, listing, reader.columns, query, few);
  return { total, items: rows.map((row) => reader.toItem(row)) };
}

/**
 * Relevance ranks at most this many matches, the newest; the rest follow newest first.
 * Ranking reads every ranked listing's words, so ranking all of a broad question's matches
 * would cost as much as the question is broad (docs/decisions/0012-counts-kept-by-category.md).
 */
const RANK_WINDOW = FEW_MATCHES;

/** The rows of one page, in the asked order. */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  listing: ListingQuery,
  columns: SelectedFields,
  query: SQL | null,
  few: boolean,
): Promise<Record<string, unknown>[]> {
  const read = (order: SQL[], limit: number, offset: number, scope = where) =>
    db
      .select(columns)
      .from(properties)
      .where(scope)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  if (listing.sort !== 'relevance' || !query || few)
    return read(
      orderOf(listing.sort, query, few, listing.filters.near),
      listing.limit,
      listing.offset,
    );
  const end = listing.offset + listing.limit;
  const rows = [];
  if (listing.offset < RANK_WINDOW) {
    const newestMatches = db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(...newestFirst)
      .limit(RANK_WINDOW);
    rows.push(
      ...(await read(
        orderOf('relevance', query, false),
        Math.min(end, RANK_WINDOW) - listing.offset,
        listing.offset,
        inArray(properties.id, newestMatches),
      )),
    );
  }
  if (end > RANK_WINDOW) {
    const from = Math.max(listing.offset, RANK_WINDOW);
    rows.push(...(await read(orderOf('newest', query, false), end - from, from)));
  }
  return rows;
}
