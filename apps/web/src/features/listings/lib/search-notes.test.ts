import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupeesShort, searchMeaning, type SearchNote } from '@basera/contract';
import { createI18n } from '@/i18n/create-i18n';
import type { Language } from '@/i18n/language';
import { loadMessageIndex, translateMessage } from '@/i18n/translate-message';
import { listingWordsOf } from './listing-words';
import { noteSentences } from './search-notes';

async function sayIn(language: Language) {
  const i18n = await createI18n(language);
  await Promise.all([i18n.loadNamespaces(['search', 'messages']), loadMessageIndex()]);
  const t = (key: `${string}:${string}`, values?: Record<string, unknown>) => i18n.t(key, values);
  const words = listingWordsOf({
    language,
    t,
    message: (english) => translateMessage(i18n, english),
    rupeesShort: (value) => formatRupeesShort(value, language),
    number: (value) => formatNumber(value, language),
  });
  return (note: SearchNote) => noteSentences(note, t, words.budget);
}

const noteOf = (text: string) => searchMeaning({ search: text }).notes[0]!;

describe('the notes of a search', () => {
  it('commercial shop for sale bilaspur under 50 lakh: shops are listed for rent', async () => {
    const note = noteOf('commercial shop for sale bilaspur under 50 lakh');
    expect((await sayIn('en'))(note)).toEqual([
      'Shops are listed for rent.',
      'The budget ‘Under ₹50 Lakh’ is a price to buy, so it is not applied.',
    ]);
    expect((await sayIn('hi'))(note)).toEqual([
      'दुकानें सिर्फ़ किराये पर मिलती हैं।',
      'बजट ‘₹50 लाख से कम’ खरीदने की कीमत है, इसलिए लागू नहीं किया गया।',
    ]);
  });

  it('a rent asked of a plot is named as a monthly rent', async () => {
    expect((await sayIn('en'))(noteOf('plot on rent under 5000 per month'))).toEqual([
      'Plots are listed for sale.',
      'The budget ‘Under ₹5,000’ is a monthly rent, so it is not applied.',
    ]);
  });

  // One text for every subject a note can have, with and without a budget.
  const TEXTS = [
    'shop for sale',
    'office for sale under 2 cr',
    'showroom bikau',
    'godown for sale 1 cr',
    'commercial for sale',
    'shop or office for sale between 20 and 40 lakh',
    'pg for sale',
    'hostel under 1 lakh',
    'plot on rent',
    'zameen kiraye pe 10k per month',
  ];
  it('covers every subject', () => {
    const subjects = new Set(TEXTS.map((text) => noteOf(text).subject));
    const all: SearchNote['subject'][] = [
      'Shop',
      'Office Space',
      'Showroom',
      'Warehouse',
      'commercial',
      'pgHostel',
      'plot',
    ];
    expect([...subjects].sort()).toEqual([...all].sort());
  });

  it.each(TEXTS)('%s: a sentence in each language, and no English in Hindi', async (text) => {
    const note = noteOf(text);
    const english = (await sayIn('en'))(note);
    const hindi = (await sayIn('hi'))(note);
    expect(english).toHaveLength(note.budget ? 2 : 1);
    expect(hindi).toHaveLength(english.length);
    for (const sentence of [...english, ...hindi]) expect(sentence).not.toMatch(/{{|search:/);
    for (const sentence of hindi) expect(sentence).not.toMatch(/[A-Za-z]{2}/);
  });
});
