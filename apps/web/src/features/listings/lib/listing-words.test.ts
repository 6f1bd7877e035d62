import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatRupeesShort,
  searchMeaning,
  type SearchParams,
} from '@basera/contract';
import { createI18n } from '@/i18n/create-i18n';
import type { Language } from '@/i18n/language';
import { loadMessageIndex, translateMessage } from '@/i18n/translate-message';
import { filterChips } from './filter-chips';
import { listingWordsOf } from './listing-words';

async function wordsIn(language: Language) {
  const i18n = await createI18n(language);
  await Promise.all([i18n.loadNamespaces(['search', 'messages']), loadMessageIndex()]);
  return listingWordsOf({
    language,
    t: (key, values) => i18n.t(key, values),
    message: (english) => translateMessage(i18n, english),
    rupeesShort: (value) => formatRupeesShort(value, language),
    number: (value) => formatNumber(value, language),
  });
}

const labels = (state: SearchParams, words: Awaited<ReturnType<typeof wordsIn>>) =>
  filterChips(state, searchMeaning(state), words).map((chip) => chip.label);

const SEARCHES: SearchParams[] = [
  { search: '2bhk raipur under 15k' },
  { search: 'makaan for rent by owner furnished 10k to 20k' },
  { search: 'pg double sharing bilaspur above 5000' },
  { search: '50 lakh se kam' },
  { search: '3bhk raipur between 50 lakh and 1 cr' },
  { search: 'makaan above 40 lakh' },
  {
    search: '',
    city: 'Durg',
    propertyType: 'sell',
    bhk: ['2 BHK', '4 BHK +'],
    minPrice: 20_00_000,
    listedBy: 'Agent',
    sharing: ['Triple'],
    furnishing: ['Semi-Furnished'],
    amenities: ['Lift', 'Power Backup'],
    minArea: 500,
    maxArea: 1200,
  },
];

describe('the chips in the reader’s language', () => {
  it.each(SEARCHES)('say in English exactly what the contract says: %o', async (state) => {
    expect(labels(state, await wordsIn('en'))).toEqual(
      filterChips(state, searchMeaning(state)).map((c) => c.label),
    );
  });

  it('say in Hindi what the text and the filters were understood as', async () => {
    const hi = await wordsIn('hi');
    expect(labels({ search: '2bhk raipur under 15k' }, hi)).toEqual([
      '2 BHK',
      'रायपुर',
      '₹15,000 से कम',
    ]);
    expect(
      labels(
        { search: '', listedBy: 'Owner', sharing: ['Double'], minArea: 500, maxArea: 1200 },
        hi,
      ),
    ).toEqual(['मालिक की ओर से', 'डबल शेयरिंग', '500 से 1,200 वर्ग फ़ुट']);
  });

  it('say that a budget in lakh is a price to buy, in English as the contract and in Hindi', async () => {
    const en = await wordsIn('en');
    const hi = await wordsIn('hi');
    expect(labels({ search: '50 lakh se kam' }, en)).toEqual(['Buy under ₹50 Lakh']);
    expect(labels({ search: '50 lakh se kam' }, hi)).toEqual(['खरीदने के लिए ₹50 लाख से कम']);
    expect(labels({ search: 'makaan above 40 lakh' }, hi)).toEqual([
      'कोई भी घर',
      'खरीदने के लिए ₹40 लाख से ज़्यादा',
    ]);
    // A rent word makes it a rent again.
    expect(labels({ search: 'kiraye pe 1 lakh tak' }, hi)).toEqual(['किराये के लिए', '₹1 लाख से कम']);
  });

  it('say in English what the contract says for a price to buy, through the same keys', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces(['search']);
    const amount = (value: number) => formatRupeesShort(value, 'en');
    const said = (text: string) => searchMeaning({ search: text }).understood[0]!.label;
    expect(i18n.t('search:chips.buyUnder', { amount: amount(5e6) })).toBe(said('50 lakh se kam'));
    expect(i18n.t('search:chips.buyAbove', { amount: amount(4e6) })).toBe(said('above 40 lakh'));
    expect(i18n.t('search:chips.buyBetween', { min: amount(1e6), max: amount(2e6) })).toBe(
      said('10 to 20 lakh'),
    );
  });

  it.each(SEARCHES)('leave no English word in Hindi: %o', async (state) => {
    for (const label of labels(state, await wordsIn('hi')))
      expect(label.replace(/BHK|RK/g, '')).not.toMatch(/[A-Za-z]{2}/);
  });
});
