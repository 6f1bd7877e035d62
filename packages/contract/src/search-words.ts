/**
 * The words of a text as search sees them: runs of letters (with their combining marks, so a
 * Devanagari word keeps its vowel signs) and digits, in lower case. Everything else separates
 * words, so no punctuation or operator character ever reaches the search index or a query.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Longer runs are not words anyone types; capped so an index entry stays small. */
export const MAX_WORD_LENGTH = 60;

export function searchWords(text: string): string[] {
  const words = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return words.map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** True for a string that is one search word, as `searchWords` makes them. */
export function isSearchWord(value: string): boolean {
  return value.length > 0 && value.length <= MAX_WORD_LENGTH && searchWords(value)[0] === value;
}
