import { searchWords } from '@basera/contract';

/**
 * The search index of a listing, written as PostgreSQL's tsvector and tsquery literals rather
 * than through its text parser: the words are the contract's (letters and digits only), every
 * lexeme is quoted, and the result is the same on PGlite and PostgreSQL whatever the locale.
 */

export type IndexedFields = {
  propertyTitle: string;
  address: string;
  city: string;
  amenities: readonly string[];
  desc: string;
};

/** Bumped when the words or their weights change: the server then re-indexes at start. */
export const SEARCH_INDEX_VERSION = 3;

/** A lexeme keeps this many positions; more add nothing to ranking. */
const MAX_POSITIONS = 16;
/** PostgreSQL's largest tsvector position. */
const MAX_POSITION = 16383;

const quote = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * Weighted words: title (A), address and city (B), amenities (C), description (D). A word
 * found in several parts keeps its positions in each, so its best weight counts.
 */
export function tsvectorLiteral(fields: IndexedFields): string {
  const parts: [string, 'A' | 'B' | 'C' | 'D'][] = [
    [fields.propertyTitle, 'A'],
    [`${fields.address} ${fields.city}`, 'B'],
    [fields.amenities.join(' '), 'C'],
    [fields.desc, 'D'],
  ];
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [text, weight] of parts) {
    for (const word of searchWords(text)) {
      position = Math.min(position + 1, MAX_POSITION);
      const list = positions.get(word) ?? [];
      if (list.length < MAX_POSITIONS) list.push(`${position}${weight}`);
      positions.set(word, list);
    }
  }
  return [...positions].map(([word, list]) => `${quote(word)}:${list.join(',')}`).join(' ');
}

/**
 * One term of a query: it matches a listing that has every one of `all` (each by any of its
 * spellings), or any of `phrases` (words in a row). A category lexeme is a term of one word.
 */
export type QueryTerm = {
  all: readonly (readonly string[])[];
  phrases?: readonly (readonly string[])[];
};

const anyOf = (alternatives: readonly string[]) => `(${alternatives.map(quote).join(' | ')})`;

/** Every term must match. */
export function tsqueryLiteral(terms: readonly QueryTerm[]): string {
  return terms
    .map(({ all, phrases = [] }) => {
      const ways = phrases.map((phrase) => `(${phrase.map(quote).join(' <-> ')})`);
      if (all.length === 1) ways.unshift(anyOf(all[0]!));
      else if (all.length > 1) ways.unshift(`(${all.map(anyOf).join(' & ')})`);
      return ways.length === 1 ? ways[0]! : `(${ways.join(' | ')})`;
    })
    .join(' & ');
}
