import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchWord, MAX_WORD_LENGTH, searchWordRuns, searchWords } from './search-words';

describe('search words', () => {
  it('splits on everything that is not a letter or a digit', () => {
    expect(searchWords("see flat.in/)(' apartment.in/)('")).toEqual([
      'see',
      'flat',
      'in',
      'apartment',
      'in',
    ]);
    expect(searchWords('2-BHK, ₹15,000/month!')).toEqual(['2', 'bhk', '15000', 'month']);
  });

  it('keeps Devanagari words whole, vowel signs included', () => {
    expect(searchWords('रायपुर में किराये पर')).toEqual(['रायपुर', 'में', 'किराये', 'पर']);
  });

  it.each([
    ['2,420 sqft', ['2420', 'sqft']],
    ['₹15,000', ['15000']],
    ['1,00,000 and 12,50,000', ['100000', 'and', '1250000']],
    ['1,000,000', ['1000000']],
    ['Rs. 1,234.50', ['rs', '1234', '50']],
  ])('digits grouped by commas are one number without them: %s', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it.each([
    ['2,3 bhk', ['2', '3', 'bhk']],
    ['10,20', ['10', '20']],
    ['1,0000', ['1', '0000']],
    ['1234,567', ['1234', '567']],
    ['1,000,00', ['1000', '00']],
  ])('commas that do not group digits still separate numbers: %s', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it.each([
    ['2bhk', ['2', 'bhk']],
    ['1200sqft', ['1200', 'sqft']],
    ['flat2', ['flat', '2']],
    ['a1b2', ['a', '1', 'b', '2']],
    ['15k', ['15', 'k']],
  ])('a change between letters and digits separates words: %s', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('so a number never matches digits inside another number', () => {
    expect(searchWords('₹2,420 for 24200 sqft')).not.toContain('420');
    expect(searchWords('₹15,000')).not.toContain('000');
  });

  it('caps a word without splitting a character in two', () => {
    const word = '𝐚'.repeat(MAX_WORD_LENGTH);
    const [capped] = searchWords(word);
    expect(capped!.length).toBeLessThanOrEqual(MAX_WORD_LENGTH);
    expect(isSearchWord(capped!)).toBe(true);
  });

  it('finds the runs of its words in the text as given', () => {
    const text = 'Flat, ₹15,000/month 2BHK';
    const runs = searchWordRuns(text);
    expect(runs.map(([start, end]) => text.slice(start, end))).toEqual([
      'Flat',
      '15,000',
      'month',
      '2',
      'BHK',
    ]);
    expect(runs.flatMap(([start, end]) => searchWords(text.slice(start, end)))).toEqual(
      searchWords(text),
    );
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

  it('a word is one word: letters and digits never share one', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', '2', '0', ',', 'a', 'B', ' ', '.', 'ि', 'क') }),
        (text) => {
          for (const word of searchWords(text)) {
            expect(isSearchWord(word)).toBe(true);
            expect(/\p{N}/u.test(word) && /\p{L}/u.test(word)).toBe(false);
            expect(word).not.toContain(',');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
