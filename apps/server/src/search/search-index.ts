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

/** Every term must match; a term matches any of its alternative words. */
export function tsqueryLiteral(terms: readonly (readonly string[])[]): string {
  return terms.map((alternatives) => `(${alternatives.map(quote).join(' | ')})`).join(' & ');
}
