import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchWord, searchWords } from './search-words';

describe('search words', () => {
  it('splits on everything that is not a letter or a digit', () => {
    expect(searchWords("see flat.in/)(' apartment.in/)('")).toEqual([
      'see',
      'flat',
      'in',
      'apartment',
      'in',
    ]);
    expect(searchWords('2-BHK, ₹15,000/month!')).toEqual(['2', 'bhk', '15', '000', 'month']);
  });

  it('keeps Devanagari words whole, vowel signs included', () => {
    expect(searchWords('रायपुर में किराये पर')).toEqual(['रायपुर', 'में', 'किराये', 'पर']);
  });

  it('never yields a word holding a query operator, quote or space, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        for (const word of searchWords(text)) {
          expect(word).not.toMatch(/[\s'"()!&|:<>*\\\-.,/%_]/);
          expect(isSearchWord(word)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
