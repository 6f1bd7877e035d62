/**
 * The words of a text as search sees them, in lower case: runs of letters (with their
 * combining marks, so a Devanagari word keeps its vowel signs) and runs of digits. Everything
 * else separates words, so no punctuation or operator character ever reaches the search index
 * or a query. Two rules keep numbers whole and apart from the words around them:
 *  - digits grouped by commas, Indian or western ('15,000', '1,00,000'), are one number,
 *    written without its commas ('15000', '100000'), so '000' never matches inside a price;
 *  - a change between letters and digits separates words ('2bhk' is '2', 'bhk'; '1200sqft'
 *    is '1200', 'sqft').
 */
const WORD = new RegExp(
  [
    // A grouped number: 1–3 digits, then groups of 2 or 3, the last of 3 ('1,00,000', '2,420').
    String.raw`[0-9]{1,3}(?:,[0-9]{2,3})*,[0-9]{3}(?![\p{N}\p{M}])`,
    // Digits (with any marks a keyboard put after them).
    String.raw`\p{N}[\p{N}\p{M}]*`,
    // Letters with their marks.
    String.raw`[\p{L}\p{M}]+`,
  ].join('|'),
  'gu',
);
/** Longer runs are not words anyone types; capped so an index entry stays small. */
export const MAX_WORD_LENGTH = 60;

function capped(word: string): string {
  if (word.length <= MAX_WORD_LENGTH) return word;
  const cut = word.slice(0, MAX_WORD_LENGTH);
  // Never keep half of a character outside the Basic Multilingual Plane.
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

export function searchWords(text: string): string[] {
  const words = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return words.map((word) => capped(word.includes(',') ? word.replaceAll(',', '') : word));
}

/**
 * Where the words of a text stand in it as given (before normalising): [start, end) pairs, in
 * order, by the same rule as `searchWords`. For a reader that must point back into the text
 * the user typed; `searchWords(text.slice(start, end))` is that run's word.
 */
export function searchWordRuns(text: string): [start: number, end: number][] {
  const runs: [number, number][] = [];
  for (const match of text.matchAll(WORD)) runs.push([match.index, match.index + match[0].length]);
  return runs;
}

/** True for a string that is one search word, as `searchWords` makes them. */
export function isSearchWord(value: string): boolean {
  return value.length > 0 && value.length <= MAX_WORD_LENGTH && searchWords(value)[0] === value;
}
